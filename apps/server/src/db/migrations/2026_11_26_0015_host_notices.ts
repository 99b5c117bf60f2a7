/**
 * Hosts hear about their events, gathered (issue #26):
 * - `event_activity`: who attended, joined the waitlist or left an event since its hosts were
 *   last told; the rows go once they are told. `actor_id` is no foreign key: a deleted
 *   account's places are given up in the same transaction, and that "left" still counts.
 * - `event_activity_notices`: when an event's hosts were last told of its activity, for the
 *   one-notice-an-hour rule.
 * - `email_digest_items`: notices waiting for a person's daily summary email of their kind;
 *   `digest_key` is set when a summary job takes them (that job's key), and they go once sent.
 * Everything goes with its event or its person (ON DELETE CASCADE).
 */
import { type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const serialType = isPostgres ? 'serial' : 'integer';

  await db.schema
    .createTable('event_activity')
    .addColumn('id', serialType, (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('event_activity_event_idx')
    .on('event_activity')
    .columns(['event_id', 'id'])
    .execute();

  await db.schema
    .createTable('event_activity_notices')
    .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
    .addColumn('noticed_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('email_digest_items')
    .addColumn('id', serialType, (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('digest_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('email_digest_items_user_idx')
    .on('email_digest_items')
    .columns(['user_id', 'kind', 'id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_digest_items').execute();
  await db.schema.dropTable('event_activity_notices').execute();
  await db.schema.dropTable('event_activity').execute();
}
