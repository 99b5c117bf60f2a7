/** The event_comments table: every query of it is here. */
import type { Db } from '../../db/client.ts';
import type { EventCommentsTable } from '../../db/types.ts';
import type { Insertable, Updateable } from 'kysely';

/** Comments with their authors, as every answer shows them. */
export const commentsWithAuthors = (db: Db) =>
  db
    .selectFrom('event_comments')
    // A comment is by a local person or, a reply from the fediverse, by a remote account.
    .leftJoin('users', 'users.id', 'event_comments.user_id')
    .leftJoin('remote_actors', 'remote_actors.id', 'event_comments.remote_actor_id')
    .select([
      'remote_actors.handle as remote_handle',
      'remote_actors.name as remote_name',
      'remote_actors.url as remote_url',
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
  return rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id]));
}

/** A reply from the fediverse (issue #30) as a comment; undefined when its Note is stored already. */
export async function insertRemoteComment(
  db: Db,
  row: {
    event_id: number;
    remote_actor_id: number;
    remote_object_uri: string;
    comment: string;
    created_at: string;
  },
): Promise<number | undefined> {
  const inserted = await db
    .insertInto('event_comments')
    .values({ ...row, user_id: null })
    .onConflict((conflict) => conflict.column('remote_object_uri').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id;
}

/** The comment made of a Note, when `authorUri` wrote it (nobody else changes it). */
export function findCommentOfNote(db: Db, noteUri: string, authorUri: string) {
  return db
    .selectFrom('event_comments')
    .innerJoin('remote_actors', 'remote_actors.id', 'event_comments.remote_actor_id')
    .select(['event_comments.id', 'event_comments.event_id'])
    .where('event_comments.remote_object_uri', '=', noteUri)
    .where('remote_actors.uri', '=', authorUri)
    .executeTakeFirst();
}
