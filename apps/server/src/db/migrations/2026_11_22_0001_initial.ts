/**
 * The whole initial data model (users, groups, events and what hangs off them). Written against
 * Kysely<any> and frozen once released: later changes go in new migrations. Runs unchanged on
 * SQLite and PostgreSQL; only the auto-increment id type differs.
 */
import { type Kysely, PostgresAdapter, type ColumnDefinitionBuilder } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const serialType = isPostgres ? 'serial' : 'integer';
  const serialPk = (col: ColumnDefinitionBuilder) =>
    isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement();
  const text = 'text' as const;
  const int = 'integer' as const;

  await db.schema
    .createTable('app_settings')
    .addColumn('key', text, (c) => c.primaryKey())
    .addColumn('value', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('login_key', text, (c) => c.notNull().unique())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('password_hash', text)
    .addColumn('role', text, (c) => c.notNull().defaultTo('USER'))
    .addColumn('has_avatar', int, (c) => c.notNull().defaultTo(0))
    .addColumn('city', text, (c) => c.notNull())
    .addColumn('state', text, (c) => c.notNull())
    .addColumn('country', text, (c) => c.notNull())
    .addColumn('group_allowance', int, (c) => c.notNull().defaultTo(1))
    .addColumn('registration_date', text, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('external_identities')
    .addColumn('provider', text, (c) => c.notNull())
    .addColumn('subject', text, (c) => c.notNull())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('external_identities_pk', ['provider', 'subject'])
    .execute();
  await db.schema
    .createIndex('external_identities_user_idx')
    .on('external_identities')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', text, (c) => c.primaryKey())
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('last_seen_at', text, (c) => c.notNull())
    .addColumn('idle_expires_at', text, (c) => c.notNull())
    .addColumn('absolute_expires_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_idle_expiry_idx').on('sessions').column('idle_expires_at').execute();

  // Deleting an account first passes its groups on (or deletes them), so no cascade here.
  await db.schema
    .createTable('groups')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('owner_id', text, (c) => c.notNull().references('users.id'))
    .addColumn('type', text, (c) => c.notNull().defaultTo('PUBLIC'))
    .addColumn('city', text, (c) => c.notNull())
    .addColumn('state', text, (c) => c.notNull())
    .addColumn('country', text, (c) => c.notNull())
    .addColumn('has_logo', int, (c) => c.notNull().defaultTo(0))
    .addColumn('members_count', int, (c) => c.notNull().defaultTo(0))
    .addColumn('last_activity_at', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('groups_owner_idx').on('groups').column('owner_id').execute();
  await db.schema
    .createIndex('groups_city_activity_idx')
    .on('groups')
    .columns(['city', 'last_activity_at'])
    .execute();
  await db.schema.createIndex('groups_activity_idx').on('groups').column('last_activity_at').execute();

  await db.schema
    .createTable('group_tags')
    .addColumn('group_id', text, (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('tag', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('group_tags_pk', ['group_id', 'tag'])
    .execute();
  await db.schema.createIndex('group_tags_tag_idx').on('group_tags').columns(['tag', 'group_id']).execute();

  await db.schema
    .createTable('group_members')
    .addColumn('group_id', text, (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', text, (c) => c.notNull())
    .addColumn('joined_at', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('group_members_user_idx')
    .on('group_members')
    .columns(['user_id', 'group_id'])
    .execute();
  await db.schema
    .createIndex('group_members_group_joined_idx')
    .on('group_members')
    .columns(['group_id', 'joined_at'])
    .execute();

  await db.schema
    .createTable('membership_requests')
    .addColumn('group_id', text, (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('membership_requests_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('membership_requests_user_idx')
    .on('membership_requests')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', serialType, serialPk)
    .addColumn('group_id', text, (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('name', text, (c) => c.notNull())
    .addColumn('description', text, (c) => c.notNull())
    .addColumn('location', text, (c) => c.notNull())
    .addColumn('host_id', text, (c) => c.notNull().references('users.id'))
    .addColumn('type', text, (c) => c.notNull().defaultTo('PUBLIC'))
    .addColumn('start_date_time', text, (c) => c.notNull())
    .addColumn('end_date_time', text, (c) => c.notNull())
    .addColumn('participants_limit', int, (c) => c.notNull().defaultTo(0))
    .addColumn('participants_count', int, (c) => c.notNull().defaultTo(0))
    .addColumn('has_logo', int, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('events_group_start_idx')
    .on('events')
    .columns(['group_id', 'start_date_time'])
    .execute();
  await db.schema.createIndex('events_start_idx').on('events').column('start_date_time').execute();
  await db.schema.createIndex('events_host_idx').on('events').column('host_id').execute();

  await db.schema
    .createTable('event_tags')
    .addColumn('event_id', int, (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('tag', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('event_tags_pk', ['event_id', 'tag'])
    .execute();
  await db.schema.createIndex('event_tags_tag_idx').on('event_tags').columns(['tag', 'event_id']).execute();

  await db.schema
    .createTable('event_participants')
    .addColumn('id', serialType, serialPk)
    .addColumn('event_id', int, (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', text, (c) => c.notNull())
    .addColumn('joined_at', text, (c) => c.notNull())
    .addUniqueConstraint('event_participants_event_user_uq', ['event_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('event_participants_user_idx')
    .on('event_participants')
    .columns(['user_id', 'event_id'])
    .execute();
  await db.schema
    .createIndex('event_participants_event_role_idx')
    .on('event_participants')
    .columns(['event_id', 'role', 'id'])
    .execute();

  await db.schema
    .createTable('event_comments')
    .addColumn('id', serialType, serialPk)
    .addColumn('event_id', int, (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('comment', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('event_comments_event_idx')
    .on('event_comments')
    .columns(['event_id', 'id'])
    .execute();
  await db.schema.createIndex('event_comments_user_idx').on('event_comments').column('user_id').execute();

  await db.schema
    .createTable('conversations')
    .addColumn('id', serialType, serialPk)
    .addColumn('user_a', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_b', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('last_message_at', text, (c) => c.notNull())
    .addUniqueConstraint('conversations_pair_uq', ['user_a', 'user_b'])
    .execute();
  await db.schema.createIndex('conversations_user_b_idx').on('conversations').column('user_b').execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', serialType, serialPk)
    .addColumn('conversation_id', int, (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', text, (c) => c.notNull())
    .addColumn('created_at', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('messages_conversation_idx')
    .on('messages')
    .columns(['conversation_id', 'id'])
    .execute();
  await db.schema.createIndex('messages_sender_idx').on('messages').column('sender_id').execute();

  // Images are keyed by what they belong to; the services delete them with their owner.
  await db.schema
    .createTable('images')
    .addColumn('kind', text, (c) => c.notNull())
    .addColumn('owner_key', text, (c) => c.notNull())
    .addColumn('storage_key', text, (c) => c.notNull())
    .addColumn('content_type', text, (c) => c.notNull())
    .addColumn('byte_size', int, (c) => c.notNull())
    .addColumn('width', int, (c) => c.notNull())
    .addColumn('height', int, (c) => c.notNull())
    .addColumn('etag', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addPrimaryKeyConstraint('images_pk', ['kind', 'owner_key'])
    .execute();

  await db.schema
    .createTable('captcha_redemptions')
    .addColumn('signature', text, (c) => c.primaryKey())
    .addColumn('expires_at', text, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('captcha_redemptions_expiry_idx')
    .on('captcha_redemptions')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'captcha_redemptions',
    'images',
    'messages',
    'conversations',
    'event_comments',
    'event_participants',
    'event_tags',
    'events',
    'membership_requests',
    'group_members',
    'group_tags',
    'groups',
    'sessions',
    'external_identities',
    'users',
    'app_settings',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
