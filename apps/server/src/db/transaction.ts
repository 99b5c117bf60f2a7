/**
 * Transactions, run again when PostgreSQL ends them to break a deadlock (40P01) or a
 * serialization failure (40001). The workflows take their locks in one order (see "Locks" in
 * docs/architecture.md), so this is the second line, for what slips past the order; a conflict
 * that outlasts the retries answers 503 "try again" (http/errors.ts), never 500.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from './client.ts';

const RETRYABLE_CODES = new Set(['40P01', '40001']);
/** The first run and two more. */
const ATTEMPTS = 3;

/** True for PostgreSQL's "run it again" failures: a deadlock victim or a serialization failure. */
export function isRetryableConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  return RETRYABLE_CODES.has(String((error as { code?: unknown }).code));
}

/**
 * Runs `work` in a transaction, again (up to twice) when it lost a deadlock or a serialization
 * check. `work` must do nothing outside the database that cannot be done twice: what it
 * announces or deletes from storage goes after this returns.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!isRetryableConflict(error) || attempt >= ATTEMPTS) throw error;
      // A short random pause, so the two that collided do not meet again at once.
      await sleep(5 + Math.random() * 20 * attempt);
    }
  }
}
