/**
 * Federation (issue #30): public groups are ActivityPub actors that Mastodon, Mobilizon or Gancio
 * accounts follow.
 * - `groups.handle`: the group's fediverse name (`@handle@host`), unique, lower case; existing
 *   groups get their id. `group_old_handles` keeps the names a group had, so an
 *   old handle still finds it (and no other group takes it).
 * - `federation_kv`: Fedify's key–value store (its caches, idempotence marks, breaker state).
 * - `actor_keys`: each local actor's key pairs (RSA for HTTP Signatures, Ed25519 for proofs).
 * - `remote_actors`: the remote accounts we know (followers, comment authors), as last fetched.
 * - `group_followers`: who follows which group.
 * - `federation_blocks`: servers and accounts nothing is accepted from.
 * - `federated_events`: the events whose Create was sent, so a change or removal follows it.
 * - `event_comments`: a comment is by a local person (`user_id`) or by a remote account
 *   (`remote_actor_id`, with the URI of its Note), so `user_id` may now be null.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The rebuilt table counts on from where the old one was (SQLite keeps the count per table name
 * in sqlite_sequence): the ids of deleted comments are not given again, as reports and
 * notifications name comments by id.
 */
async function lastCommentId(db: Kysely<any>): Promise<number> {
  const { rows } = await sql<{
    seq: number;
  }>`select seq from sqlite_sequence where name = 'event_comments'`.execute(db);
  return rows[0]?.seq ?? 0;
}

async function countCommentsFrom(db: Kysely<any>, seq: number): Promise<void> {
  await sql`delete from sqlite_sequence where name = 'event_comments'`.execute(db);
  await sql`insert into sqlite_sequence (name, seq) values ('event_comments', ${seq})`.execute(db);
}

async function commentsByRemoteAuthors(db: Kysely<any>, isPostgres: boolean): Promise<void> {
  if (isPostgres) {
    await sql`alter table event_comments alter column user_id drop not null`.execute(db);
    await db.schema
      .alterTable('event_comments')
      .addColumn('remote_actor_id', 'integer', (c) => c.references('remote_actors.id').onDelete('cascade'))
      .addColumn('remote_object_uri', 'text', (c) => c.unique())
      .execute();
    return;
  }
  // SQLite cannot drop a NOT NULL: the table is rebuilt (nothing references it by key).
  await sql`create table event_comments_next (
    id integer primary key autoincrement,
    event_id integer not null references events(id) on delete cascade,
    user_id text references users(id) on delete cascade,
    comment text not null,
    created_at text not null,
    edited_at text,
    hidden text,
    hidden_reason text,
    remote_actor_id integer references remote_actors(id) on delete cascade,
    remote_object_uri text unique
  )`.execute(db);
  await sql`insert into event_comments_next (id, event_id, user_id, comment, created_at, edited_at, hidden, hidden_reason)
    select id, event_id, user_id, comment, created_at, edited_at, hidden, hidden_reason from event_comments`.execute(
    db,
  );
  const counted = await lastCommentId(db);
  await sql`drop table event_comments`.execute(db);
  await sql`alter table event_comments_next rename to event_comments`.execute(db);
  await countCommentsFrom(db, counted);
  await db.schema
    .createIndex('event_comments_event_idx')
    .on('event_comments')
    .columns(['event_id', 'id'])
    .execute();
  await db.schema.createIndex('event_comments_user_idx').on('event_comments').column('user_id').execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const serialType = isPostgres ? 'serial' : 'integer';

  await db.schema.alterTable('groups').addColumn('handle', 'text').execute();
  // A group's handle starts as its id (same alphabet, unique already).
  await db
    .updateTable('groups')
    .set({ handle: sql`id` })
    .execute();
  await db.schema.createIndex('groups_handle_idx').on('groups').column('handle').unique().execute();
  await db.schema
    .createTable('group_old_handles')
    .addColumn('handle', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('retired_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('group_old_handles_group_idx')
    .on('group_old_handles')
    .column('group_id')
    .execute();

  await db.schema
    .createTable('federation_kv')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .execute();

  await db.schema
    .createTable('actor_keys')
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('algorithm', 'text', (c) => c.notNull())
    .addColumn('private_jwk', 'text', (c) => c.notNull())
    .addColumn('public_jwk', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('actor_keys_pk', ['actor', 'algorithm'])
    .execute();

  await db.schema
    .createTable('remote_actors')
    .addColumn('id', serialType, (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('uri', 'text', (c) => c.notNull().unique())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('handle', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('inbox', 'text', (c) => c.notNull())
    .addColumn('shared_inbox', 'text')
    .addColumn('fetched_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('remote_actors_host_idx').on('remote_actors').column('host').execute();

  await db.schema
    .createTable('group_followers')
    .addColumn('group_id', 'text', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('remote_actor_id', 'integer', (c) =>
      c.notNull().references('remote_actors.id').onDelete('cascade'),
    )
    .addColumn('follow_activity_uri', 'text')
    .addColumn('followed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('group_followers_pk', ['group_id', 'remote_actor_id'])
    .execute();
  await db.schema
    .createIndex('group_followers_actor_idx')
    .on('group_followers')
    .column('remote_actor_id')
    .execute();

  await db.schema
    .createTable('federation_blocks')
    .addColumn('id', serialType, (c) => (isPostgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('created_by_login', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('federation_blocks_target_unique', ['kind', 'target'])
    .execute();

  // Events the followers were sent a Create of: an Update or a Delete goes only to those. No key
  // to events: the row outlives the event, to say its followers must hear it is gone.
  await db.schema
    .createTable('federated_events')
    .addColumn('event_id', 'integer', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();

  await commentsByRemoteAuthors(db, isPostgres);
}

/** Back to comments by local people only (the remote ones go). */
async function commentsByPeopleOnly(db: Kysely<any>, isPostgres: boolean): Promise<void> {
  await db.deleteFrom('event_comments').where('user_id', 'is', null).execute();
  if (isPostgres) {
    await db.schema
      .alterTable('event_comments')
      .dropColumn('remote_object_uri')
      .dropColumn('remote_actor_id')
      .execute();
    await sql`alter table event_comments alter column user_id set not null`.execute(db);
    return;
  }
  await sql`create table event_comments_prev (
    id integer primary key autoincrement,
    event_id integer not null references events(id) on delete cascade,
    user_id text not null references users(id) on delete cascade,
    comment text not null,
    created_at text not null,
    edited_at text,
    hidden text,
    hidden_reason text
  )`.execute(db);
  await sql`insert into event_comments_prev select id, event_id, user_id, comment, created_at, edited_at, hidden, hidden_reason from event_comments`.execute(
    db,
  );
  const counted = await lastCommentId(db);
  await sql`drop table event_comments`.execute(db);
  await sql`alter table event_comments_prev rename to event_comments`.execute(db);
  await countCommentsFrom(db, counted);
  await db.schema
    .createIndex('event_comments_event_idx')
    .on('event_comments')
    .columns(['event_id', 'id'])
    .execute();
  await db.schema.createIndex('event_comments_user_idx').on('event_comments').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await commentsByPeopleOnly(db, isPostgres);
  for (const table of [
    'federated_events',
    'federation_blocks',
    'group_followers',
    'remote_actors',
    'actor_keys',
    'federation_kv',
    'group_old_handles',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('groups_handle_idx').execute();
  await db.schema.alterTable('groups').dropColumn('handle').execute();
}
