/**
 * A person's own data as a download (issue #32): one row per export asked for. The ZIP itself is
 * in the storage driver (local disk, or the database's blob table on PostgreSQL) under
 * `storage_key` once it is built; it goes 7 days later (`expires_at`), the row stays a while to
 * say so. At most one export of a person is being built at a time (the partial unique index).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('account_exports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // building | ready | failed | expired
    .addColumn('status', 'text', (c) => c.notNull())
    // 0–100 while building: how far the job got.
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('storage_key', 'text')
    .addColumn('byte_size', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('expires_at', 'text')
    .execute();
  await db.schema
    .createIndex('account_exports_user_idx')
    .on('account_exports')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('account_exports_one_building')
    .on('account_exports')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'building')
    .execute();
  await db.schema
    .createIndex('account_exports_expiry_idx')
    .on('account_exports')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('account_exports').execute();
}
