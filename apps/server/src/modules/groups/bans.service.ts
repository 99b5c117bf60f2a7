/**
 * Group bans (issue #27): the owner bans a member or a requester (or anyone who left a moment
 * before), lifts a ban, and lists the bans; the person banned learns only that they are. The
 * owner's reason and who banned stay with the owner.
 */
import type { GroupBan, GroupBanBody, OwnGroupBan } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import type { Page, Paging } from '../../db/keyset.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import type { CurrentUser } from '../../http/session.ts';
import { findUserById, summaryOfCaller, toUserSummary } from '../people/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { bansPage, deleteBan, findBan, insertBan, isBanned } from './bans.repository.ts';
import { announceGroupChange } from './group-pages.ts';
import { bumpMembers, lockGroup } from './groups.repository.ts';
import { requireGroup, requireGroupFor } from './groups.service.ts';
import { deleteMember, roleIn } from './members.repository.ts';
import { conflict } from './members.service.ts';
import { deleteRequest, findRequest } from './requests.repository.ts';
import { tellDeclined } from './requests.service.ts';

export const alreadyBanned = () => conflict('This person is already banned from this group.');

/**
 * The ban itself, inside the caller's transaction (workflows/ban-member.ts gives up the
 * person's places and events after it): under the group's lock, as joining, asking to join and
 * removal take it, the membership or the request ends and the ban is written. `wasMember` says
 * whether there are places and events to give up.
 */
export async function banFromGroup(
  deps: AppDeps,
  trx: Db,
  user: CurrentUser,
  body: GroupBanBody,
): Promise<{ ban: GroupBan; wasMember: boolean }> {
  await lockGroup(trx, deps.dialect, body.groupId);
  const group = await requireGroupFor(trx, user, body.groupId, 'manageMembers');
  // Only the owner gets here, so banning the owner is banning oneself.
  if (body.userId === group.owner_id) throw conflict('You cannot ban yourself: you own this group.');
  const person = await findUserById(trx, body.userId);
  if (!person) throw notFound('This person does not exist.');
  if (await isBanned(trx, group.id, person.id)) throw alreadyBanned();

  const role = await roleIn(trx, group.id, person.id);
  if (role) {
    await deleteMember(trx, group.id, person.id);
    await bumpMembers(trx, group.id, -1);
  }
  const request = await findRequest(trx, group.id, person.id);
  if (request && (await deleteRequest(trx, group.id, person.id))) {
    // Told as a rejection is: the reason, and the ban itself, are the owner's business.
    await tellDeclined(deps, trx, group, person.id, request.created_at);
  }
  const reason = body.reason?.trim() || null;
  const bannedAt = new Date().toISOString();
  await insertBan(trx, {
    groupId: group.id,
    userId: person.id,
    bannedBy: user.id,
    reason,
    createdAt: bannedAt,
  });
  announceGroupChange(deps, trx, group.id, 'membership');
  return {
    ban: {
      groupId: group.id,
      user: toUserSummary(person),
      reason,
      bannedAt,
      bannedBy: summaryOfCaller(user),
    },
    wasMember: role !== undefined,
  };
}

/** The owner lifts a ban: the person may join or ask again (they are not made a member). */
export async function liftBan(deps: AppDeps, user: CurrentUser, groupId: string, userId: string) {
  await inTransaction(deps.db, async (trx) => {
    await lockGroup(trx, deps.dialect, groupId);
    await requireGroupFor(trx, user, groupId, 'manageMembers');
    if (!(await deleteBan(trx, groupId, userId)))
      throw notFound('This person is not banned from this group.');
    announceGroupChange(deps, trx, groupId, 'membership');
  });
}

/** The owner's list of bans, newest first. */
export async function bansOfGroup(
  deps: AppDeps,
  user: CurrentUser,
  groupId: string,
  paging: Paging,
): Promise<Page<GroupBan>> {
  await requireGroupFor(deps.db, user, groupId, 'manageMembers');
  const page = await bansPage(deps.db, groupId, paging);
  return {
    items: page.items.map((r) => ({
      groupId,
      user: toUserSummary({ id: r.user_id, name: r.name, has_avatar: r.has_avatar }),
      reason: r.reason,
      bannedAt: r.created_at,
      bannedBy:
        r.banned_by === null
          ? null
          : toUserSummary({ id: r.banned_by, name: r.by_name ?? '', has_avatar: r.by_has_avatar ?? 0 }),
    })),
    nextCursor: page.nextCursor,
  };
}

/** The caller's own ban from the group, or null: when, and nothing more. */
export async function ownBan(deps: AppDeps, user: CurrentUser, groupId: string): Promise<OwnGroupBan | null> {
  await requireGroup(deps.db, groupId);
  const row = await findBan(deps.db, groupId, user.id);
  return row ? { groupId, bannedAt: row.created_at } : null;
}

/** Whether the person is banned from the group (comments ask before taking a word from them). */
export async function isBannedFrom(db: Db, groupId: string, userId: string): Promise<boolean> {
  return isBanned(db, groupId, userId);
}
