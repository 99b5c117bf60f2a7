/** The event_comments table: every query of it is here. */
import type { Db } from '../../db/client.ts';
import type { EventCommentsTable } from '../../db/types.ts';
import type { Insertable, Updateable } from 'kysely';

/** Comments with their authors, as every answer shows them. */
export const commentsWithAuthors = (db: Db) =>
  db
    .selectFrom('event_comments')
    .innerJoin('users', 'users.id', 'event_comments.user_id')
    .select([
      'event_comments.id',
      'event_comments.event_id',
      'event_comments.comment',
      'event_comments.created_at',
      'event_comments.edited_at',
      'event_comments.hidden',
      'event_comments.hidden_reason',
      'users.id as user_id',
      'users.name',
      'users.has_avatar',
    ]);

/** The event's comments, unordered, for keyset paging. */
export function commentsOfEventQuery(db: Db, eventId: number) {
  return commentsWithAuthors(db).where('event_comments.event_id', '=', eventId);
}

export function findCommentWithAuthor(db: Db, id: number) {
  return commentsWithAuthors(db).where('event_comments.id', '=', id).executeTakeFirst();
}

/** The comment with the event it belongs to, for the rules on changing it. */
export function findCommentWithEvent(db: Db, id: number) {
  return db
    .selectFrom('event_comments')
    .innerJoin('events', 'events.id', 'event_comments.event_id')
    .select([
      'event_comments.user_id',
      'event_comments.comment',
      'event_comments.hidden',
      'events.id as event_id',
      'events.group_id',
    ])
    .where('event_comments.id', '=', id)
    .executeTakeFirst();
}

export function insertComment(db: Db, row: Insertable<EventCommentsTable>) {
  return db.insertInto('event_comments').values(row).returning('id').executeTakeFirstOrThrow();
}

export async function updateCommentRow(db: Db, id: number, fields: Updateable<EventCommentsTable>) {
  await db.updateTable('event_comments').set(fields).where('id', '=', id).execute();
}

export async function deleteCommentRow(db: Db, id: number) {
  await db.deleteFrom('event_comments').where('id', '=', id).execute();
}

/** Everyone who has commented on the event. */
export async function commenterIdsOf(db: Db, eventId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('event_comments')
    .select('user_id')
    .distinct()
    .where('event_id', '=', eventId)
    .execute();
  return rows.map((row) => row.user_id);
}
