/**
 * A digest of every application table's rows, to tell whether a refused request changed any.
 */
import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/client.ts';

/**
 * Left out, with the reason:
 * - kysely_migration, kysely_migration_lock: the migrator's bookkeeping, not application data.
 * - captcha_redemptions: a sign-up whose captcha was good is refused afterwards (login taken),
 *   and the spent captcha is rightly remembered so it cannot be replayed.
 * - SQLite FTS5 tables (group_name_search, event_name_search and their shadow tables): indexes
 *   kept by triggers from groups and events, which are themselves digested.
 */
const EXCLUDED_TABLES = new Set(['kysely_migration', 'kysely_migration_lock', 'captcha_redemptions']);

/**
 * Columns left out: a session is touched (last seen, idle expiry moved on) by any request of
 * its user, refused or not; the session itself (its row, its user) still counts.
 */
const EXCLUDED_COLUMNS: Record<string, string[]> = {
  sessions: ['last_seen_at', 'idle_expires_at'],
};

export interface Digest {
  /** Table name → hash of its rows (sorted, so row order does not matter). */
  tables: Record<string, string>;
  /** changeCount() when the digest was taken. */
  changes: number;
}

const tableCache = new WeakMap<Db, string[]>();

async function listTables(db: Db, dialect: Dialect): Promise<string[]> {
  const cached = tableCache.get(db);
  if (cached) return cached;
  let names: string[];
  if (dialect === 'sqlite') {
    // table_list names virtual tables 'virtual' and FTS5's own tables 'shadow'.
    const { rows } = await sql<{ name: string; type: string; schema: string }>`pragma table_list`.execute(db);
    names = rows
      .filter((r) => r.schema === 'main' && r.type === 'table' && !r.name.startsWith('sqlite_'))
      .map((r) => r.name);
  } else {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
    names = rows.map((r) => r.name);
  }
  names = names.filter((n) => !EXCLUDED_TABLES.has(n)).sort();
  if (names.length === 0) throw new Error('the digest found no tables');
  if (dialect === 'postgres') await installChangeCounter(db, names);
  tableCache.set(db, names);
  return names;
}

const hash = (text: string) => crypto.createHash('sha256').update(text).digest('base64url').slice(0, 16);

/**
 * A number that moves whenever a row may have changed, so that most digests can be skipped:
 * - SQLite counts every row that any statement of the connection inserted, updated or deleted
 *   (rolled back or not, triggers included).
 * - PostgreSQL has no such counter for one schema, so the test schema gets one: a row trigger
 *   on each digested table draws from a sequence (draws are not rolled back, so a write that
 *   was undone still moves it, and the digest then decides).
 * Either way, while the number stays, no row can have changed.
 */
export async function changeCount(db: Db, dialect: Dialect): Promise<number> {
  await listTables(db, dialect);
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ n: number }>`select total_changes() as n`.execute(db);
    return rows[0]!.n;
  }
  const { rows } = await sql<{ n: string }>`
    select case when is_called then last_value else 0 end as n from fuzz_changes`.execute(db);
  return Number(rows[0]!.n);
}

/** PostgreSQL: the change counter's sequence, function and triggers, in the test's own schema. */
async function installChangeCounter(db: Db, tables: string[]): Promise<void> {
  await sql`create sequence if not exists fuzz_changes`.execute(db);
  await sql`create or replace function fuzz_count_change() returns trigger language plpgsql as $$
    begin perform nextval('fuzz_changes'); return null; end $$`.execute(db);
  for (const table of tables) {
    await sql`drop trigger if exists fuzz_count_change on ${sql.table(table)}`.execute(db);
    await sql`create trigger fuzz_count_change after insert or update or delete on ${sql.table(table)}
      for each row execute function fuzz_count_change()`.execute(db);
  }
}

export async function digestTables(db: Db, dialect: Dialect): Promise<Digest> {
  const names = await listTables(db, dialect);
  const tables: Record<string, string> = {};
  const changes = await changeCount(db, dialect);
  if (dialect === 'postgres') {
    // One round trip: each table's rows as JSON text, ordered, hashed by the server.
    const columns = names.map((name) => {
      const drop = (EXCLUDED_COLUMNS[name] ?? []).map((c) => ` - '${c}'`).join('');
      return sql`(select md5(coalesce(string_agg(r, e'\n' order by r), '')) from (select (to_jsonb(t)${sql.raw(drop)})::text as r from ${sql.table(name)} t) x) as ${sql.ref(name)}`;
    });
    const { rows } = await sql<Record<string, string>>`select ${sql.join(columns)}`.execute(db);
    Object.assign(tables, rows[0]);
  } else {
    for (const name of names) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
      const drop = EXCLUDED_COLUMNS[name] ?? [];
      const lines = rows
        .map((row) => JSON.stringify(Object.entries(row).filter(([column]) => !drop.includes(column))))
        .sort();
      tables[name] = hash(lines.join('\n'));
    }
  }
  return { tables, changes };
}

/** The digest now: `before` itself when the change count says no row changed since. */
export async function digestSince(db: Db, dialect: Dialect, before: Digest): Promise<Digest> {
  const changes = await changeCount(db, dialect);
  if (changes === before.changes) return before;
  return digestTables(db, dialect);
}

/** The tables whose rows differ between two digests. */
export function changedTables(before: Digest, after: Digest): string[] {
  const names = new Set([...Object.keys(before.tables), ...Object.keys(after.tables)]);
  return [...names].filter((n) => before.tables[n] !== after.tables[n]).sort();
}
