/**
 * The owner removes someone from the group: as when they leave, their places in the group's
 * upcoming events are given up (freed places go to the waitlist); and, as when an account is
 * deleted, the group's events they host pass to the owner, since a host must belong to the group.
 */
import type { AppDeps } from '../deps.ts';
import type { CurrentUser } from '../http/session.ts';
import {
  eventsHostedBy,
  lockEventsOfPerson,
  passEventOn,
  withdrawFromUpcomingEvents,
} from '../modules/events/index.ts';
import { removeOtherMember } from '../modules/groups/index.ts';
import { inTransaction } from '../db/transaction.ts';

export async function removeMember(deps: AppDeps, user: CurrentUser, groupId: string, userId: string) {
  await inTransaction(deps.db, async (trx) => {
    await removeOtherMember(deps, trx, user, groupId, userId);
    // The group is held (above); then the person's events in it, in id order.
    await lockEventsOfPerson(deps, trx, userId, groupId);
    for (const event of await eventsHostedBy(trx, userId, groupId))
      await passEventOn(deps, trx, event.id, userId, event.owner_id);
    await withdrawFromUpcomingEvents(deps, trx, groupId, userId, user.id);
  });
}
