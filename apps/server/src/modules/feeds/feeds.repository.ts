/** The calendar_tokens table: every query of it is here. */
import type { Db } from '../../db/client.ts';

export interface CalendarTokenRow {
  user_id: string;
  token_hash: string;
  nonce: string;
}

export function findTokenOfUser(db: Db, userId: string): Promise<CalendarTokenRow | undefined> {
  return db
    .selectFrom('calendar_tokens')
    .select(['user_id', 'token_hash', 'nonce'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Whose calendar the token (by its hash) opens. */
export async function userOfTokenHash(db: Db, tokenHash: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('calendar_tokens')
    .select('user_id')
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.user_id;
}

/** The person's first token; a row written meanwhile by a concurrent request is kept. */
export async function insertTokenIfNone(db: Db, row: CalendarTokenRow, now: string): Promise<void> {
  await db
    .insertInto('calendar_tokens')
    .values({ ...row, created_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Replaces the person's token: the old one stops opening anything. */
export async function replaceToken(db: Db, row: CalendarTokenRow, now: string): Promise<void> {
  await db
    .insertInto('calendar_tokens')
    .values({ ...row, created_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ token_hash: row.token_hash, nonce: row.nonce, created_at: now }),
    )
    .execute();
}

/** After the app's secret changed, the same nonce gives another token: the hash follows it. */
export async function updateTokenHash(db: Db, userId: string, tokenHash: string): Promise<void> {
  await db
    .updateTable('calendar_tokens')
    .set({ token_hash: tokenHash })
    .where('user_id', '=', userId)
    .execute();
}
