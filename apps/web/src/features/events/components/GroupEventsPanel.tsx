import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  events_loading_past,
  events_loading_upcoming,
  events_past,
  events_past_load_failed,
  events_private_group_events,
  events_show_more,
  events_upcoming,
  events_upcoming_load_failed,
} from '@neighbourly/i18n/messages';
import type { ReactNode } from 'react';
import { CardGrid } from '@/components/CardGrid.tsx';
import { EmptyState } from '@/components/EmptyState.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { ListError } from '@/components/ListError.tsx';
import { isApiError } from '@/lib/api.ts';
import { CARDS_PER_TASK, useGradualCount } from '@/lib/use-gradual-count.ts';
import { useGroupEvents } from '../api/get-group-events.ts';
import { useLiveGroupEvents } from '../hooks/use-live-event.ts';
import { EventCard } from './EventCard.tsx';

export interface GroupEventsPanelProps {
  groupId: string;
  /** Upcoming (not yet ended, soonest first) or past (most recent first). */
  upcoming: boolean;
  /** What the tab shows when there are none: the spec's empty text. */
  empty: ReactNode;
}

/** A group page's 'Upcoming events' or 'Past events' tab: event cards, a page at a time. */
export function GroupEventsPanel({ groupId, upcoming, empty }: GroupEventsPanelProps) {
  const events = useGroupEvents(groupId, upcoming);
  useLiveGroupEvents(groupId, upcoming);
  // On a freshly opened page the cards come a few per task (lib/use-gradual-count.ts).
  const rows = events.data?.pages.flatMap((page) => page.events) ?? [];
  const shown = useGradualCount(rows.length, CARDS_PER_TASK);

  if (events.isPending) {
    return (
      <PageSpinner label={upcoming ? events_loading_upcoming() : events_loading_past()} minHeight={200} />
    );
  }
  if (events.isError) {
    if (isApiError(events.error, 'FORBIDDEN')) {
      return <EmptyState icon={<LockOutlinedIcon />}>{events_private_group_events()}</EmptyState>;
    }
    return (
      <ListError onRetry={() => void events.refetch()}>
        {upcoming ? events_upcoming_load_failed() : events_past_load_failed()}
      </ListError>
    );
  }
  if (rows.length === 0) return <>{empty}</>;

  return (
    <>
      <CardGrid label={upcoming ? events_upcoming() : events_past()} busy={shown < rows.length}>
        {rows.slice(0, shown).map((event) => (
          <li key={event.eventId}>
            {/* The group's name is the page's h1 and the tabs are no headings: cards come next. */}
            {/* Past events are listed each; upcoming, a series once (issue #26). */}
            <EventCard event={event} headingComponent="h2" showSeries={upcoming} />
          </li>
        ))}
      </CardGrid>
      {events.hasNextPage && shown === rows.length && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            onClick={() => void events.fetchNextPage()}
            loading={events.isFetchingNextPage}
          >
            {events_show_more()}
          </Button>
        </Box>
      )}
    </>
  );
}
