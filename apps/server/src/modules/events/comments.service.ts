import { hiddenNoticeOf, maySeeHidden, shownTo } from '../../db/hidden.ts';
import type { HiddenBy } from '../../db/types.ts';
/**
 * Event comments: anyone who sees an event's details reads and adds them; the author edits and
 * deletes their own, the event's host and the group's owner delete any (issue #13, through the
 * shared comment policy, which the web asks too).
 */
import type { ActionOn, CommentFacts, EventComment } from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { tellCommented } from './event-notices.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { authorize, requireSelf } from '../../http/guards.ts';
import { keysetPage, type Page } from '../../db/keyset.ts';
import type { CurrentUser } from '../../http/session.ts';
import { isBannedFrom } from '../groups/index.ts';
import { heldForReview, queueForReview, toUserSummary } from '../people/index.ts';
import { detailsVisible } from './events.presenter.ts';
import {
  commentsOfEventQuery,
  deleteCommentRow,
  findCommentWithAuthor,
  findCommentWithEvent,
  insertComment,
  updateCommentRow,
} from './comments.repository.ts';
import { isGroupMember, requireEvent, requireEventFor } from './event-access.ts';
import { inTransaction } from '../../db/transaction.ts';
import { announceEventChange } from './event-pages.ts';

const toComment = (
  groupId: string,
  r: {
    id: number;
    event_id: number;
    comment: string;
    created_at: string;
    edited_at: string | null;
    user_id: string | null;
    name: string | null;
    has_avatar: number | null;
    remote_handle?: string | null;
    remote_name?: string | null;
    remote_url?: string | null;
    hidden?: HiddenBy | null;
    hidden_reason?: string | null;
  },
): EventComment => ({
  id: r.id,
  groupId,
  eventId: r.event_id,
  user:
    r.user_id === null
      ? null
      : toUserSummary({ id: r.user_id, name: r.name ?? '', has_avatar: r.has_avatar ?? 0 }),
  // A reply from the fediverse (issue #30): its author's handle and profile page.
  remoteAuthor:
    r.user_id === null && r.remote_handle
      ? { handle: r.remote_handle, name: r.remote_name ?? r.remote_handle, url: r.remote_url ?? null }
      : null,
  comment: r.comment,
  timestamp: r.created_at,
  editedAt: r.edited_at,
  // Hidden rows reach only their author and moderators (shownTo, requireCommentFor).
  hidden: hiddenNoticeOf(r.hidden ?? null, r.hidden_reason ?? null),
});

const commentNotFound = () => notFound('This comment does not exist.');

/** Someone the group's owner banned says nothing more on its events (issue #27). */
async function refuseBanned(deps: AppDeps, user: CurrentUser, groupId: string) {
  if (await isBannedFrom(deps.db, groupId, user.id)) {
    throw forbidden("You cannot comment on this group's events.");
  }
}

/** Oldest first, so the newest is last, in keyset pages when asked. */
export async function commentsOfEvent(
  deps: AppDeps,
  user: CurrentUser,
  groupId: string,
  eventId: number,
  paging: { limit?: number | undefined; cursor?: string | undefined },
): Promise<Page<EventComment>> {
  const event = await requireEventFor(deps.db, user, groupId, eventId, 'seeDetails');
  const page = await keysetPage(
    commentsOfEventQuery(deps.db, event.id).where(shownTo('event_comments', 'event_comments.user_id', user)),
    { columns: ['event_comments.id'], kinds: ['int'], direction: 'asc', keyOf: (r) => [r.id] },
    paging,
  );
  return { items: page.items.map((r) => toComment(groupId, r)), nextCursor: page.nextCursor };
}

