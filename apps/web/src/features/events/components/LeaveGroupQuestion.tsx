import { useState } from 'react';
import { useUserEvents } from '../api/get-user-events.ts';
import { isPast } from '@/lib/dates.ts';

/** "1 upcoming event", "2 upcoming events". */
const upcomingEvents = (count: number) => `${count} upcoming ${count === 1 ? 'event' : 'events'}`;

/**
 * What Leave group asks, naming what goes with it: leaving gives up the person's places (and
 * waitlist places) in the group's upcoming events, and rejoining does not bring them back.
 */
export function LeaveGroupQuestion({ groupId, userId }: { groupId: string; userId: string }) {
  const { data: userEvents } = useUserEvents(userId);
  // "Now" as the question opened, like the event page.
  const [openedAt] = useState(() => Date.now());
  const given = (userEvents ?? []).filter(
    ({ event, role }) => event.groupId === groupId && role !== 'HOST' && !isPast(event.endDateTime, openedAt),
  ).length;
  return (
    <>
      Are you sure you want to leave this group?
      {given > 0 && ` You will also give up your place in ${upcomingEvents(given)}.`}
    </>
  );
}
