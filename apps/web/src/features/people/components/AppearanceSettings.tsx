import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlinedIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { THEME_MODES, type ThemeMode } from '@neighbourly/shared';
import type { ReactNode } from 'react';
import { useColorMode } from '@/lib/color-mode.ts';
import { SettingsSection } from '@/components/SettingsSection.tsx';

const OPTIONS: Record<ThemeMode, { label: string; icon: ReactNode }> = {
  light: { label: 'Light', icon: <LightModeOutlinedIcon /> },
  dark: { label: 'Dark', icon: <DarkModeOutlinedIcon /> },
  system: { label: 'System', icon: <SettingsBrightnessOutlinedIcon /> },
};

const isThemeMode = (value: string): value is ThemeMode => (THEME_MODES as readonly string[]).includes(value);

/**
 * Appearance: light, dark or the system's setting. The same choice as the
 * header's switch, stored the same way, with the flag that the user changed it.
 */
export function AppearanceSettings() {
  const { mode, setMode } = useColorMode();
  return (
    <SettingsSection
      title="Theme"
      description="Choose how Neighbourly looks on this device. System follows your device's light or dark setting."
    >
      <RadioGroup
        aria-label="Theme"
        value={mode}
        onChange={(event) => {
          if (isThemeMode(event.target.value)) setMode(event.target.value);
        }}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 1.5 }}
      >
        {THEME_MODES.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio />}
            label={
              <Box
                component="span"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 600 }}
              >
                <Box component="span" aria-hidden sx={{ display: 'inline-flex', color: 'primary.main' }}>
                  {OPTIONS[value].icon}
                </Box>
                {OPTIONS[value].label}
              </Box>
            }
            sx={{
              m: 0,
              pr: 2,
              py: 0.5,
              border: 1,
              borderRadius: 3,
              borderColor: mode === value ? 'primary.main' : 'divider',
              bgcolor: mode === value ? 'action.selected' : 'transparent',
            }}
          />
        ))}
      </RadioGroup>
    </SettingsSection>
  );
}
