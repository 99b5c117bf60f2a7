/**
 * GET /api/public/v1/events/getDefault?limit=&cursor=[&from=&to=&format=&near=|place=&withinKm=]
 * — upcoming events the viewer may see, soonest first, a page at a time; with the filters of
 * issue #28 when any is set.
 */
import { API_PATHS, type Event } from '@neighbourly/shared';
import type { FilterRequest } from '../filter-request.ts';
import { discoveryKeys } from './keys.ts';
import { getListPage, listQueryOptions } from './page.ts';

export const getDefaultEvents = (cursor: string | undefined, signal?: AbortSignal, filters?: FilterRequest) =>
  getListPage<Event>(API_PATHS.eventDefaults, {}, cursor, signal, filters);

export const defaultEventsQueryOptions = (viewerId: string, filters?: FilterRequest) =>
  listQueryOptions(discoveryKeys.defaultEvents(viewerId, filters), (cursor, signal) =>
    getDefaultEvents(cursor, signal, filters),
  );
