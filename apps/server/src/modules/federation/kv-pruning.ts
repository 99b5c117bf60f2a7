/**
 * Fedify's entries with a lifetime (idempotence marks, cached documents and keys, breaker
 * states) are removed once expired, by an hourly job that schedules its next run itself; a job
 * keyed once, so there is one however many instances start.
 */
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { pruneExpiredKv } from './kv.repository.ts';

const PRUNE_KV_JOB = 'federation.prune-kv';
const EVERY_MS = 3_600_000;

const nextRun = () => ({
  type: PRUNE_KV_JOB,
  key: PRUNE_KV_JOB,
  runAt: new Date(Date.now() + EVERY_MS).toISOString(),
  payload: {},
});

/** At start: the job exists (a second instance's start changes nothing). */
export async function scheduleKvPruning(db: Db): Promise<void> {
  await enqueue(db, nextRun(), 'keep');
}

export function registerKvPruning(jobs: JobRunner, deps: AppDeps): void {
  jobs.handle(PRUNE_KV_JOB, async () => {
    await pruneExpiredKv(deps.db);
    // Its own next run (the claim running now records nothing over it).
    await enqueue(deps.db, nextRun(), 'reschedule');
  });
}
