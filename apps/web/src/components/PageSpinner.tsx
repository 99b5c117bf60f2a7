import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { shell_loading } from '@neighbourly/i18n/messages';

/** A centred spinner for a page or region that is loading. */
export function PageSpinner({
  label = shell_loading(),
  minHeight = '40vh',
}: {
  label?: string;
  minHeight?: string | number;
}) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'grid', placeItems: 'center', flex: 1, minHeight, py: 6 }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
