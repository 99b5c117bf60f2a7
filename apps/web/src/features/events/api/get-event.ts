/**
 * GET /api/public/v1/events?groupId=&eventId= — one event as the caller may see it (details
 * null and `areAllFieldsAvailable: false` for a private event seen by a non-member); visitors
 * may read it. 404 NOT_FOUND when the group or the event is unknown.
 */
import { API_PATHS, isValidGroupId, type Event } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api.ts';
import { eventKeys, type EventKey } from './keys.ts';

/** A route's eventId: a positive whole number, else NaN (which names no event). */
export const parseEventId = (value: string | undefined): number =>
  value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : Number.NaN;

export async function getEvent({ groupId, eventId }: EventKey, signal?: AbortSignal): Promise<Event> {
  // Ids that break the rules can never exist: answer as the server would, without asking.
  if (!isValidGroupId(groupId) || !Number.isSafeInteger(eventId) || eventId <= 0) {
    throw new ApiError(404, 'NOT_FOUND', 'Event not found');
  }
  return api<Event>(API_PATHS.events, { query: { groupId, eventId }, signal });
}

export const eventQueryOptions = (key: EventKey) =>
  queryOptions({
    queryKey: eventKeys.detail(key.groupId, key.eventId),
    queryFn: ({ signal }) => getEvent(key, signal),
  });

export const useEvent = (key: EventKey) => useQuery(eventQueryOptions(key));
