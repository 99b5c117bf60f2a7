/**
 * Deleting a group: its events go first (with their places and comments), then the group
 * (with its memberships and requests); the covers of both are deleted once that is committed.
 */
import type { AppDeps } from '../deps.ts';
import type { Db } from '../db/client.ts';
import type { CurrentUser } from '../http/session.ts';
import { lockEventsOfGroup, removeEventsOfGroup } from '../modules/events/index.ts';
import { announceGroupChange, lockGroup, removeGroup, requireGroupFor } from '../modules/groups/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { queueGroupDeparture } from '../modules/federation/index.ts';

export async function deleteGroup(deps: AppDeps, user: CurrentUser, id: string): Promise<void> {
  await requireGroupFor(deps.db, user, id, 'delete');
  const files = await inTransaction(deps.db, async (trx) => {
    await lockGroup(trx, deps.dialect, id);
    // Again under the lock: the group may have been handed over (or deleted) meanwhile.
    await requireGroupFor(trx, user, id, 'delete');
    return removeGroupAndEvents(deps, trx, id, user.id);
  });
  await Promise.all(files.map((key) => deps.storage.delete(key)));
}

/** Inside the caller's transaction; returns the storage keys of the images to delete after commit. */
export async function removeGroupAndEvents(
  deps: AppDeps,
  trx: Db,
  groupId: string,
  actorId: string,
): Promise<string[]> {
  // The caller holds the group; its events next, in id order, before anyone is told anything.
  await lockEventsOfGroup(deps, trx, groupId);
  const files = await removeEventsOfGroup(deps, trx, groupId, actorId);
  // Its followers on the fediverse are told before they go with it (issue #30).
  await queueGroupDeparture(trx, groupId);
  const cover = await removeGroup(trx, groupId);
  announceGroupChange(deps, trx, groupId, 'deleted');
  return cover ? [...files, cover] : files;
}
