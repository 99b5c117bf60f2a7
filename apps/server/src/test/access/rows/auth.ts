/**
 * Signing in and out, signing up, the captcha and the external provider (auth.routes.ts,
 * oidc.routes.ts). Sign-in, sign-up and sign-out would end the session a role's client holds, so
 * those calls run on a second client of the same person: the world's sessions stay as they are.
 */
import { API_PATHS } from '@neighbourly/shared';
import { TestClient } from '../../client.ts';
import { createUser, DEFAULT_PASSWORD, uniqueLogin } from '../../factories.ts';
import { everyone, type AccessRow } from '../table.ts';
import type { Role, World } from '../world.ts';

/** A fresh client signed in as the role's person (the visitor's and the suspended one's stay signed out). */
async function secondSession(w: World, role: Role): Promise<TestClient> {
  const client = new TestClient(w.t.app);
  if (role !== 'visitor') await client.signIn(w.logins[role], DEFAULT_PASSWORD);
  return client;
}

export const rows: AccessRow[] = [
  {
    route: 'GET /authz/csrf',
    call: (c) => c.get(API_PATHS.csrf),
    expect: everyone(200, {}),
  },
  {
    route: 'POST /authz/sign-in',
    case: 'as oneself, on a second client (the visitor: a new account)',
    call: async (_c, w, role) =>
      new TestClient(w.t.app).signIn(
        role === 'visitor' ? (await createUser(w.t.app)).login : w.logins[role],
        DEFAULT_PASSWORD,
      ),
    expect: everyone(200, { suspended: 403 }),
  },
  {
    route: 'GET /authz/isLoggedIn',
    call: (c) => c.get(API_PATHS.isLoggedIn),
    expect: everyone(200, {}),
  },
  {
    route: 'POST /logout',
    case: 'a second session of oneself',
    call: async (_c, w, role) => (await secondSession(w, role)).post(API_PATHS.logout),
    expect: everyone(200, {}),
  },
  {
    route: 'POST /api/public/v1/auth/signup',
    case: 'from a second session of oneself',
    call: async (_c, w, role) => (await secondSession(w, role)).signUp(uniqueLogin('new'), DEFAULT_PASSWORD),
    expect: everyone(201, {}),
  },
  {
    route: 'GET /api/public/v1/auth/checkLogin',
    call: (c) => c.get(`${API_PATHS.checkLogin}?login=${uniqueLogin('free')}`),
    expect: everyone(200, {}),
  },
  {
    route: 'GET /api/public/v1/auth/captcha/challenge',
    call: (c) => c.get(API_PATHS.captchaChallenge),
    expect: everyone(200, {}),
  },
  {
    route: 'GET /oauth2/authorization/{provider}',
    case: 'no provider of that name',
    call: (c) => c.get(API_PATHS.oidcAuthorization('nowhere')),
    expect: everyone(404, {}),
  },
  {
    route: 'GET /login/oauth2/code/{provider}',
    case: 'no provider of that name',
    call: (c) => c.get('/login/oauth2/code/nowhere'),
    expect: everyone(404, {}),
  },
];
