/** Every query of the federation tables: keys, remote accounts, followers, blocks. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { FederationBlockKind, RemoteActorsTable } from '../../db/types.ts';

/** Whose keys a row of `actor_keys` holds: a group's, or the instance actor's. */
export const groupKeyOwner = (groupId: string) => `group:${groupId}`;
export const INSTANCE_KEY_OWNER = 'instance';

export async function keysOf(db: Db, actor: string) {
  return db.selectFrom('actor_keys').selectAll().where('actor', '=', actor).orderBy('algorithm').execute();
}

/** Stores a key pair unless one exists (two instances may make one at once: the first stays). */
export async function saveKey(
  db: Db,
  row: { actor: string; algorithm: string; private_jwk: string; public_jwk: string },
): Promise<void> {
  await db
    .insertInto('actor_keys')
    .values({ ...row, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['actor', 'algorithm']).doNothing())
    .execute();
}

/** Inserts or refreshes a remote account; returns its id. */
export async function upsertRemoteActor(
  db: Db,
  row: Omit<Insertable<RemoteActorsTable>, 'id' | 'fetched_at'>,
): Promise<number> {
  const fetched_at = new Date().toISOString();
  const saved = await db
    .insertInto('remote_actors')
    .values({ ...row, fetched_at })
    .onConflict((conflict) =>
      conflict.column('uri').doUpdateSet({
        host: row.host,
        handle: row.handle,
        name: row.name,
        url: row.url ?? null,
        inbox: row.inbox,
        shared_inbox: row.shared_inbox ?? null,
        fetched_at,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return saved.id;
}

export function findRemoteActorByUri(db: Db, uri: string) {
  return db.selectFrom('remote_actors').selectAll().where('uri', '=', uri).executeTakeFirst();
}

export async function addFollower(db: Db, groupId: string, remoteActorId: number, followUri: string | null) {
  await db
    .insertInto('group_followers')
    .values({
      group_id: groupId,
      remote_actor_id: remoteActorId,
      follow_activity_uri: followUri,
      followed_at: new Date().toISOString(),
    })
    .onConflict((conflict) =>
      conflict.columns(['group_id', 'remote_actor_id']).doUpdateSet({ follow_activity_uri: followUri }),
    )
    .execute();
}

/** One follower of the group, with the Follow it sent. */
export function findFollower(db: Db, groupId: string, remoteActorId: number) {
  return followersOf(db, groupId)
    .select('group_followers.follow_activity_uri')
    .where('remote_actors.id', '=', remoteActorId)
    .executeTakeFirst();
}

export async function removeFollower(db: Db, groupId: string, remoteActorId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('group_followers')
    .where('group_id', '=', groupId)
    .where('remote_actor_id', '=', remoteActorId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The group's followers, newest first, with keyset paging on (followed_at, id). */
export function followersOf(db: Db, groupId: string) {
  return db
    .selectFrom('group_followers')
    .innerJoin('remote_actors', 'remote_actors.id', 'group_followers.remote_actor_id')
    .select([
      'remote_actors.id',
      'remote_actors.uri',
      'remote_actors.handle',
      'remote_actors.name',
      'remote_actors.url',
      'remote_actors.inbox',
      'remote_actors.shared_inbox',
      'group_followers.followed_at',
    ])
    .where('group_followers.group_id', '=', groupId);
}

export function findBlock(db: Db, kind: FederationBlockKind, target: string) {
  return db
    .selectFrom('federation_blocks')
    .selectAll()
    .where('kind', '=', kind)
    .where('target', '=', target)
    .executeTakeFirst();
}

/** A host as blocks name it: its name, lower case, without port or final dot. */
export const blockedName = (host: string) =>
  host
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');

/** The host and every domain it is under: a block of `evil.example` covers `x.evil.example`. */
function domainsOf(host: string): string[] {
  const labels = blockedName(host).split('.');
  return labels.map((_, i) => labels.slice(i).join('.')).filter(Boolean);
}

/** Whether anything from `actorUri` (on `host`) is refused: its server or itself is blocked. */
export async function isBlocked(db: Db, host: string, actorUri?: string): Promise<boolean> {
  const row = await db
    .selectFrom('federation_blocks')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('kind', '=', 'SERVER'), eb('target', 'in', domainsOf(host))]),
        ...(actorUri ? [eb.and([eb('kind', '=', 'ACCOUNT'), eb('target', '=', actorUri)])] : []),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

export function listBlocks(db: Db) {
  return db
    .selectFrom('federation_blocks')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function insertBlock(
  db: Db,
  row: { kind: FederationBlockKind; target: string; reason: string | null; created_by_login: string | null },
) {
  return db
    .insertInto('federation_blocks')
    .values({ ...row, created_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.columns(['kind', 'target']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function deleteBlock(db: Db, id: number) {
  return db.deleteFrom('federation_blocks').where('id', '=', id).returningAll().executeTakeFirst();
}

/** A blocked server's or account's follows go; its comments stay until a moderator acts. */
export async function removeFollowsOf(db: Db, kind: FederationBlockKind, target: string): Promise<void> {
  if (kind === 'ACCOUNT') {
    const actor = db.selectFrom('remote_actors').select('id').where('uri', '=', target);
    await db.deleteFrom('group_followers').where('remote_actor_id', 'in', actor).execute();
    return;
  }
  // Hosts are stored with their port: the server's accounts on any port, and under it.
  const hosts = await db.selectFrom('remote_actors').select(['id', 'host']).distinct().execute();
  const covered = hosts.filter((row) => domainsOf(row.host).includes(target)).map((row) => row.id);
  if (covered.length > 0) {
    await db.deleteFrom('group_followers').where('remote_actor_id', 'in', covered).execute();
  }
}

/** The group a handle names: its current one, or one it had. */
export async function groupIdByHandle(db: Db, handle: string): Promise<string | undefined> {
  const lower = handle.toLowerCase();
  const current = await db.selectFrom('groups').select('id').where('handle', '=', lower).executeTakeFirst();
  if (current) return current.id;
  const old = await db
    .selectFrom('group_old_handles')
    .select('group_id')
    .where('handle', '=', lower)
    .executeTakeFirst();
  return old?.group_id;
}

/** Whether the event's Create was sent, and for which group. */
export function findFederatedEvent(db: Db, eventId: number) {
  return db.selectFrom('federated_events').selectAll().where('event_id', '=', eventId).executeTakeFirst();
}

/** The events of a group its followers were sent. */
export async function federatedEventIdsOf(db: Db, groupId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('federated_events')
    .select('event_id')
    .where('group_id', '=', groupId)
    .execute();
  return rows.map((row) => row.event_id);
}

export async function forgetFederatedEventsOf(db: Db, groupId: string) {
  await db.deleteFrom('federated_events').where('group_id', '=', groupId).execute();
}

export async function deleteKeysOf(db: Db, actor: string) {
  await db.deleteFrom('actor_keys').where('actor', '=', actor).execute();
}

export async function markEventFederated(db: Db, eventId: number, groupId: string, at: string) {
  await db
    .insertInto('federated_events')
    .values({ event_id: eventId, group_id: groupId, sent_at: at })
    .onConflict((conflict) => conflict.column('event_id').doUpdateSet({ sent_at: at }))
    .execute();
}

export async function forgetFederatedEvent(db: Db, eventId: number) {
  await db.deleteFrom('federated_events').where('event_id', '=', eventId).execute();
}

/** An account that deleted itself: its follows and replies go with it (by cascade). */
export async function deleteRemoteActor(db: Db, uri: string) {
  await db.deleteFrom('remote_actors').where('uri', '=', uri).execute();
}

/** NodeInfo's usage: accounts and events on this server. */
export async function localCounts(db: Db): Promise<{ users: number; events: number }> {
  const count = (table: 'users' | 'events') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n));
  const [users, events] = await Promise.all([count('users'), count('events')]);
  return { users, events };
}
