import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Outlet } from 'react-router';
import { useRouterState } from '../app-router.tsx';
import { useScrollRestoration } from '../scroll-restoration.ts';
import { preloadProgressBar } from '@/components/ProgressBar.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { whenIdleAfterLoad } from '@/lib/idle.ts';
import { useOnline } from '@/lib/online.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { shell_loading_page, shell_skip_to_main } from '@neighbourly/i18n/messages';

// Visitors have no live stream: its code (and the messaging and notifications code listening
// to it) loads only once someone is signed in.
const LiveUpdates = lazy(() => import('./LiveUpdates.tsx').then((m) => ({ default: m.LiveUpdates })));

/**
 * The offline bar, the new-version prompt, the service worker and the saved data (issue #31).
 * Online, their chunk loads once the page is idle after load: on a phone its evaluation is a long
 * task that would stand between the first screenful and the person's first tap. Opened without a
 * connection, or losing it before then, they load at once (the bar and the saved data must show).
 * A load that fails (the connection lost before the service worker held the chunk) is tried again
 * at the next change of connection.
 */
function OfflineStatusWhenIdle() {
  const online = useOnline();
  const [idle, setIdle] = useState(false);
  const [OfflineStatus, setOfflineStatus] = useState<ComponentType | null>(null);
  useEffect(() => void whenIdleAfterLoad().then(() => setIdle(true)), []);
  const wanted = idle || !online;
  useEffect(() => {
    if (!wanted || OfflineStatus) return;
    let current = true;
    import('@/features/offline/index.ts').then(
      (m) => current && setOfflineStatus(() => m.OfflineStatus),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, online, OfflineStatus]);
  return OfflineStatus ? <OfflineStatus /> : null;
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * The loading bar at the top of the window while the next page loads (AppRouter's whilePending).
 * Drawn by CSS in the shell, not MUI's lazy LinearProgress: a tap on a card in the app's first
 * second, before that chunk was in, showed the bar only after it had come over the network
 * (1.1-2.1 s on slow 4G, issue #31); now it shows with the tap's next frame.
 */
export const NavigationProgress = () => (
  <Box
    role="progressbar"
    aria-label={shell_loading_page()}
    sx={{
      position: 'fixed',
      top: 0,
      left: 0,
      right: 0,
      zIndex: 'tooltip',
      height: 3,
      overflow: 'hidden',
      bgcolor: 'color-mix(in srgb, var(--mui-palette-primary-main) 24%, transparent)',
      '&::after': {
        content: '""',
        position: 'absolute',
        insetBlock: 0,
        left: 0,
        width: '40%',
        bgcolor: 'primary.main',
        animation: `${slide} 1.2s ease-in-out infinite`,
      },
      '@media (prefers-reduced-motion: reduce)': { '&::after': { animation: 'none', width: '100%' } },
    }}
  />
);

/**
 * The one page frame: skip link, header, the single <main>, footer; and the live stream with
 * the features that listen to it.
 */
export function Layout() {
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
      <Header />
      <OfflineStatusWhenIdle />
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
