/** The auth domain's tables: external sign-in identities and spent captcha challenges. */
import type { Db } from '../../db/client.ts';

/** The account an external provider's subject signs in to, if it was linked before. */
export async function linkedUserOf(db: Db, provider: string, subject: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('external_identities')
    .select('user_id')
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();
  return row?.user_id;
}

export async function linkIdentity(db: Db, provider: string, subject: string, userId: string): Promise<void> {
  await db
    .insertInto('external_identities')
    .values({ provider, subject, user_id: userId, created_at: new Date().toISOString() })
    .execute();
}

/** Records a challenge as spent until it expires; false if it was spent before (a replay). */
export async function spendChallenge(db: Db, signature: string, expiresAt: string): Promise<boolean> {
  await db.deleteFrom('captcha_redemptions').where('expires_at', '<', new Date().toISOString()).execute();
  const inserted = await db
    .insertInto('captcha_redemptions')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
}
