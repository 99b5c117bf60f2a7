import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import ExploreOutlinedIcon from '@mui/icons-material/ExploreOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import {
  events_explore,
  events_loading_yours,
  events_my_events,
  events_my_events_count,
  events_not_attending,
  events_your_events,
  events_yours_load_failed,
} from '@neighbourly/i18n/messages';
import { useState } from 'react';
import { paths } from '@/lib/paths.ts';
import { CardGrid } from '@/components/CardGrid.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { ListError } from '@/components/ListError.tsx';
import { formatNumber, isPast } from '@/lib/dates.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useUserEvents } from '../api/get-user-events.ts';
import { EventCard } from '../components/EventCard.tsx';

/** `/my-events` (signed-in): 'My events (n)' and a card per event the user hosts, attends or waits for. */
export default function MyEventsPage() {
  useDocumentTitle(events_my_events());
  const { user } = useAuth();
  const events = useUserEvents(user?.id);
  const [openedAt] = useState(() => Date.now());

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.875rem', sm: '2.25rem' }, mb: { xs: 2.5, md: 4 } }}>
        {events.data
          ? events_my_events_count({ count: formatNumber(events.data.length) })
          : events_my_events()}
      </Typography>
      {events.isPending ? (
        <PageSpinner label={events_loading_yours()} />
      ) : events.isError ? (
        <ListError onRetry={() => void events.refetch()}>{events_yours_load_failed()}</ListError>
      ) : events.data.length === 0 ? (
        <EmptyState
          icon={<EventNoteOutlinedIcon />}
          action={
            <Button variant="contained" startIcon={<ExploreOutlinedIcon />} href={paths.home.getHref()}>
              {events_explore()}
            </Button>
          }
        >
          {events_not_attending()}
        </EmptyState>
      ) : (
        <CardGrid label={events_your_events()}>
          {events.data.map(({ event, role }) => (
            <li key={`${event.groupId}/${event.eventId}`}>
              <EventCard
                event={event}
                role={role}
                showGroup
                showSeries={false}
                ended={isPast(event.endDateTime, openedAt)}
                headingComponent="h2"
              />
            </li>
          ))}
        </CardGrid>
      )}
    </Container>
  );
}
