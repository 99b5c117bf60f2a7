/**
 * Trust and safety (issue #27):
 * - `users.site_role`: NONE, MODERATOR or ADMIN, given on the command line only.
 * - `moderation_log`: every moderator's action and every role or allowance change, append-only.
 *   Logins are plain text, no foreign keys: the log outlives the accounts it names and keeps
 *   their logins as they were.
 * - `reports`: what people reported, with a snapshot of it as it was. No foreign keys either:
 *   the evidence outlives the thing reported and the person who reported it. A person has at
 *   most one OPEN report of a subject (a partial unique index, on both databases).
 */
import { type Kysely, PostgresAdapter, type SqlBool, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const serialType = isPostgres ? 'serial' : 'integer';

  await db.schema
    .alterTable('users')
    .addColumn('site_role', 'text', (c) => c.notNull().defaultTo('NONE'))
    .execute();

  await db.schema
    .createTable('moderation_log')
    .addColumn('id', serialType, (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('actor_login', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('subject_user_login', 'text')
    .addColumn('reason', 'text')
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('moderation_log_subject_user_idx')
    .on('moderation_log')
    .columns(['subject_user_login', 'id'])
    .execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', serialType, (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('reporter_login', 'text', (c) => c.notNull())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_key', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('author_login', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('OPEN'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .addColumn('closed_log_id', 'integer')
    .execute();
  await db.schema
    .createIndex('reports_open_once_idx')
    .on('reports')
    .columns(['reporter_login', 'subject_key'])
    .unique()
    .where(sql<SqlBool>`status = 'OPEN'`)
    .execute();
  await db.schema
    .createIndex('reports_status_subject_idx')
    .on('reports')
    .columns(['status', 'subject_key', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('reports').execute();
  await db.schema.dropTable('moderation_log').execute();
  await db.schema.alterTable('users').dropColumn('site_role').execute();
}
