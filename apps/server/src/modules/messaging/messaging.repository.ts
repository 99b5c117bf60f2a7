/**
 * The conversations and messages tables (blocks are in blocks.repository.ts). A pair of people has one conversation, stored
 * with its two ids in order (user_a < user_b); each side keeps the last message id it has read.
 * A withheld message (sent while the recipient had blocked the sender) is visible to its
 * sender only, so every read below that shows messages takes the viewer.
 */
import { sql, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { Database, HiddenBy } from '../../db/types.ts';

/** The pair's stored order, and which side `userId` is. */
export function pairOf(userId: string, otherId: string) {
  const [userA, userB] = userId < otherId ? [userId, otherId] : [otherId, userId];
  return { user_a: userA, user_b: userB, side: userId === userA ? ('a' as const) : ('b' as const) };
}

const lastReadColumn = (side: 'a' | 'b') => (side === 'a' ? 'user_a_last_read_id' : 'user_b_last_read_id');

export function findConversation(db: Db, userId: string, otherId: string) {
  const { user_a, user_b } = pairOf(userId, otherId);
  return db
    .selectFrom('conversations')
    .selectAll()
    .where('user_a', '=', user_a)
    .where('user_b', '=', user_b)
    .executeTakeFirst();
}

/** The pair's conversation, created at `at` unless it exists (a concurrent create is no error). */
export async function findOrInsertConversation(db: Db, userId: string, otherId: string, at: string) {
  const { user_a, user_b } = pairOf(userId, otherId);
  const inserted = await db
    .insertInto('conversations')
    .values({ user_a, user_b, created_at: at, last_message_at: at })
    .onConflict((oc) => oc.columns(['user_a', 'user_b']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const row = await findConversation(db, userId, otherId);
  if (!row) throw new Error('the conversation was neither found nor created');
  return { row, created: inserted !== undefined };
}

/**
 * Messages not from someone `viewerId` has blocked. A block hides that person from the blocker
 * whenever their messages were sent: they count as unread nowhere and email nobody (the history
 * from before the block can still be read).
 */
const notFromBlockedBy =
  (viewerId: string) =>
  (eb: ExpressionBuilder<Database, 'messages'>): ReturnType<typeof eb.not> =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('blocks')
          .select('blocks.blocked_id')
          .where('blocks.blocker_id', '=', viewerId)
          .whereRef('blocks.blocked_id', '=', 'messages.sender_id'),
      ),
    );

/** Messages `viewerId` may see: all but those withheld from them. */
const visibleTo =
  (viewerId: string) =>
  (eb: ExpressionBuilder<Database, 'messages'>): ReturnType<typeof eb.and> =>
    eb.and([
      eb.or([eb('messages.withheld', '=', 0), eb('messages.sender_id', '=', viewerId)]),
      // Hidden by the moderators or with its sender's suspension (issue #27): the sender's only.
      eb.or([eb('messages.hidden', 'is', null), eb('messages.sender_id', '=', viewerId)]),
    ]);

/**
 * `userId`'s conversations (or just one of them), most recent first, with the other person, the
 * instant of the last message the caller may see (the creation while none) and how many the
 * caller has not read. A conversation with someone the caller blocked is listed only if it holds
 * a message the caller may see (the history from before the block), in that message's place, and
 * with nothing unread: one the blocked person started, or wrote in, after the block never shows.
 */
export function conversationsOf(db: Db, userId: string, onlyConversationId?: number) {
  const otherId = sql<string>`case when conversations.user_a = ${userId} then conversations.user_b else conversations.user_a end`;
  const myLastRead = sql<number>`case when conversations.user_a = ${userId} then conversations.user_a_last_read_id else conversations.user_b_last_read_id end`;
  const lastVisible = sql<string | null>`(select m.created_at from messages m
    where m.conversation_id = conversations.id and (m.withheld = 0 or m.sender_id = ${userId})
      and (m.hidden is null or m.sender_id = ${userId})
    order by m.id desc limit 1)`;
  const lastSeen = sql<string>`coalesce(${lastVisible}, conversations.created_at)`;
  return (
    db
      .selectFrom('conversations')
      .innerJoin('users', (join) => join.on(sql<SqlBool>`users.id = ${otherId}`))
      .leftJoin('blocks as my_block', (join) =>
        join.on('my_block.blocker_id', '=', userId).on(sql<SqlBool>`my_block.blocked_id = ${otherId}`),
      )
      .select((eb) => [
        'conversations.id',
        'users.id as user_id',
        'users.name',
        'users.has_avatar',
        lastSeen.as('timestamp'),
        eb
          .selectFrom('messages')
          .select(eb.fn.countAll<number | string>().as('n'))
          .whereRef('messages.conversation_id', '=', 'conversations.id')
          .where('messages.sender_id', '<>', userId)
          .where('messages.withheld', '=', 0)
          .where('messages.hidden', 'is', null)
          .where('messages.id', '>', myLastRead)
          .where(notFromBlockedBy(userId))
          .as('unread_count'),
      ])
      .where((eb) =>
        eb.or([eb('conversations.user_a', '=', userId), eb('conversations.user_b', '=', userId)]),
      )
      .where(sql<SqlBool>`(my_block.blocked_id is null or ${lastVisible} is not null)`)
      // No conversation with a suspended person while the suspension lasts (issue #27).
      .where(
        sql<SqlBool>`(users.suspended_at is null or users.suspended_until <= ${new Date().toISOString()})`,
      )
      .$if(onlyConversationId !== undefined, (qb) => qb.where('conversations.id', '=', onlyConversationId!))
      // By the selected column, so the last-message subquery runs once a row.
      .orderBy('timestamp', 'desc')
      .orderBy('conversations.id', 'desc')
      .execute()
  );
}

/**
 * The newest `limit` messages of the conversation that `viewerId` may see, before the message
 * `beforeId` and before the instant `beforeAt` (each when given), newest first.
 */
export function messagesBefore(
  db: Db,
  conversationId: number,
  viewerId: string,
  before: { beforeId?: number | undefined; beforeAt?: string | undefined },
  limit: number,
) {
  let query = db
    .selectFrom('messages')
    .select(['id', 'sender_id', 'message', 'created_at', 'hidden', 'hidden_reason'])
    .where('conversation_id', '=', conversationId)
    .where(visibleTo(viewerId));
  if (before.beforeId !== undefined) query = query.where('id', '<', before.beforeId);
  if (before.beforeAt !== undefined) query = query.where('created_at', '<', before.beforeAt);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

export async function insertMessage(
  db: Db,
  row: {
    conversation_id: number;
    sender_id: string;
    message: string;
    created_at: string;
    withheld: number;
    hidden: HiddenBy | null;
  },
): Promise<number> {
  const inserted = await db.insertInto('messages').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function touchConversation(db: Db, conversationId: number, at: string): Promise<void> {
  await db
    .updateTable('conversations')
    .set({ last_message_at: at })
    .where('id', '=', conversationId)
    .execute();
}

/** `userId` has read the conversation up to `messageId` (never moves back). */
export async function markReadUpTo(
  db: Db,
  conversation: { id: number; user_a: string },
  userId: string,
  messageId: number,
): Promise<void> {
  const side = conversation.user_a === userId ? 'a' : 'b';
  const column = lastReadColumn(side);
  await db
    .updateTable('conversations')
    .set(side === 'a' ? { user_a_last_read_id: messageId } : { user_b_last_read_id: messageId })
    .where('id', '=', conversation.id)
    .where(column, '<', messageId)
    .execute();
}

/** The id of the conversation's latest message (0 while it has none). */
export async function latestMessageId(db: Db, conversationId: number): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? 0;
}

/** Whether `senderId` has written to `recipientId` (messages the recipient was shown). */
export async function hasWrittenTo(db: Db, senderId: string, recipientId: string): Promise<boolean> {
  const { user_a, user_b } = pairOf(senderId, recipientId);
  const row = await db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .select('messages.id')
    .where('conversations.user_a', '=', user_a)
    .where('conversations.user_b', '=', user_b)
    .where('messages.sender_id', '=', senderId)
    .where('messages.withheld', '=', 0)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * How many of `senderId`'s messages `recipientId` has not read (withheld ones never count, nor
 * any while the recipient blocks the sender).
 */
export async function unreadFrom(db: Db, recipientId: string, senderId: string): Promise<number> {
  const conversation = await findConversation(db, recipientId, senderId);
  if (!conversation) return 0;
  const lastRead =
    pairOf(recipientId, senderId).side === 'a'
      ? conversation.user_a_last_read_id
      : conversation.user_b_last_read_id;
  const row = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('conversation_id', '=', conversation.id)
    .where('sender_id', '=', senderId)
    .where('withheld', '=', 0)
    .where('id', '>', lastRead)
    .where(notFromBlockedBy(recipientId))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Takes the recipient's email slot for this conversation: true when nobody was emailed about
 * it since `notSince`, and the slot is then theirs until an hour later.
 */
export async function takeEmailSlot(
  db: Db,
  recipientId: string,
  senderId: string,
  at: string,
  notSince: string,
) {
  const { user_a, user_b, side } = pairOf(recipientId, senderId);
  const column = side === 'a' ? 'user_a_emailed_at' : 'user_b_emailed_at';
  const result = await db
    .updateTable('conversations')
    .set(side === 'a' ? { user_a_emailed_at: at } : { user_b_emailed_at: at })
    .where('user_a', '=', user_a)
    .where('user_b', '=', user_b)
    .where((eb) => eb.or([eb(column, 'is', null), eb(column, '<', notSince)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Messages `senderId` wrote since `since` in conversations where the other person never wrote. */
export async function messagesToStrangersSince(db: Db, senderId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('messages as m')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('m.sender_id', '=', senderId)
    .where('m.created_at', '>', since)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('messages as reply')
            .select('reply.id')
            .whereRef('reply.conversation_id', '=', 'm.conversation_id')
            .where('reply.sender_id', '<>', senderId),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A message with its sender's name and the two people of its conversation (moderation, issue #27). */
export function findMessageWithPeople(db: Db, id: number) {
  return db
    .selectFrom('messages')
    .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
    .innerJoin('users', 'users.id', 'messages.sender_id')
    .select([
      'messages.id',
      'messages.sender_id',
      'messages.message',
      'messages.withheld',
      'messages.hidden',
      'conversations.user_a',
      'conversations.user_b',
      'users.name as sender_name',
    ])
    .where('messages.id', '=', id)
    .executeTakeFirst();
}
