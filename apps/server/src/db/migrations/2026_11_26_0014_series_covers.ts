/**
 * Series covers (issue #26): a series may have a cover of its own (an `images` row of kind
 * 'series', keyed by the series id), which every event of the series without a cover of its
 * own shows, later-created events included. `has_logo` says whether it has one, as on events.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('event_series')
    .addColumn('has_logo', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_series').dropColumn('has_logo').execute();
}
