/** Test factories: each builds what it needs through the real code paths, with unique names. */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../modules/auth/passwords.ts';
import { insertUser } from '../modules/users/users.repository.ts';
import { TestClient } from './client.ts';

export const DEFAULT_PASSWORD = 'Passw0rd!';
let defaultHash: Promise<string> | undefined;

export const uniqueLogin = (prefix = 'user') => `${prefix}_${crypto.randomBytes(4).toString('hex')}`;

export async function createUser(
  app: FastifyInstance,
  overrides: { login?: string; name?: string; password?: string } = {},
) {
  const login = overrides.login ?? uniqueLogin();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const passwordHash =
    password === DEFAULT_PASSWORD
      ? await (defaultHash ??= hashPassword(DEFAULT_PASSWORD))
      : await hashPassword(password);
  await insertUser(app.deps.db, { login, passwordHash, ...(overrides.name ? { name: overrides.name } : {}) });
  return { login, password };
}

/** A client signed in through POST /authz/sign-in, as a person would be. */
export async function signedInClient(app: FastifyInstance, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, overrides);
  const client = new TestClient(app);
  const response = await client.signIn(user.login, user.password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { client, user };
}
