/**
 * The sessions table: every write of it is here (the session store is its one writer), and
 * what signing in reads of the person beside it.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../db/client.ts';
import type { SessionsTable } from '../db/types.ts';

/** The session with what each request needs of its person, or undefined when there is none. */
export function findSessionWithUser(db: Db, idHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'users.id',
      'users.name',
      'users.has_avatar',
      'users.role',
      'users.site_role',
      'users.home_place',
      'users.locale',
      'users.city',
      'users.suspended_at',
      'users.suspended_until',
      'sessions.last_seen_at',
      'sessions.idle_expires_at',
      'sessions.absolute_expires_at',
    ])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
}

/** Moves the session's idle expiry on from `lastSeenAt`. */
export async function touchSession(db: Db, idHash: string, lastSeenAt: string, idleExpiresAt: string) {
  await db
    .updateTable('sessions')
    .set({ last_seen_at: lastSeenAt, idle_expires_at: idleExpiresAt })
    .where('id_hash', '=', idHash)
    .execute();
}

/** The person's suspension, read when they sign in. */
export function suspensionOf(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['suspended_at', 'suspended_until'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export async function insertSession(db: Db, row: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/** Deletes one session; returns whose it was, or undefined when there was none. */
export async function deleteSession(db: Db, idHash: string): Promise<string | undefined> {
  const deleted = await db
    .deleteFrom('sessions')
    .where('id_hash', '=', idHash)
    .returning('user_id')
    .executeTakeFirst();
  return deleted?.user_id;
}

/**
 * Deletes every session of the person but `keep` (all of them without), in the caller's
 * transaction when given; whoever calls it announces the end once committed (session.ts).
 */
export async function deleteSessionsOf(db: Db, userId: string, keep?: string | null): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keep) query = query.where('id_hash', '!=', keep);
  await query.execute();
}

/**
 * Of `idHashes`, the sessions that still exist and have not expired: what a live stream asks
 * before each delivery (one query for a whole batch of streams).
 */
export async function unexpiredSessionsAmong(db: Db, idHashes: readonly string[]): Promise<Set<string>> {
  if (idHashes.length === 0) return new Set();
  const now = new Date().toISOString();
  const rows = await db
    .selectFrom('sessions')
    .select('id_hash')
    .where('id_hash', 'in', idHashes)
    .where('idle_expires_at', '>', now)
    .where('absolute_expires_at', '>', now)
    .execute();
  return new Set(rows.map((row) => row.id_hash));
}
