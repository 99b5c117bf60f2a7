/**
 * Group membership: join a public group, leave it (not the owner), list members and one's own
 * groups; the owner names event hosts, removes members and hands the group on. The server
 * decides every role.
 */
import type {
  ChangeMemberRoleBody,
  GroupMember,
  HandOverGroupBody,
  MembershipRole,
  UserGroup,
} from '@neighbourly/shared';
import { type Db, type Dialect, isUniqueViolation } from '../../db/client.ts';
import type { Page, Paging } from '../../db/keyset.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { authorize, requireSelf } from '../../http/guards.ts';
import type { CurrentUser } from '../../http/session.ts';
import { mail_group_given, mail_now_event_host } from '@neighbourly/i18n/messages';
import { notify, type Notice } from '../notifications/index.ts';
import { summaryOfCaller, toUserSummary } from '../people/index.ts';
import { toGroupCard } from './groups.presenter.ts';
import { bumpMembers, lockGroup, lockGroups, setOwner, tagsOfGroups } from './groups.repository.ts';
import { readGroup, requireGroup, requireGroupFor } from './groups.service.ts';
import {
  deleteMember,
  deleteMembershipsOf,
  findMember,
  groupsOf,
  groupsOfMemberPage,
  insertMember,
  membersPage,
  roleIn,
  setRole,
} from './members.repository.ts';
import { deleteRequest } from './requests.repository.ts';
import { inTransaction } from '../../db/transaction.ts';
import { announceGroupChange } from './group-pages.ts';
import { isBanned } from './bans.repository.ts';

export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
const notAMember = () => notFound('This person is not a member of this group.');

/** Tells a member the role the owner gave them (being made a member again is not news). */
async function tellNewRole(deps: AppDeps, trx: Db, groupId: string, userId: string, text: Notice['text']) {
  await notify(deps, trx, [
    {
      kind: 'newRole',
      subject: `group:${groupId}:role:${userId}:${new Date().toISOString()}`,
      text,
      link: `/group/${encodeURIComponent(groupId)}`,
      userIds: [userId],
    },
  ]);
}

const ownerChangesByHandOver = () =>
  conflict('The owner stays the owner until they hand the group over to another member.');

export async function membershipOf(deps: AppDeps, user: CurrentUser, groupId: string, userId: string) {
  // Anyone may ask about themselves; about others, only who may see the members.
  if (userId !== user.id) await requireGroupFor(deps.db, user, groupId, 'seeMembers');
  else await requireGroup(deps.db, groupId, user);
  const row = await findMember(deps.db, groupId, userId);
  return row ? { groupId, user: toUserSummary(row), role: row.role } : null;
}

