import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import type pg from 'pg';
import type { Config } from '../config.ts';
import { SearchPathPostgresDialect } from './search-path-introspector.ts';
import type { Database } from './types.ts';

export type Dialect = 'sqlite' | 'postgres';
export type Db = Kysely<Database>;

let pgDriver: typeof pg | undefined;

/**
 * The pg driver, loaded on first use: 16 MB of RSS a server on SQLite never needs. Required
 * rather than imported, so that createDb stays synchronous.
 */
export function loadPg(): typeof pg {
  if (!pgDriver) {
    pgDriver = createRequire(import.meta.url)('pg') as typeof pg;
    // COUNT(*) and other int8 values arrive as strings by default; our counts fit in a JS number.
    pgDriver.types.setTypeParser(pgDriver.types.builtins.INT8, (value) => Number.parseInt(value, 10));
  }
  return pgDriver;
}

/** `pool`: PostgreSQL's, for the metrics' view of its connections (SQLite has none). */
export function createDb(database: Config['database']): { db: Db; dialect: Dialect; pool?: pg.Pool } {
  if (database.dialect === 'postgres') {
    const { Pool } = loadPg();
    const pool = new Pool({
      connectionString: database.url,
      max: database.poolSize,
      // Tests isolate each run in a schema of its own.
      ...(database.schema ? { options: `-c search_path=${database.schema}` } : {}),
    });
    return {
      // Its introspection (the migrator's) reads only the search path's schemas: see that file.
      db: new Kysely<Database>({ dialect: new SearchPathPostgresDialect({ pool }) }),
      dialect: 'postgres',
      pool,
    };
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
    dialect: 'sqlite',
  };
}

/**
 * Kysely prepares each query anew; SQLite compiling the same SQL on every request is a large
 * share of a short query's time. Statements are reused (least recently used go first); Kysely
 * runs one query at a time on its single connection, so a statement is never used twice at once.
 */
function withStatementCache(sqlite: SQLite.Database, size = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value as string);
      return statement;
    },
  };
}

/** True when the error is a unique-constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
