/**
 * The session cache (issue #31): GET and HEAD requests reuse a session read a moment ago; any
 * request that changes something reads it afresh; a committed write of a session or a person
 * ends what is kept, on this instance at once and on the others through the live bus.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import type { Env } from '../config.ts';
import { buildTestApp, busTransports, TEST_DIALECT, type TestApp } from '../test/app.ts';
import { TestClient } from '../test/client.ts';
import { signedInClient } from '../test/factories.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { until } from '../test/wait.ts';
import { SessionCache, type SessionRow } from './session-cache.ts';
import { sha256 } from './secret.ts';

/** Long enough that only an ending, never the time, explains a refusal within a test. */
const KEPT_LONG: Env = { SESSION_CACHE_MS: '10000' };

/** The same browser (its cookies) talking to `app`: another instance, or after its sign-out. */
function sameBrowser(client: TestClient, app: TestApp['app'] = client.app): TestClient {
  const copy = new TestClient(app);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

/**
 * Deletes the person's sessions by hand-written SQL, which the write watch cannot see: what a
 * write by another process (the admin CLI, a restore) looks like to the app.
 */
const deleteSessionsUnseen = (t: TestApp, userId: string) =>
  sql`delete from sessions where user_id = ${userId}`.execute(t.app.deps.db);

const selfOf = async (client: TestClient) => {
  const response = await client.get(API_PATHS.usersSelf);
  return {
    status: response.statusCode,
    self: response.statusCode === 200 ? response.json().success.data : null,
  };
};

describe('the session cache, one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(KEPT_LONG);
  });
  afterAll(async () => t.close());

  it('a GET reuses the session read before it; a request that changes something reads it afresh', async () => {
    const { client, user } = await signedInClient(t.app);
    expect((await selfOf(client)).status).toBe(200);
    await deleteSessionsUnseen(t, user.login);
    // Unseen, the deletion is not known to the cache: the next GET is answered from it …
    expect((await selfOf(client)).status).toBe(200);
    // … but a change is decided on the stored session, which is gone.
    const change = await client.post(API_PATHS.users, { id: user.login, name: 'Not Allowed' });
    expect(change.statusCode).toBe(401);
    // Having read it afresh, the app forgets it for the GETs too.
    expect((await selfOf(client)).status).toBe(401);
  });

  it('signing out ends it at once: the old cookie is a visitor’s on the next GET', async () => {
    const { client } = await signedInClient(t.app);
    const before = sameBrowser(client);
    expect((await selfOf(before)).status).toBe(200);
    expect((await client.post(API_PATHS.logout)).statusCode).toBe(200);
    expect((await selfOf(before)).status).toBe(401);
  });

  it('a new name, a new site role and a suspension count on the next GET', async () => {
    const { client, user } = await signedInClient(t.app);
    expect((await selfOf(client)).self).toMatchObject({ name: user.login, siteRole: 'NONE' });
    expect((await client.post(API_PATHS.users, { id: user.login, name: 'Ada L' })).statusCode).toBe(200);
    expect((await selfOf(client)).self).toMatchObject({ name: 'Ada L' });

    await t.app.deps.db
      .updateTable('users')
      .set({ site_role: 'MODERATOR' })
      .where('id', '=', user.login)
      .execute();
    expect((await selfOf(client)).self).toMatchObject({ siteRole: 'MODERATOR' });

    await t.app.deps.db
      .updateTable('users')
      .set({ suspended_at: new Date().toISOString(), suspended_until: null })
      .where('id', '=', user.login)
      .execute();
    expect((await selfOf(client)).status).toBe(401);
  });

  it('a GET that hands out something lasting reads the stored session', async () => {
    const { client, user } = await signedInClient(t.app);
    expect((await client.get(API_PATHS.calendarUrl)).statusCode).toBe(200);
    await deleteSessionsUnseen(t, user.login);
    expect((await selfOf(client)).status).toBe(200);
    expect((await client.get(API_PATHS.calendarUrl)).statusCode).toBe(401);
  });

  it("a password change ends the person's other sessions on their next GET", async () => {
    const { client, user } = await signedInClient(t.app);
    const phone = new TestClient(t.app);
    expect((await phone.signIn(user.login, user.password)).statusCode).toBe(200);
    expect((await selfOf(phone)).status).toBe(200);
    const change = await client.post(API_PATHS.updatePassword, {
      id: user.login,
      currentPassword: user.password,
      newPassword: 'N3wPassw0rd!',
    });
    expect(change.statusCode).toBe(200);
    expect((await selfOf(phone)).status).toBe(401);
    expect((await selfOf(client)).status).toBe(200);
  });

  it("another's sign-out forgets every session kept, so what was deleted unseen counts then", async () => {
    const { client, user } = await signedInClient(t.app);
    expect((await selfOf(client)).status).toBe(200);
    await deleteSessionsUnseen(t, user.login);
    const other = await signedInClient(t.app);
    expect((await other.client.post(API_PATHS.logout)).statusCode).toBe(200);
    expect((await selfOf(client)).status).toBe(401);
  });
});

describe('the session cache, kept only a moment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SESSION_CACHE_MS: '300' });
  });
  afterAll(async () => t.close());

  it('even a deletion nobody announced counts once SESSION_CACHE_MS has passed', async () => {
    const { client, user } = await signedInClient(t.app);
    expect((await selfOf(client)).status).toBe(200);
    await deleteSessionsUnseen(t, user.login);
    expect((await selfOf(client)).status).toBe(200);
    await sleep(400);
    expect((await selfOf(client)).status).toBe(401);
  });
});

describe('the session cache, turned off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ SESSION_CACHE_MS: '0' });
  });
  afterAll(async () => t.close());

  it('every GET reads the session', async () => {
    const { client, user } = await signedInClient(t.app);
    expect((await selfOf(client)).status).toBe(200);
    await deleteSessionsUnseen(t, user.login);
    expect((await selfOf(client)).status).toBe(401);
  });
});

describe('a session read while it was ending', () => {
  const row = { id: 'ada' } as SessionRow;
  it('is not kept', () => {
    const cache = new SessionCache(60_000);
    const readFrom = cache.currentGeneration();
    cache.clear();
    cache.keep(sha256('cookie'), row, readFrom);
    expect(cache.get(sha256('cookie'))).toBeUndefined();
    cache.keep(sha256('cookie'), row, cache.currentGeneration());
    expect(cache.get(sha256('cookie'))).toBe(row);
  });
});

const transports = busTransports(KEPT_LONG);

describe.skipIf(TEST_DIALECT !== 'postgres').each(transports)('two instances through $name', ({ env }) => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp(env);
    second = await buildTestApp(env, { schema: first.schema });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('signing out on one ends the session the other had kept, within moments', async () => {
    const { client } = await signedInClient(first.app);
    const onSecond = sameBrowser(client, second.app);
    expect((await selfOf(onSecond)).status).toBe(200);
    expect((await client.post(API_PATHS.logout)).statusCode).toBe(200);
    await until(async () => (await selfOf(onSecond)).status === 401, 3000);
  });

  it('a new name on one shows on the other, within moments', async () => {
    const { client, user } = await signedInClient(first.app);
    const onSecond = sameBrowser(client, second.app);
    expect((await selfOf(onSecond)).self).toMatchObject({ name: user.login });
    expect((await client.post(API_PATHS.users, { id: user.login, name: 'Grace H' })).statusCode).toBe(200);
    await until(async () => (await selfOf(onSecond)).self?.name === 'Grace H', 3000);
  });
});
