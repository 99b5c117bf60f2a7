import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { shell_loading, shell_offline_not_saved } from '@neighbourly/i18n/messages';
import { useOnline } from '@/lib/online.ts';

/**
 * A centred spinner for a page or region that is loading. Offline nothing loads until the
 * connection returns (issue #31): it says that what would be here was not saved.
 */
export function PageSpinner({
  label = shell_loading(),
  minHeight = '40vh',
}: {
  label?: string;
  minHeight?: string | number;
}) {
  const online = useOnline();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'grid', placeItems: 'center', flex: 1, minHeight, py: 6 }}
    >
      {online ? (
        <CircularProgress aria-label={label} />
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{shell_offline_not_saved()}</Typography>
      )}
    </Box>
  );
}
