/**
 * Image bytes in the database (issue #17): the storage of every instance on PostgreSQL, so an
 * image uploaded through one is served by all. SQLite keeps local disk by default (one process),
 * but the table exists there too, for IMAGE_STORAGE=database.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('image_blobs')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('data', isPostgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('image_blobs').execute();
}
