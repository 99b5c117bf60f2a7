import { events_leave_group_gives_up, events_leave_group_question } from '@neighbourly/i18n/messages';
import { useState } from 'react';
import { useUserEvents } from '../api/get-user-events.ts';
import { isPast } from '@/lib/dates.ts';

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
      {events_leave_group_question()}
      {given > 0 && ` ${events_leave_group_gives_up({ count: given })}`}
    </>
  );
}
