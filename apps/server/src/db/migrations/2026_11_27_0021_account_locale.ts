/**
 * The account's language (issue #29): a locale tag of the catalogue (`en`, `fr`, `zh-Hans`,
 * `zh-Hant`, `pa`, `fa`), or null to follow the language menu and the browser. A tag the app no
 * longer speaks reads as null (the server checks each one it reads), so no data migration is
 * needed when a language goes.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('locale', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('locale').execute();
}
