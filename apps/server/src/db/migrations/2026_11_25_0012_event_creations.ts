/**
 * How many events each person created when (issue #24), for a daily allowance that holds across
 * instances: one row per POST /events, counting its events (a series counts each of them).
 * Deleting events gives nothing back, and a handed-over event still counts for who created it.
 * Rows older than a day count for nothing and are pruned by the person's next create; the
 * account's deletion takes them along.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('event_creations')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('event_creations_user_idx')
    .on('event_creations')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('event_creations').execute();
}
