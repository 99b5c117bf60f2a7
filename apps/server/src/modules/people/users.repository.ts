import { sql } from 'kysely';
import type { SiteRole } from '@neighbourly/shared';
import type { Db, Dialect } from '../../db/client.ts';
import type { NewUser, UserUpdate } from '../../db/types.ts';

export const VANCOUVER = { city: 'Vancouver', state: 'BC', country: 'Canada' } as const;

export function findUserByLogin(db: Db, login: string) {
  return db.selectFrom('users').selectAll().where('login_key', '=', login.toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether anyone has an account yet (the demo data goes only into an empty database). */
export async function hasUsers(db: Db): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function isLoginTaken(db: Db, login: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('login_key', '=', login.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** A new account: the login is the id and the first display name; Vancouver by default. */
export async function insertUser(
  db: Db,
  user: { login: string; passwordHash: string | null; name?: string; locale?: string | undefined },
): Promise<NewUser> {
  const row: NewUser = {
    id: user.login,
    login_key: user.login.toLowerCase(),
    name: user.name ?? user.login,
    password_hash: user.passwordHash,
    role: 'USER',
    has_avatar: 0,
    ...VANCOUVER,
    group_allowance: 1,
    registration_date: new Date().toISOString(),
    locale: user.locale ?? null,
  };
  await db.insertInto('users').values(row).execute();
  return row;
}

export async function updateUser(db: Db, id: string, fields: UserUpdate): Promise<void> {
  await db.updateTable('users').set(fields).where('id', '=', id).execute();
}

/** Changes what only the command line changes (issue #27): the site role, the group allowance. */
export async function setSitePowers(
  db: Db,
  id: string,
  fields: { site_role?: SiteRole; group_allowance?: number },
): Promise<void> {
  await db.updateTable('users').set(fields).where('id', '=', id).execute();
}

/**
 * Starts a suspension unless one is already running at `now`; false when it was (issue #27).
 * An ended one (its `suspended_until` passed) is replaced.
 */
export async function startSuspension(
  db: Db,
  id: string,
  fields: { suspended_at: string; suspended_until: string | null; suspension_reason: string },
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set(fields)
    .where('id', '=', id)
    .where((eb) =>
      eb.or([
        eb('suspended_at', 'is', null),
        eb.and([eb('suspended_until', 'is not', null), eb('suspended_until', '<=', fields.suspended_at)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends a suspension (`until`: only the one that was to end then); false when there was none. */
export async function endSuspension(db: Db, id: string, until?: string): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ suspended_at: null, suspended_until: null, suspension_reason: null })
    .where('id', '=', id)
    .where('suspended_at', 'is not', null)
    .$if(until !== undefined, (qb) => qb.where('suspended_until', '=', until!))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setPasswordHash(db: Db, id: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

/**
 * Holds the person's row until the transaction ends (PostgreSQL; SQLite writes one at a time).
 * FOR NO KEY UPDATE orders the changes of the account itself (deleting it, owning a new group)
 * without stopping others from writing rows that point at the person (a notice, a new owner):
 * FOR UPDATE did, and deadlocked with the group and event locks those others already held.
 */
export async function lockUserRow(db: Db, dialect: Dialect, id: string): Promise<void> {
  if (dialect === 'postgres') await sql`select id from users where id = ${id} for no key update`.execute(db);
}

/** Enough ids for one query, far below PostgreSQL's 65,535 parameters. */
const IDS_PER_QUERY = 1000;

/**
 * Of `ids`, the people whose accounts still exist, held (FOR KEY SHARE, in id order) so that
 * none is deleted before this transaction ends. An account being deleted right now is waited
 * for and then left out: nothing is written for someone who is gone (a foreign-key error).
 */
export async function existingUserIds(db: Db, dialect: Dialect, ids: readonly string[]): Promise<string[]> {
  const sorted = [...new Set(ids)].sort();
  const found: string[] = [];
  for (let at = 0; at < sorted.length; at += IDS_PER_QUERY) {
    const query = db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', sorted.slice(at, at + IDS_PER_QUERY))
      .orderBy('id');
    const rows = await (dialect === 'postgres' ? query.forKeyShare() : query).execute();
    found.push(...rows.map((row) => row.id));
  }
  return found;
}

export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute();
}
