import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';

/** The cheapest question the database can answer: /readyz's "does it answer at all". */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
