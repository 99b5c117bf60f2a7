/**
 * Comments can be edited (issue #13): `edited_at` is when the author last changed the text,
 * null while it is as first written, so existing comments need no value.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_comments').addColumn('edited_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_comments').dropColumn('edited_at').execute();
}
