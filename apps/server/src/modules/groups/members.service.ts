/**
 * Group membership (spec §4): join a public group, leave (not the owner), request a private
 * group, and the owner's approval or rejection. The server decides every role.
 */
import type { GroupMember, MembershipRequest, MembershipRole, UserGroup } from '@neighbourly/shared';
import { type Db, isUniqueViolation } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { keysetPage } from '../../db/keyset.ts';
import type { Page } from '../../http/paging.ts';
import type { CurrentUser } from '../../http/session.ts';
import { toGroupCard } from './groups.presenter.ts';
import { bumpMembers, roleIn, tagsOfGroups } from './groups.repository.ts';
import { requireGroup, requireOwnedGroup } from './groups.service.ts';

const conflict = (message: string) => new AppError(409, 'CONFLICT', message);

function requireSelf(user: CurrentUser, userId: string, what: string) {
  if (userId !== user.id) throw forbidden(`You can only ${what} for yourself.`);
}

const userSummary = (row: { user_id: string; user_name: string; has_avatar: number }) => ({
  id: row.user_id,
  name: row.user_name,
  hasAvatar: row.has_avatar === 1,
});

/** Members are listed to signed-in users when the group is public or they belong to it. */
async function requireMemberListAccess(db: Db, user: CurrentUser, groupId: string) {
  const group = await requireGroup(db, groupId);
  if (group.type === 'PRIVATE' && !(await roleIn(db, groupId, user.id))) {
    throw forbidden('Only members see who belongs to a private group.');
  }
  return group;
}

export async function membershipOf(deps: AppDeps, user: CurrentUser, groupId: string, userId: string) {
  if (userId !== user.id) await requireMemberListAccess(deps.db, user, groupId);
  else await requireGroup(deps.db, groupId);
  const row = await deps.db
    .selectFrom('group_members')
    .innerJoin('users', 'users.id', 'group_members.user_id')
    .select(['group_members.user_id', 'group_members.role', 'users.name as user_name', 'users.has_avatar'])
    .where('group_members.group_id', '=', groupId)
    .where('group_members.user_id', '=', userId)
    .executeTakeFirst();
  return row ? { groupId, user: userSummary(row), role: row.role } : null;
}

export async function joinGroup(
  deps: AppDeps,
  user: CurrentUser,
  body: { groupId: string; userId: string; role?: MembershipRole | undefined },
) {
  requireSelf(user, body.userId, 'join a group');
  if (body.role !== undefined && body.role !== 'MEMBER') throw forbidden('New members join as MEMBER.');
  const group = await requireGroup(deps.db, body.groupId);
  if (group.type === 'PRIVATE') throw forbidden('This group is private: ask to join it instead.');
  try {
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('group_members')
        .values({
          group_id: body.groupId,
          user_id: user.id,
          role: 'MEMBER',
          joined_at: new Date().toISOString(),
        })
        .execute();
      await trx
        .deleteFrom('membership_requests')
        .where('group_id', '=', body.groupId)
        .where('user_id', '=', user.id)
        .execute();
      await bumpMembers(trx, body.groupId, 1);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('You are already a member of this group.');
    throw error;
  }
  return {
    groupId: body.groupId,
    user: { id: user.id, name: user.name, hasAvatar: user.hasAvatar },
    role: 'MEMBER' as const,
  };
}

/** Before leaving: only one's own membership, of a group that exists. */
export async function requireLeavable(deps: AppDeps, user: CurrentUser, groupId: string, userId: string) {
  requireSelf(user, userId, 'leave a group');
  await requireGroup(deps.db, groupId);
}

/** Ends the caller's membership inside the caller's transaction; the owner cannot leave. */
export async function removeMembership(trx: Db, user: CurrentUser, groupId: string) {
  const role = await roleIn(trx, groupId, user.id);
  if (!role) throw notFound('You are not a member of this group.');
  if (role === 'OWNER') throw forbidden('The owner cannot leave the group.');
  await trx
    .deleteFrom('group_members')
    .where('group_id', '=', groupId)
    .where('user_id', '=', user.id)
    .execute();
  await bumpMembers(trx, groupId, -1);
}

/** Ends every membership of a person who is going (their owned groups were handed on first). */
export async function removeAllMemberships(trx: Db, userId: string) {
  const memberships = await trx
    .selectFrom('group_members')
    .select('group_id')
    .where('user_id', '=', userId)
    .execute();
  await trx.deleteFrom('group_members').where('user_id', '=', userId).execute();
  for (const membership of memberships) await bumpMembers(trx, membership.group_id, -1);
}

export async function membersOfGroup(
  deps: AppDeps,
  user: CurrentUser,
  groupId: string,
  paging: { limit?: number | undefined; cursor?: string | undefined },
): Promise<Page<GroupMember>> {
  await requireMemberListAccess(deps.db, user, groupId);
  const query = deps.db
    .selectFrom('group_members')
    .innerJoin('users', 'users.id', 'group_members.user_id')
    .select([
      'group_members.user_id',
      'group_members.role',
      'group_members.joined_at',
      'users.name as user_name',
      'users.has_avatar',
    ])
    .where('group_members.group_id', '=', groupId);
  const page = await keysetPage(
    query,
    {
      columns: ['group_members.joined_at', 'group_members.user_id'],
      kinds: ['text', 'text'],
      direction: 'asc',
      keyOf: (r) => [r.joined_at, r.user_id],
    },
    paging,
  );
  return {
    items: page.items.map((r) => ({ groupId, user: userSummary(r), role: r.role })),
    nextCursor: page.nextCursor,
  };
}

