/**
 * Attendance: the server decides the role, never the client. PARTICIPANT while places remain
 * (a limit of 0 is unlimited; the host is not counted against it), else WAITLISTED; a freed
 * place goes to the earliest waitlisted person. Every change runs in a transaction that holds
 * the event.
 */
import type { EventParticipant, ParticipantRole, UserEvent } from '@neighbourly/shared';
import { isUniqueViolation, type Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { requireSelf } from '../../http/guards.ts';
import type { CurrentUser } from '../../http/session.ts';
import { eventConflict, requireEventFor } from './event-access.ts';
import { presentEvents } from './reading.service.ts';
import { summaryOfCaller, toUserSummary } from '../people/index.ts';
import { bumpParticipants, eventsOfPerson, lockEvent, participantsLimitOf } from './events.repository.ts';
import { countParticipants, insertPlace, placesWithPeople } from './participants.repository.ts';
import { removeParticipation } from './waitlist.ts';
import { noticeAttendance } from './event-notices.ts';
import { inTransaction } from '../../db/transaction.ts';
import { announceEventChange } from './event-pages.ts';
import { queueEventFederation } from './event-federation.ts';

const ROLE_ORDER: Record<string, number> = { HOST: 0, PARTICIPANT: 1, WAITLISTED: 2 };

/**
 * The event's people with their roles: host first, then participants, then the waitlist, each
 * in arrival order (sort is stable). The participant list and the attendee file show them so.
 */
export async function placesInRoleOrder(db: Db, eventId: number) {
  const rows = await placesWithPeople(db, eventId);
  return rows.sort((a, b) => (ROLE_ORDER[a.role] ?? 3) - (ROLE_ORDER[b.role] ?? 3));
}

const OWN_ATTENDANCE = 'You can only change your own attendance.';

export async function attend(
  deps: AppDeps,
  user: CurrentUser,
  body: { groupId: string; eventId: number; userId: string; role?: ParticipantRole | undefined },
): Promise<EventParticipant> {
  requireSelf(user, body.userId, OWN_ATTENDANCE);
  if (body.role === 'HOST') throw forbidden('Only the creator of an event hosts it.');
  const event = await requireEventFor(deps.db, user, body.groupId, body.eventId, 'attend');
  if (event.end_date_time <= new Date().toISOString()) throw eventConflict('This event has already ended.');
  try {
    const role = await inTransaction(deps.db, async (trx) => {
      await lockEvent(trx, deps.dialect, event.id);
      const limit = await participantsLimitOf(trx, event.id);
      const taken = await countParticipants(trx, event.id);
      const assigned: ParticipantRole = limit === 0 || taken < limit ? 'PARTICIPANT' : 'WAITLISTED';
      await insertPlace(trx, {
        event_id: event.id,
        user_id: user.id,
        role: assigned,
        joined_at: new Date().toISOString(),
      });
      if (assigned === 'PARTICIPANT') await bumpParticipants(trx, event.id, 1);
      else await bumpParticipants(trx, event.id, 0, 1);
      await noticeAttendance(deps, trx, event.id, user.id, assigned);
      announceEventChange(deps, trx, event.id, 'attendance');
      await queueEventFederation(trx, event.id, 'attendance');
      return assigned;
    });
    return {
      groupId: body.groupId,
      eventId: event.id,
      user: summaryOfCaller(user),
      role,
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw eventConflict('You are already attending this event.');
    throw error;
  }
}

export async function leave(
  deps: AppDeps,
  user: CurrentUser,
  groupId: string,
  eventId: number,
  userId: string,
) {
  requireSelf(user, userId, OWN_ATTENDANCE);
  const event = await requireEventFor(deps.db, user, groupId, eventId, 'leave');
  if (event.end_date_time <= new Date().toISOString()) throw eventConflict('This event has already ended.');
  const removed = await inTransaction(deps.db, (trx) => removeParticipation(deps, trx, event.id, user.id));
  if (!removed) throw notFound('You are not attending this event.');
}

export async function participantsOfEvent(
  deps: AppDeps,
  user: CurrentUser,
  groupId: string,
  eventId: number,
): Promise<EventParticipant[]> {
  const event = await requireEventFor(deps.db, user, groupId, eventId, 'seeDetails');
  const rows = await placesInRoleOrder(deps.db, event.id);
  return rows.map((r) => ({
    groupId,
    eventId: event.id,
    user: toUserSummary(r),
    role: r.role,
  }));
}

/** "My events": upcoming soonest first, then past most recent first. */
export async function eventsOfUser(deps: AppDeps, user: CurrentUser, userId: string): Promise<UserEvent[]> {
  requireSelf(user, userId, 'You can only list your own events.');
  const now = new Date().toISOString();
  const rows = await eventsOfPerson(deps.db, userId);
  const upcoming = rows.filter((r) => r.end_date_time > now);
  const past = rows.filter((r) => r.end_date_time <= now).reverse();
  const ordered = [...upcoming, ...past];
  const events = await presentEvents(deps.db, user, ordered);
  return events.map((event, i) => ({ event, role: ordered[i]!.my_role }));
}
