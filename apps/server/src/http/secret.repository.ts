/** The app_settings table: settings the instances of a deployment share (the generated secret). */
import type { Db } from '../db/client.ts';

export async function findSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Stores the setting unless one is there already: whichever row exists wins. */
export async function insertSettingOnce(db: Db, key: string, value: string): Promise<void> {
  await db
    .insertInto('app_settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
