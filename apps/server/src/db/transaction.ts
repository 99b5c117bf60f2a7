/**
 * Transactions, run again when PostgreSQL ends them to break a deadlock (40P01) or a
 * serialization failure (40001). The workflows take their locks in one order (see "Locks" in
 * docs/architecture.md), so this is the second line, for what slips past the order; a conflict
 * that outlasts the retries answers 503 "try again" (http/errors.ts), never 500.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
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

/** What runs once the transaction it was asked in has committed, by open transaction. */
const afterCommitOf = new WeakMap<Db, (() => void)[]>();

/**
 * Runs `action` once the changes made so far through `db` are committed: at once outside a
 * transaction, after the commit inside one of `inTransaction`'s, never when it rolls back (a
 * retried attempt asks again). For what must not be seen before the change, such as telling
 * open pages to load it again.
 */
export function afterCommit(db: Db, action: () => void): void {
  const pending = afterCommitOf.get(db);
  if (pending) pending.push(action);
  else action();
}

/**
 * The after-commit actions of the transaction the current call runs in (issue #31): code that
 * sees only a query, not the transaction's handle (a Kysely plugin), can still wait for the commit.
 */
const openTransaction = new AsyncLocalStorage<(() => void)[]>();

/** Like `afterCommit`, for the transaction of `inTransaction` this call runs inside, if any. */
export function afterCurrentCommit(action: () => void): void {
  const pending = openTransaction.getStore();
  if (pending) pending.push(action);
  else action();
}

/**
 * Runs `work` in a transaction, again (up to twice) when it lost a deadlock or a serialization
 * check. `work` must do nothing outside the database that cannot be done twice: what it
 * announces or deletes from storage goes after this returns (or through `afterCommit`).
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  // Nested: the outer transaction's commit is the one that counts.
  if (afterCommitOf.has(db)) return work(db);
  for (let attempt = 1; ; attempt++) {
    const pending: (() => void)[] = [];
    let result: T;
    try {
      result = await openTransaction.run(pending, () =>
        db.transaction().execute((trx) => {
          afterCommitOf.set(trx, pending);
          return work(trx);
        }),
      );
    } catch (error) {
      if (!isRetryableConflict(error) || attempt >= ATTEMPTS) throw error;
      // A short random pause, so the two that collided do not meet again at once.
      await sleep(5 + Math.random() * 20 * attempt);
      continue;
    }
    for (const action of pending) action();
    return result;
  }
}
