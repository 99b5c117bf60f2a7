/** The email_digest_items table: notices waiting for their person's daily summary email. */
import type { NotificationKind } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';

export async function insertDigestItems(
  db: Db,
  rows: { user_id: string; kind: NotificationKind; text: string; link: string; created_at: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insertInto('email_digest_items').values(rows).execute();
}

/**
 * The person's items of `kind` for the summary `digestKey`: first those still waiting are
 * given to it, so a summary sent again after a failure says the same, and the next day's
 * summary does not say it again.
 */
export async function takeDigestItems(db: Db, userId: string, kind: NotificationKind, digestKey: string) {
  await db
    .updateTable('email_digest_items')
    .set({ digest_key: digestKey })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('digest_key', 'is', null)
    .execute();
  return db
    .selectFrom('email_digest_items')
    .select(['text', 'link', 'created_at'])
    .where('user_id', '=', userId)
    .where('digest_key', '=', digestKey)
    .orderBy('id')
    .execute();
}

export async function deleteDigestItems(db: Db, digestKey: string): Promise<void> {
  await db.deleteFrom('email_digest_items').where('digest_key', '=', digestKey).execute();
}
