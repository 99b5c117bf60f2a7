/**
 * Direct messages: who may write to whom (the shared 'write' policy on a correspondent), the
 * conversations and their pages, read state, blocks, and the live events sent after commit.
 *
 * A block is kept from the blocked person: their messages to the blocker are stored withheld
 * (shown to them as sent, never to the blocker, counted nowhere) and answered exactly like any
 * other message.
 *
 * The write policy is asked for every message, not only the first: whoever shares no group with
 * the other any more, and was never answered, stops there. Reading a conversation one is part
 * of is always allowed.
 */
import type { FastifyBaseLogger } from 'fastify';
import { scheduleUnreadCheck } from './unread-emails.ts';
import {
  LIMITS,
  MESSAGES,
  type ChatMessage,
  type Conversation,
  type CorrespondentFacts,
  type LiveEvent,
  type UserSummary,
} from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound, RateLimitedError } from '../../http/errors.ts';
import { authorize } from '../../http/guards.ts';
import type { CurrentUser } from '../../http/session.ts';
import { shareAGroup } from '../groups/index.ts';
import {
  findUserById,
  heldForReview,
  isNewAccount,
  isSuspended,
  lockUser,
  queueForReview,
  toUserSummary,
} from '../people/index.ts';
import { toChatMessage, toConversation } from './messaging.presenter.ts';
import { blockedPeople, deleteBlock, insertBlock, isBlocked } from './blocks.repository.ts';
import {
  conversationsOf,
  findConversation,
  findOrInsertConversation,
  hasWrittenTo,
  insertMessage,
  latestMessageId,
  markReadUpTo,
  messagesBefore,
  messagesToStrangersSince,
  touchConversation,
} from './messaging.repository.ts';
import { inTransaction } from '../../db/transaction.ts';

/** The other person of a conversation, or 404; a suspended person is out of reach (issue #27). */
async function requirePerson(db: Db, id: string) {
  const row = await findUserById(db, id);
  if (!row || isSuspended(row, new Date().toISOString())) throw notFound('There is no such user.');
  return row;
}

async function correspondentFacts(db: Db, user: CurrentUser, otherId: string): Promise<CorrespondentFacts> {
  const [sharesGroup, hasWrittenToActor, blockedByActor] = await Promise.all([
    shareAGroup(db, user.id, otherId),
    hasWrittenTo(db, otherId, user.id),
    isBlocked(db, user.id, otherId),
  ]);
  return { kind: 'correspondent', id: otherId, sharesGroup, hasWrittenToActor, blockedByActor };
}

/** 404 for an unknown person, 403 (with the reason the caller may know) unless they may write. */
async function requireCorrespondent(db: Db, user: CurrentUser, otherId: string) {
  const person = await requirePerson(db, otherId);
  const facts = await correspondentFacts(db, user, otherId);
  const refusal =
    user.id === otherId
      ? MESSAGES.messagingSelf
      : facts.blockedByActor
        ? MESSAGES.messagingYouBlocked
        : MESSAGES.messagingNotAllowed;
  authorize(user, 'write', facts, refusal);
  return person;
}

/** GET /userConversations: most recent first. */
export async function listConversations(deps: AppDeps, user: CurrentUser): Promise<Conversation[]> {
  return (await conversationsOf(deps.db, user.id)).map(toConversation);
}

/** POST /userConversations: the conversation with `otherId`, found or created. */
export async function startConversation(
  deps: AppDeps,
  user: CurrentUser,
  otherId: string,
): Promise<{ conversation: Conversation; created: boolean }> {
  const person = await requireCorrespondent(deps.db, user, otherId);
  const { row, created } = await findOrInsertConversation(
    deps.db,
    user.id,
    otherId,
    new Date().toISOString(),
  );
  const [listed] = await conversationsOf(deps.db, user.id, row.id);
  const conversation: Conversation = listed
    ? toConversation(listed)
    : { user: toUserSummary(person), timestamp: row.created_at, unreadCount: 0 };
  return { conversation, created };
}

/**
 * GET /messages: the newest page before the cursor (the message `before`, the instant
 * `timestamp`, or now), oldest first. No conversation yet is an empty history, not an error:
 * the page asks before the first message is sent.
 */
export async function messagesWith(
  deps: AppDeps,
  user: CurrentUser,
  query: { userId: string; timestamp?: string | undefined; before?: number | undefined },
): Promise<ChatMessage[]> {
  await requirePerson(deps.db, query.userId);
  const conversation = await findConversation(deps.db, user.id, query.userId);
  if (!conversation) return [];
  const rows = await messagesBefore(
    deps.db,
    conversation.id,
    user.id,
    {
      beforeId: query.before,
      // Compared as stored (toISOString), so equal instants written differently are equal.
      beforeAt: query.timestamp === undefined ? undefined : new Date(query.timestamp).toISOString(),
    },
    LIMITS.messagesPageSize,
  );
  return rows.reverse().map(toChatMessage);
}

