/**
 * GET /api/public/v1/events/search?eventsFromMyGroups=&searchTerm=&tagsTerm=&limit=&cursor= (and
 * the filters of issue #28: from, to, format, near or place, withinKm) —
 * upcoming events whose name holds `searchTerm` and that carry every tag of `tagsTerm`,
 * soonest first; with `eventsFromMyGroups` only those of the viewer's groups.
 */
import { API_PATHS, type Event } from '@neighbourly/shared';
import { discoveryKeys, type SearchParams } from './keys.ts';
import { getSearchPage, listQueryOptions } from './page.ts';

export const searchEvents = (params: SearchParams, cursor: string | undefined, signal?: AbortSignal) =>
  getSearchPage<Event>(API_PATHS.eventSearch, 'eventsFromMyGroups', params, cursor, signal);

export const searchEventsQueryOptions = (viewerId: string, params: SearchParams) =>
  listQueryOptions(discoveryKeys.searchEvents(viewerId, params), (cursor, signal) =>
    searchEvents(params, cursor, signal),
  );
