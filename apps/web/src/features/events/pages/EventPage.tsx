import Container from '@mui/material/Container';
import { events_doc_title, events_loading_event } from '@neighbourly/i18n/messages';
import type { Event } from '@neighbourly/shared';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useParams, type Params } from 'react-router';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { PageTitle } from '@/components/PageTitle.tsx';
import { LoadFailed } from '@/components/LoadFailed.tsx';
import { isPast } from '@/lib/dates.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useNotFoundRedirect } from '@/lib/use-not-found-redirect.ts';
import { eventQueryOptions, parseEventId, useEvent } from '../api/get-event.ts';
import { EventHeader } from '../components/EventHeader.tsx';
import { CreateAnotherNote } from '../components/CreateAnotherNote.tsx';
import { EventTabs } from '../components/EventTabs.tsx';
import { wasJustCreated } from '../created-event.ts';
import { useEventViewer } from '../hooks/use-event-viewer.ts';
import { useLiveEvent } from '../hooks/use-live-event.ts';

// Shown only when the event changes while the page is open: not part of the page's first load.
const LiveEventNotice = lazy(() =>
  import('../components/LiveEventNotice.tsx').then((m) => ({ default: m.LiveEventNotice })),
);

function EventView({ event }: { event: Event }) {
  const viewer = useEventViewer(event);
  const liveNotice = useLiveEvent(event);
  // "Now" as the page opened: an event that ends while it is open keeps its buttons.
  const [openedAt] = useState(() => Date.now());
  const ended = isPast(event.endDateTime, openedAt);
  const justCreated = wasJustCreated(useLocation().state) && viewer.isHost;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      {justCreated && <CreateAnotherNote event={event} />}
      {(liveNotice.changed || liveNotice.cancelled) && (
        <Suspense fallback={null}>
          <LiveEventNotice notice={liveNotice} groupId={event.groupId} />
        </Suspense>
      )}
      {liveNotice.cancelled ? (
        // Gone: nothing on it can be done any more; the notice leads back to the group.
        <PageTitle>
          <span dir="auto">{event.name}</span>
        </PageTitle>
      ) : (
        <>
          <EventHeader event={event} viewer={viewer} ended={ended} />
          <EventTabs event={event} viewer={viewer} />
        </>
      )}
    </Container>
  );
}

/** The event, fetched while the page's code loads, so the page opens with it. */
export const prefetch = (queryClient: QueryClient, { groupId = '', eventId }: Params) =>
  queryClient.prefetchQuery(eventQueryOptions({ groupId, eventId: parseEventId(eventId) }));

/** `/group/:groupId/events/:eventId` (public). An unknown group or event goes to /404. */
export default function EventPage() {
  const { groupId = '', eventId } = useParams();
  const { data: event, error, refetch } = useEvent({ groupId, eventId: parseEventId(eventId) });
  useDocumentTitle(event?.name ?? events_doc_title());
  const notFound = useNotFoundRedirect(error);

  if (event && !notFound) return <EventView event={event} />;
  if (error && !notFound) return <LoadFailed what="event" onRetry={() => void refetch()} />;
  return <PageSpinner label={events_loading_event()} />;
}
