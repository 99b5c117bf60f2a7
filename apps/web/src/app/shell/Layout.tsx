import Box from '@mui/material/Box';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { useNavigationPending, useRouterState } from '../app-router.tsx';
import { useScrollRestoration } from '../scroll-restoration.ts';
import { preloadProgressBar, ProgressBar } from '@/components/ProgressBar.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { whenIdleAfterLoad } from '@/lib/idle.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { shell_loading_page, shell_skip_to_main } from '@neighbourly/i18n/messages';

// Visitors have no live stream: its code (and the messaging and notifications code listening
// to it) loads only once someone is signed in.
const LiveUpdates = lazy(() => import('./LiveUpdates.tsx').then((m) => ({ default: m.LiveUpdates })));
// The offline bar, the new-version prompt, the service worker and the saved data (issue #31).
const OfflineStatus = lazy(() =>
  import('@/features/offline/index.ts').then((m) => ({ default: m.OfflineStatus })),
);

/**
 * The one page frame: skip link, header, the single <main>, footer; and the live stream with
 * the features that listen to it.
 */
export function Layout() {
  const navigating = useNavigationPending();
  useScrollRestoration(useRouterState());
  useEffect(() => void whenIdleAfterLoad().then(preloadProgressBar), []);
  const { user } = useAuth();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 600,
          textDecoration: 'none',
          '&:focus': { top: 8 },
        }}
      >
        {shell_skip_to_main()}
      </Box>
      {navigating && (
        <ProgressBar
          aria-label={shell_loading_page()}
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip', height: 3 }}
        />
      )}
      <Header />
      <Suspense fallback={null}>
        <OfflineStatus />
      </Suspense>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' }}
      >
        <Outlet />
      </Box>
      <Footer />
      {user && (
        <Suspense fallback={null}>
          <LiveUpdates />
        </Suspense>
      )}
    </Box>
  );
}
