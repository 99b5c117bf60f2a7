/**
 * Places at an event and its waitlist: a freed participant place goes to the earliest
 * waitlisted person. Callers hold a transaction; the event row is locked before counting.
 * Kept apart from the events and attendance services so both can use it without a cycle.
 */
import { type Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { bumpParticipants, lockEvent } from './events.repository.ts';

/** Moves the earliest waitlisted people into the places that are free now. */
export async function promoteWaitlist(db: Db, eventId: number): Promise<void> {
  const event = await db
    .selectFrom('events')
    .select(['participants_limit'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  const taken = await db
    .selectFrom('event_participants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .where('role', '=', 'PARTICIPANT')
    .executeTakeFirstOrThrow();
  let query = db
    .selectFrom('event_participants')
    .select('id')
    .where('event_id', '=', eventId)
    .where('role', '=', 'WAITLISTED')
    .orderBy('id');
  if (event.participants_limit > 0) {
    const free = event.participants_limit - Number(taken.n);
    if (free <= 0) return;
    query = query.limit(free);
  }
  const promoted = (await query.execute()).map((r) => r.id);
  if (promoted.length === 0) return;
  await db
    .updateTable('event_participants')
    .set({ role: 'PARTICIPANT' })
    .where('id', 'in', promoted)
    .execute();
  await bumpParticipants(db, eventId, promoted.length, -promoted.length);
}

/** Removes one participation (not the host's) and hands a freed place on. */
/** Gives up a place (not the host's); a freed participant place goes to the waitlist. */
export async function removeParticipation(
  deps: AppDeps,
  db: Db,
  eventId: number,
  userId: string,
): Promise<boolean> {
  await lockEvent(db, deps.dialect, eventId);
  const row = await db
    .selectFrom('event_participants')
    .select(['id', 'role'])
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row || row.role === 'HOST') return false;
  await db.deleteFrom('event_participants').where('id', '=', row.id).execute();
  if (row.role === 'PARTICIPANT') {
    await bumpParticipants(db, eventId, -1);
    await promoteWaitlist(db, eventId);
  } else {
    await bumpParticipants(db, eventId, 0, -1);
  }
  return true;
}

/** On leaving a group: the person's places in its upcoming events are given up. */
export async function withdrawFromUpcomingEvents(deps: AppDeps, db: Db, groupId: string, userId: string) {
  const upcoming = await db
    .selectFrom('event_participants')
    .innerJoin('events', 'events.id', 'event_participants.event_id')
    .select('events.id')
    .where('events.group_id', '=', groupId)
    .where('event_participants.user_id', '=', userId)
    .where('event_participants.role', '!=', 'HOST')
    .where('events.end_date_time', '>', new Date().toISOString())
    .execute();
  for (const { id } of upcoming) await removeParticipation(deps, db, id, userId);
}

/** Hands an event to a new host, who takes the host's place whatever place they had. */
export async function passEventOn(deps: AppDeps, trx: Db, eventId: number, from: string, to: string) {
  await lockEvent(trx, deps.dialect, eventId);
  await trx.updateTable('events').set({ host_id: to }).where('id', '=', eventId).execute();
  await trx
    .deleteFrom('event_participants')
    .where('event_id', '=', eventId)
    .where('user_id', '=', from)
    .execute();
  const had = await trx
    .selectFrom('event_participants')
    .select('role')
    .where('event_id', '=', eventId)
    .where('user_id', '=', to)
    .executeTakeFirst();
  if (!had) {
    await trx
      .insertInto('event_participants')
      .values({ event_id: eventId, user_id: to, role: 'HOST', joined_at: new Date().toISOString() })
      .execute();
    return;
  }
  await trx
    .updateTable('event_participants')
    .set({ role: 'HOST' })
    .where('event_id', '=', eventId)
    .where('user_id', '=', to)
    .execute();
  // A participant who becomes host frees a counted place; a waitlisted one just moves up.
  if (had.role === 'PARTICIPANT') {
    await bumpParticipants(trx, eventId, -1);
    await promoteWaitlist(trx, eventId);
  } else if (had.role === 'WAITLISTED') {
    await bumpParticipants(trx, eventId, 0, -1);
  }
}
