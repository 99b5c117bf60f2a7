/**
 * A PostgreSQL database of a test's own, on the server TEST_DATABASE_URL names, for tests that
 * need a whole database rather than a schema (a server process, pg_dump, introspection).
 */
import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

export interface ThrowawayDatabase {
  name: string;
  /** Its address: TEST_DATABASE_URL's server and user, no query options. */
  url: URL;
  /** Drops it, once the connections still closing have gone (at most 5 s), then by force. */
  drop: () => Promise<void>;
}

/** Runs one statement on `connectionString` in a connection of its own; its rows. */
export async function runOnDatabase(
  connectionString: string,
  statement: string,
  values: unknown[] = [],
): Promise<unknown[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows;
  } finally {
    await client.end();
  }
}

/** A new, empty database named `<prefix>_<random>`. */
export async function throwawayDatabase(prefix: string): Promise<ThrowawayDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('a throwaway PostgreSQL database needs TEST_DATABASE_URL');
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  await runOnDatabase(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  url.search = '';
  return {
    name,
    url,
    // A pool's end resolves before its connections have closed: dropped WITH (FORCE) at once, a
    // connection still closing gets "terminating connection" as an unhandled error in the test.
    drop: async () => {
      const deadline = Date.now() + 5000;
      const sessions = 'select 1 from pg_stat_activity where datname = $1';
      while ((await runOnDatabase(adminUrl, sessions, [name])).length > 0 && Date.now() < deadline)
        await sleep(50);
      await runOnDatabase(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
