/** The group_bans table: who the owner of a group banned from it, why, when and by whom. */
import type { Db } from '../../db/client.ts';
import { keysetPage, type Paging } from '../../db/keyset.ts';

export async function findBan(db: Db, groupId: string, userId: string) {
  return db
    .selectFrom('group_bans')
    .select(['group_id', 'user_id', 'created_at'])
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function isBanned(db: Db, groupId: string, userId: string): Promise<boolean> {
  return (await findBan(db, groupId, userId)) !== undefined;
}

export async function insertBan(
  db: Db,
  row: { groupId: string; userId: string; bannedBy: string; reason: string | null; createdAt: string },
): Promise<void> {
  await db
    .insertInto('group_bans')
    .values({
      group_id: row.groupId,
      user_id: row.userId,
      banned_by: row.bannedBy,
      reason: row.reason,
      created_at: row.createdAt,
    })
    .execute();
}

/** Whether there was a ban to lift. */
export async function deleteBan(db: Db, groupId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('group_bans')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A page of the group's bans with the people banned and who banned them, newest first. */
export function bansPage(db: Db, groupId: string, paging: Paging) {
  const query = db
    .selectFrom('group_bans')
    .innerJoin('users as banned', 'banned.id', 'group_bans.user_id')
    .leftJoin('users as by', 'by.id', 'group_bans.banned_by')
    .select([
      'group_bans.user_id',
      'group_bans.reason',
      'group_bans.created_at',
      'banned.name',
      'banned.has_avatar',
      'group_bans.banned_by',
      'by.name as by_name',
      'by.has_avatar as by_has_avatar',
    ])
    .where('group_bans.group_id', '=', groupId);
  return keysetPage(
    query,
    {
      columns: ['group_bans.created_at', 'group_bans.user_id'],
      kinds: ['text', 'text'],
      direction: 'desc',
      keyOf: (r) => [r.created_at, r.user_id],
    },
    paging,
  );
}
