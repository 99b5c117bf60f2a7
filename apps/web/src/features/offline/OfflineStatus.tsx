import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Snackbar from '@mui/material/Snackbar';
import {
  shell_offline,
  shell_offline_saved_at,
  shell_offline_your_events,
  shell_update_ready,
  shell_update_reload,
} from '@neighbourly/i18n/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '@/features/auth/index.ts';
import { formatShortDateTime } from '@/lib/dates.ts';
import { useOnline } from '@/lib/online.ts';
import { paths } from '@/lib/paths.ts';
import { useSavedAt } from './saved-time.ts';
import { startOffline } from './start.ts';
import { useWaitingUpdate } from './update-state.ts';

/** Under the header while there is no connection: what is shown, and from when. */
function OfflineBar() {
  const savedAt = useSavedAt();
  const { user } = useAuth();
  const saved = user !== null && savedAt !== null;
  return (
    <Box
      role="status"
      data-testid="offline-bar"
      sx={(theme) => ({
        bgcolor: '#fff4e5',
        color: '#4d2c00',
        borderBottom: '1px solid #f0c48a',
        ...theme.applyStyles('dark', { bgcolor: '#2e2212', color: '#ffe0b2', borderColor: '#5c4320' }),
      })}
    >
      <Container
        maxWidth="lg"
        sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, py: 1 }}
      >
        <CloudOffOutlinedIcon fontSize="small" aria-hidden />
        {/* On a phone the words share the icon's line, and the link wraps under them. */}
        <Box component="span" sx={{ fontWeight: 600, flex: { xs: '1 1 0', sm: '0 1 auto' }, minWidth: 0 }}>
          {saved
            ? shell_offline_saved_at({ time: formatShortDateTime(new Date(savedAt).toISOString()) })
            : shell_offline()}
        </Box>
        {saved && (
          <Link
            href={paths.myEvents.getHref()}
            color="inherit"
            // On a phone, on a line of its own under the words (past the icon and the gap).
            sx={{ fontWeight: 600, flexBasis: { xs: '100%', sm: 'auto' }, pl: { xs: 4, sm: 0 } }}
          >
            {shell_offline_your_events()}
          </Link>
        )}
      </Container>
    </Box>
  );
}

/**
 * A new version waits until the person reloads through the prompt, or until they follow a link or
 * go back to another page (never in the middle of a form): then it takes over with that page's
 * load. The page a form's submit leads to is left alone, so its success toast is read.
 */
function UpdatePrompt({ apply }: { apply: () => void }) {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  const linkOrBack = useRef(false);
  useEffect(() => {
    const mark = (event: Event) => {
      if (event.type === 'popstate' || (event.target instanceof Element && event.target.closest('a[href]')))
        linkOrBack.current = true;
    };
    document.addEventListener('click', mark, true);
    window.addEventListener('popstate', mark);
    return () => {
      document.removeEventListener('click', mark, true);
      window.removeEventListener('popstate', mark);
    };
  }, []);
  useEffect(() => {
    if (pathname === shownOn.current) return;
    shownOn.current = pathname;
    if (linkOrBack.current) apply();
    linkOrBack.current = false;
  }, [pathname, apply]);
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      message={shell_update_ready()}
      action={
        <Button color="inherit" size="small" onClick={apply} sx={{ fontWeight: 700 }}>
          {shell_update_reload()}
        </Button>
      }
    />
  );
}

/**
 * The offline bar and the new-version prompt. The shell loads it lazily, so it and what it
 * starts (the service worker, the saved data) stay out of the first visit's download.
 */
export function OfflineStatus() {
  const queryClient = useQueryClient();
  useEffect(() => void startOffline(queryClient), [queryClient]);
  const online = useOnline();
  const apply = useWaitingUpdate();
  return (
    <>
      {!online && <OfflineBar />}
      {apply && <UpdatePrompt apply={apply} />}
    </>
  );
}
