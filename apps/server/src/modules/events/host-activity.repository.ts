/**
 * The event_activity and event_activity_notices tables (gathered notices to an event's hosts),
 * and what those notices ask of events and groups: who co-hosts an event, how large its group is.
 */
import type { Db } from '../../db/client.ts';
import type { EventActivityAction } from '../../db/types.ts';

export async function insertActivity(
  db: Db,
  row: { event_id: number; actor_id: string; action: EventActivityAction; created_at: string },
): Promise<void> {
  await db.insertInto('event_activity').values(row).execute();
}

/** What happened at the event since its hosts were last told, oldest first. */
export function pendingActivity(db: Db, eventId: number) {
  return db
    .selectFrom('event_activity')
    .select(['id', 'actor_id', 'action'])
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
}

/** Forgets the event's activity up to `lastId`, once its hosts were told of it. */
export async function deleteActivity(db: Db, eventId: number, lastId: number): Promise<void> {
  await db.deleteFrom('event_activity').where('event_id', '=', eventId).where('id', '<=', lastId).execute();
}

export async function lastActivityNotice(db: Db, eventId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('event_activity_notices')
    .select('noticed_at')
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row?.noticed_at;
}

export async function saveActivityNotice(db: Db, eventId: number, at: string): Promise<void> {
  await db
    .insertInto('event_activity_notices')
    .values({ event_id: eventId, noticed_at: at })
    .onConflict((oc) => oc.column('event_id').doUpdateSet({ noticed_at: at }))
    .execute();
}

/**
 * The event's co-hosts: those who host another occurrence of its series not yet ended (a
 * series run by several hosts). None for a one-off event.
 */
export async function coHostIdsOf(
  db: Db,
  event: { id: number; series_id: number | null; host_id: string },
  now: string,
): Promise<string[]> {
  if (event.series_id === null) return [];
  const rows = await db
    .selectFrom('events')
    .select('host_id')
    .distinct()
    .where('series_id', '=', event.series_id)
    .where('id', '!=', event.id)
    .where('host_id', '!=', event.host_id)
    .where('end_date_time', '>', now)
    .execute();
  return rows.map((row) => row.host_id);
}

export async function membersCountOf(db: Db, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('groups')
    .select('members_count')
    .where('id', '=', groupId)
    .executeTakeFirst();
  return row?.members_count ?? 0;
}