/** Delivery is best effort: the message is stored, and pages catch up on their next read. */
async function publish(deps: AppDeps, log: FastifyBaseLogger, userIds: string[], event: LiveEvent) {
  try {
    await deps.live.publish(userIds, event);
  } catch (err) {
    log.warn({ err }, 'live delivery failed');
  }
}

/**
 * A new account (issue #27) writes at most LIMITS.newAccountStrangerMessagesPerHour messages an
 * hour to people who never wrote back; counted under the account's lock, so it holds at once.
 */
async function refuseStrangerFlood(deps: AppDeps, trx: Db, senderId: string, recipientId: string) {
  const sender = await findUserById(trx, senderId);
  if (!sender || !isNewAccount(sender)) return;
  const hour = 3_600_000;
  if (await hasWrittenTo(trx, recipientId, senderId)) return;
  await lockUser(deps, trx, senderId);
  const sent = await messagesToStrangersSince(trx, senderId, new Date(Date.now() - hour).toISOString());
  if (sent >= LIMITS.newAccountStrangerMessagesPerHour) {
    throw new RateLimitedError(MESSAGES.newAccountStrangerMessages, hour);
  }
}

/** POST /messages: stored (withheld if the recipient blocked the sender), then delivered. */
export async function sendMessage(
  deps: AppDeps,
  user: CurrentUser,
  body: { userId: string; message: string },
  log: FastifyBaseLogger,
): Promise<ChatMessage> {
  await requireCorrespondent(deps.db, user, body.userId);
  const withheld = await isBlocked(deps.db, body.userId, user.id);
  const at = new Date().toISOString();
  const { id, held } = await inTransaction(deps.db, async (trx) => {
    await refuseStrangerFlood(deps, trx, user.id, body.userId);
    // A new account's link past its allowance waits for a moderator (issue #27), unseen by the recipient.
    const held = await heldForReview(deps, trx, user.id, [body.message]);
    const { row } = await findOrInsertConversation(trx, user.id, body.userId, at);
    const messageId = await insertMessage(trx, {
      conversation_id: row.id,
      sender_id: user.id,
      message: body.message,
      created_at: at,
      withheld: withheld ? 1 : 0,
      hidden: held ? 'REVIEW' : null,
    });
    await touchConversation(trx, row.id, at);
    // What one wrote oneself is read.
    await markReadUpTo(trx, row, user.id, messageId);
    if (held) await queueForReview(trx, { type: 'MESSAGE', messageId });
    else if (!withheld) await scheduleUnreadCheck(trx, body.userId, user.id);
    return { id: messageId, held };
  });
  const message = toChatMessage({
    id,
    sender_id: user.id,
    message: body.message,
    created_at: at,
    hidden: held ? 'REVIEW' : null,
  });
  if (!withheld && !held) {
    await publish(deps, log, [body.userId], { type: 'message', conversationWith: user.id, message });
  }
  // The sender's other pages show it either way, as they would any message sent.
  await publish(deps, log, [user.id], { type: 'message', conversationWith: body.userId, message });
  return message;
}

/**
 * POST /messages/read: read up to the latest message; the caller's other pages are told.
 * Without a conversation there is nothing to mark, which is no error.
 */
export async function markRead(
  deps: AppDeps,
  user: CurrentUser,
  otherId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  await requirePerson(deps.db, otherId);
  const conversation = await findConversation(deps.db, user.id, otherId);
  if (!conversation) return;
  await markReadUpTo(deps.db, conversation, user.id, await latestMessageId(deps.db, conversation.id));
  await publish(deps, log, [user.id], { type: 'read', conversationWith: otherId });
}

/** GET /blocks: most recently blocked first. */
export async function listBlocks(deps: AppDeps, user: CurrentUser): Promise<UserSummary[]> {
  return (await blockedPeople(deps.db, user.id)).map(toUserSummary);
}

/** POST /blocks: blocking someone already blocked changes nothing. */
export async function block(deps: AppDeps, user: CurrentUser, otherId: string): Promise<void> {
  await requirePerson(deps.db, otherId);
  if (otherId === user.id) throw forbidden('You cannot block yourself.');
  await insertBlock(deps.db, user.id, otherId, new Date().toISOString());
}

/** DELETE /blocks?userId=: 404 when that person is not blocked. */
export async function unblock(deps: AppDeps, user: CurrentUser, otherId: string): Promise<void> {
  if (!(await deleteBlock(deps.db, user.id, otherId))) throw notFound('You have not blocked this person.');
}
