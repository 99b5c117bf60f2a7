/**
 * The job table: work written in the transaction of the change that needs it (an outbox), done
 * after commit by whichever instance claims it. On PostgreSQL several instances claim at once
 * without taking the same job (FOR UPDATE SKIP LOCKED); SQLite has one process.
 */
import type { Selectable } from 'kysely';
import type { Db, Dialect } from '../db/client.ts';
import type { JobsTable } from '../db/types.ts';

export type JobRow = Selectable<JobsTable>;

export interface NewJob {
  type: string;
  /** Names a job that exists once; without one, every call adds a job. */
  key?: string;
  /** Due now when absent. */
  runAt?: string;
  payload: unknown;
}

/**
 * What a second job with the same key does:
 * - `keep`: nothing (the first one stands, done or not);
 * - `reschedule`: takes its place with the new time and payload, even after it was done (an
 *   event's reminder when the event moves);
 * - `renewIfDone`: nothing while the first is waiting, otherwise starts it again.
 */
export type OnSameKey = 'keep' | 'reschedule' | 'renewIfDone';

export async function enqueue(db: Db, job: NewJob, onSameKey: OnSameKey = 'keep'): Promise<void> {
  const now = new Date().toISOString();
  const row = {
    type: job.type,
    key: job.key ?? null,
    payload: JSON.stringify(job.payload),
    run_at: job.runAt ?? now,
    created_at: now,
  };
  const insert = db.insertInto('jobs').values(row);
  if (!job.key) {
    await insert.execute();
    return;
  }
  const again = {
    run_at: row.run_at,
    payload: row.payload,
    created_at: now,
    attempts: 0,
    locked_until: null,
    done_at: null,
    failed_at: null,
    last_error: null,
  };
  await insert
    .onConflict((conflict) => {
      const onKey = conflict.column('key');
      if (onSameKey === 'keep') return onKey.doNothing();
      const update = onKey.doUpdateSet(again);
      return onSameKey === 'renewIfDone' ? update.where('jobs.done_at', 'is not', null) : update;
    })
    .execute();
}

/** Takes a job that has not started yet off the table (an event's reminder when it is deleted). */
export async function cancelJob(db: Db, key: string): Promise<void> {
  await db.deleteFrom('jobs').where('key', '=', key).where('done_at', 'is', null).execute();
}

/**
 * Claims up to `limit` due jobs for `leaseMs`: nobody else takes them until the lease ends, so a
 * job whose instance died is taken again then.
 */
export async function claimDue(
  db: Db,
  dialect: Dialect,
  options: { now: string; leaseUntil: string; limit: number },
): Promise<JobRow[]> {
  let due = db
    .selectFrom('jobs')
    .select('id')
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('run_at', '<=', options.now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', options.now)]))
    .orderBy('run_at')
    .limit(options.limit);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable('jobs')
    .set((eb) => ({ locked_until: options.leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

export async function completeJob(db: Db, id: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ done_at: new Date().toISOString(), locked_until: null, last_error: null })
    .where('id', '=', id)
    .execute();
}

export async function retryJobAt(db: Db, id: number, runAt: string, error: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ run_at: runAt, locked_until: null, last_error: error })
    .where('id', '=', id)
    .execute();
}

export async function giveUpJob(db: Db, id: number, error: string): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ failed_at: new Date().toISOString(), locked_until: null, last_error: error })
    .where('id', '=', id)
    .execute();
}

/** Done jobs are kept a while (they show what was sent), then go. */
export async function pruneDoneJobs(db: Db, doneBefore: string): Promise<void> {
  await db.deleteFrom('jobs').where('done_at', '<', doneBefore).execute();
}

/** Tests and the README's numbers: the jobs of a type, as stored. */
export async function jobsOfType(db: Db, type: string): Promise<JobRow[]> {
  return db.selectFrom('jobs').selectAll().where('type', '=', type).orderBy('id').execute();
}
