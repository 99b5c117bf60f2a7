/**
 * GET /api/public/v1/events/getDefault?limit=&cursor= — upcoming events the viewer may see,
 * soonest first, a page at a time.
 */
import { API_PATHS, type Event } from '@neighbourly/shared';
import { discoveryKeys } from './keys.ts';
import { getListPage, listQueryOptions } from './page.ts';

export const getDefaultEvents = (cursor: string | undefined, signal?: AbortSignal) =>
  getListPage<Event>(API_PATHS.eventDefaults, {}, cursor, signal);

export const defaultEventsQueryOptions = (viewerId: string) =>
  listQueryOptions(discoveryKeys.defaultEvents(viewerId), getDefaultEvents);
