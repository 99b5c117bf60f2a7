/**
 * The jobs table: every query of the job queue (queue.ts) and of its runner (runner.ts). A claim's
 * writes all match its lease token, so an instance whose lease ran out changes nothing.
 */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db, Dialect } from '../db/client.ts';
import type { JobsTable } from '../db/types.ts';

export type JobRow = Selectable<JobsTable>;
export type NewJobRow = Insertable<JobsTable>;

/**
 * What a second job with the same key does:
 * - `keep`: nothing (the first one stands, done or not);
 * - `reschedule`: takes its place with the new time and payload, even after it was done (an
 *   event's reminder when the event moves);
 * - `renewIfDone`: nothing while the first is waiting, otherwise starts it again.
 */
export type OnSameKey = 'keep' | 'reschedule' | 'renewIfDone';

/** Adds the job; a job with the same key is handled as `onSameKey` says. */
export async function insertJob(db: Db, row: NewJobRow, onSameKey: OnSameKey): Promise<void> {
  const insert = db.insertInto('jobs').values(row);
  if (!row.key) {
    await insert.execute();
    return;
  }
  const again = {
    run_at: row.run_at,
    payload: row.payload,
    created_at: row.created_at,
    request_id: row.request_id,
    attempts: 0,
    locked_until: null,
    // A claim still running on the old job records nothing over the new one.
    lease_token: null,
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
 * Claims up to `limit` due jobs until `leaseUntil` under `token`: nobody else takes them until
 * the lease ends, so a job whose instance died is taken again then.
 */
export async function claimDue(
  db: Db,
  dialect: Dialect,
  options: { now: string; leaseUntil: string; limit: number; token: string },
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
    .set((eb) => ({
      locked_until: options.leaseUntil,
      lease_token: options.token,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', due)
    .returningAll()
    .execute();
}

/** The claim (job and token) a write is for: it changes the job only while the claim holds it. */
export interface Claim {
  id: number;
  token: string;
}

/** Extends the leases of the jobs still held under `token`; returns the ids it extended. */
export async function renewLeases(
  db: Db,
  token: string,
  ids: readonly number[],
  leaseUntil: string,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable('jobs')
    .set({ locked_until: leaseUntil })
    .where('id', 'in', ids)
    .where('lease_token', '=', token)
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Hands back jobs held under `token` and not finished: due again at once for any instance, the
 * claim's attempt not counted.
 */
export async function releaseJobs(db: Db, token: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('jobs')
    .set((eb) => ({ locked_until: null, lease_token: null, attempts: eb('attempts', '-', 1) }))
    .where('id', 'in', ids)
    .where('lease_token', '=', token)
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .execute();
}

function ofClaim(db: Db, claim: Claim) {
  return db.updateTable('jobs').where('id', '=', claim.id).where('lease_token', '=', claim.token);
}

export async function completeJob(db: Db, claim: Claim): Promise<void> {
  await ofClaim(db, claim)
    .set({ done_at: new Date().toISOString(), locked_until: null, lease_token: null, last_error: null })
    .execute();
}

export async function retryJobAt(db: Db, claim: Claim, runAt: string, error: string): Promise<void> {
  await ofClaim(db, claim)
    .set({ run_at: runAt, locked_until: null, lease_token: null, last_error: error })
    .execute();
}

export async function giveUpJob(db: Db, claim: Claim, error: string): Promise<void> {
  await ofClaim(db, claim)
    .set({ failed_at: new Date().toISOString(), locked_until: null, lease_token: null, last_error: error })
    .execute();
}

/** Done jobs are kept a while (they show what was sent), then go. */
export async function pruneDoneJobs(db: Db, doneBefore: string): Promise<void> {
  await db.deleteFrom('jobs').where('done_at', '<', doneBefore).execute();
}

/** Per type, the jobs not done: due and unclaimed, claimed, given up (as the driver returns the sums). */
export async function openJobRows(db: Db, now: string) {
  const waiting = sql`failed_at is null and run_at <= ${now} and (locked_until is null or locked_until < ${now})`;
  const running = sql`failed_at is null and locked_until >= ${now}`;
  return db
    .selectFrom('jobs')
    .where('done_at', 'is', null)
    .groupBy('type')
    .select([
      'type',
      sql<number>`sum(case when ${waiting} then 1 else 0 end)`.as('waiting'),
      sql<number>`sum(case when ${running} then 1 else 0 end)`.as('running'),
      sql<number>`sum(case when failed_at is not null then 1 else 0 end)`.as('failed'),
      sql<string | null>`min(case when ${waiting} then run_at end)`.as('oldestDue'),
    ])
    .execute();
}

/** Tests and the README's numbers: the jobs of a type, as stored. */
export async function jobsOfType(db: Db, type: string): Promise<JobRow[]> {
  return db.selectFrom('jobs').selectAll().where('type', '=', type).orderBy('id').execute();
}
