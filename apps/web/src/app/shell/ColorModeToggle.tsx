import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorMode } from '@/lib/color-mode.ts';
import { shell_switch_to_dark, shell_switch_to_light } from '@neighbourly/i18n/messages';

/**
 * The header's light/dark switch; it records that the user changed the colour scheme. Named by
 * its aria-label, with the browser's own tooltip: MUI's Tooltip (and popper.js) would be on
 * every first load for this one button, and loading it on hover swapped the button under the
 * pointer, losing the click.
 */
export function ColorModeToggle({ inverted = false }: { inverted?: boolean }) {
  const { resolvedMode, setMode } = useColorMode();
  const next = resolvedMode === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? shell_switch_to_dark() : shell_switch_to_light();
  return (
    <IconButton
      aria-label={label}
      title={label}
      onClick={() => setMode(next)}
      sx={{ color: inverted ? '#ffffff' : 'text.primary' }}
    >
      {next === 'dark' ? <DarkModeOutlinedIcon /> : <LightModeOutlinedIcon />}
    </IconButton>
  );
}