export async function joinGroup(
  deps: AppDeps,
  user: CurrentUser,
  body: { groupId: string; userId: string; role?: MembershipRole | undefined },
) {
  requireSelf(user, body.userId, 'You can only join a group for yourself.');
  if (body.role !== undefined && body.role !== 'MEMBER') throw forbidden('New members join as MEMBER.');
  await requireGroupFor(deps.db, user, body.groupId, 'join');
  try {
    await inTransaction(deps.db, async (trx) => {
      // The group before the new row that points at it (docs/architecture.md, "Locks").
      await lockGroup(trx, deps.dialect, body.groupId);
      // Under the lock a ban takes too, so a join cannot slip in beside a new ban.
      if (await isBanned(trx, body.groupId, user.id)) throw forbidden('You cannot join this group.');
      const joinedAt = new Date().toISOString();
      await insertMember(trx, {
        group_id: body.groupId,
        user_id: user.id,
        role: 'MEMBER',
        joined_at: joinedAt,
      });
      await deleteRequest(trx, body.groupId, user.id);
      await bumpMembers(trx, body.groupId, 1);
      announceGroupChange(deps, trx, body.groupId, 'membership');
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('You are already a member of this group.');
    throw error;
  }
  return { groupId: body.groupId, user: summaryOfCaller(user), role: 'MEMBER' as const };
}

/** Before leaving: only one's own membership, of a group that exists. */
export async function requireLeavable(deps: AppDeps, user: CurrentUser, groupId: string, userId: string) {
  requireSelf(user, userId, 'You can only leave a group for yourself.');
  await requireGroup(deps.db, groupId);
}

/**
 * Ends the caller's membership inside the caller's transaction; the owner cannot leave. The
 * group is locked first, as a hand-over locks it: whoever is handed the group at that moment
 * cannot leave it ownerless.
 */
export async function removeMembership(trx: Db, dialect: Dialect, user: CurrentUser, groupId: string) {
  await lockGroup(trx, dialect, groupId);
  const role = await roleIn(trx, groupId, user.id);
  if (!role) throw notFound('You are not a member of this group.');
  const group = await requireGroup(trx, groupId);
  const facts = { kind: 'group', ownerId: group.owner_id, type: group.type, actorRole: role } as const;
  authorize(user, 'leave', facts, 'The owner cannot leave the group.');
  await deleteMember(trx, groupId, user.id);
  await bumpMembers(trx, groupId, -1);
}

/** The groups the person belongs to, locked in id order (docs/architecture.md, "Locks"). */
export async function lockGroupsOfMember(deps: AppDeps, trx: Db, userId: string) {
  await lockGroups(trx, deps.dialect, await groupsOf(trx, userId));
}

/** Ends every membership of a person who is going (their owned groups were handed on first). */
export async function removeAllMemberships(deps: AppDeps, trx: Db, userId: string) {
  for (const groupId of await deleteMembershipsOf(trx, userId)) {
    await bumpMembers(trx, groupId, -1);
    announceGroupChange(deps, trx, groupId, 'membership');
  }
}

/** Makes the member the group's owner (the previous owner's membership is ended by the caller). */
export async function handGroupTo(trx: Db, groupId: string, successor: string): Promise<void> {
  await setOwner(trx, groupId, successor);
  await setRole(trx, groupId, successor, 'OWNER');
}

/**
 * The owner makes a member an event host, or takes it back. A host made a member again keeps
 * hosting the events they already host: they are still in the group, and the owner can hand
 * those events to someone else.
 */
export async function changeMemberRole(
  deps: AppDeps,
  user: CurrentUser,
  body: ChangeMemberRoleBody,
): Promise<GroupMember> {
  return inTransaction(deps.db, async (trx) => {
    // Under the group's lock, so a hand-over at the same time cannot leave two owners' orders.
    await lockGroup(trx, deps.dialect, body.groupId);
    const group = await requireGroupFor(trx, user, body.groupId, 'manageMembers');
    const member = await findMember(trx, body.groupId, body.userId);
    if (!member) throw notAMember();
    if (member.role === 'OWNER') throw ownerChangesByHandOver();
    await setRole(trx, body.groupId, body.userId, body.role);
    announceGroupChange(deps, trx, body.groupId, 'membership');
    if (body.role === 'HOST' && member.role !== 'HOST') {
      await tellNewRole(deps, trx, body.groupId, body.userId, (locale) =>
        mail_now_event_host({ group: group.name }, { locale }),
      );
    }
    return { groupId: body.groupId, user: toUserSummary(member), role: body.role };
  });
}

/** The owner gives the group to another member and stays on as a member. */
export async function handOverGroup(deps: AppDeps, user: CurrentUser, body: HandOverGroupBody) {
  await inTransaction(deps.db, async (trx) => {
    // Two hand-overs at once give the group away only once: the second finds a new owner.
    await lockGroup(trx, deps.dialect, body.groupId);
    const group = await requireGroupFor(trx, user, body.groupId, 'handOver');
    if (body.userId === user.id) throw conflict('You already own this group.');
    if (!(await roleIn(trx, body.groupId, body.userId))) throw notAMember();
    await handGroupTo(trx, body.groupId, body.userId);
    await setRole(trx, body.groupId, user.id, 'MEMBER');
    announceGroupChange(deps, trx, body.groupId, 'membership');
    await tellNewRole(deps, trx, body.groupId, body.userId, (locale) =>
      mail_group_given({ name: user.name, group: group.name }, { locale }),
    );
  });
  return readGroup(deps, body.groupId, user);
}

/**
 * The owner ends another member's membership, inside the caller's transaction; never the
 * owner's own. Under the group's lock, so someone who just handed the group over cannot.
 */
export async function removeOtherMember(
  deps: AppDeps,
  trx: Db,
  user: CurrentUser,
  groupId: string,
  userId: string,
) {
  await lockGroup(trx, deps.dialect, groupId);
  await requireGroupFor(trx, user, groupId, 'manageMembers');
  const role = await roleIn(trx, groupId, userId);
  if (!role) throw notAMember();
  if (role === 'OWNER') throw ownerChangesByHandOver();
  await deleteMember(trx, groupId, userId);
  await bumpMembers(trx, groupId, -1);
  announceGroupChange(deps, trx, groupId, 'membership');
}

export async function membersOfGroup(
  deps: AppDeps,
  user: CurrentUser,
  groupId: string,
  paging: Paging,
  hostsOnly = false,
): Promise<Page<GroupMember>> {
  await requireGroupFor(deps.db, user, groupId, 'seeMembers');
  // Those who may be given an event to host: the owner and the event hosts.
  const page = await membersPage(deps.db, groupId, paging, hostsOnly ? ['OWNER', 'HOST'] : undefined);
  return {
    items: page.items.map((r) => ({ groupId, user: toUserSummary(r), role: r.role })),
    nextCursor: page.nextCursor,
  };
}

/** A person's own groups ("My groups"), newest membership first. */
export async function groupsOfUser(
  deps: AppDeps,
  user: CurrentUser,
  userId: string,
  paging: Paging,
): Promise<Page<UserGroup>> {
  requireSelf(user, userId, 'You can only list groups for yourself.');
  const page = await groupsOfMemberPage(deps.db, userId, paging);
  const tags = await tagsOfGroups(
    deps.db,
    page.items.map((r) => r.id),
  );
  return {
    items: page.items.map((r) => ({ group: toGroupCard(r, tags.get(r.id) ?? []), role: r.member_role })),
    nextCursor: page.nextCursor,
  };
}
