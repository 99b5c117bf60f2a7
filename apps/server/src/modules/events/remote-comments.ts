/**
 * Replies from the fediverse as comments (issue #30). A reply's HTML becomes plain text (links
 * keep their address, mentions their name, nothing else of the markup survives), cut to the
 * comment's length. The host and the other commenters are told as of any comment; a reply seen
 * twice (its Note's id is unique) is stored once.
 */
import { LIMITS } from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { inTransaction } from '../../db/transaction.ts';
import { announceEventChange } from './event-pages.ts';
import { tellCommented } from './event-notices.ts';
import {
  deleteCommentRow,
  findCommentOfNote,
  insertRemoteComment,
  updateCommentRow,
} from './comments.repository.ts';
import { findEventById } from './events.repository.ts';

/**
 * The reply's words: text, no markup, no control characters, at most a comment long.
 * html-to-text (and its HTML parser) loads with the first reply (issue #31).
 */
export async function replyText(html: string): Promise<string> {
  const { convert } = await import('html-to-text');
  const text = convert(html.slice(0, 64 * 1024), {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'p', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    ],
  })
    .replace(/[\p{Cc}\p{Cs}]/gu, (c) => (c === '\n' ? c : ' '))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const max = LIMITS.commentMax;
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Stores a reply to the event as a comment; false when the event takes none from the fediverse. */
export async function saveRemoteReply(
  deps: AppDeps,
  reply: { eventId: number; authorId: number; authorHandle: string; noteUri: string; html: string },
): Promise<boolean> {
  const event = await findEventById(deps.db, reply.eventId);
  // Only what federates takes replies: a public event of a public group, in sight.
  if (!event || event.type !== 'PUBLIC' || event.group_type !== 'PUBLIC') return false;
  if (event.hidden !== null || event.group_hidden !== null) return false;
  const text = await replyText(reply.html);
  if (text.length === 0) return false;
  return inTransaction(deps.db, async (trx) => {
    const id = await insertRemoteComment(trx, {
      event_id: event.id,
      remote_actor_id: reply.authorId,
      remote_object_uri: reply.noteUri,
      comment: text,
      created_at: new Date().toISOString(),
    });
    if (id === undefined) return false;
    await tellCommented(deps, trx, event, {
      id,
      authorId: '',
      authorName: `@${reply.authorHandle}`,
      text,
    });
    announceEventChange(deps, trx, event.id, 'comments');
    return true;
  });
}

/** The reply's author changed it: so does its comment. */
export async function updateRemoteReply(
  deps: AppDeps,
  change: { noteUri: string; authorUri: string; html: string },
) {
  const text = await replyText(change.html);
  if (text.length === 0) return;
  const comment = await findCommentOfNote(deps.db, change.noteUri, change.authorUri);
  if (!comment) return;
  await inTransaction(deps.db, async (trx) => {
    await updateCommentRow(trx, comment.id, { comment: text, edited_at: new Date().toISOString() });
    announceEventChange(deps, trx, comment.event_id, 'comments');
  });
}

/** The reply's author deleted it: its comment goes. */
export async function removeRemoteComment(deps: AppDeps, removal: { noteUri: string; authorUri: string }) {
  const comment = await findCommentOfNote(deps.db, removal.noteUri, removal.authorUri);
  if (!comment) return;
  await inTransaction(deps.db, async (trx) => {
    await deleteCommentRow(trx, comment.id);
    announceEventChange(deps, trx, comment.event_id, 'comments');
  });
}
