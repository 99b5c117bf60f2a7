/**
 * SQLite's side of a backup: a consistent copy through SQLite's online backup API while the
 * server goes on writing, and the checks and the swap of a restore.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { BackupError, DATABASE_FILE, type Manifest } from './manifest.ts';

/** Copy every remaining page in one step (one read transaction), so writes cannot restart it. */
const ALL_PAGES = 0x7fffffff;
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

export interface DatabaseSnapshot {
  schemaVersion: string;
  tables: Record<string, number>;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function countRows(db: SQLite.Database): Record<string, number> {
  const names = db
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(
    names.map((name) => [
      name,
      db
        .prepare(`SELECT COUNT(*) FROM ${quoted(name)}`)
        .pluck()
        .get() as number,
    ]),
  );
}

function schemaVersionOf(db: SQLite.Database, where: string): string {
  const hasTable = db
    .prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'kysely_migration'")
    .get();
  const last = hasTable
    ? (db.prepare('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1').pluck().get() as string)
    : undefined;
  if (!last) {
    throw new BackupError(`The database ${where} has no schema yet: start the server on it once first.`);
  }
  return last;
}

/** Copies the live database `source` into `folder` and describes the copy. */
export async function copySqlite(source: string, folder: string): Promise<DatabaseSnapshot> {
  if (!fs.existsSync(source))
    throw new BackupError(`There is no SQLite database at ${source} (SQLITE_FILE).`);
  const copy = path.join(folder, DATABASE_FILE.sqlite);
  const live = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(copy, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
  const db = new SQLite(copy);
  try {
    // One self-contained file: no -wal beside it to lose. The server turns WAL back on at start.
    db.pragma('journal_mode = DELETE');
    return { schemaVersion: schemaVersionOf(db, source), tables: countRows(db) };
  } finally {
    db.close();
  }
}

/** The restored file must be a sound database holding what the manifest says it holds. */
export function checkSqliteCopy(file: string, manifest: Manifest): void {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new BackupError(`The archive's database is damaged (${String(check)}).`);
    const schemaVersion = schemaVersionOf(db, 'in the archive');
    const tables = countRows(db);
    if (
      schemaVersion !== manifest.schemaVersion ||
      JSON.stringify(tables) !== JSON.stringify(manifest.tables)
    ) {
      throw new BackupError(
        "The archive has been altered: its database's schema or row counts differ from its manifest; nothing was restored.",
      );
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError(`The archive's database cannot be read (${(error as Error).message}).`);
  } finally {
    db.close();
  }
}

/** The tables of `file` that hold rows (the migrator's own aside), or none when there is no file. */
export function sqliteRowsPresent(file: string): Record<string, number> {
  if (!fs.existsSync(file)) return {};
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return Object.fromEntries(
      Object.entries(countRows(db)).filter(([name, rows]) => rows > 0 && !MIGRATION_TABLES.has(name)),
    );
  } catch (error) {
    throw new BackupError(
      `The database at ${file} (SQLITE_FILE) cannot be read: ${(error as Error).message}`,
    );
  } finally {
    db.close();
  }
}

/**
 * Puts `copy` (a file in the same folder as `target`) in the target's place. The old database's
 * -wal and -shm go first: SQLite would otherwise replay the old WAL over the new file.
 */
export async function swapInSqlite(copy: string, target: string): Promise<void> {
  for (const suffix of ['-wal', '-shm', '-journal'])
    await fs.promises.rm(`${target}${suffix}`, { force: true });
  await fs.promises.rename(copy, target);
}
