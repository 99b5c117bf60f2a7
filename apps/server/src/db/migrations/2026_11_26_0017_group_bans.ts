/**
 * Group bans (issue #27): who may no longer join, ask to join or comment in a group.
 * - One row per group and person (the primary key): banning twice is a conflict.
 * - The row goes with its group and with the banned person's account (ON DELETE CASCADE).
 * - `banned_by`, the owner who banned, is kept for the owner's list; if that account goes, the
 *   ban stays (the group has a new owner) and `banned_by` becomes null.
 * - `reason` is the owner's note, never shown to the person banned.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('group_bans')
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('banned_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_bans_pk', ['group_id', 'user_id'])
    .execute();
  // The cascades from an account (as the person banned, or who banned), without a table scan.
  await db.schema.createIndex('group_bans_user_idx').on('group_bans').column('user_id').execute();
  await db.schema.createIndex('group_bans_banned_by_idx').on('group_bans').column('banned_by').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('group_bans').execute();
}
