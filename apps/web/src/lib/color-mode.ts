import { COOKIE_NAMES, STORAGE_KEYS, type ThemeMode } from '@neighbourly/shared';
import { useColorScheme } from '@mui/material/styles';
import { storage } from './storage.ts';

/**
 * Colour mode: start from the saved choice only if the user changed it, otherwise from the system
 * preference. MUI keeps the mode under STORAGE_KEYS.themeMode; without the "changed" flag that
 * value is dropped before the theme provider reads it. Call before render.
 */
export function prepareColorMode(): void {
  if (storage.get(STORAGE_KEYS.themeModeChanged) !== 'true') {
    storage.remove(STORAGE_KEYS.themeMode);
  }
}

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The choice also goes into a cookie, for the server: the page it sends then paints in that
 * scheme before the app starts. 'system' needs none (the browser's preference decides).
 */
function rememberForServer(mode: ThemeMode): void {
  const name = COOKIE_NAMES.colorScheme;
  document.cookie =
    mode === 'system'
      ? `${name}=; path=/; max-age=0; samesite=lax`
      : `${name}=${mode}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

export interface ColorMode {
  /** The user's choice: light, dark or system. */
  mode: ThemeMode;
  /** What is on screen: light or dark. */
  resolvedMode: 'light' | 'dark';
  /** Records the choice and the flag that the user changed it. */
  setMode: (mode: ThemeMode) => void;
}

export function useColorMode(): ColorMode {
  const { mode, systemMode, setMode } = useColorScheme();
  const current: ThemeMode = mode ?? 'system';
  const resolvedMode = (current === 'system' ? systemMode : current) ?? 'light';
  return {
    mode: current,
    resolvedMode,
    setMode: (next) => {
      storage.set(STORAGE_KEYS.themeModeChanged, 'true');
      rememberForServer(next);
      setMode(next);
    },
  };
}
