/** The attendee list as the host or the group owner downloads it: everyone with a place. */
import type { AppDeps } from '../../deps.ts';
import type { CurrentUser } from '../../http/session.ts';
import { attendeesOfEvent } from './calendar.repository.ts';
import { requireEventFor } from './events.service.ts';
import { ROLE_ORDER } from './participants.service.ts';

/** The event's people, host first, then participants, then the waitlist, each by arrival. */
export async function attendeesToExport(deps: AppDeps, user: CurrentUser, groupId: string, eventId: number) {
  const event = await requireEventFor(deps.db, user, groupId, eventId, 'exportAttendees');
  const rows = await attendeesOfEvent(deps.db, event.id);
  rows.sort((a, b) => (ROLE_ORDER[a.role] ?? 3) - (ROLE_ORDER[b.role] ?? 3));
  return { event, attendees: rows };
}
