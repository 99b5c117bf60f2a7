import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, COOKIE_NAMES, MESSAGES } from '@neighbourly/shared';
import { sha256 } from '../../http/secret.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient, forgedCaptcha } from '../../test/client.ts';
import { DEFAULT_PASSWORD, createUser, signedInClient, uniqueLogin } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const db = () => t.app.deps.db;
const countUsers = async () =>
  Number(
    (
      await db()
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const sessionsOf = (userId: string) =>
  db().selectFrom('sessions').selectAll().where('user_id', '=', userId).execute();

describe('GET /authz/csrf', () => {
  it('hands out a token in success.data and the XSRF-TOKEN cookie, readable by scripts', async () => {
    const client = new TestClient(t.app);
    const response = await client.get(API_PATHS.csrf);
    expect(response.statusCode).toBe(200);
    const token = response.json().success.data;
    expect(token).toMatch(/^[\w-]+\.[\w-]+$/);
    const cookie = response.cookies.find((c) => c.name === COOKIE_NAMES.xsrf);
    expect(cookie?.value).toBe(token);
    expect(cookie?.httpOnly).toBeFalsy();
    // Asked again, the same still-valid token comes back.
    expect((await client.get(API_PATHS.csrf)).json().success.data).toBe(token);
  });
});

describe('CSRF on unsafe requests', () => {
  it('refuses sign-up without the header, with a wrong one, or with a forged one, and creates nothing', async () => {
    const client = new TestClient(t.app);
    const before = await countUsers();
    const recaptcha = await client.solveCaptcha();
    const body = { login: uniqueLogin(), password: DEFAULT_PASSWORD, recaptcha };
    await client.get(API_PATHS.csrf);
    const real = client.cookies.get(COOKIE_NAMES.xsrf)!;
    for (const csrf of [false, 'wrong', `${real.split('.')[0]}.forgedsignature`] as const) {
      const response = await client.post(API_PATHS.signUp, body, { csrf });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('CSRF_INVALID');
    }
    expect(await countUsers()).toBe(before);
  });

  it('refuses a header that matches the cookie but was issued for another session', async () => {
    const { client } = await signedInClient(t.app);
    const anonymousToken = (await new TestClient(t.app).get(API_PATHS.csrf)).json().success.data as string;
    client.cookies.set(COOKIE_NAMES.xsrf, anonymousToken);
    const response = await client.post(API_PATHS.logout, undefined, { csrf: anonymousToken });
    expect(response.statusCode).toBe(403);
    expect((await client.get(API_PATHS.usersSelf)).statusCode).toBe(200);
  });

  it('refuses sign-out without a token and keeps the session', async () => {
    const { client } = await signedInClient(t.app);
    const response = await client.post(API_PATHS.logout, undefined, { csrf: false });
    expect(response.statusCode).toBe(403);
    expect((await client.get(API_PATHS.usersSelf)).statusCode).toBe(200);
  });

  it('refuses sign-in without the form field or header, and signs nobody in', async () => {
    const user = await createUser(t.app);
    const client = new TestClient(t.app);
    const response = await client.signIn(user.login, user.password, { tokenField: null });
    expect(response.statusCode).toBe(403);
    expect(client.cookies.has(COOKIE_NAMES.session)).toBe(false);
    const wrong = await client.signIn(user.login, user.password, { tokenField: 'not-a-token' });
    expect(wrong.statusCode).toBe(403);
  });
});

describe('POST /api/public/v1/auth/signup', () => {
  it('creates the account with the real captcha and signs the new user in', async () => {
    const client = new TestClient(t.app);
    const login = uniqueLogin('New');
    const response = await client.signUp(login, DEFAULT_PASSWORD);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: {
        data: {
          id: login,
          name: login,
          hasAvatar: false,
          role: 'USER',
          siteRole: 'NONE',
          homePlace: null,
          locale: null,
        },
      },
    });
    expect(response.body).not.toMatch(/argon|password/i);
    expect(client.cookies.get(COOKIE_NAMES.session)).toBeTruthy();
    const self = await client.get(API_PATHS.usersSelf);
    expect(self.json().success.data.id).toBe(login);
    expect((await client.get(API_PATHS.isLoggedIn)).json()).toEqual({ success: { data: true } });
    const row = await db().selectFrom('users').selectAll().where('id', '=', login).executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect([row.city, row.state, row.country]).toEqual(['Vancouver', 'BC', 'Canada']);
  });

  it('refuses a taken login in any letter case', async () => {
    const user = await createUser(t.app);
    const before = await countUsers();
    const client = new TestClient(t.app);
    const response = await client.signUp(user.login.toUpperCase(), DEFAULT_PASSWORD);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'LOGIN_TAKEN', message: MESSAGES.loginTaken });
    expect(await countUsers()).toBe(before);
  });

  it.each([
    ['a weak password', { login: uniqueLogin(), password: 'password1' }, MESSAGES.password],
    ['an over-long password', { login: uniqueLogin(), password: 'Passw0rd!'.repeat(3) }, MESSAGES.password],
    ['an over-long login', { login: 'x'.repeat(31), password: DEFAULT_PASSWORD }, MESSAGES.login],
    ['a login with other characters', { login: 'bad login!', password: DEFAULT_PASSWORD }, MESSAGES.login],
  ])('refuses %s with the spec message', async (_why, fields, message) => {
    const client = new TestClient(t.app);
    const before = await countUsers();
    const response = await client.post(API_PATHS.signUp, {
      ...fields,
      recaptcha: await client.solveCaptcha(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(response.json().error.message).toContain(message);
    expect(await countUsers()).toBe(before);
  });

  it('refuses an unsolved, invalid or forged captcha with the spec message', async () => {
    const client = new TestClient(t.app);
    const before = await countUsers();
    const missing = await client.post(API_PATHS.signUp, { login: uniqueLogin(), password: DEFAULT_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('Please verify the reCAPTCHA.');
    for (const recaptcha of ['garbage', Buffer.from('{"a":1}').toString('base64'), await forgedCaptcha()]) {
      const response = await client.post(API_PATHS.signUp, {
        login: uniqueLogin(),
        password: DEFAULT_PASSWORD,
        recaptcha,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'CAPTCHA_INVALID',
        message: 'Please verify the reCAPTCHA.',
      });
    }
    expect(await countUsers()).toBe(before);
  });

  it('accepts a solved captcha only once', async () => {
    const client = new TestClient(t.app);
    const recaptcha = await client.solveCaptcha();
    const first = await client.post(API_PATHS.signUp, {
      login: uniqueLogin(),
      password: DEFAULT_PASSWORD,
      recaptcha,
    });
    expect(first.statusCode).toBe(201);
    const before = await countUsers();
    const replay = await new TestClient(t.app).post(API_PATHS.signUp, {
      login: uniqueLogin(),
      password: DEFAULT_PASSWORD,
      recaptcha,
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error.code).toBe('CAPTCHA_INVALID');
    expect(await countUsers()).toBe(before);
  });

  it('refuses a body that is not JSON with a 4xx, no stack trace', async () => {
    const client = new TestClient(t.app);
    const response = await client.post(API_PATHS.signUp, '{"login":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });
});

describe('GET /api/public/v1/auth/checkLogin', () => {
  it('is true for a free login and false for a taken one in any case or an invalid one', async () => {
    const user = await createUser(t.app);
    const client = new TestClient(t.app);
    const check = async (login: string) =>
      (await client.get(`${API_PATHS.checkLogin}?login=${encodeURIComponent(login)}`)).json().success.data;
    expect(await check(uniqueLogin())).toBe(true);
    expect(await check(user.login)).toBe(false);
    expect(await check(user.login.toUpperCase())).toBe(false);
    expect(await check('no')).toBe(false);
    expect(await check('has space')).toBe(false);
  });

  it('needs the login parameter', async () => {
    const response = await new TestClient(t.app).get(API_PATHS.checkLogin);
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /authz/sign-in', () => {
  it('answers a wrong password and an unknown user alike with the spec message', async () => {
    const user = await createUser(t.app);
    for (const [login, password] of [
      [user.login, 'Wrong-passw0rd'],
      [uniqueLogin('ghost'), DEFAULT_PASSWORD],
    ] as const) {
      const client = new TestClient(t.app);
      const response = await client.signIn(login, password);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({
        code: 'INVALID_CREDENTIALS',
        message: 'Incorrect username or password',
      });
      expect(client.cookies.has(COOKIE_NAMES.session)).toBe(false);
    }
  });

  it('refuses over-long fields with a 4xx', async () => {
    const client = new TestClient(t.app);
    expect((await client.signIn('x'.repeat(31), DEFAULT_PASSWORD)).statusCode).toBe(400);
    expect((await client.signIn('someone', 'P'.repeat(25))).statusCode).toBe(400);
    expect((await client.signIn('', '')).statusCode).toBe(400);
  });

  it('refuses a body that is not multipart', async () => {
    const client = new TestClient(t.app);
    const response = await client.post(API_PATHS.signIn, { username: 'a', password: 'b' });
    expect(response.statusCode).toBe(415);
  });

  it('refuses a multipart body without a boundary, or cut short, with 400', async () => {
    const client = new TestClient(t.app);
    await client.get(API_PATHS.csrf);
    const token = client.cookies.get(COOKIE_NAMES.xsrf) ?? '';
    const cut = `--b\r\nContent-Disposition: form-data; name="username"\r\n\r\ndemo`;
    for (const [contentType, body] of [
      ['multipart/form-data', 'username=demo'],
      ['multipart/form-data; boundary=b', cut],
    ]) {
      const response = await client.post(API_PATHS.signIn, body, {
        csrf: token,
        headers: { 'content-type': contentType! },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.message).toBe('The sign-in form could not be read.');
    }
  });

  it('signs in (login in any case) with a new session id each time, and never returns the hash', async () => {
    const user = await createUser(t.app);
    const client = new TestClient(t.app);
    const first = await client.signIn(user.login.toUpperCase(), user.password);
    expect(first.statusCode).toBe(200);
    expect(first.json().success.data).toMatchObject({ id: user.login, hasAvatar: false });
    expect(first.body).not.toMatch(/argon|password/i);
    const firstSession = client.cookies.get(COOKIE_NAMES.session)!;
    const sessionCookie = first.cookies.find((c) => c.name === COOKIE_NAMES.session);
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // The CSRF token was re-issued for the new session.
    expect((await client.get(API_PATHS.usersSelf)).statusCode).toBe(200);

    const second = await client.signIn(user.login, user.password);
    expect(second.statusCode).toBe(200);
    const secondSession = client.cookies.get(COOKIE_NAMES.session)!;
    expect(secondSession).not.toBe(firstSession);
    const rows = await sessionsOf(user.login);
    expect(rows.map((r) => r.id_hash)).toEqual([sha256(secondSession)]);
  });

  it('ignores a session id planted before sign-in (no fixation)', async () => {
    const user = await createUser(t.app);
    const client = new TestClient(t.app);
    client.cookies.set(COOKIE_NAMES.session, 'attacker-chosen-session-id');
    await client.get(API_PATHS.csrf);
    expect((await client.signIn(user.login, user.password)).statusCode).toBe(200);
    expect(client.cookies.get(COOKIE_NAMES.session)).not.toBe('attacker-chosen-session-id');
  });

  it('refuses repeated attempts with 429 once the limit is reached', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '3' });
    try {
      const client = new TestClient(limited.app);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await client.signIn('someone', 'Wrong-passw0rd')).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
      const last = await client.signIn('someone', 'Wrong-passw0rd');
      expect(last.json().error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('rate limits shared through Redis', () => {
  it('count attempts across two instances of the app', async () => {
    const env = { RATE_LIMIT_SIGN_IN_PER_MINUTE: '3', REDIS_URL: process.env.TEST_REDIS_URL! };
    const [one, two] = [await buildTestApp(env), await buildTestApp(env)];
    try {
      // A fresh address per run, so earlier runs' counters in Redis do not matter.
      const ip = `198.51.100.${Math.floor(Math.random() * 250)}-${Date.now()}`;
      const statuses: number[] = [];
      for (const app of [one.app, two.app, one.app, two.app]) {
        const client = new TestClient(app);
        client.remoteAddress = ip;
        statuses.push((await client.signIn('someone', 'Wrong-passw0rd')).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await one.close();
      await two.close();
    }
  });
});

describe('GET /authz/isLoggedIn', () => {
  it('is false for a visitor and true when signed in', async () => {
    expect((await new TestClient(t.app).get(API_PATHS.isLoggedIn)).json()).toEqual({
      success: { data: false },
    });
    const { client } = await signedInClient(t.app);
    expect((await client.get(API_PATHS.isLoggedIn)).json()).toEqual({ success: { data: true } });
  });
});

describe('POST /logout', () => {
  it('ends the session server-side, clears the cookies and names where to go', async () => {
    const { client, user } = await signedInClient(t.app);
    const oldSession = client.cookies.get(COOKIE_NAMES.session)!;
    const response = await client.post(API_PATHS.logout);
    expect(response.statusCode).toBe(200);
    expect(response.headers.location).toBe('/');
    const cleared = response.cookies.filter(
      (c) => c.name === COOKIE_NAMES.session || c.name === COOKIE_NAMES.legacySession,
    );
    expect(cleared.map((c) => c.name).sort()).toEqual([COOKIE_NAMES.legacySession, COOKIE_NAMES.session]);
    expect(await sessionsOf(user.login)).toEqual([]);

    // The old cookie, replayed, no longer works.
    const replay = new TestClient(t.app);
    replay.cookies.set(COOKIE_NAMES.session, oldSession);
    expect((await replay.get(API_PATHS.usersSelf)).statusCode).toBe(401);
  });
});

describe('sessions', () => {
  it('expire when idle', async () => {
    const { client, user } = await signedInClient(t.app);
    await db()
      .updateTable('sessions')
      .set({ idle_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.login)
      .execute();
    expect((await client.get(API_PATHS.usersSelf)).statusCode).toBe(401);
    expect(await sessionsOf(user.login)).toEqual([]);
  });

  it('expire at the absolute limit even when used', async () => {
    const { client, user } = await signedInClient(t.app);
    await db()
      .updateTable('sessions')
      .set({ absolute_expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.login)
      .execute();
    expect((await client.get(API_PATHS.isLoggedIn)).json().success.data).toBe(false);
  });
});

describe('GET /oauth2/authorization/frontend-client-authorization-code', () => {
  const gateway = (returnTo: string) =>
    new TestClient(t.app).get(`${API_PATHS.frontendAuthorization}?returnTo=${encodeURIComponent(returnTo)}`);

  it('sends the browser home', async () => {
    const response = await new TestClient(t.app).get(API_PATHS.frontendAuthorization);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });

  it('sends the browser back to the page it came from (returnTo, a path of this site)', async () => {
    const response = await gateway('/group/kits_runners/events/7?tab=comments#c1');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/group/kits_runners/events/7?tab=comments#c1');
  });

  it.each(['//evil.example', 'https://evil.example/x', '/\\evil', 'javascript:alert(1)', '/\t/evil.example'])(
    'sends an open-redirect attempt (%s) home',
    async (attempt) => {
      const response = await gateway(attempt);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/');
    },
  );

  it('refuses a repeated returnTo with 400', async () => {
    const response = await new TestClient(t.app).get(
      `${API_PATHS.frontendAuthorization}?returnTo=/a&returnTo=/b`,
    );
    expect(response.statusCode).toBe(400);
  });
});
