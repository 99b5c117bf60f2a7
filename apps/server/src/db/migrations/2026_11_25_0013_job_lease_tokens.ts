/**
 * Job leases renewed while the job runs (issue #24): a claim writes a random token with the
 * lease, and the instance renews, completes, retries or hands back the job only while that token
 * is still on it. An instance whose lease ran out (another one took the job meanwhile) then
 * changes nothing of the other's claim.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('lease_token', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('lease_token').execute();
}
