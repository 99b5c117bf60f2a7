/** The events table: every query of it is here. */
import { sql, type SqlBool, type Updateable } from 'kysely';
import { LIMITS } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import { tagStore } from '../../db/tags.ts';
import type { EventsTable, NewEvent, NewEventSeries } from '../../db/types.ts';

/** Events with what every answer shows of their group and host. */
export function eventsWithContext(db: Db) {
  // A cross join with the condition in WHERE is an inner join that, on SQLite, keeps events as
  // the outer loop: every caller filters events first (by id, group or time), never by group.
  return db
    .selectFrom('events')
    .crossJoin('groups')
    .whereRef('groups.id', '=', 'events.group_id')
    .innerJoin('users as host', 'host.id', 'events.host_id')
    .leftJoin('event_series as series', 'series.id', 'events.series_id')
    .selectAll('events')
    .select([
      'series.frequency as series_frequency',
      'series.has_logo as series_has_logo',
      'groups.name as group_name',
      'groups.type as group_type',
      'groups.owner_id as group_owner_id',
      'groups.hidden as group_hidden',
      'groups.hidden_reason as group_hidden_reason',
      'host.name as host_name',
      'host.has_avatar as host_has_avatar',
    ]);
}

export type EventRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof eventsWithContext>['executeTakeFirst']>>
>;

export function findEvent(db: Db, groupId: string, eventId: number): Promise<EventRow | undefined> {
  return eventsWithContext(db)
    .where('events.id', '=', eventId)
    .where('events.group_id', '=', groupId)
    .executeTakeFirst();
}

/** A group's events that have not ended by `now` (`upcoming`), or that have; unordered. */
export function eventsOfGroupQuery(db: Db, groupId: string, upcoming: boolean, now: string) {
  return eventsWithContext(db)
    .where('events.group_id', '=', groupId)
    .where('events.end_date_time', upcoming ? '>' : '<=', now);
}

/**
 * The events where the person has a place, with that place's role, by start then id; hidden ones
 * (issue #27) only where they host them or own the group.
 */
export function eventsOfPerson(db: Db, userId: string) {
  return eventsWithContext(db)
    .where(
      sql<SqlBool>`((events.hidden is null and groups.hidden is null) or events.host_id = ${userId} or groups.owner_id = ${userId})`,
    )
    .innerJoin('event_participants as mine', 'mine.event_id', 'events.id')
    .select('mine.role as my_role')
    .where('mine.user_id', '=', userId)
    .orderBy('events.start_date_time')
    .orderBy('events.id')
    .execute();
}

export async function participantsLimitOf(db: Db, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select('participants_limit')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  return row.participants_limit;
}