/** A person's own groups ("My groups"), newest membership first. */
export async function groupsOfUser(
  deps: AppDeps,
  user: CurrentUser,
  userId: string,
  paging: { limit?: number | undefined; cursor?: string | undefined },
): Promise<Page<UserGroup>> {
  requireSelf(user, userId, 'list groups');
  const query = deps.db
    .selectFrom('group_members')
    .innerJoin('groups', 'groups.id', 'group_members.group_id')
    .selectAll('groups')
    .select(['group_members.role as member_role', 'group_members.joined_at'])
    .where('group_members.user_id', '=', userId);
  const page = await keysetPage(
    query,
    {
      columns: ['group_members.joined_at', 'groups.id'],
      kinds: ['text', 'text'],
      direction: 'desc',
      keyOf: (r) => [r.joined_at, r.id],
    },
    paging,
  );
  const tags = await tagsOfGroups(
    deps.db,
    page.items.map((r) => r.id),
  );
  return {
    items: page.items.map((r) => ({
      group: toGroupCard(r, tags.get(r.id) ?? []),
      role: r.member_role,
    })),
    nextCursor: page.nextCursor,
  };
}

const requestColumns = [
  'membership_requests.user_id',
  'membership_requests.created_at',
  'users.name as user_name',
  'users.has_avatar',
] as const;

export async function ownRequest(
  deps: AppDeps,
  user: CurrentUser,
  groupId: string,
): Promise<MembershipRequest | null> {
  await requireGroup(deps.db, groupId);
  const row = await deps.db
    .selectFrom('membership_requests')
    .innerJoin('users', 'users.id', 'membership_requests.user_id')
    .select(requestColumns)
    .where('membership_requests.group_id', '=', groupId)
    .where('membership_requests.user_id', '=', user.id)
    .executeTakeFirst();
  return row ? { groupId, user: userSummary(row), createdAt: row.created_at } : null;
}

export async function requestMembership(
  deps: AppDeps,
  user: CurrentUser,
  groupId: string,
  userId: string,
): Promise<MembershipRequest> {
  requireSelf(user, userId, 'ask to join a group');
  const group = await requireGroup(deps.db, groupId);
  if (group.type !== 'PRIVATE') throw conflict('This group is public: join it directly.');
  if (await roleIn(deps.db, groupId, user.id)) throw conflict('You are already a member of this group.');
  const createdAt = new Date().toISOString();
  try {
    await deps.db
      .insertInto('membership_requests')
      .values({ group_id: groupId, user_id: user.id, created_at: createdAt })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('You have already asked to join this group.');
    throw error;
  }
  return { groupId, user: { id: user.id, name: user.name, hasAvatar: user.hasAvatar }, createdAt };
}

/** Removes a request: the requester withdraws it, or the owner rejects it. */
export async function removeRequest(deps: AppDeps, user: CurrentUser, groupId: string, userId: string) {
  const group = await requireGroup(deps.db, groupId);
  if (userId !== user.id && group.owner_id !== user.id) {
    throw forbidden('Only the requester or the owner of the group may remove a request.');
  }
  const result = await deps.db
    .deleteFrom('membership_requests')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('There is no such request.');
}

export async function requestsForGroup(
  deps: AppDeps,
  user: CurrentUser,
  groupId: string,
  paging: { limit?: number | undefined; cursor?: string | undefined },
): Promise<Page<MembershipRequest>> {
  await requireOwnedGroup(deps.db, user, groupId);
  const query = deps.db
    .selectFrom('membership_requests')
    .innerJoin('users', 'users.id', 'membership_requests.user_id')
    .select(requestColumns)
    .where('membership_requests.group_id', '=', groupId);
  const page = await keysetPage(
    query,
    {
      columns: ['membership_requests.created_at', 'membership_requests.user_id'],
      kinds: ['text', 'text'],
      direction: 'asc',
      keyOf: (r) => [r.created_at, r.user_id],
    },
    paging,
  );
  return {
    items: page.items.map((r) => ({ groupId, user: userSummary(r), createdAt: r.created_at })),
    nextCursor: page.nextCursor,
  };
}

export async function approveRequest(
  deps: AppDeps,
  user: CurrentUser,
  groupId: string,
  userId: string,
): Promise<GroupMember> {
  await requireOwnedGroup(deps.db, user, groupId);
  return deps.db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom('membership_requests')
      .where('group_id', '=', groupId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw notFound('There is no such request.');
    await trx
      .insertInto('group_members')
      .values({ group_id: groupId, user_id: userId, role: 'MEMBER', joined_at: new Date().toISOString() })
      .execute();
    await bumpMembers(trx, groupId, 1);
    const member = await trx
      .selectFrom('users')
      .select(['id', 'name', 'has_avatar'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return {
      groupId,
      user: { id: member.id, name: member.name, hasAvatar: member.has_avatar === 1 },
      role: 'MEMBER' as const,
    };
  });
}
