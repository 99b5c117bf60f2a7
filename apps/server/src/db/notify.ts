import { sql } from 'kysely';
import type { Db } from './client.ts';

/** PostgreSQL's NOTIFY through the pool: every connection LISTENing on `channel` receives `payload`. */
export async function notifyChannel(db: Db, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}
