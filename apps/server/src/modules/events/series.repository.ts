import { notHidden } from '../../db/hidden.ts';
/**
 * The queries of series as a whole (issue #26): how many of their events are ahead, the
 * condition that lists a series once, their covers, and where a series ends.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { eventsWithContext } from './events.repository.ts';

/**
 * How many events of each series have not ended by `now`: all of them, and the PUBLIC ones (what
 * someone outside the group may see).
 */
export async function upcomingInSeries(
  db: Db,
  seriesIds: readonly number[],
  now: string,
): Promise<Map<number, { all: number; open: number }>> {
  const counts = new Map<number, { all: number; open: number }>();
  if (seriesIds.length === 0) return counts;
  const rows = await db
    .selectFrom('events')
    .select(['series_id', 'type', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('series_id', 'in', seriesIds)
    .where('end_date_time', '>', now)
    .groupBy(['series_id', 'type'])
    .execute();
  for (const row of rows) {
    if (row.series_id === null) continue;
    const count = counts.get(row.series_id) ?? { all: 0, open: 0 };
    count.all += Number(row.count);
    if (row.type === 'PUBLIC') count.open += Number(row.count);
    counts.set(row.series_id, count);
  }
  return counts;
}

/**
 * A condition on a query of `events`: the event is a one-off, or the first of its series (by
 * start, then id) among the events that `listed` accepts. `listed(alias)` says, of the events
 * table under `alias`, what the list asks of an event besides what its group decides. Lists
 * show a series once this way, inside the query that keyset paging reads, so pages, counts and
 * cursors are of what is shown; `events_series_start_idx` serves the look-up.
 */
export function firstListedOfSeries(listed: (alias: string) => RawBuilder<SqlBool>[]): RawBuilder<SqlBool> {
  const earlier = (column: string) => sql.ref(`earlier.${column}`);
  const conditions = [
    sql`${earlier('series_id')} = ${sql.ref('events.series_id')}`,
    sql`(${earlier('start_date_time')}, ${earlier('id')}) < (${sql.ref('events.start_date_time')}, ${sql.ref('events.id')})`,
    ...listed('earlier'),
  ];
  return sql<SqlBool>`(${sql.ref('events.series_id')} is null or not exists (select 1 from events as earlier where ${sql.join(conditions, sql` and `)}))`;
}

/** A series once among upcoming events, at its next one not yet over by `now`. */
export const firstUpcomingOfSeries = (now: string) =>
  firstListedOfSeries((alias) => [
    sql<SqlBool>`${sql.ref(`${alias}.end_date_time`)} > ${now}`,
    // A hidden date does not stand for its series (issue #27): the next one in sight does.
    notHidden(alias),
  ]);

export async function setSeriesCover(db: Db, seriesId: number, hasCover: boolean): Promise<void> {
  await db
    .updateTable('event_series')
    .set({ has_logo: hasCover ? 1 : 0 })
    .where('id', '=', seriesId)
    .execute();
}

/** The events of the series with a cover of their own that have not ended by `now`. */
export function upcomingWithOwnCover(db: Db, seriesId: number, now: string) {
  return eventsWithContext(db)
    .where('events.series_id', '=', seriesId)
    .where('events.has_logo', '=', 1)
    .where('events.end_date_time', '>', now)
    .orderBy('events.id')
    .execute();
}

export async function seriesIdsOfGroup(db: Db, groupId: string): Promise<number[]> {
  const rows = await db.selectFrom('event_series').select('id').where('group_id', '=', groupId).execute();
  return rows.map((r) => r.id);
}

/** Whether any event of the series is left. */
export async function seriesHasEvents(db: Db, seriesId: number): Promise<boolean> {
  const row = await db.selectFrom('events').select('id').where('series_id', '=', seriesId).executeTakeFirst();
  return row !== undefined;
}

/** The starts of the series' events, earliest first. */
export async function startsOfSeries(db: Db, seriesId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('events')
    .select('start_date_time')
    .where('series_id', '=', seriesId)
    .orderBy('start_date_time')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.start_date_time);
}

/** The series' event that starts last (its rule goes on from there). */
export function lastOfSeries(db: Db, seriesId: number) {
  return eventsWithContext(db)
    .where('events.series_id', '=', seriesId)
    .orderBy('events.start_date_time', 'desc')
    .orderBy('events.id', 'desc')
    .executeTakeFirst();
}

export async function setSeriesOf(db: Db, eventId: number, seriesId: number): Promise<void> {
  await db.updateTable('events').set({ series_id: seriesId }).where('id', '=', eventId).execute();
}
