import type { Db } from '../db/client.ts';
import type { ImageStorage } from './storage.ts';

/**
 * Image bytes in the database (PostgreSQL by default), so every instance of a deployment reads
 * what any of them stored; backups hold them with the rest.
 */
export class DatabaseStorage implements ImageStorage {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async put(key: string, data: Buffer): Promise<void> {
    await this.db
      .insertInto('image_blobs')
      .values({ key, data, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ data }))
      .execute();
  }

  async get(key: string): Promise<Buffer | null> {
    const row = await this.db
      .selectFrom('image_blobs')
      .select('data')
      .where('key', '=', key)
      .executeTakeFirst();
    return row ? Buffer.from(row.data) : null;
  }

  async delete(key: string): Promise<void> {
    await this.db.deleteFrom('image_blobs').where('key', '=', key).execute();
  }
}
