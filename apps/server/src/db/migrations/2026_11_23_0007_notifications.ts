/**
 * Notifications (issue #16) and the job table that delivers them.
 *
 * - `notifications`: one row per (person, kind, subject), written in the transaction of the
 *   change that causes it; the unique key is what makes each one happen once.
 * - `email_addresses`: a person's optional address, verified or not.
 * - `notification_preferences`: the kinds a person switched email on or off (absent: default).
 * - `jobs`: work to do after commit or at a time (emails, reminders, fan-out), claimed by one
 *   instance at a time. `key` names a job that must exist once (an email per notification, a
 *   reminder per event); the partial index keeps the due-job query small.
 * - `conversations.user_a_emailed_at` / `user_b_emailed_at`: when each side was last emailed
 *   about unread messages there, for the one-email-an-hour rule.
 * Everything of a person goes with their account (ON DELETE CASCADE).
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const serialType = isPostgres ? 'serial' : 'integer';

  await db.schema
    .createTable('notifications')
    .addColumn('id', serialType, (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addUniqueConstraint('notifications_once', ['user_id', 'kind', 'subject'])
    .execute();
  // A person's list, newest first, and their unread count.
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_unread_idx')
    .on('notifications')
    .column('user_id')
    .where(sql.ref('read_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('email_addresses')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('email', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'kind'])
    .execute();

  for (const column of ['user_a_emailed_at', 'user_b_emailed_at']) {
    await db.schema.alterTable('conversations').addColumn(column, 'text').execute();
  }

  await db.schema
    .createTable('jobs')
    .addColumn('id', serialType, (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.unique())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('run_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('done_at', 'text')
    .addColumn('failed_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('jobs_due_idx')
    .on('jobs')
    .column('run_at')
    .where(sql<boolean>`done_at is null and failed_at is null`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropTable('email_addresses').execute();
  await db.schema.dropTable('notifications').execute();
  await db.schema.alterTable('conversations').dropColumn('user_b_emailed_at').execute();
  await db.schema.alterTable('conversations').dropColumn('user_a_emailed_at').execute();
}
