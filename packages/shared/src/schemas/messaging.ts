/**
 * Direct messages (behind MESSAGING_ENABLED): conversations between two people, their
 * messages, read state, blocks, and the live events that carry new messages to open pages.
 * The spec's shapes ({user, timestamp}, {userId, message, timestamp}) are kept; the extra
 * fields (ids, unread counts) are additions a client of the spec's shapes may ignore.
 */
import { z } from 'zod';
import { liveHelloSchema, pageChangedSchema } from './live.ts';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../validation.ts';
import { hiddenNoticeSchema, nonBlankTextSchema, rowIdSchema, userIdSchema } from './common.ts';
import { userSummarySchema } from './users.ts';

export const chatMessageTextSchema = nonBlankTextSchema(LIMITS.chatMessageMax, MESSAGES.chatMessage);

/** One conversation in the caller's list, most recent activity first. */
export const conversationSchema = z.object({
  /** The other person. */
  user: userSummarySchema,
  /** The last message's instant (the conversation's creation while it has none). */
  timestamp: z.string(),
  /** Messages from the other person the caller has not opened yet. */
  unreadCount: z.number().int().nonnegative(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const chatMessageSchema = z.object({
  /** Increasing with time: what the web dedupes by and pages with. */
  id: z.number().int().positive(),
  /** The sender. */
  userId: z.string(),
  message: z.string(),
  timestamp: z.string(),
  hidden: hiddenNoticeSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** POST /userConversations: start (or find) the conversation with this person. */
export const startConversationBodySchema = z.object({ id: userIdSchema.min(1) });

/**
 * GET /messages: the conversation with `userId`, oldest first, the newest page of at most
 * LIMITS.messagesPageSize messages before `timestamp` (or before the message `before`, which
 * cannot tie; without either, the newest page).
 */
export const messagesQuerySchema = z.object({
  userId: userIdSchema.min(1),
  timestamp: z.iso.datetime().optional(),
  before: rowIdSchema.optional(),
});

/** POST /messages. */
export const sendMessageBodySchema = z.object({
  userId: userIdSchema.min(1),
  message: chatMessageTextSchema,
});

/** POST /messages/read: the caller has seen the conversation with `userId` up to now. */
export const markReadBodySchema = z.object({ userId: userIdSchema.min(1) });

/** POST /blocks and DELETE /blocks?userId=. */
export const blockBodySchema = z.object({ userId: userIdSchema.min(1) });

/**
 * What GET /live streams to a signed-in page (Server-Sent Events, one JSON object per event).
 * `conversationWith` is the other person of the conversation, as seen by the receiving user:
 * the sender's own other tabs get their sent message too.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    conversationWith: z.string(),
    message: chatMessageSchema,
  }),
  /** The receiving user read the conversation in another tab or device. */
  z.object({ type: z.literal('read'), conversationWith: z.string() }),
  /** The person's notifications changed (see notifications.ts): the bell asks again. */
  z.object({ type: z.literal('notifications') }),
  /** First on every stream: its id, with which the page says what it watches (live.ts). */
  liveHelloSchema,
  /** Something on a page the stream watches changed: the page loads that part again. */
  pageChangedSchema,
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