export async function addComment(
  deps: AppDeps,
  user: CurrentUser,
  body: { groupId: string; eventId: number; userId?: string | undefined; comment: string },
): Promise<EventComment> {
  if (body.userId !== undefined) requireSelf(user, body.userId, 'You can only comment as yourself.');
  const event = await requireEventFor(deps.db, user, body.groupId, body.eventId, 'comment');
  await refuseBanned(deps, user, event.group_id);
  const createdAt = new Date().toISOString();
  const { row, held } = await inTransaction(deps.db, async (trx) => {
    // A new account's link past its allowance waits for a moderator (issue #27): no one is told.
    const held = await heldForReview(deps, trx, user.id, [body.comment]);
    const inserted = await insertComment(trx, {
      event_id: event.id,
      user_id: user.id,
      comment: body.comment,
      created_at: createdAt,
      hidden: held ? 'REVIEW' : null,
    });
    if (held) {
      await queueForReview(trx, { type: 'COMMENT', commentId: inserted.id });
      return { row: inserted, held };
    }
    const author = { authorId: user.id, authorName: user.name, text: body.comment };
    await tellCommented(deps, trx, event, { id: inserted.id, ...author });
    announceEventChange(deps, trx, event.id, 'comments');
    return { row: inserted, held };
  });
  return toComment(body.groupId, {
    hidden: held ? 'REVIEW' : null,
    id: row.id,
    event_id: event.id,
    comment: body.comment,
    created_at: createdAt,
    edited_at: null,
    user_id: user.id,
    name: user.name,
    has_avatar: user.hasAvatar ? 1 : 0,
  });
}

/**
 * The comment's event and what decides who may change it; 404 for an unknown id, 403 when the
 * policy refuses the caller `action`.
 */
async function requireCommentFor(
  deps: AppDeps,
  user: CurrentUser,
  id: number,
  action: ActionOn<CommentFacts>,
) {
  const row = await findCommentWithEvent(deps.db, id);
  if (!row) throw commentNotFound();
  if (row.hidden !== null && !maySeeHidden(user, row.user_id === null ? [] : [row.user_id])) {
    throw commentNotFound();
  }
  const event = await requireEvent(deps.db, row.group_id, row.event_id, user);
  const facts: CommentFacts = {
    kind: 'comment',
    // A reply from the fediverse has no local author: only the host and the owner remove it.
    authorId: row.user_id ?? '',
    eventHostId: event.host_id,
    groupOwnerId: event.group_owner_id,
    seesEventDetails: detailsVisible(event, await isGroupMember(deps.db, user, event.group_id)),
  };
  const refusal =
    action === 'edit'
      ? facts.authorId === user.id
        ? 'Only members of the group see this event.'
        : 'Only the author may edit a comment.'
      : 'Only the author, the host of the event or the owner of the group may delete a comment.';
  authorize(user, action, facts, refusal);
  return row;
}

/** PUT /eventComments: the author's new text; unchanged text keeps the comment unedited. */
export async function updateComment(
  deps: AppDeps,
  user: CurrentUser,
  body: { id: number; comment: string },
): Promise<EventComment> {
  const found = await requireCommentFor(deps, user, body.id, 'edit');
  // Nor may they rewrite what they said before (taking it back, a deletion, stays theirs).
  await refuseBanned(deps, user, found.group_id);
  if (body.comment !== found.comment) {
    await inTransaction(deps.db, async (trx) => {
      const held = await heldForReview(deps, trx, user.id, [body.comment]);
      await updateCommentRow(trx, body.id, {
        comment: body.comment,
        edited_at: new Date().toISOString(),
        // A link added past a new account's allowance takes the comment out of sight for review.
        ...(held && found.hidden === null && { hidden: 'REVIEW' as const }),
      });
      if (held && found.hidden === null) await queueForReview(trx, { type: 'COMMENT', commentId: body.id });
      announceEventChange(deps, trx, found.event_id, 'comments');
    });
  }
  // Read back: deleted in the meantime (by its host, say) is a 404 like any unknown comment.
  const row = await findCommentWithAuthor(deps.db, body.id);
  if (!row) throw commentNotFound();
  return toComment(found.group_id, row);
}

/** DELETE /eventComments?id= */
export async function deleteComment(deps: AppDeps, user: CurrentUser, id: number): Promise<void> {
  const found = await requireCommentFor(deps, user, id, 'delete');
  await deleteCommentRow(deps.db, id);
  announceEventChange(deps, deps.db, found.event_id, 'comments');
}
