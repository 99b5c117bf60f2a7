/**
 * Limits on address changes and confirmation emails (issue #24): one row per accepted
 * PUT /account/email, which writes (at most) one confirmation email.
 *
 * - `user_id`: who asked, for "3 address changes an hour per account"; set to null when the
 *   account goes, so that deleting an account does not reset the address's count.
 * - `address_hash`: an HMAC of the normalised address (lowercase, without a `+tag`), for "one
 *   email per 10 minutes and three a day per address", whichever accounts ask. The address
 *   itself is not kept here.
 * Rows older than a day count for nothing and are pruned as new ones come.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('email_change_requests')
    .addColumn('id', isPostgres ? 'serial' : 'integer', (c) =>
      isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('address_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('email_change_requests_user_idx')
    .on('email_change_requests')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('email_change_requests_address_idx')
    .on('email_change_requests')
    .columns(['address_hash', 'created_at'])
    .execute();
  await db.schema
    .createIndex('email_change_requests_created_idx')
    .on('email_change_requests')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('email_change_requests').execute();
}
