/**
 * A deleted group takes its events off the fediverse (issue #30). Its followers go with it (by
 * cascade), so the transaction that deletes it first writes down who they were and which events
 * they were sent, in a job; the job sends each of them a Delete of those events and of the group,
 * signed with the group's keys, which stay (served by a bare actor) until it has run.
 */
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { findGroup } from '../groups/index.ts';
import type { LazyFederation } from './federation-loader.ts';
import {
  deleteKeysOf,
  federatedEventIdsOf,
  followersOf,
  forgetFederatedEventsOf,
  groupKeyOwner,
} from './federation.repository.ts';

const GROUP_DEPARTURE_JOB = 'federation.group-deleted';
const FORGET_KEYS_JOB = 'federation.forget-keys';

export interface Departure {
  groupId: string;
  eventIds: number[];
  recipients: { id: string; inbox: string; sharedInbox: string | null }[];
}

/** Inside the transaction that deletes the group, before it does. */
export async function queueGroupDeparture(trx: Db, groupId: string): Promise<void> {
  const followers = await followersOf(trx, groupId).execute();
  const eventIds = await federatedEventIdsOf(trx, groupId);
  await forgetFederatedEventsOf(trx, groupId);
  if (followers.length === 0) {
    await deleteKeysOf(trx, groupKeyOwner(groupId));
    return;
  }
  const departure: Departure = {
    groupId,
    eventIds,
    recipients: followers.map((f) => ({ id: f.uri, inbox: f.inbox, sharedInbox: f.shared_inbox })),
  };
  await enqueue(trx, { type: GROUP_DEPARTURE_JOB, payload: departure });
}

/** Servers check the Deletes' signatures for as long as they are retried: about a day. */
const KEEP_KEYS_MS = 2 * 24 * 3_600_000;

export function registerGroupDeparture(jobs: JobRunner, deps: AppDeps, fedify: LazyFederation): void {
  jobs.handle(GROUP_DEPARTURE_JOB, async (payload) => {
    const departure = payload as Departure;
    if (deps.config.federation.enabled) {
      const { federation, runtime } = await fedify.load();
      await runtime.sendDeparture(deps, federation, departure);
    }
    await enqueue(deps.db, {
      type: FORGET_KEYS_JOB,
      runAt: new Date(Date.now() + KEEP_KEYS_MS).toISOString(),
      payload: { groupId: departure.groupId },
    });
  });
  jobs.handle(FORGET_KEYS_JOB, async (payload) => {
    const { groupId } = payload as { groupId: string };
    // A new group may have taken the id since: its keys are its own.
    if (!(await findGroup(deps.db, groupId))) await deleteKeysOf(deps.db, groupKeyOwner(groupId));
  });
}
