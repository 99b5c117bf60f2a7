import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

/** An upload's progress as a bar and a percentage; screen readers hear it through the status role. */
export function UploadProgress({
  label = 'Uploading',
  fraction,
  sx,
}: {
  label?: string;
  /** 0 to 1. */
  fraction: number;
  sx?: SxProps<Theme>;
}) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <Box role="status" sx={sx}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {percent}%
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={percent} aria-label={label} />
    </Box>
  );
}
