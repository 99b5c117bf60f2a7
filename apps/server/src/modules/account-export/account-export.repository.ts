/** The account_exports table (issue #32): every query of it, and only those. */
import type { Selectable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { AccountExportsTable } from '../../db/types.ts';

export type ExportRow = Selectable<AccountExportsTable>;

/**
 * Starts building an export unless one of the person's is being built already (the partial
 * unique index makes that hold across instances): returns the new row, or undefined.
 */
export async function insertBuilding(db: Db, id: string, userId: string, now: string) {
  return db
    .insertInto('account_exports')
    .values({ id, user_id: userId, status: 'building', created_at: now })
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function latestExportOf(db: Db, userId: string): Promise<ExportRow | undefined> {
  return db
    .selectFrom('account_exports')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function exportById(db: Db, id: string): Promise<ExportRow | undefined> {
  return db.selectFrom('account_exports').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setProgress(db: Db, id: string, progress: number): Promise<void> {
  await db
    .updateTable('account_exports')
    .set({ progress })
    .where('id', '=', id)
    .where('status', '=', 'building')
    .execute();
}

/** Records the built ZIP; false when the export is gone (its account was deleted meanwhile). */
export async function markReady(
  db: Db,
  id: string,
  file: { storageKey: string; byteSize: number; now: string; expiresAt: string },
): Promise<boolean> {
  const updated = await db
    .updateTable('account_exports')
    .set({
      status: 'ready',
      progress: 100,
      storage_key: file.storageKey,
      byte_size: file.byteSize,
      finished_at: file.now,
      expires_at: file.expiresAt,
    })
    .where('id', '=', id)
    .where('status', '=', 'building')
    .returning('id')
    .executeTakeFirst();
  return !!updated;
}

export async function markFailed(db: Db, id: string, now: string): Promise<void> {
  await db
    .updateTable('account_exports')
    .set({ status: 'failed', finished_at: now })
    .where('id', '=', id)
    .where('status', '=', 'building')
    .execute();
}

/**
 * Exports still building since before `before`: their job was given up or lost without an
 * outcome. Marked failed, so the person sees it and may ask again (one build at a time).
 */
export async function failStaleBuilds(db: Db, before: string, now: string): Promise<void> {
  await db
    .updateTable('account_exports')
    .set({ status: 'failed', finished_at: now })
    .where('status', '=', 'building')
    .where('created_at', '<', before)
    .execute();
}

/**
 * The person's other ready exports, older than `id`, marked expired now (a new copy replaces
 * them); returns their files' keys to delete.
 */
export async function retireOlderExports(db: Db, userId: string, id: string, now: string): Promise<string[]> {
  const rows = await db
    .updateTable('account_exports')
    .set({ status: 'expired', expires_at: now })
    .where('user_id', '=', userId)
    .where('id', '!=', id)
    .where('status', '=', 'ready')
    .returning('storage_key')
    .execute();
  return rows.flatMap((row) => (row.storage_key ? [row.storage_key] : []));
}

/**
 * Ready exports past their expiry, marked expired; returns their files' keys to delete (the key
 * stays on the row: an expired export is a 410 whatever it names).
 */
export async function expireDue(db: Db, now: string): Promise<string[]> {
  const rows = await db
    .updateTable('account_exports')
    .set({ status: 'expired' })
    .where('status', '=', 'ready')
    .where('expires_at', '<=', now)
    .returning('storage_key')
    .execute();
  return rows.flatMap((row) => (row.storage_key ? [row.storage_key] : []));
}

/** Rows of exports long over (expired or failed before `before`): only their status was left. */
export async function deleteOldRows(db: Db, before: string): Promise<void> {
  await db
    .deleteFrom('account_exports')
    .where('status', 'in', ['expired', 'failed'])
    .where('created_at', '<', before)
    .execute();
}

/** Account deletion: the person's exports go; returns their files' keys to delete. */
export async function deleteExportsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .deleteFrom('account_exports')
    .where('user_id', '=', userId)
    .returning('storage_key')
    .execute();
  return rows.flatMap((row) => (row.storage_key ? [row.storage_key] : []));
}
