/** The membership_requests table: who asked to join which private group, and when. */
import type { Db } from '../../db/client.ts';
import { keysetPage, type Paging } from '../../db/keyset.ts';

function requestsWithPeople(db: Db) {
  return db
    .selectFrom('membership_requests')
    .innerJoin('users', 'users.id', 'membership_requests.user_id')
    .select([
      'membership_requests.user_id as id',
      'membership_requests.user_id',
      'membership_requests.created_at',
      'users.name',
      'users.has_avatar',
    ]);
}

export function findRequest(db: Db, groupId: string, userId: string) {
  return requestsWithPeople(db)
    .where('membership_requests.group_id', '=', groupId)
    .where('membership_requests.user_id', '=', userId)
    .executeTakeFirst();
}

/** Oldest first, so the owner answers in order. */
export function requestsPage(db: Db, groupId: string, paging: Paging) {
  return keysetPage(
    requestsWithPeople(db).where('membership_requests.group_id', '=', groupId),
    {
      columns: ['membership_requests.created_at', 'membership_requests.user_id'],
      kinds: ['text', 'text'],
      direction: 'asc',
      keyOf: (r) => [r.created_at, r.user_id],
    },
    paging,
  );
}

export async function insertRequest(db: Db, groupId: string, userId: string, createdAt: string) {
  await db
    .insertInto('membership_requests')
    .values({ group_id: groupId, user_id: userId, created_at: createdAt })
    .execute();
}

/** Whether there was a request to delete. */
export async function deleteRequest(db: Db, groupId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('membership_requests')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
