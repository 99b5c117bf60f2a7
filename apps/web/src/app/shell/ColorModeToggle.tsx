import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { LazyTooltip } from '@/components/LazyTooltip.tsx';
import { useColorMode } from '@/lib/color-mode.ts';

/** The header's light/dark switch; it records that the user changed the colour scheme. */
export function ColorModeToggle({ inverted = false }: { inverted?: boolean }) {
  const { resolvedMode, setMode } = useColorMode();
  const next = resolvedMode === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} mode`;
  return (
    <LazyTooltip title={label}>
      {(trigger) => (
        <IconButton
          {...trigger}
          aria-label={label}
          onClick={() => setMode(next)}
          sx={{ color: inverted ? '#ffffff' : 'text.primary' }}
        >
          {next === 'dark' ? <DarkModeOutlinedIcon /> : <LightModeOutlinedIcon />}
        </IconButton>
      )}
    </LazyTooltip>
  );
}
