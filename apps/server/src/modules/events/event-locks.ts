/**
 * Locks on events for workflows that change several at once. Every workflow takes its locks in
 * one order, so that none waits for another that waits for it (docs/architecture.md, "Locks"):
 * the account's own row, then groups by id, then events by id, then the rows inside them.
 */
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { eventIdsOfGroup, lockEvents } from './events.repository.ts';
import { eventsAttendedBy } from './participants.repository.ts';

/** The events where the person has a place (in one group, when given), locked in id order. */
export async function lockEventsOfPerson(deps: AppDeps, trx: Db, userId: string, groupId?: string) {
  await lockEvents(trx, deps.dialect, await eventsAttendedBy(trx, userId, groupId));
}

/** All the group's events, locked in id order. */
export async function lockEventsOfGroup(deps: AppDeps, trx: Db, groupId: string) {
  await lockEvents(trx, deps.dialect, await eventIdsOfGroup(trx, groupId));
}
