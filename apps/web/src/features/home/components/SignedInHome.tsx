import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import type { SelfUser } from '@neighbourly/shared';
import { EventsNearbyPanel, GroupsNearbyPanel, useQuerySearch } from '@/features/discovery/index.ts';
import { EVENTS_AUTO_PAGES } from '../auto-pages.ts';
import { WelcomeBack } from './WelcomeBack.tsx';

/**
 * The signed-in home: the greeting, then the two search panels, kept in the URL. A chunk of its
 * own, so a visitor's first visit to the landing does not carry it.
 */
export function SignedInHome({ user }: { user: SelfUser }) {
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
