/**
 * Discovery at scale: the group and event searches and default lists.
 *
 * Keyset orders get indexes that end in the tie-breaking id, and "upcoming" (not yet ended,
 * soonest first; events last at most LIMITS.eventMaxDurationDays) reads a short range of
 * starts without visiting rows that have already ended.
 *
 * Substring search on group and event names without reading every row:
 * - PostgreSQL: pg_trgm GIN indexes on lower(name); `lower(name) like '%term%'` uses them as is.
 * - SQLite: FTS5 tables with the trigram tokenizer, kept in step by triggers; a quoted phrase
 *   of three or more characters matches any name containing it, in any letter case. Events
 *   use their integer id as the FTS rowid. Groups have a text id, so their FTS rows follow the
 *   table's implicit rowid: after a VACUUM, run `insert into group_name_search(group_name_search)
 *   values ('rebuild')`.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

const REPLACED_INDEXES = [
  { name: 'events_start_idx', table: 'events', columns: ['start_date_time'] },
  { name: 'groups_city_activity_idx', table: 'groups', columns: ['city', 'last_activity_at'] },
  { name: 'groups_activity_idx', table: 'groups', columns: ['last_activity_at'] },
];
const NEW_INDEXES = [
  // In (start, id) order, as the lists read it, with the end at hand to skip ended events.
  { name: 'events_upcoming_idx', table: 'events', columns: ['start_date_time', 'id', 'end_date_time'] },
  { name: 'groups_city_activity_id_idx', table: 'groups', columns: ['city', 'last_activity_at', 'id'] },
  { name: 'groups_activity_id_idx', table: 'groups', columns: ['last_activity_at', 'id'] },
];

/** Events are now at most 7 days long (LIMITS.eventMaxDurationDays); longer ones end at 7 days. */
async function shortenLongEvents(db: Kysely<any>, isPostgres: boolean): Promise<void> {
  const tooLong = isPostgres
    ? sql<boolean>`end_date_time::timestamptz - start_date_time::timestamptz > interval '7 days'`
    : sql<boolean>`julianday(end_date_time) - julianday(start_date_time) > 7`;
  const events = await db.selectFrom('events').select(['id', 'start_date_time']).where(tooLong).execute();
  for (const event of events) {
    const end = new Date(Date.parse(event.start_date_time as string) + 7 * 86_400_000).toISOString();
    await db.updateTable('events').set({ end_date_time: end }).where('id', '=', event.id).execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await shortenLongEvents(db, isPostgres);
  for (const index of REPLACED_INDEXES) await db.schema.dropIndex(index.name).execute();
  for (const index of NEW_INDEXES) {
    await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
  }
  if (isPostgres) {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    // The extension may already live elsewhere; its operator class is named with its schema.
    const { rows } = await sql<{ schema: string }>`
      select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`.execute(
      db,
    );
    const opclass = sql.raw(`${rows[0]!.schema}.gin_trgm_ops`);
    await sql`create index group_name_trgm_idx on groups using gin (lower(name) ${opclass})`.execute(db);
    await sql`create index event_name_trgm_idx on events using gin (lower(name) ${opclass})`.execute(db);
    return;
  }
  for (const { table, search, rowid } of [
    { table: 'groups', search: 'group_name_search', rowid: 'rowid' },
    { table: 'events', search: 'event_name_search', rowid: 'id' },
  ]) {
    const [t, s, r] = [sql.raw(table), sql.raw(search), sql.raw(rowid)];
    await sql`create virtual table ${s} using fts5(name, content=${sql.lit(table)}, content_rowid=${sql.lit(rowid)}, tokenize='trigram')`.execute(
      db,
    );
    await sql`create trigger ${sql.raw(`${search}_insert`)} after insert on ${t} begin
      insert into ${s}(rowid, name) values (new.${r}, new.name);
    end`.execute(db);
    await sql`create trigger ${sql.raw(`${search}_delete`)} after delete on ${t} begin
      insert into ${s}(${s}, rowid, name) values ('delete', old.${r}, old.name);
    end`.execute(db);
    await sql`create trigger ${sql.raw(`${search}_update`)} after update of name on ${t} begin
      insert into ${s}(${s}, rowid, name) values ('delete', old.${r}, old.name);
      insert into ${s}(rowid, name) values (new.${r}, new.name);
    end`.execute(db);
    await sql`insert into ${s}(${s}) values ('rebuild')`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of NEW_INDEXES) await db.schema.dropIndex(index.name).execute();
  for (const index of REPLACED_INDEXES) {
    await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
  }
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index group_name_trgm_idx`.execute(db);
    await sql`drop index event_name_trgm_idx`.execute(db);
    return;
  }
  for (const search of ['group_name_search', 'event_name_search']) {
    for (const suffix of ['insert', 'delete', 'update']) {
      await sql`drop trigger ${sql.raw(`${search}_${suffix}`)}`.execute(db);
    }
    await sql`drop table ${sql.raw(search)}`.execute(db);
  }
}
