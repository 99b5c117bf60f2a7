/**
 * GET /api/public/v1/eventParticipants/allForUser?userId= — the signed-in user's events with
 * their role in each, upcoming first. The whole list is asked for: "My events (n)" needs the count.
 */
import { API_PATHS, type UserEvent } from '@neighbourly/shared';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { eventKeys } from './keys.ts';

export async function getUserEvents(userId: string, signal?: AbortSignal): Promise<UserEvent[]> {
  return api<UserEvent[]>(API_PATHS.eventParticipantsForUser, { query: { userId }, signal });
}

/** Without a user (a visitor) nothing is asked. */
export const userEventsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: eventKeys.userEvents(userId ?? ''),
    queryFn: userId ? ({ signal }) => getUserEvents(userId, signal) : skipToken,
  });

export const useUserEvents = (userId: string | undefined) => useQuery(userEventsQueryOptions(userId));
