/**
 * GET /api/public/v1/events/getAllForGroup?groupId=&showFutureEvents=&limit=&cursor= — a
 * group's upcoming events (not yet ended, soonest first) or past ones (most recent first), a
 * page at a time.
 */
import { API_PATHS, type Event } from '@neighbourly/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { eventKeys } from './keys.ts';

export const GROUP_EVENTS_PAGE_SIZE = 12;

export interface EventsPage {
  events: Event[];
  nextCursor?: string;
}

export async function getGroupEvents(
  groupId: string,
  upcoming: boolean,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<EventsPage> {
  const { data, nextCursor } = await apiRequest<Event[]>(API_PATHS.eventsForGroup, {
    query: { groupId, showFutureEvents: upcoming, limit: GROUP_EVENTS_PAGE_SIZE, cursor },
    signal,
  });
  return { events: data, ...(nextCursor ? { nextCursor } : {}) };
}

export const groupEventsQueryOptions = (groupId: string, upcoming: boolean) =>
  infiniteQueryOptions({
    queryKey: eventKeys.forGroup(groupId, upcoming),
    queryFn: ({ pageParam, signal }) => getGroupEvents(groupId, upcoming, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useGroupEvents = (groupId: string, upcoming: boolean) =>
  useInfiniteQuery(groupEventsQueryOptions(groupId, upcoming));
