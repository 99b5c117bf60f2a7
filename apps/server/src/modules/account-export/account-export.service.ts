/**
 * "Download my data" (issue #32): a person asks (POST), a job builds the ZIP, stores it through
 * the storage driver (local disk, or the database on PostgreSQL), notifies and emails them; the
 * ZIP is theirs alone for 7 days, then an hourly prune deletes it.
 */
import crypto from 'node:crypto';
import { ACCOUNT_EXPORT, API_PATHS, type AccountExport } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { CurrentUser } from '../../http/session.ts';
import { enqueue } from '../../jobs/queue.ts';
import {
  deleteExportsOf,
  exportById,
  insertBuilding,
  latestExportOf,
  type ExportRow,
} from './account-export.repository.ts';
import { toAccountExport } from './account-export.presenter.ts';

export const BUILD_EXPORT_JOB = 'accountExport.build';
const DAY_MS = 86_400_000;
export const KEEP_MS = ACCOUNT_EXPORT.keepDays * DAY_MS;

export const REFUSALS = {
  expired:
    'This download has expired: a copy of your data is kept for 7 days. Ask for a new one in Settings › Manage account.',
  missing: 'There is no such download.',
  building: 'This copy of your data is still being prepared.',
  failed: 'Preparing this copy of your data failed: ask for a new one in Settings › Manage account.',
  tooMany: 'You can ask for a copy of your data 3 times a day.',
} as const;

/** Where a ready export is downloaded: the same for the page's button and the API. */
export const downloadPathOf = (id: string) =>
  `${API_PATHS.accountExportDownload}?id=${encodeURIComponent(id)}`;

/**
 * A key of its own for each run of a build: a second run of the same build (its lease lost, or
 * handed back while it went on) never overwrites or deletes the file the export names.
 */
export const storageKeyOf = (id: string) =>
  `exports/${id}-${crypto.randomBytes(6).toString('base64url')}.zip`;

export async function exportStatus(deps: AppDeps, user: CurrentUser): Promise<AccountExport> {
  return toAccountExport(await latestExportOf(deps.db, user.id), new Date().toISOString(), downloadPathOf);
}

/**
 * Asks for an export: a new one and its job, or the one being built already (a second ask
 * while it is built changes nothing). Either way, the person's latest export.
 */
export async function requestExport(deps: AppDeps, user: CurrentUser): Promise<AccountExport> {
  const now = new Date().toISOString();
  await inTransaction(deps.db, async (trx: Db) => {
    const id = crypto.randomBytes(18).toString('base64url');
    const created = await insertBuilding(trx, id, user.id, now);
    if (created) {
      await enqueue(trx, {
        type: BUILD_EXPORT_JOB,
        key: `${BUILD_EXPORT_JOB}:${id}`,
        payload: { exportId: id },
      });
    }
  });
  return exportStatus(deps, user);
}

/** Whether the export has passed its expiry (whatever the prune has done yet). */
const isExpired = (row: ExportRow, now: string) =>
  toAccountExport(row, now, downloadPathOf).status === 'expired';

/**
 * The ZIP, to its owner only: another person's export is a 404 (its existence is not theirs to
 * learn), an expired one a 410, one still being built or failed a 409.
 */
export async function downloadExport(deps: AppDeps, user: CurrentUser, id: string | undefined) {
  const row = id === undefined ? await latestExportOf(deps.db, user.id) : await exportById(deps.db, id);
  if (!row || row.user_id !== user.id) throw notFound(REFUSALS.missing);
  const now = new Date().toISOString();
  if (isExpired(row, now)) throw new AppError(410, 'LINK_EXPIRED', REFUSALS.expired);
  if (row.status === 'building') throw new AppError(409, 'CONFLICT', REFUSALS.building);
  if (row.status === 'failed' || !row.storage_key) throw new AppError(409, 'CONFLICT', REFUSALS.failed);
  const data = await deps.storage.get(row.storage_key);
  if (!data) throw new AppError(410, 'LINK_EXPIRED', REFUSALS.expired);
  const day = row.created_at.slice(0, 10);
  return { data, filename: `neighbourly-data-${user.id.replace(/[^A-Za-z0-9._-]/g, '_')}-${day}.zip` };
}

/** Account deletion (in its transaction): the person's exports go; returns the files to delete. */
export async function removeExportsOf(db: Db, userId: string): Promise<string[]> {
  return deleteExportsOf(db, userId);
}
