/**
 * Recurring events (issue #18): a series is the rule a host chose ("weekly", "every 2 weeks",
 * "monthly on the 2nd Tuesday"); each occurrence stays its own event (own attendees, comments,
 * waitlist) and points at its series. Deleting the group deletes its series; deleting an
 * occurrence leaves the series to the others, and a series whose events are all gone is
 * harmless (nothing lists series on their own).
 */
import { type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('event_series')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('series_id', 'integer', (c) => c.references('event_series.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('events_series_start_idx')
    .on('events')
    .columns(['series_id', 'start_date_time'])
    .where('series_id', 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('events_series_start_idx').execute();
  await db.schema.alterTable('events').dropColumn('series_id').execute();
  await db.schema.dropTable('event_series').execute();
}
