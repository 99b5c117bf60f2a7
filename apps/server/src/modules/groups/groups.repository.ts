import { sql } from 'kysely';
import type { Db } from '../../db/client.ts';
import { tagStore } from '../../db/tags.ts';
import type { GroupsTable, GroupUpdate, NewGroup } from '../../db/types.ts';

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
/** A condition on a query of groups: the group has `tag`. */
export const groupHasTag = (tag: string) => groupTags.has('groups.id', tag);

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

/**
 * Serialises changes in a group on PostgreSQL (SQLite runs one writer at a time). FOR NO KEY
 * UPDATE, the lock an UPDATE of the row takes: FOR UPDATE would also block the foreign-key
 * checks of changes to the group's events (an event updated twice in one transaction checks
 * its group again), which deadlocked with workflows holding the group and waiting for the event.
 */
export async function lockGroup(db: Db, dialect: 'sqlite' | 'postgres', groupId: string): Promise<void> {
  if (dialect === 'postgres') {
    await sql`select id from groups where id = ${groupId} for no key update`.execute(db);
  }
}

/** Locks the groups as lockGroup does, in id order: the one order every workflow takes them in. */
export async function lockGroups(
  db: Db,
  dialect: 'sqlite' | 'postgres',
  ids: readonly string[],
): Promise<void> {
  if (dialect !== 'postgres' || ids.length === 0) return;
  await db.selectFrom('groups').select('id').where('id', 'in', ids).orderBy('id').forNoKeyUpdate().execute();
}

export async function setOwner(db: Db, groupId: string, ownerId: string): Promise<void> {
  await db.updateTable('groups').set({ owner_id: ownerId }).where('id', '=', groupId).execute();
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

/** Something happened in the group now (search orders groups by it). */
export async function markGroupActive(db: Db, groupId: string, at: string): Promise<void> {
  await db.updateTable('groups').set({ last_activity_at: at }).where('id', '=', groupId).execute();
}

/**
 * Whether a group other than `exceptGroupId` has the handle, now or before (a handle it had
 * still finds it, so it is not given to another).
 */
export async function isHandleTaken(db: Db, handle: string, exceptGroupId?: string): Promise<boolean> {
  let current = db.selectFrom('groups').select('id').where('handle', '=', handle);
  let old = db.selectFrom('group_old_handles').select('group_id as id').where('handle', '=', handle);
  if (exceptGroupId !== undefined) {
    current = current.where('id', '!=', exceptGroupId);
    old = old.where('group_id', '!=', exceptGroupId);
  }
  return (await current.unionAll(old).limit(1).executeTakeFirst()) !== undefined;
}

/** Keeps `oldHandle` for the group; a handle it takes back is no longer an old one. */
export async function retireHandle(
  db: Db,
  groupId: string,
  oldHandle: string,
  newHandle: string,
): Promise<void> {
  await db
    .deleteFrom('group_old_handles')
    .where('handle', '=', newHandle)
    .where('group_id', '=', groupId)
    .execute();
  await db
    .insertInto('group_old_handles')
    .values({ handle: oldHandle, group_id: groupId, retired_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('handle').doNothing())
    .execute();
}

/**
 * How many fediverse accounts follow the group. The followers are the federation module's; the
 * group's page shows their number, so the count is read here, where groups are read.
 */
export async function countFollowersOf(db: Db, groupId: string): Promise<number> {
  const row = await db
    .selectFrom('group_followers')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
