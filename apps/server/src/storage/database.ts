import type { Db } from '../db/client.ts';
import { deleteBlob, findBlob, putBlob } from './image-blobs.repository.ts';
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
    await putBlob(this.db, key, data, new Date().toISOString());
  }

  async get(key: string): Promise<Buffer | null> {
    const row = await findBlob(this.db, key);
    return row ? Buffer.from(row.data) : null;
  }

  async delete(key: string): Promise<void> {
    await deleteBlob(this.db, key);
  }
}
