/** The event_participants table (places at events, the waitlist's order): every query of it is here. */
import type { ParticipantRole } from '@neighbourly/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { EventParticipantsTable } from '../../db/types.ts';

export type NewPlace = Insertable<EventParticipantsTable>;

export async function insertPlace(db: Db, row: NewPlace): Promise<void> {
  await db.insertInto('event_participants').values(row).execute();
}

/** The person's place at the event, if they have one. */
export function findPlace(
  db: Db,
  eventId: number,
  userId: string,
): Promise<{ id: number; role: ParticipantRole } | undefined> {
  return db
    .selectFrom('event_participants')
    .select(['id', 'role'])
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function deletePlace(db: Db, id: number): Promise<void> {
  await db.deleteFrom('event_participants').where('id', '=', id).execute();
}

export async function deletePlaceOf(db: Db, eventId: number, userId: string): Promise<void> {
  await db
    .deleteFrom('event_participants')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .execute();
}

export async function setPlaceRole(
  db: Db,
  eventId: number,
  userId: string,
  role: ParticipantRole,
): Promise<void> {
  await db
    .updateTable('event_participants')
    .set({ role })
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .execute();
}

/** Of `eventIds`, those where the person has a place (attends or hosts; not waitlisted). */
export async function eventsWithPlaceAmong(db: Db, userId: string, eventIds: number[]): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('event_participants')
    .select('event_id')
    .where('user_id', '=', userId)
    .where('event_id', 'in', eventIds)
    .where('role', 'in', ['PARTICIPANT', 'HOST'])
    .execute();
  return new Set(rows.map((r) => r.event_id));
}

/** How many PARTICIPANT places the event has given (the host's is not one). */
export async function countParticipants(db: Db, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('event_participants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .where('role', '=', 'PARTICIPANT')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The earliest waitlisted places and their people, in arrival order; all of them without a limit. */
export async function waitlistHead(db: Db, eventId: number, limit?: number) {
  let query = db
    .selectFrom('event_participants')
    .select(['id', 'user_id'])
    .where('event_id', '=', eventId)
    .where('role', '=', 'WAITLISTED')
    .orderBy('id');
  if (limit !== undefined) query = query.limit(limit);
  return query.execute();
}

/**
 * The person's place in line on each of `eventIds` where they are waitlisted (1 = the next to
 * get a place, in the order of waitlistHead), in one query for a whole list: their own places
 * by (user_id, event_id), then the places ahead by (event_id, role, id). Events where they are
 * not waitlisted are absent.
 */
export async function waitlistPositions(
  db: Db,
  userId: string,
  eventIds: readonly number[],
): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('event_participants as mine')
    .innerJoin('event_participants as ahead', (join) =>
      join
        .onRef('ahead.event_id', '=', 'mine.event_id')
        .on('ahead.role', '=', 'WAITLISTED')
        .onRef('ahead.id', '<=', 'mine.id'),
    )
    .select(['mine.event_id', (eb) => eb.fn.countAll<number | string>().as('position')])
    .where('mine.user_id', '=', userId)
    .where('mine.role', '=', 'WAITLISTED')
    .where('mine.event_id', 'in', eventIds)
    .groupBy('mine.event_id')
    .execute();
  return new Map(rows.map((row) => [row.event_id, Number(row.position)]));
}

export async function makeParticipants(db: Db, placeIds: number[]): Promise<void> {
  await db
    .updateTable('event_participants')
    .set({ role: 'PARTICIPANT' })
    .where('id', 'in', placeIds)
    .execute();
}

/** The ids of the group's events not yet ended where the person has a place other than host. */
export async function upcomingPlacesInGroup(
  db: Db,
  groupId: string | null,
  userId: string,
  now: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('event_participants')
    .innerJoin('events', 'events.id', 'event_participants.event_id')
    .select('events.id')
    .$if(groupId !== null, (qb) => qb.where('events.group_id', '=', groupId!))
    .where('event_participants.user_id', '=', userId)
    .where('event_participants.role', '!=', 'HOST')
    .where('events.end_date_time', '>', now)
    .execute();
  return rows.map((r) => r.id);
}

/** The event's people with their roles and when they answered, in arrival order. */
export function placesWithPeople(db: Db, eventId: number) {
  return db
    .selectFrom('event_participants')
    .innerJoin('users', 'users.id', 'event_participants.user_id')
    .select([
      'event_participants.role',
      'event_participants.joined_at',
      'users.id',
      'users.name',
      'users.has_avatar',
    ])
    .where('event_participants.event_id', '=', eventId)
    .orderBy('event_participants.id')
    .execute();
}

/** The events the person has a place at or waits for, as a subquery (issue #31). */
export function eventIdsOfParticipant(db: Db, userId: string) {
  return db.selectFrom('event_participants').select('event_id').where('user_id', '=', userId);
}

/** The ids of the events where the person has a place (in one group, when given), as host, participant or waitlisted. */
export async function eventsAttendedBy(db: Db, userId: string, groupId?: string): Promise<number[]> {
  let query = db
    .selectFrom('event_participants')
    .select('event_participants.event_id')
    .where('event_participants.user_id', '=', userId);
  if (groupId !== undefined) {
    query = query
      .innerJoin('events', 'events.id', 'event_participants.event_id')
      .where('events.group_id', '=', groupId);
  }
  const rows = await query.execute();
  return rows.map((row) => row.event_id);
}

/** The ids of the people with a place of one of `roles` at the event. */
export async function peopleAtEvent(db: Db, eventId: number, roles: ParticipantRole[]): Promise<string[]> {
  const rows = await db
    .selectFrom('event_participants')
    .select('user_id')
    .where('event_id', '=', eventId)
    .where('role', 'in', roles)
    .execute();
  return rows.map((row) => row.user_id);
}

/** The event's places (who, which kind, since when), in arrival order: the waitlist's order. */
export function placesOf(db: Db, eventId: number) {
  return db
    .selectFrom('event_participants')
    .select(['user_id', 'role', 'joined_at'])
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
}
