import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlinedIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  common_language,
  common_language_account_hint,
  common_language_not_saved,
  people_theme,
  people_theme_dark,
  people_theme_description,
  people_theme_light,
  people_theme_system,
} from '@neighbourly/i18n/messages';
import { isLocale, LOCALE_INFO, THEME_MODES, type ThemeMode } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useState, type ReactNode } from 'react';
import { useAuth } from '@/features/auth/index.ts';
import { useColorMode } from '@/lib/color-mode.ts';
import { SettingsSection } from '@/components/SettingsSection.tsx';
import { pageLocale } from '../api/language-choice.ts';
import { switchLanguage } from '../api/save-language.ts';

const OPTIONS: Record<ThemeMode, { label: () => string; icon: ReactNode }> = {
  light: { label: people_theme_light, icon: <LightModeOutlinedIcon /> },
  dark: { label: people_theme_dark, icon: <DarkModeOutlinedIcon /> },
  system: { label: people_theme_system, icon: <SettingsBrightnessOutlinedIcon /> },
};

const isThemeMode = (value: string): value is ThemeMode => (THEME_MODES as readonly string[]).includes(value);

/**
 * The account's language (issue #29): the one it has (else this page's). Saved to the account, so
 * it follows the person to every device, and as this browser's cookie; the page then reloads in it.
 */
function LanguageSettings() {
  const { user } = useAuth();
  const accountLocale = user?.locale;
  const [saving, setSaving] = useState(false);
  const value = isLocale(accountLocale) ? accountLocale : pageLocale().tag;

  const choose = async (locale: string) => {
    if (!isLocale(locale) || locale === value) return;
    setSaving(true);
    try {
      await switchLanguage(locale, user);
    } catch {
      setSaving(false);
      enqueueSnackbar(common_language_not_saved(), { variant: 'error' });
    }
  };

  return (
    <SettingsSection title={common_language()} description={common_language_account_hint()}>
      <TextField
        select
        label={common_language()}
        name="locale"
        value={value}
        disabled={saving}
        onChange={(event) => void choose(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 240, maxWidth: 360 }}
      >
        {LOCALE_INFO.map((info) => (
          <option key={info.tag} value={info.tag} lang={info.tag}>
            {info.name}
          </option>
        ))}
      </TextField>
    </SettingsSection>
  );
}

/**
 * Appearance: light, dark or the system's setting (the same choice as the header's switch,
 * stored the same way, with the flag that the user changed it), and the language.
 */
export function AppearanceSettings() {
  return (
    <Stack spacing={4}>
      <ThemeSettings />
      <LanguageSettings />
    </Stack>
  );
}

function ThemeSettings() {
  const { mode, setMode } = useColorMode();
  return (
    <SettingsSection title={people_theme()} description={people_theme_description()}>
      <RadioGroup
        aria-label={people_theme()}
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
                {OPTIONS[value].label()}
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
