/**
 * GET /api/public/v1/eventParticipants/allForGroupEvent?groupId=&eventId= — the host first,
 * then the participants, then the waitlist in order. Signed-in users only; 403 when the
 * event's details are not available to the caller.
 */
import { API_PATHS, type EventParticipant } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { eventKeys, type EventKey } from './keys.ts';

export async function getEventParticipants(
  { groupId, eventId }: EventKey,
  signal?: AbortSignal,
): Promise<EventParticipant[]> {
  return api<EventParticipant[]>(API_PATHS.eventParticipantsForEvent, {
    query: { groupId, eventId },
    signal,
  });
}

export const eventParticipantsQueryOptions = (key: EventKey, enabled = true) =>
  queryOptions({
    queryKey: eventKeys.participants(key.groupId, key.eventId),
    queryFn: ({ signal }) => getEventParticipants(key, signal),
    enabled,
  });

export const useEventParticipants = (key: EventKey, enabled: boolean) =>
  useQuery(eventParticipantsQueryOptions(key, enabled));
