/**
 * The job table: work written in the transaction of the change that needs it (an outbox), done
 * after commit by whichever instance claims it. On PostgreSQL several instances claim at once
 * without taking the same job (FOR UPDATE SKIP LOCKED); SQLite has one process.
 *
 * A claim is a lease: `locked_until` and a random `lease_token`. The claiming instance renews
 * the lease while it holds the job and records the outcome; every one of those writes matches
 * the token, so an instance whose lease ran out (another one took the job since) changes nothing.
 * The queries are in queue.repository.ts.
 */
import type { Db } from '../db/client.ts';
import { currentRequestId } from '../http/request-context.ts';
import { insertJob, openJobRows, type OnSameKey } from './queue.repository.ts';

export interface NewJob {
  type: string;
  /** Names a job that exists once; without one, every call adds a job. */
  key?: string;
  /** Due now when absent. */
  runAt?: string;
  payload: unknown;
}

export async function enqueue(db: Db, job: NewJob, onSameKey: OnSameKey = 'keep'): Promise<void> {
  const now = new Date().toISOString();
  await insertJob(
    db,
    {
      type: job.type,
      key: job.key ?? null,
      payload: JSON.stringify(job.payload),
      run_at: job.runAt ?? now,
      created_at: now,
      // The request that asked for it, when asked in one: its id follows the job into the logs.
      request_id: currentRequestId() ?? null,
    },
    onSameKey,
  );
}

/** Per type, the jobs not done: due and unclaimed, claimed, given up; the oldest due one's time. */
export interface OpenJobCounts {
  type: string;
  waiting: number;
  running: number;
  failed: number;
  oldestDue: string | null;
}

/**
 * The metrics' view of the job table (issue #32), in one query over the jobs not done (an index
 * of their own, migration 0024), whatever the number of done ones kept.
 */
export async function openJobCounts(db: Db, now: string): Promise<OpenJobCounts[]> {
  const rows = await openJobRows(db, now);
  // PostgreSQL's sum() is numeric or bigint: a string or a number depending on the driver's parsers.
  return rows.map((row) => ({
    ...row,
    waiting: Number(row.waiting),
    running: Number(row.running),
    failed: Number(row.failed),
  }));
}
