import type { Db } from '../db/client.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { insertUser } from '../modules/users/users.repository.ts';

/** The demo account of the README: created on first start so a new user can sign in at once. */
export const DEMO_ACCOUNT = { login: 'demo', password: 'Demo1234!', name: 'Demo Neighbour' } as const;

export async function seedDemoData(db: Db): Promise<boolean> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return false;
  await insertUser(db, {
    login: DEMO_ACCOUNT.login,
    name: DEMO_ACCOUNT.name,
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
  });
  return true;
}
