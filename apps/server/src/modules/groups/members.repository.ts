/** The group_members table: who belongs to which group, in which role, since when. */
import type { MembershipRole } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import { keysetPage, type Paging } from '../../db/keyset.ts';
import type { NewGroupMember } from '../../db/types.ts';

export async function roleIn(db: Db, groupId: string, userId: string): Promise<MembershipRole | undefined> {
  const row = await db
    .selectFrom('group_members')
    .select('role')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role;
}

/** A membership with what is shown of the member. */
export function findMember(db: Db, groupId: string, userId: string) {
  return membersWithPeople(db)
    .where('group_members.group_id', '=', groupId)
    .where('group_members.user_id', '=', userId)
    .executeTakeFirst();
}

/** A page of the group's members, all of them or those in `roles`. */
export function membersPage(db: Db, groupId: string, paging: Paging, roles?: MembershipRole[]) {
  let query = membersWithPeople(db).where('group_members.group_id', '=', groupId);
  if (roles) query = query.where('group_members.role', 'in', roles);
  return keysetPage(
    query,
    {
      columns: ['group_members.joined_at', 'group_members.user_id'],
      kinds: ['text', 'text'],
      direction: 'asc',
      keyOf: (r) => [r.joined_at, r.user_id],
    },
    paging,
  );
}

function membersWithPeople(db: Db) {
  return db
    .selectFrom('group_members')
    .innerJoin('users', 'users.id', 'group_members.user_id')
    .select([
      'group_members.user_id as id',
      'group_members.user_id',
      'group_members.role',
      'group_members.joined_at',
      'users.name',
      'users.has_avatar',
    ]);
}

/** A person's groups with their role in each, newest membership first. */
export function groupsOfMemberPage(db: Db, userId: string, paging: Paging) {
  const query = db
    .selectFrom('group_members')
    .innerJoin('groups', 'groups.id', 'group_members.group_id')
    .selectAll('groups')
    .select(['group_members.role as member_role', 'group_members.joined_at'])
    .where('group_members.user_id', '=', userId);
  return keysetPage(
    query,
    {
      columns: ['group_members.joined_at', 'groups.id'],
      kinds: ['text', 'text'],
      direction: 'desc',
      keyOf: (r) => [r.joined_at, r.id],
    },
    paging,
  );
}

/** The ids of a person's groups, as a subquery for lists that show members more. */
export function groupIdsOfMember(db: Db, userId: string) {
  return db.selectFrom('group_members').select('group_id').where('user_id', '=', userId);
}

export async function insertMember(db: Db, row: NewGroupMember): Promise<void> {
  await db.insertInto('group_members').values(row).execute();
}

export async function deleteMember(db: Db, groupId: string, userId: string): Promise<void> {
  await db
    .deleteFrom('group_members')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .execute();
}

/** The ids of the groups the person belongs to, in any role. */
export async function groupsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('group_members')
    .select('group_id')
    .where('user_id', '=', userId)
    .execute();
  return rows.map((row) => row.group_id);
}

/** Ends every membership of a person; returns the groups they were in. */
export async function deleteMembershipsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('group_members')
    .select('group_id')
    .where('user_id', '=', userId)
    .execute();
  await db.deleteFrom('group_members').where('user_id', '=', userId).execute();
  return rows.map((row) => row.group_id);
}

/** The member who takes a group over: its earliest HOST, else its earliest MEMBER. */
export async function successorOf(trx: Db, groupId: string, leaving: string) {
  const row = await trx
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('user_id', '!=', leaving)
    .where('role', 'in', ['HOST', 'MEMBER'])
    .orderBy((eb) => eb.case().when('role', '=', 'HOST').then(0).else(1).end())
    .orderBy('joined_at')
    .orderBy('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

export async function setRole(db: Db, groupId: string, userId: string, role: MembershipRole): Promise<void> {
  await db
    .updateTable('group_members')
    .set({ role })
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .execute();
}

/** Which of these groups the person is a member of. */
export async function groupsJoinedAmong(db: Db, userId: string, groupIds: string[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectFrom('group_members')
    .select('group_id')
    .where('user_id', '=', userId)
    .where('group_id', 'in', groupIds)
    .execute();
  return rows.map((r) => r.group_id);
}

/** Whether two people belong to at least one group in common (in any role). */
export async function shareAGroup(db: Db, userId: string, otherId: string): Promise<boolean> {
  const row = await db
    .selectFrom('group_members as mine')
    .innerJoin('group_members as theirs', 'theirs.group_id', 'mine.group_id')
    .select('mine.group_id')
    .where('mine.user_id', '=', userId)
    .where('theirs.user_id', '=', otherId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids of the group's members in `roles` (all of them without). */
export async function memberIdsOf(db: Db, groupId: string, roles?: MembershipRole[]): Promise<string[]> {
  let query = db.selectFrom('group_members').select('user_id').where('group_id', '=', groupId);
  if (roles) query = query.where('role', 'in', roles);
  return (await query.execute()).map((row) => row.user_id);
}