export async function insertEvent(db: Db, row: NewEvent): Promise<number> {
  const inserted = await db.insertInto('events').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** How many events the person created since `since` (an ISO instant), by the creations ledger. */
export async function eventsCreatedSince(db: Db, userId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('event_creations')
    .select((eb) => eb.fn.sum<number | string | null>('event_count').as('total'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Notes `count` events created by the person at `at`, and forgets their creations before `forgetBefore`. */
export async function recordEventCreation(
  db: Db,
  creation: { userId: string; count: number; at: string; forgetBefore: string },
): Promise<void> {
  await db
    .deleteFrom('event_creations')
    .where('user_id', '=', creation.userId)
    .where('created_at', '<=', creation.forgetBefore)
    .execute();
  await db
    .insertInto('event_creations')
    .values({ user_id: creation.userId, event_count: creation.count, created_at: creation.at })
    .execute();
}

/** How many events of the group have not ended by `now`. */
export async function countUpcomingEventsOfGroup(db: Db, groupId: string, now: string): Promise<number> {
  // An event lasts at most LIMITS.eventMaxDurationDays: the start bounds the index range.
  const earliestStart = new Date(Date.parse(now) - LIMITS.eventMaxDurationDays * 86_400_000).toISOString();
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('group_id', '=', groupId)
    .where('start_date_time', '>', earliestStart)
    .where('end_date_time', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertSeries(db: Db, row: NewEventSeries): Promise<number> {
  const inserted = await db.insertInto('event_series').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

/** The events of a series from `event` on (itself included), by start. */
export function followingInSeries(db: Db, event: Pick<EventRow, 'series_id' | 'start_date_time'>) {
  if (event.series_id === null) return Promise.resolve([]);
  return eventsWithContext(db)
    .where('events.series_id', '=', event.series_id)
    .where('events.start_date_time', '>=', event.start_date_time)
    .orderBy('events.start_date_time')
    .orderBy('events.id')
    .execute();
}

/** Locks the events of a series from `event` on, in id order (PostgreSQL; SQLite has one writer). */
export async function lockFollowingInSeries(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  event: Pick<EventRow, 'series_id' | 'start_date_time'>,
): Promise<void> {
  if (dialect !== 'postgres' || event.series_id === null) return;
  await sql`select id from events where series_id = ${event.series_id}
    and start_date_time >= ${event.start_date_time} order by id for update`.execute(db);
}

export async function updateEventRow(db: Db, id: number, fields: Updateable<EventsTable>): Promise<void> {
  await db.updateTable('events').set(fields).where('id', '=', id).execute();
}

export async function deleteEventRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('events').where('id', '=', id).execute();
}

export async function eventIdsOfGroup(db: Db, groupId: string): Promise<number[]> {
  const rows = await db.selectFrom('events').select('id').where('group_id', '=', groupId).execute();
  return rows.map((r) => r.id);
}

export async function deleteEventsOfGroup(db: Db, groupId: string): Promise<void> {
  await db.deleteFrom('events').where('group_id', '=', groupId).execute();
}

const eventTags = tagStore<number>({ table: 'event_tags', owner: 'event_id' });
export const tagsOfEvents = eventTags.tagsOf;
export const replaceEventTags = eventTags.replace;
/** A condition on a query of events: the event (its id in `eventIdColumn`) has `tag`. */
export const eventHasTag = (tag: string, eventIdColumn = 'events.id') => eventTags.has(eventIdColumn, tag);

/** Serialises attendance changes of one event on PostgreSQL (SQLite runs one writer at a time). */
export async function lockEvent(db: Db, dialect: 'sqlite' | 'postgres', eventId: number): Promise<void> {
  if (dialect === 'postgres') await sql`select id from events where id = ${eventId} for update`.execute(db);
}

/** Locks the events in id order, the one order every workflow takes them in. */
export async function lockEvents(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  ids: readonly number[],
): Promise<void> {
  if (dialect !== 'postgres' || ids.length === 0) return;
  await db.selectFrom('events').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

/**
 * Moves an event's participants count by `delta` and its waitlist count by `waitlistDelta`,
 * inside the caller's transaction.
 */
export async function bumpParticipants(
  db: Db,
  eventId: number,
  delta: number,
  waitlistDelta = 0,
): Promise<void> {
  await db
    .updateTable('events')
    .set((eb) => ({
      participants_count: eb('participants_count', '+', delta),
      waitlist_count: eb('waitlist_count', '+', waitlistDelta),
    }))
    .where('id', '=', eventId)
    .execute();
}

/** The events the person hosts, as a subquery (issue #31). */
export function eventIdsHostedBy(db: Db, userId: string) {
  return db.selectFrom('events').select('id').where('host_id', '=', userId);
}

/** The events the person hosts (in one group, when given), with the owner of each event's group. */
export function eventsHostedBy(db: Db, userId: string, groupId?: string) {
  let query = db
    .selectFrom('events')
    .innerJoin('groups', 'groups.id', 'events.group_id')
    .select(['events.id', 'groups.owner_id'])
    .where('events.host_id', '=', userId);
  if (groupId !== undefined) query = query.where('events.group_id', '=', groupId);
  return query.execute();
}

export function findEventById(db: Db, eventId: number): Promise<EventRow | undefined> {
  return eventsWithContext(db).where('events.id', '=', eventId).executeTakeFirst();
}
