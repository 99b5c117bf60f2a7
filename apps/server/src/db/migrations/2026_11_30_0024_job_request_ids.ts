/**
 * Request ids on jobs (issue #32): the id of the request that enqueued a job, so its log lines
 * (and the email it sends) can be traced back to that request. Null for jobs enqueued outside a
 * request and for those written before. And an index of the jobs not done (due, claimed or given
 * up), for the metrics' one query per scrape, however many done jobs are kept.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('request_id', 'text').execute();
  await db.schema
    .createIndex('jobs_open_idx')
    .on('jobs')
    .column('type')
    .where(sql<boolean>`done_at is null`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('jobs_open_idx').execute();
  await db.schema.alterTable('jobs').dropColumn('request_id').execute();
}
