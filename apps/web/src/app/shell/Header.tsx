import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useAuth, usePageToReturnTo } from '@/features/auth/index.ts';
import { paths } from '@/lib/paths.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { Logo } from './Logo.tsx';
import { Placeholder } from '@/components/Placeholder.tsx';
import { shell_account_nav, shell_sign_in, shell_sign_up } from '@neighbourly/i18n/messages';

// Only signed-in users need these (and the messaging and notifications code behind them): keep
// them out of the visitors' first load.
const SignedInActions = lazy(() =>
  import('./SignedInActions.tsx').then((m) => ({ default: m.SignedInActions })),
);
const avatarPlaceholder = <Placeholder variant="circular" width={36} height={36} />;

/**
 * Each on one line, a little narrower on phones: beside the logo, the language and the theme, a
 * 360 px header holds both buttons in every language (issue #29).
 */
const fitOnPhones = { whiteSpace: 'nowrap', px: { xs: 1.25, sm: 2 } } as const;

/** Sign Up and Sign In, both coming back to this page; white on the landing hero. */
function VisitorActions({ overlaid, returnTo }: { overlaid: boolean; returnTo: string | undefined }) {
  return (
    <>
      <Button
        href={paths.signUp.getHref(returnTo)}
        variant="contained"
        sx={[
          fitOnPhones,
          overlaid ? { bgcolor: '#ffffff', color: '#00594f', '&:hover': { bgcolor: '#e0f2f1' } } : null,
        ]}
      >
        {shell_sign_up()}
      </Button>
      <Button
        href={paths.signIn.getHref(returnTo)}
        variant="outlined"
        sx={[
          fitOnPhones,
          overlaid
            ? {
                color: '#ffffff',
                borderColor: 'rgba(255,255,255,0.7)',
                '&:hover': { borderColor: '#ffffff', bgcolor: 'rgba(255,255,255,0.08)' },
              }
            : null,
        ]}
      >
        {shell_sign_in()}
      </Button>
    </>
  );
}

/**
 * On / for visitors the header is transparent and overlaid on the hero; elsewhere it is white
 * (near-black in dark mode) and sticky.
 */
export function Header() {
  const { user, isPending, probablySignedIn } = useAuth();
  const { pathname } = useLocation();
  const returnTo = usePageToReturnTo();
  const overlaid = pathname === paths.home.path && !probablySignedIn;

  return (
    <AppBar
      position={overlaid ? 'absolute' : 'sticky'}
      sx={[
        overlaid
          ? { bgcolor: 'transparent', color: '#ffffff', boxShadow: 'none' }
          : (theme) => ({
              bgcolor: '#ffffff',
              color: 'text.primary',
              borderBottom: 1,
              borderColor: 'divider',
              ...theme.applyStyles('dark', { bgcolor: '#0a0e0d' }),
            }),
      ]}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 60, sm: 68 } }}>
          <Logo inverted={overlaid} />
          <Box sx={{ flexGrow: 1 }} />
          <LanguageMenu inverted={overlaid} />
          <ColorModeToggle inverted={overlaid} />
          <Box
            component="nav"
            aria-label={shell_account_nav()}
            sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
          >
            {user ? (
              <Suspense fallback={avatarPlaceholder}>
                <SignedInActions user={user} />
              </Suspense>
            ) : isPending && probablySignedIn ? (
              avatarPlaceholder
            ) : (
              <VisitorActions overlaid={overlaid} returnTo={returnTo} />
            )}
          </Box>
        </Toolbar>
      </Container>
    </AppBar>
  );
}
