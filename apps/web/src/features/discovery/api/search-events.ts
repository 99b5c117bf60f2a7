/**
 * GET /api/public/v1/events/search?eventsFromMyGroups=&searchTerm=&tagsTerm=&limit=&cursor= —
 * upcoming events whose name holds `searchTerm` and that carry every tag of `tagsTerm`,
 * soonest first; with `eventsFromMyGroups` only those of the viewer's groups.
 */
import { API_PATHS, type Event } from '@neighbourly/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { discoveryKeys, type SearchParams } from './keys.ts';
import { DISCOVERY_STALE_TIME, getListPage, type ListPage } from './page.ts';

export const searchEvents = (params: SearchParams, cursor: string | undefined, signal?: AbortSignal) =>
  getListPage<Event>(
    API_PATHS.eventSearch,
    { eventsFromMyGroups: params.mine, searchTerm: params.searchTerm, tagsTerm: params.tagsTerm },
    cursor,
    signal,
  );

export const searchEventsQueryOptions = (viewerId: string, params: SearchParams) =>
  infiniteQueryOptions({
    queryKey: discoveryKeys.searchEvents(viewerId, params),
    queryFn: ({ pageParam, signal }): Promise<ListPage<Event>> => searchEvents(params, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: DISCOVERY_STALE_TIME,
  });
