import { STORAGE_KEYS, TIMINGS } from '@neighbourly/shared';
import CssBaseline from '@mui/material/CssBaseline';
import { styled, ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { lazy, type ReactNode } from 'react';
import { direction, theme } from './theme.ts';

/**
 * Right-to-left pages mirror MUI's CSS through an emotion cache of their own, in a chunk that
 * left-to-right pages never load. It starts loading as this module runs, beside the first route;
 * the first render waits for it (a transition keeps the server's first paint meanwhile).
 */
const rtlCacheModule = direction === 'rtl' ? import('./rtl-cache.tsx') : null;
const RtlCacheProvider = rtlCacheModule ? lazy(() => rtlCacheModule) : null;

/** notistack's stock colours miss AA contrast (white on #43a047); these keep 4.5:1 or better. */
const Toast = styled(MaterialDesignContent)(({ theme: t }) => ({
  borderRadius: 12,
  fontFamily: t.typography.fontFamily,
  '&.notistack-MuiContent-default': { backgroundColor: '#263330', color: '#ffffff' },
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20', color: '#ffffff' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c', color: '#ffffff' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4500', color: '#ffffff' },
  '&.notistack-MuiContent-info': { backgroundColor: '#01579b', color: '#ffffff' },
}));

const toastComponents = {
  default: Toast,
  success: Toast,
  error: Toast,
  warning: Toast,
  info: Toast,
};

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const app = (
    <ThemeProvider
      theme={theme}
      defaultMode="system"
      modeStorageKey={STORAGE_KEYS.themeMode}
      noSsr
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          // At the reading start of the line (notistack's own styles are not mirrored by the cache).
          anchorOrigin={{ vertical: 'bottom', horizontal: direction === 'rtl' ? 'right' : 'left' }}
          autoHideDuration={TIMINGS.toastAutoHideMs}
          maxSnack={TIMINGS.toastMaxSnack}
          // A double click may finish one action twice; the same message shows once.
          preventDuplicate
          transitionDuration={{ enter: TIMINGS.toastEnterMs, exit: TIMINGS.toastExitMs }}
          Components={toastComponents}
        >
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
  return RtlCacheProvider ? <RtlCacheProvider>{app}</RtlCacheProvider> : app;
}
