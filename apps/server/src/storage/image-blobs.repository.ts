/** The image_blobs table: image bytes kept in the database (DatabaseStorage). */
import type { Db } from '../db/client.ts';

/** Stores the bytes under `key`, replacing what was there. */
export async function putBlob(db: Db, key: string, data: Buffer, createdAt: string): Promise<void> {
  await db
    .insertInto('image_blobs')
    .values({ key, data, created_at: createdAt })
    .onConflict((oc) => oc.column('key').doUpdateSet({ data }))
    .execute();
}

export async function findBlob(db: Db, key: string) {
  return db.selectFrom('image_blobs').select('data').where('key', '=', key).executeTakeFirst();
}

export async function deleteBlob(db: Db, key: string): Promise<void> {
  await db.deleteFrom('image_blobs').where('key', '=', key).execute();
}
