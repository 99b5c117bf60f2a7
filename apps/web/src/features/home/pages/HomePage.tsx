import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import type { SelfUser } from '@neighbourly/shared';
import type { QueryClient } from '@tanstack/react-query';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { selfQueryOptions, useAuth } from '@/features/auth/index.ts';
import {
  EVENTS_NEARBY_ID,
  EventsNearbyPanel,
  GROUPS_NEARBY_ID,
  GroupsNearbyPanel,
  prefetchDefaultLists,
  useQuerySearch,
} from '@/features/discovery/index.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { LandingHero } from '../components/LandingHero.tsx';
import { LandingIntro } from '../components/LandingIntro.tsx';
import { SignUpPrompt } from '../components/SignUpPrompt.tsx';
import { WelcomeBack } from '../components/WelcomeBack.tsx';
import { scrollToPanel } from '../scroll-to-panel.ts';
import { home_events_subtitle, home_groups_subtitle } from '@neighbourly/i18n/messages';

/**
 * Events Nearby sits above Groups Nearby: after this many pages it stops loading by itself on
 * scrolling (the 'Show more events' button still works), so the groups stay reachable.
 */
const EVENTS_AUTO_PAGES = 2;

/** The visitor landing: hero, sign-up prompt, the two invitations, then the default lists. */
function VisitorLanding() {
  const toEvents = () => scrollToPanel(EVENTS_NEARBY_ID);
  // 'Start Exploring Now' in the server's first paint is a link to #events-nearby: a visitor who
  // tapped it before the app arrived is taken on to the list once it is drawn.
  useEffect(() => {
    const panel = window.location.hash.slice(1);
    if (panel === EVENTS_NEARBY_ID || panel === GROUPS_NEARBY_ID) scrollToPanel(panel);
  }, []);
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

/** The signed-in home: the greeting, then the two search panels, kept in the URL. */
function SignedInHome({ user }: { user: SelfUser }) {
  const events = useQuerySearch('events', 'eventsMine');
  const groups = useQuerySearch('groups', 'groupsMine');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <WelcomeBack user={user} />
      <Divider sx={{ my: { xs: 3, md: 4 } }} />
      <Box sx={{ maxWidth: 900 }}>
        <EventsNearbyPanel search={events} maxAutoPages={EVENTS_AUTO_PAGES} />
      </Box>
      <Divider sx={{ my: { xs: 5, md: 7 } }} />
      <GroupsNearbyPanel search={groups} />
    </Container>
  );
}

/** A visitor's landing opens with its two lists (a signed-in home's lists follow its search). */
export async function prefetch(queryClient: QueryClient) {
  const self = await queryClient.fetchQuery(selfQueryOptions()).catch(() => null);
  if (!self) await prefetchDefaultLists(queryClient, '');
}

/** `/`: the landing page for visitors, a personal home for signed-in users. */
export default function HomePage() {
  useDocumentTitle();
  const { user, isPending, probablySignedIn } = useAuth();
  if (user) return <SignedInHome user={user} />;
  if (isPending && probablySignedIn) return <PageSpinner />;
  return <VisitorLanding />;
}
