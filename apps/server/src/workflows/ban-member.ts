/**
 * The owner bans someone from the group (issue #27): in one transaction the ban is written and,
 * for a member, the membership ends as a removal ends it (places given up, the waitlist moved
 * on, hosted events passed to the owner); a requester's request goes.
 */
import type { GroupBan, GroupBanBody } from '@neighbourly/shared';
import { isUniqueViolation } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import type { CurrentUser } from '../http/session.ts';
import { alreadyBanned, banFromGroup } from '../modules/groups/index.ts';
import { inTransaction } from '../db/transaction.ts';
import { giveUpEventsInGroup } from './remove-member.ts';

export async function banMember(deps: AppDeps, user: CurrentUser, body: GroupBanBody): Promise<GroupBan> {
  try {
    return await inTransaction(deps.db, async (trx) => {
      // The group first (inside banFromGroup), then the person's events: the documented order.
      const { ban, wasMember } = await banFromGroup(deps, trx, user, body);
      if (wasMember) await giveUpEventsInGroup(deps, trx, ban.groupId, ban.user.id, user.id);
      return ban;
    });
  } catch (error) {
    // Two bans of one person at once: the group's lock orders them, this is the second line.
    if (isUniqueViolation(error)) throw alreadyBanned();
    throw error;
  }
}
