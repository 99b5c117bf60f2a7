/**
 * Deleting an account leaves nothing pointing at it: owned groups pass to their earliest host,
 * else earliest member, else are deleted; hosted events pass to their group's owner; places
 * (handing freed ones to the waitlist), memberships, the avatar and data exports go; the rest by
 * cascade.
 */
import type { AppDeps } from '../deps.ts';
import { removeExportsOf } from '../modules/account-export/index.ts';
import { endSessionsOf, type CurrentUser } from '../http/session.ts';
import {
  eventsAttendedBy,
  eventsHostedBy,
  lockEventsOfPerson,
  passEventOn,
  removeParticipation,
} from '../modules/events/index.ts';
import {
  groupsOwnedBy,
  handGroupTo,
  lockGroupsOfMember,
  removeAllMemberships,
  successorOf,
} from '../modules/groups/index.ts';
import { lockUser, removeUser, requireOwnAccount } from '../modules/people/index.ts';
import { removeGroupAndEvents } from './delete-group.ts';
import { inTransaction } from '../db/transaction.ts';

export async function deleteAccount(deps: AppDeps, user: CurrentUser, id: string): Promise<void> {
  requireOwnAccount(user, id);
  const files = await inTransaction(deps.db, async (trx) => {
    // In the one order (docs/architecture.md, "Locks"): the account (creating a group takes it
    // too, so none appears half-way through), its groups, its events; the row goes last.
    await lockUser(deps, trx, id);
    await lockGroupsOfMember(deps, trx, id);
    await lockEventsOfPerson(deps, trx, id);
    const files: string[] = [];

    for (const groupId of await groupsOwnedBy(trx, id)) {
      const successor = await successorOf(trx, groupId, id);
      if (successor) await handGroupTo(trx, groupId, successor);
      else files.push(...(await removeGroupAndEvents(deps, trx, groupId, id)));
    }

    for (const event of await eventsHostedBy(trx, id))
      await passEventOn(deps, trx, event.id, id, event.owner_id);
    for (const eventId of await eventsAttendedBy(trx, id)) await removeParticipation(deps, trx, eventId, id);
    await removeAllMemberships(deps, trx, id);
    // Their data exports (issue #32): the rows now, the ZIPs with the other files below.
    files.push(...(await removeExportsOf(trx, id)));

    const avatar = await removeUser(trx, id);
    if (avatar) files.push(avatar);
    return files;
  });
  // The sessions went with the account (cascade); this ends its open live streams everywhere.
  await endSessionsOf(deps, id);
  // Images go once the rows that named them are gone for good.
  await Promise.all(files.map((key) => deps.storage.delete(key)));
}
