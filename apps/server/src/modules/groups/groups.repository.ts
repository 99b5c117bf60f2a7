import type { Db } from '../../db/client.ts';
import { tagStore } from '../../db/tags.ts';
import type { GroupsTable, GroupUpdate, NewGroup, NewGroupMember } from '../../db/types.ts';

export type GroupWithOwner = GroupsTable & { owner_name: string };

export function findGroup(db: Db, id: string): Promise<GroupWithOwner | undefined> {
  return db
    .selectFrom('groups')
    .innerJoin('users', 'users.id', 'groups.owner_id')
    .selectAll('groups')
    .select('users.name as owner_name')
    .where('groups.id', '=', id)
    .executeTakeFirst();
}

const groupTags = tagStore<string>({ table: 'group_tags', owner: 'group_id' });
export const tagsOfGroups = groupTags.tagsOf;
export const replaceTags = groupTags.replace;

export async function roleIn(db: Db, groupId: string, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('group_members')
    .select('role')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.role;
}

export async function countOwnedGroups(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('groups')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('owner_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Moves a member count by `delta` and marks the group active now. */
export async function bumpMembers(db: Db, groupId: string, delta: number): Promise<void> {
  await db
    .updateTable('groups')
    .set((eb) => ({
      members_count: eb('members_count', '+', delta),
      last_activity_at: new Date().toISOString(),
    }))
    .where('id', '=', groupId)
    .execute();
}

export async function groupsOwnedBy(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('groups').select('id').where('owner_id', '=', userId).execute();
  return rows.map((row) => row.id);
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

/** Makes the member the group's owner (the previous owner's membership is ended by the caller). */
export async function handGroupTo(db: Db, groupId: string, successor: string): Promise<void> {
  await db.updateTable('groups').set({ owner_id: successor }).where('id', '=', groupId).execute();
  await db
    .updateTable('group_members')
    .set({ role: 'OWNER' })
    .where('group_id', '=', groupId)
    .where('user_id', '=', successor)
    .execute();
}

export async function groupExists(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('groups').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function insertGroup(db: Db, row: NewGroup): Promise<void> {
  await db.insertInto('groups').values(row).execute();
}

export async function updateGroupRow(db: Db, id: string, fields: GroupUpdate): Promise<void> {
  await db.updateTable('groups').set(fields).where('id', '=', id).execute();
}

export async function deleteGroupRow(db: Db, id: string): Promise<void> {
  await db.deleteFrom('groups').where('id', '=', id).execute();
}

export async function insertMember(db: Db, row: NewGroupMember): Promise<void> {
  await db.insertInto('group_members').values(row).execute();
}
