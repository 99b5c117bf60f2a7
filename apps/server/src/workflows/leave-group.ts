/**
 * Leaving a group: the membership ends and, since attending needs membership, the person's
 * places in the group's upcoming events are given up (freed places go to the waitlist).
 */
import type { AppDeps } from '../deps.ts';
import type { CurrentUser } from '../http/session.ts';
import { withdrawFromUpcomingEvents } from '../modules/events/index.ts';
import { removeMembership, requireLeavable } from '../modules/groups/index.ts';

export async function leaveGroup(deps: AppDeps, user: CurrentUser, groupId: string, userId: string) {
  await requireLeavable(deps, user, groupId, userId);
  await deps.db.transaction().execute(async (trx) => {
    await removeMembership(trx, user, groupId);
    await withdrawFromUpcomingEvents(deps, trx, groupId, user.id);
  });
}
