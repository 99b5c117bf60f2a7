/**
 * The caches an event's mutations mark stale, in three sizes: the lists an event appears in
 * (its group's upcoming and past events, a person's events); attendance (those lists, the event
 * and its participants); and every event of a group with its series dates (a change to a
 * series). The event a mutation changed it writes into the cache or marks stale itself (an
 * edit's answer is the event). Keys come from the calls' queryOptions or eventKeys, never typed
 * by hand.
 */
import type { QueryClient } from '@tanstack/react-query';
import { eventParticipantsQueryOptions } from './get-event-participants.ts';
import { eventQueryOptions } from './get-event.ts';
import { groupEventsQueryOptions } from './get-group-events.ts';
import { userEventsQueryOptions } from './get-user-events.ts';
import { eventKeys, type EventKey } from './keys.ts';

/** The lists an event appears in: its group's upcoming and past events, and the user's events. */
export async function refreshEventLists(
  queryClient: QueryClient,
  groupId: string,
  userId: string | undefined,
): Promise<void> {
  await Promise.all(
    [
      groupEventsQueryOptions(groupId, true).queryKey,
      groupEventsQueryOptions(groupId, false).queryKey,
      ...(userId ? [userEventsQueryOptions(userId).queryKey] : []),
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** Who attends changed: the event (its count), the participants and every list with the event. */
export async function refreshAttendance(
  queryClient: QueryClient,
  key: EventKey,
  userId: string | undefined,
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: eventQueryOptions(key).queryKey }),
    queryClient.invalidateQueries({ queryKey: eventParticipantsQueryOptions(key).queryKey }),
    refreshEventLists(queryClient, key.groupId, userId),
  ]);
}

/** A series edit or deletion ("this and following") changed other events of the group too. */
export async function refreshGroupEvents(
  queryClient: QueryClient,
  groupId: string,
  refetchType: 'active' | 'none' = 'active',
): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: eventKeys.detailsOfGroup(groupId), refetchType });
}
