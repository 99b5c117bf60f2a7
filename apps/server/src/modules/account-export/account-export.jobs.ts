/**
 * The export's jobs (issue #32): building a ZIP, and the hourly prune that deletes the ZIPs past
 * their 7 days. A build that fails is tried again (the runner's back-off) up to BUILD_ATTEMPTS
 * times, then the export is marked failed and the person may ask again.
 */
import { notifications_data_export_ready } from '@neighbourly/i18n/messages';
import { z } from 'zod';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../deps.ts';
import { enqueue } from '../../jobs/queue.ts';
import { PermanentJobError, type JobRunner } from '../../jobs/runner.ts';
import { formatWhen } from '../../time/community-clock.ts';
import { localeOfUser, notify } from '../notifications/index.ts';
import {
  deleteOldRows,
  expireDue,
  exportById,
  failStaleBuilds,
  markFailed,
  markReady,
  retireOlderExports,
  setProgress,
} from './account-export.repository.ts';
import { BUILD_EXPORT_JOB, KEEP_MS, storageKeyOf } from './account-export.service.ts';

const PRUNE_EXPORTS_JOB = 'accountExport.prune';
const PRUNE_EVERY_MS = 3_600_000;
/** Rows of expired or failed exports say so for a month, then go. */
const KEEP_ROWS_MS = 30 * 86_400_000;
const BUILD_ATTEMPTS = 3;
/** A build still going after a day has no job left to finish it (given up, or lost). */
const STALE_BUILD_MS = 86_400_000;
/** Where the notification (and the email's button) leads: Settings › Manage account. */
export const EXPORT_SETTINGS_LINK = '/settings/accountManagement';

const buildJobSchema = z.object({ exportId: z.string() });

const nextPrune = () => ({
  type: PRUNE_EXPORTS_JOB,
  key: PRUNE_EXPORTS_JOB,
  runAt: new Date(Date.now() + PRUNE_EVERY_MS).toISOString(),
  payload: {},
});

/** At start: the prune job exists once, however many instances start. */
export async function scheduleExportPruning(deps: AppDeps): Promise<void> {
  await enqueue(deps.db, nextPrune(), 'keep');
}

/**
 * Deletes the ZIPs past their expiry (and rows long over), and marks builds that never ended
 * failed; returns how many ZIPs went.
 */
export async function pruneExports(deps: AppDeps, now = new Date()): Promise<number> {
  await failStaleBuilds(deps.db, new Date(now.getTime() - STALE_BUILD_MS).toISOString(), now.toISOString());
  const keys = await expireDue(deps.db, now.toISOString());
  await Promise.all(keys.map((key) => deps.storage.delete(key)));
  await deleteOldRows(deps.db, new Date(now.getTime() - KEEP_ROWS_MS).toISOString());
  return keys.length;
}

/** Builds and stores the ZIP, then marks it ready and tells the person, in one transaction. */
async function buildExport(deps: AppDeps, exportId: string): Promise<void> {
  const row = await exportById(deps.db, exportId);
  if (!row || row.status !== 'building') return;
  const userId = row.user_id;
  // fflate and the archive's code load with the first export, not at start (issue #31).
  const { gatherExport, zipExport } = await import('./export-archive.ts');
  const contents = await gatherExport(deps, userId, (percent) => setProgress(deps.db, exportId, percent));
  if (!contents) return;
  const now = new Date();
  const locale = (await localeOfUser(deps.db, userId)) ?? 'en';
  const zip = zipExport(contents, { now: now.toISOString(), locale });
  const storageKey = storageKeyOf(exportId);
  const expiresAt = new Date(now.getTime() + KEEP_MS).toISOString();
  let outcome: { ready: boolean; replaced: string[] };
  try {
    await deps.storage.put(storageKey, zip);
    outcome = await recordReady(deps, { exportId, userId, storageKey, byteSize: zip.length, now, expiresAt });
  } catch (error) {
    // The storage may have written the file whatever it answered: unless the row names it after
    // all (a commit whose answer was lost), it goes now rather than stay for good.
    const named = await exportById(deps.db, exportId).then(
      (current) => current?.storage_key === storageKey,
      () => true,
    );
    if (!named) await deps.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  // Gone meanwhile (the account was deleted), or another run of this build got there first: this
  // run's file goes. A new copy replaces older ones.
  const orphans = outcome.ready ? outcome.replaced : [storageKey];
  await Promise.all(orphans.map((key) => deps.storage.delete(key)));
}

/** Marks the export ready with its file, retires older copies and tells the person, at once. */
function recordReady(
  deps: AppDeps,
  file: {
    exportId: string;
    userId: string;
    storageKey: string;
    byteSize: number;
    now: Date;
    expiresAt: string;
  },
) {
  const { exportId, userId, storageKey, byteSize, now, expiresAt } = file;
  return inTransaction(deps.db, async (trx) => {
    const ready = await markReady(trx, exportId, {
      storageKey,
      byteSize,
      now: now.toISOString(),
      expiresAt,
    });
    if (!ready) return { ready, replaced: [] };
    const replaced = await retireOlderExports(trx, userId, exportId, now.toISOString());
    await notify(deps, trx, [
      {
        kind: 'dataExportReady',
        subject: `export:${exportId}`,
        text: (reader) =>
          notifications_data_export_ready({ date: formatWhen(expiresAt, reader) }, { locale: reader }),
        link: EXPORT_SETTINGS_LINK,
        userIds: [userId],
      },
    ]);
    return { ready, replaced };
  });
}

export function registerAccountExportJobs(jobs: JobRunner, deps: AppDeps): void {
  jobs.handle(BUILD_EXPORT_JOB, async (payload, job) => {
    const { exportId } = buildJobSchema.parse(payload);
    // Claimed again after its last attempt: those runs ended with no outcome (the process died
    // during them, say out of memory). Another would too, and the person could never ask again.
    if (job.attempts > BUILD_ATTEMPTS) {
      await markFailed(deps.db, exportId, new Date().toISOString());
      throw new PermanentJobError(`The build ended without an outcome ${BUILD_ATTEMPTS} times`);
    }
    try {
      await buildExport(deps, exportId);
    } catch (error) {
      if (job.attempts < BUILD_ATTEMPTS) throw error;
      await markFailed(deps.db, exportId, new Date().toISOString());
      throw new PermanentJobError(error instanceof Error ? error.message : String(error));
    }
  });
  jobs.handle(PRUNE_EXPORTS_JOB, async () => {
    await pruneExports(deps);
    // Its own next run (the claim running now records nothing over it).
    await enqueue(deps.db, nextPrune(), 'reschedule');
  });
}
