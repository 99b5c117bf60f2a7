/**
 * Hiding and suspension (issue #27):
 * - `hidden` on groups, events, comments and messages: why it is out of sight, NULL while it is
 *   not. MODERATORS (a moderator hid it, `hidden_reason` says why), SUSPENSION (its author is
 *   suspended; lifting the suspension brings back only these), REVIEW (a new account's link,
 *   held until a moderator restores it). Nothing is deleted, so RESTORE is one update.
 * - `notifications.hidden`: a notification about something hidden is hidden with it.
 * - `users.suspended_at` / `suspended_until` / `suspension_reason`: a suspension, for good while
 *   `suspended_until` is NULL.
 * - `link_posts`: when a new account posted a link, to hold the third within an hour.
 */
import type { Kysely } from 'kysely';

// Notifications follow what they are about: hidden with it, shown again with it.
const HIDEABLE = ['groups', 'events', 'event_comments', 'messages', 'notifications'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of HIDEABLE) {
    await db.schema.alterTable(table).addColumn('hidden', 'text').execute();
    await db.schema.alterTable(table).addColumn('hidden_reason', 'text').execute();
  }
  await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('suspended_until', 'text').execute();
  await db.schema.alterTable('users').addColumn('suspension_reason', 'text').execute();

  await db.schema
    .createTable('link_posts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('posted_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('link_posts_user_idx')
    .on('link_posts')
    .columns(['user_id', 'posted_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('link_posts').execute();
  for (const column of ['suspension_reason', 'suspended_until', 'suspended_at']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  for (const table of HIDEABLE) {
    await db.schema.alterTable(table).dropColumn('hidden_reason').execute();
    await db.schema.alterTable(table).dropColumn('hidden').execute();
  }
}
