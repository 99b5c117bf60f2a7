/**
 * Direct messages (issue #15): the read state of each side of a conversation, messages withheld
 * from a recipient who blocked their sender, and the blocks themselves.
 *
 * - `user_a_last_read_id` / `user_b_last_read_id`: the last message id each side has seen (0:
 *   none), so a side's unread count is the other side's messages with a greater id.
 * - `messages.withheld` (0/1): sent while the recipient had blocked the sender; shown to the
 *   sender only, so the blocked person is not told.
 * - `blocks`: who blocked whom; both people's rows go with either account.
 *
 * A pair is stored once, its two ids in order (user_a < user_b); the swap below puts any row
 * written otherwise in that order (there should be none: nothing wrote conversations before).
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['user_a_last_read_id', 'user_b_last_read_id']) {
    await db.schema
      .alterTable('conversations')
      .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db
    .updateTable('conversations')
    .set({ user_a: sql.ref('user_b'), user_b: sql.ref('user_a') })
    .where(sql.ref('user_a'), '>', sql.ref('user_b'))
    .execute();
  await db.schema
    .alterTable('messages')
    .addColumn('withheld', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  // The cascade from the blocked person's account, without reading the whole table.
  await db.schema.createIndex('blocks_blocked_idx').on('blocks').column('blocked_id').execute();
  // A person's conversation list, most recent first, from either side of the pair.
  await db.schema
    .createIndex('conversations_user_a_recent_idx')
    .on('conversations')
    .columns(['user_a', 'last_message_at'])
    .execute();
  await db.schema
    .createIndex('conversations_user_b_recent_idx')
    .on('conversations')
    .columns(['user_b', 'last_message_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('conversations_user_b_recent_idx').execute();
  await db.schema.dropIndex('conversations_user_a_recent_idx').execute();
  await db.schema.dropTable('blocks').execute();
  await db.schema.alterTable('messages').dropColumn('withheld').execute();
  await db.schema.alterTable('conversations').dropColumn('user_b_last_read_id').execute();
  await db.schema.alterTable('conversations').dropColumn('user_a_last_read_id').execute();
}
