import { notHidden } from '../../db/hidden.ts';
/**
 * The pages a search engine may list: public groups, and the upcoming public events of public
 * groups (what a visitor can open without signing in). Each list is read in keyset order, a
 * page at a time: groups by id, events by (start, id).
 */
import { sql, type SqlBool } from 'kysely';
import { LIMITS } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';

/** Where a page of events starts: after this (start, id). */
export type EventKey = readonly [string, number];

function publicGroups(db: Db, after: string | null) {
  let query = db.selectFrom('groups').where('type', '=', 'PUBLIC').where(notHidden('groups'));
  if (after !== null) query = query.where('id', '>', after);
  return query;
}

export async function countPublicGroups(db: Db): Promise<number> {
  const row = await publicGroups(db, null)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Up to `limit` public groups after the group `after` (from the first when null), by id. */
export function publicGroupsAfter(db: Db, after: string | null, limit: number) {
  return publicGroups(db, after).select(['id', 'updated_at']).orderBy('id').limit(limit).execute();
}

/** The id of the `n`th public group after `after` (n ≥ 1): the last of a page of n. */
export async function nthPublicGroupAfter(db: Db, after: string | null, n: number) {
  const row = await publicGroups(db, after)
    .select('id')
    .orderBy('id')
    .offset(n - 1)
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

function upcomingPublicEvents(db: Db, now: string, after: EventKey | null) {
  // An event lasts at most LIMITS.eventMaxDurationDays: the start bounds the index range.
  const earliestStart = new Date(Date.parse(now) - LIMITS.eventMaxDurationDays * 86_400_000).toISOString();
  let query = db
    .selectFrom('events')
    .innerJoin('groups', 'groups.id', 'events.group_id')
    .where('events.type', '=', 'PUBLIC')
    .where('groups.type', '=', 'PUBLIC')
    .where(notHidden('groups'))
    .where(notHidden('events'))
    .where('events.start_date_time', '>', earliestStart)
    .where('events.end_date_time', '>', now);
  if (after !== null) {
    query = query.where(sql<SqlBool>`(events.start_date_time, events.id) > (${after[0]}, ${after[1]})`);
  }
  return query.orderBy('events.start_date_time').orderBy('events.id');
}

export async function countUpcomingPublicEvents(db: Db, now: string): Promise<number> {
  const row = await upcomingPublicEvents(db, now, null)
    .clearOrderBy()
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Up to `limit` upcoming public events after `after` (from the soonest when null). */
export function upcomingPublicEventsAfter(db: Db, now: string, after: EventKey | null, limit: number) {
  return upcomingPublicEvents(db, now, after)
    .select(['events.id', 'events.group_id', 'events.start_date_time', 'events.updated_at'])
    .limit(limit)
    .execute();
}

/** The key of the `n`th upcoming public event after `after` (n ≥ 1): the last of a page of n. */
export async function nthUpcomingPublicEventAfter(
  db: Db,
  now: string,
  after: EventKey | null,
  n: number,
): Promise<EventKey | undefined> {
  const row = await upcomingPublicEvents(db, now, after)
    .select(['events.start_date_time', 'events.id'])
    .offset(n - 1)
    .limit(1)
    .executeTakeFirst();
  return row ? [row.start_date_time, row.id] : undefined;
}
