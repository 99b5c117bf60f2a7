/**
 * Suspending a person (issue #27): what they wrote or run goes out of sight, their places in
 * upcoming events are freed (the waitlists move on), and, once the transaction commits, every
 * session of theirs ends on every instance. Lifting it brings back only what the suspension hid.
 */
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import type { AppDeps } from '../../deps.ts';
import { enqueue } from '../../jobs/queue.ts';
import {
  eventsHostedBy,
  lockEventsOfPerson,
  queueEventFederation,
  withdrawFromUpcomingEvents,
} from '../events/index.ts';
import { groupsOwnedBy, queueGroupFederation } from '../groups/index.ts';
import { setNotificationsHidden } from '../notifications/index.ts';
import { endSuspension, findUserById, lockUser, startSuspension } from '../people/index.ts';
import { insertLogEntry } from './log.repository.ts';
import { type HideableTable, setHidden, subjectsOfAuthor } from './hiding.repository.ts';

/** The job that ends a suspension on its date. */
export const LIFT_SUSPENSION_JOB = 'liftSuspension';

const AUTHORED: readonly [HideableTable, 'owner_id' | 'host_id' | 'user_id' | 'sender_id'][] = [
  ['groups', 'owner_id'],
  ['events', 'host_id'],
  ['event_comments', 'user_id'],
  ['messages', 'sender_id'],
];

/** Inside the caller's transaction; false when the person was suspended already. */
export async function suspendPerson(
  deps: AppDeps,
  trx: Db,
  userId: string,
  reason: string,
  until: string | null,
): Promise<boolean> {
  // In the one order (docs/architecture.md, "Locks"): the account, then its events.
  await lockUser(deps, trx, userId);
  await lockEventsOfPerson(deps, trx, userId);
  const now = new Date().toISOString();
  const started = await startSuspension(trx, userId, {
    suspended_at: now,
    suspended_until: until,
    suspension_reason: reason,
  });
  if (!started) return false;
  for (const [table, column] of AUTHORED) {
    await setHidden(trx, table, { column, value: userId }, { hidden: 'SUSPENSION', reason: null }, [null]);
  }
  await setNotificationsHidden(trx, await subjectsOfAuthor(trx, userId), 'SUSPENSION', null);
  await withdrawFromUpcomingEvents(deps, trx, null, userId);
  await tellTheFediverse(trx, userId);
  if (until !== null) {
    await enqueue(trx, {
      type: LIFT_SUSPENSION_JOB,
      key: `suspension:${userId}:${until}`,
      payload: { userId, until },
      runAt: until,
    });
  }
  return true;
}

/** Inside the caller's transaction; `until`: only the suspension that was to end then. */
export async function unsuspendPerson(
  deps: AppDeps,
  trx: Db,
  userId: string,
  until?: string,
): Promise<boolean> {
  await lockUser(deps, trx, userId);
  if (!(await endSuspension(trx, userId, until))) return false;
  for (const [table, column] of AUTHORED) {
    await setHidden(trx, table, { column, value: userId }, { hidden: null, reason: null }, ['SUSPENSION']);
  }
  await setNotificationsHidden(trx, await subjectsOfAuthor(trx, userId), null, 'SUSPENSION');
  await tellTheFediverse(trx, userId);
  return true;
}

/**
 * What the person runs went out of sight or came back: the fediverse hears of each of their
 * groups and events (issue #30), as it does when a moderator hides one.
 */
async function tellTheFediverse(trx: Db, userId: string) {
  for (const groupId of await groupsOwnedBy(trx, userId)) await queueGroupFederation(trx, groupId);
  for (const event of await eventsHostedBy(trx, userId)) await queueEventFederation(trx, event.id);
}

const liftJobSchema = z.object({ userId: z.string(), until: z.string() });

/** Ends suspensions on their date, logged as the product's own doing (no actor). */
export function registerModerationJobs(runner: JobRunner, deps: AppDeps) {
  runner.handle(LIFT_SUSPENSION_JOB, async (payload) => {
    const { userId, until } = liftJobSchema.parse(payload);
    await inTransaction(deps.db, async (trx) => {
      const person = await findUserById(trx, userId);
      // Lifted or replaced meanwhile: that suspension is no more, and this job has nothing to do.
      if (!person || !(await unsuspendPerson(deps, trx, userId, until))) return;
      await insertLogEntry(trx, {
        actor_login: null,
        action: 'UNSUSPEND',
        subject_type: 'USER',
        subject_id: userId,
        subject_user_login: userId,
        reason: SUSPENSION_ENDED_REASON,
        details: JSON.stringify({ until }),
        created_at: new Date().toISOString(),
      });
    });
  });
}

/** The log's reason when a suspension ends on its date. */
export const SUSPENSION_ENDED_REASON = 'The suspension ended on its date.';
