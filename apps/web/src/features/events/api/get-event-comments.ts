/**
 * GET /api/public/v1/eventComments/allForGroupEvent?groupId=&eventId= — the comments, oldest
 * first (newest last). Signed-in users who can see the event.
 */
import { API_PATHS, type EventComment } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { eventKeys, type EventKey } from './keys.ts';

export async function getEventComments(
  { groupId, eventId }: EventKey,
  signal?: AbortSignal,
): Promise<EventComment[]> {
  return api<EventComment[]>(API_PATHS.eventCommentsForEvent, { query: { groupId, eventId }, signal });
}

export const eventCommentsQueryOptions = (key: EventKey, enabled = true) =>
  queryOptions({
    queryKey: eventKeys.comments(key.groupId, key.eventId),
    queryFn: ({ signal }) => getEventComments(key, signal),
    enabled,
  });

export const useEventComments = (key: EventKey, enabled: boolean) =>
  useQuery(eventCommentsQueryOptions(key, enabled));
