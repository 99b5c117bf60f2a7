/**
 * Leaving a group: the membership ends and, since attending needs membership, the person's
 * places in the group's upcoming events are given up (freed places go to the waitlist). An
 * event host's events in the group pass to its owner, since a host must belong to the group.
 */
import type { AppDeps } from '../deps.ts';
import type { CurrentUser } from '../http/session.ts';
import {
  eventsHostedBy,
  lockEventsOfPerson,
  passEventOn,
  withdrawFromUpcomingEvents,
} from '../modules/events/index.ts';
import { announceGroupChange, removeMembership, requireLeavable } from '../modules/groups/index.ts';
import { inTransaction } from '../db/transaction.ts';

export async function leaveGroup(deps: AppDeps, user: CurrentUser, groupId: string, userId: string) {
  await requireLeavable(deps, user, groupId, userId);
  await inTransaction(deps.db, async (trx) => {
    await removeMembership(trx, deps.dialect, user, groupId);
    announceGroupChange(deps, trx, groupId, 'membership');
    // The group is held (above); then the person's events in it, in id order.
    await lockEventsOfPerson(deps, trx, user.id, groupId);
    for (const event of await eventsHostedBy(trx, user.id, groupId))
      await passEventOn(deps, trx, event.id, user.id, event.owner_id);
    await withdrawFromUpcomingEvents(deps, trx, groupId, user.id);
  });
}
