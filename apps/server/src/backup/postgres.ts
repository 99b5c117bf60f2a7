/**
 * PostgreSQL's side of a backup: pg_dump's custom format, made from one snapshot that the row
 * counts are read from too, and pg_restore. The client tools must be at least as new as the
 * server (pg_dump refuses an older-than-server dump only at the end, with a cryptic error).
 */
import { execFile, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type pg from 'pg';
import { loadPg } from '../db/client.ts';
import { BackupError, DATABASE_FILE, type Manifest } from './manifest.ts';
import type { DatabaseSnapshot } from './sqlite.ts';

const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/** libpq's variables for `url`, so that no password shows in a process list. */
function libpqEnv(url: string): Record<string, string> {
  const u = new URL(url);
  const env: Record<string, string> = { PGDATABASE: decodeURIComponent(u.pathname.slice(1)) || 'postgres' };
  if (u.hostname) env.PGHOST = decodeURIComponent(u.hostname).replace(/^\[(.*)\]$/, '$1');
  if (u.port) env.PGPORT = u.port;
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const params = {
    options: 'PGOPTIONS',
    sslmode: 'PGSSLMODE',
    sslrootcert: 'PGSSLROOTCERT',
    sslcert: 'PGSSLCERT',
    sslkey: 'PGSSLKEY',
    host: 'PGHOST',
    port: 'PGPORT',
  } as const;
  for (const [name, variable] of Object.entries(params)) {
    const value = u.searchParams.get(name);
    if (value) env[variable] = value;
  }
  return env;
}

/** pg_dump / pg_restore under way: stopped with the command (a pg_restore left on would commit). */
const running = new Set<ChildProcess>();
export function stopTools(): void {
  for (const child of running) child.kill('SIGTERM');
}

function run(tool: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      tool,
      args,
      { env: { ...process.env, ...env }, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        running.delete(child);
        if (!error) return resolve(stdout);
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          return reject(
            new BackupError(`${tool} is not installed (or not on PATH): install PostgreSQL's client tools.`),
          );
        }
        const said = stderr.trim().split('\n').slice(0, 3).join(' ') || error.message;
        reject(new BackupError(`${tool} failed: ${said}`));
      },
    );
    running.add(child);
  });
}

/** "pg_dump (PostgreSQL) 15.20 (Debian …)" → 15.20; 9.6 stays 9.6 (majors had two parts then). */
function versionNumber(version: string): number {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major >= 10 ? major * 10000 : major * 10000 + minor * 100;
}
const majorOf = (num: number) =>
  num >= 100000 ? Math.floor(num / 10000) * 10000 : Math.floor(num / 100) * 100;
const majorName = (num: number) => {
  const major = majorOf(num);
  return major >= 100000 ? String(major / 10000) : `${Math.floor(major / 10000)}.${(major % 10000) / 100}`;
};

async function toolVersion(tool: string): Promise<{ text: string; num: number }> {
  const said = (await run(tool, ['--version'])).trim();
  const version = /\(PostgreSQL\)\s+(\d+(?:\.\d+)*)/.exec(said)?.[1];
  if (!version) throw new BackupError(`${tool} --version said "${said}", which names no PostgreSQL version.`);
  return { text: version, num: versionNumber(version) };
}

/** Refuses a client tool older than `num` (a server's, or the pg_dump that made an archive). */
async function checkTool(tool: string, num: number, whose: string): Promise<string> {
  const version = await toolVersion(tool);
  if (majorOf(version.num) < majorOf(num)) {
    throw new BackupError(
      `${tool} ${version.text} is older than ${whose} (${majorName(num)}): ` +
        `install PostgreSQL ${majorName(num)}'s client tools (or newer) and put them first on PATH.`,
    );
  }
  return version.text;
}

async function connect(url: string): Promise<pg.Client> {
  const client = new (loadPg().Client)({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to the database of DATABASE_URL: ${(error as Error).message}`);
  }
  return client;
}

async function countRows(client: pg.Client): Promise<Record<string, number>> {
  const { rows } = await client.query<{ tablename: string }>(
    'SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename',
  );
  const tables: Record<string, number> = {};
  for (const { tablename } of rows) {
    const quoted = `"${tablename.replace(/"/g, '""')}"`;
    tables[tablename] = (
      await client.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM ${quoted}`)
    ).rows[0]!.n;
  }
  return tables;
}

async function serverVersion(client: pg.Client): Promise<{ text: string; num: number }> {
  const { rows } = await client.query<{ num: string; text: string }>(
    "SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS text",
  );
  return { num: Number(rows[0]!.num), text: rows[0]!.text.split(' ')[0]! };
}

/** pg_dump -Fc of the database into `folder`, with the counts of the very snapshot it dumped. */
export async function dumpPostgres(
  url: string,
  folder: string,
): Promise<DatabaseSnapshot & { postgres: NonNullable<Manifest['postgres']> }> {
  const client = await connect(url);
  try {
    const server = await serverVersion(client);
    const pgDumpVersion = await checkTool('pg_dump', server.num, 'the PostgreSQL server');
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0]!.id;
    const tables = await countRows(client);
    if (!('kysely_migration' in tables)) {
      throw new BackupError('The database has no schema yet: start the server on it once first.');
    }
    const last = await client.query<{ name: string }>(
      'SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1',
    );
    const file = path.join(folder, DATABASE_FILE.postgres);
    // The snapshot stays valid while this transaction is open.
    await run('pg_dump', ['-Fc', `--snapshot=${snapshot}`, '-f', file], libpqEnv(url));
    await client.query('COMMIT');
    return {
      schemaVersion: last.rows[0]!.name,
      tables,
      postgres: { serverVersion: server.text, pgDumpVersion },
    };
  } finally {
    await client.end();
  }
}

export interface PostgresTarget {
  /** The tables that hold rows (the migrator's own aside). */
  present: Record<string, number>;
  /** Tables the archive does not hold: pg_restore --clean would leave them, rows and all. */
  foreign: string[];
}

/**
 * What the restore would meet in the database, and pg_restore checked against the server and the
 * dump: all before anything (images included) is changed.
 */
export async function inspectPostgresTarget(url: string, manifest: Manifest): Promise<PostgresTarget> {
  const client = await connect(url);
  try {
    const server = await serverVersion(client);
    await checkTool('pg_restore', server.num, 'the PostgreSQL server');
    if (manifest.postgres) {
      await checkTool(
        'pg_restore',
        versionNumber(manifest.postgres.pgDumpVersion),
        'the pg_dump that made the archive',
      );
    }
    const tables = await countRows(client);
    return {
      present: Object.fromEntries(
        Object.entries(tables).filter(([name, rows]) => rows > 0 && !MIGRATION_TABLES.has(name)),
      ),
      foreign: Object.keys(tables).filter((name) => !Object.hasOwn(manifest.tables, name)),
    };
  } finally {
    await client.end();
  }
}

/** Restores the dump in one transaction (inspectPostgresTarget has checked the tools). */
export async function restorePostgres(url: string, dump: string): Promise<Record<string, number>> {
  const client = await connect(url);
  try {
    const env = libpqEnv(url);
    await run(
      'pg_restore',
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        '-d',
        env.PGDATABASE!,
        dump,
      ],
      env,
    );
    return await countRows(client);
  } finally {
    await client.end();
  }
}
