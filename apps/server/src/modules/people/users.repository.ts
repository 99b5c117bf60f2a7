import type { Db } from '../../db/client.ts';
import type { NewUser } from '../../db/types.ts';

export const VANCOUVER = { city: 'Vancouver', state: 'BC', country: 'Canada' } as const;

export function findUserByLogin(db: Db, login: string) {
  return db.selectFrom('users').selectAll().where('login_key', '=', login.toLowerCase()).executeTakeFirst();
}

export function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
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
  user: { login: string; passwordHash: string | null; name?: string },
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
  };
  await db.insertInto('users').values(row).execute();
  return row;
}
