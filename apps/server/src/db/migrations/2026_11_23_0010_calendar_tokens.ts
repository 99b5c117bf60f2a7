/**
 * Personal calendar subscriptions (issue #18): one secret token per person. The token is an HMAC
 * of a random nonce under the app's secret, so the address can be shown again without being
 * stored; the row keeps the nonce and the token's SHA-256, which finds the person when a calendar
 * app asks. A new link replaces the row; the account's deletion takes it along (ON DELETE CASCADE).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('calendar_tokens')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('calendar_tokens').execute();
}
