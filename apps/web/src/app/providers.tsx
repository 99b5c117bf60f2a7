import { STORAGE_KEYS } from '@neighbourly/shared';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode } from 'react';
import { LazyToaster } from './LazyToaster.tsx';
import { appTheme, direction, writeThemeVariables } from './theme.ts';

/**
 * Right-to-left pages mirror MUI's CSS through an emotion cache of their own, in a chunk that
 * left-to-right pages never load. It starts loading as this module runs, beside the first route;
 * the first render waits for it (a transition keeps the server's first paint meanwhile).
 */
const rtlCacheModule = direction === 'rtl' ? import('./rtl-cache.tsx') : null;
const RtlCacheProvider = rtlCacheModule ? lazy(() => rtlCacheModule) : null;

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const app = (
    <ThemeProvider
      theme={appTheme()}
      defaultMode="system"
      modeStorageKey={STORAGE_KEYS.themeMode}
      noSsr
      disableTransitionOnChange
      disableStyleSheetGeneration={writeThemeVariables()}
    >
      <CssBaseline enableColorScheme />
      <QueryClientProvider client={queryClient}>
        {children}
        <LazyToaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
  return RtlCacheProvider ? <RtlCacheProvider>{app}</RtlCacheProvider> : app;
}
