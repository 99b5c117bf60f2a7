/** The images table: one record per stored image (its owner, file key and validators). */
import type { Db } from '../db/client.ts';
import type { ImagesTable } from '../db/types.ts';

/** 'series': a series' cover, which its events without their own show (issue #26). */
export type ImageKind = 'avatar' | 'group' | 'event' | 'series';

/** What is recorded of an image beside its owner. */
export type ImageRecord = Omit<ImagesTable, 'kind' | 'owner_key'>;

/** The owner's image record, to select from. */
const imageOfOwner = (db: Db, kind: ImageKind, ownerKey: string) =>
  db.selectFrom('images').where('kind', '=', kind).where('owner_key', '=', ownerKey);

export function findImage(db: Db, kind: ImageKind, ownerKey: string) {
  return imageOfOwner(db, kind, ownerKey).selectAll().executeTakeFirst();
}

/** The file key of the owner's image, if there is one. */
export async function storageKeyOf(db: Db, kind: ImageKind, ownerKey: string): Promise<string | undefined> {
  return (await imageOfOwner(db, kind, ownerKey).select('storage_key').executeTakeFirst())?.storage_key;
}

/** Records the owner's image, replacing the record of the previous one. */
export async function upsertImage(
  db: Db,
  kind: ImageKind,
  ownerKey: string,
  record: ImageRecord,
): Promise<void> {
  await db
    .insertInto('images')
    .values({ kind, owner_key: ownerKey, ...record })
    .onConflict((oc) => oc.columns(['kind', 'owner_key']).doUpdateSet(record))
    .execute();
}

/** Removes the record (in the caller's transaction when given) and returns the file key to delete. */
export async function forgetImage(db: Db, kind: ImageKind, ownerKey: string): Promise<string | undefined> {
  const row = await db
    .deleteFrom('images')
    .where('kind', '=', kind)
    .where('owner_key', '=', ownerKey)
    .returning('storage_key')
    .executeTakeFirst();
  return row?.storage_key;
}

/** The image's content hash (its etag), or undefined when there is none: what a report keeps. */
export async function imageIdOf(db: Db, kind: ImageKind, ownerKey: string): Promise<string | undefined> {
  return (await imageOfOwner(db, kind, ownerKey).select('etag').executeTakeFirst())?.etag;
}
