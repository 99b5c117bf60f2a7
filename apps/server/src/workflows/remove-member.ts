/**
 * The owner removes someone from the group: as when they leave, their places in the group's
 * upcoming events are given up (freed places go to the waitlist); and, as when an account is
 * deleted, the group's events they host pass to the owner, since a host must belong to the group.
 */
import type { Db } from '../db/client.ts';
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
    await giveUpEventsInGroup(deps, trx, groupId, userId, user.id);
  });
}

/**
 * After a membership ended at `actorId`'s hand (a removal, a ban), inside that transaction,
 * which holds the group: the person's events in it are locked (in id order), those they host
 * pass to the owner, and their places in upcoming ones are given up.
 */
export async function giveUpEventsInGroup(
  deps: AppDeps,
  trx: Db,
  groupId: string,
  userId: string,
  actorId: string,
) {
  await lockEventsOfPerson(deps, trx, userId, groupId);
  for (const event of await eventsHostedBy(trx, userId, groupId))
    await passEventOn(deps, trx, event.id, userId, event.owner_id);
  await withdrawFromUpcomingEvents(deps, trx, groupId, userId, actorId);
}
