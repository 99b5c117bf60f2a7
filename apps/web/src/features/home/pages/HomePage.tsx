import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { selfQueryOptions, useAuth } from '@/features/auth/index.ts';
import {
  EVENTS_NEARBY_ID,
  EventsNearbyPanel,
  GROUPS_NEARBY_ID,
  GroupsNearbyPanel,
  prefetchDefaultLists,
} from '@/features/discovery/index.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { LandingHero } from '../components/LandingHero.tsx';
import { LandingIntro } from '../components/LandingIntro.tsx';
import { SignUpPrompt } from '../components/SignUpPrompt.tsx';
import { EVENTS_AUTO_PAGES } from '../auto-pages.ts';
import { scrollToPanel } from '../scroll-to-panel.ts';
import { home_events_subtitle, home_groups_subtitle } from '@neighbourly/i18n/messages';

/** The signed-in home's module: started by prefetch() once the user is known to be signed in. */
const loadSignedInHome = () => import('../components/SignedInHome.tsx');
/** Only signed-in users see it: a visitor's first visit does not download it. */
const SignedInHome = lazy(() => loadSignedInHome().then((m) => ({ default: m.SignedInHome })));

/** The visitor landing: hero, sign-up prompt, the two invitations, then the default lists. */
function VisitorLanding() {
  const toEvents = () => scrollToPanel(EVENTS_NEARBY_ID);
  return (
    <>
      <LandingHero onExplore={toEvents} />
      <SignUpPrompt />
      <LandingIntro onExploreEvents={toEvents} onExploreGroups={() => scrollToPanel(GROUPS_NEARBY_ID)} />
      <Container maxWidth="lg" sx={{ pb: { xs: 6, md: 10 } }}>
        <Box sx={{ maxWidth: 900 }}>
          <EventsNearbyPanel maxAutoPages={EVENTS_AUTO_PAGES} subtitle={home_events_subtitle()} />
        </Box>
        <Divider sx={{ my: { xs: 5, md: 7 } }} />
        <GroupsNearbyPanel subtitle={home_groups_subtitle()} />
      </Container>
    </>
  );
}

/** A visitor's landing opens with its two lists (a signed-in home's lists follow its search). */
export async function prefetch(queryClient: QueryClient) {
  const self = await queryClient.fetchQuery(selfQueryOptions()).catch(() => null);
  if (self) await loadSignedInHome();
  else await prefetchDefaultLists(queryClient, '');
}

/** `/`: the landing page for visitors, a personal home for signed-in users. */
export default function HomePage() {
  useDocumentTitle();
  const { user, isPending, probablySignedIn } = useAuth();
  if (user)
    return (
      <Suspense fallback={<PageSpinner />}>
        <SignedInHome user={user} />
      </Suspense>
    );
  if (isPending && probablySignedIn) return <PageSpinner />;
  return <VisitorLanding />;
}
