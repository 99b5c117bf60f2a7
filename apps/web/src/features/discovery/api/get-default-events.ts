/**
 * GET /api/public/v1/events/getDefault?limit=&cursor= — upcoming events the viewer may see,
 * soonest first, a page at a time.
 */
import { API_PATHS, type Event } from '@neighbourly/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { discoveryKeys } from './keys.ts';
import { DISCOVERY_STALE_TIME, getListPage, type ListPage } from './page.ts';

export const getDefaultEvents = (cursor: string | undefined, signal?: AbortSignal) =>
  getListPage<Event>(API_PATHS.eventDefaults, {}, cursor, signal);

export const defaultEventsQueryOptions = (viewerId: string) =>
  infiniteQueryOptions({
    queryKey: discoveryKeys.defaultEvents(viewerId),
    queryFn: ({ pageParam, signal }): Promise<ListPage<Event>> => getDefaultEvents(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: DISCOVERY_STALE_TIME,
  });
