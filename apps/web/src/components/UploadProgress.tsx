import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { shell_uploading } from '@neighbourly/i18n/messages';
import { pageLanguage } from '@/lib/page-language.ts';

/** A whole percentage in the page's digits and sign ('45%', French '45 %', Persian '۴۵٪'). */
const formatPercent = (percent: number) =>
  new Intl.NumberFormat(pageLanguage(), { style: 'percent' }).format(percent / 100);

/** An upload's progress as a bar and a percentage; screen readers hear it through the status role. */
export function UploadProgress({
  label = shell_uploading(),
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
          {formatPercent(percent)}
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={percent} aria-label={label} />
    </Box>
  );
}
