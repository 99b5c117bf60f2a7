import type { EventComment } from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { forbidden } from '../../http/errors.ts';
import { decodeCursor, toPage, type Page } from '../../http/paging.ts';
import type { CurrentUser } from '../../http/session.ts';
import { requireVisibleEvent } from '../events/events.service.ts';

const toComment = (
  groupId: string,
  r: {
    id: number;
    event_id: number;
    comment: string;
    created_at: string;
    user_id: string;
    name: string;
    has_avatar: number;
  },
): EventComment => ({
  id: r.id,
  groupId,
  eventId: r.event_id,
  user: { id: r.user_id, name: r.name, hasAvatar: r.has_avatar === 1 },
  comment: r.comment,
  timestamp: r.created_at,
});

/** Oldest first, so the newest is last, in keyset pages when asked. */
export async function commentsOfEvent(
  deps: AppDeps,
  user: CurrentUser,
  groupId: string,
  eventId: number,
  paging: { limit?: number | undefined; cursor?: string | undefined },
): Promise<Page<EventComment>> {
  const event = await requireVisibleEvent(deps.db, user, groupId, eventId);
  const after = decodeCursor(paging.cursor, ['int']);
  let query = deps.db
    .selectFrom('event_comments')
    .innerJoin('users', 'users.id', 'event_comments.user_id')
    .select([
      'event_comments.id',
      'event_comments.event_id',
      'event_comments.comment',
      'event_comments.created_at',
      'users.id as user_id',
      'users.name',
      'users.has_avatar',
    ])
    .where('event_comments.event_id', '=', event.id)
    .orderBy('event_comments.id');
  if (after) query = query.where('event_comments.id', '>', after[0]);
  if (paging.limit !== undefined) query = query.limit(paging.limit + 1);
  const page = toPage(await query.execute(), paging.limit, (r) => [r.id]);
  return { items: page.items.map((r) => toComment(groupId, r)), nextCursor: page.nextCursor };
}

export async function addComment(
  deps: AppDeps,
  user: CurrentUser,
  body: { groupId: string; eventId: number; userId?: string | undefined; comment: string },
): Promise<EventComment> {
  if (body.userId !== undefined && body.userId !== user.id)
    throw forbidden('You can only comment as yourself.');
  const event = await requireVisibleEvent(deps.db, user, body.groupId, body.eventId);
  const createdAt = new Date().toISOString();
  const row = await deps.db
    .insertInto('event_comments')
    .values({ event_id: event.id, user_id: user.id, comment: body.comment, created_at: createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return toComment(body.groupId, {
    id: row.id,
    event_id: event.id,
    comment: body.comment,
    created_at: createdAt,
    user_id: user.id,
    name: user.name,
    has_avatar: user.hasAvatar ? 1 : 0,
  });
}
