/**
 * External sign-in against a real OpenID provider (oidc-provider) on loopback. A tiny
 * cookie-keeping browser walks its login and consent forms as a person would.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, COOKIE_NAMES } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createUser } from '../../test/factories.ts';

const PUBLIC_URL = 'http://localhost:3000';
const PROVIDER_ID = 'testid';
const people: Record<string, { name: string; preferred_username: string }> = {
  alice: { name: 'Alice Example', preferred_username: 'alice' },
  taken: { name: 'Second Ana', preferred_username: 'ana_taken' },
};

let t: TestApp;
let providerServer: http.Server;
let issuer: string;

beforeAll(async () => {
  providerServer = http.createServer();
  await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'neighbourly',
        client_secret: 'neighbourly-secret',
        redirect_uris: [`${PUBLIC_URL}/login/oauth2/code/${PROVIDER_ID}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['provider-cookie-key'] },
    findAccount: async (_ctx, sub) => ({
      accountId: sub,
      claims: async () => ({ sub, ...people[sub] }),
    }),
  });
  providerServer.on('request', provider.callback());
  t = await buildTestApp({
    PUBLIC_URL,
    OIDC_ISSUER_URL: issuer,
    OIDC_CLIENT_ID: 'neighbourly',
    OIDC_CLIENT_SECRET: 'neighbourly-secret',
    OIDC_PROVIDER_ID: PROVIDER_ID,
    OIDC_PROVIDER_NAME: 'Test ID',
  });
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => providerServer.close(resolve));
});

/** Follows the provider's redirects and forms until it sends the browser back to us. */
async function signInAtProvider(authorizationUrl: string, account: string): Promise<URL> {
  const jar = new Map<string, string>();
  const send = async (url: string, form?: Record<string, string>) => {
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      jar.set(name!, value.join('='));
    }
    return response;
  };
  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    if (url.startsWith(PUBLIC_URL)) return new URL(url);
    const response = await send(url);
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await response.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${url}: ${html.slice(0, 200)}`);
    const form: Record<string, string> = html.includes('name="login"')
      ? { prompt: 'login', login: account, password: 'any' }
      : { prompt: 'consent' };
    const posted = await send(new URL(action, url).href, form);
    url = new URL(posted.headers.get('location') ?? url, url).href;
  }
  throw new Error('the provider never sent the browser back');
}

/** `returnTo`, when given, goes as is into the start's query: what a crafted link would hold. */
async function externalSignIn(account: string, returnTo?: string) {
  const client = new TestClient(t.app);
  const query = returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
  const start = await client.get(`/oauth2/authorization/${PROVIDER_ID}${query}`);
  expect(start.statusCode).toBe(302);
  const authorizationUrl = new URL(start.headers.location as string);
  expect(authorizationUrl.origin).toBe(issuer);
  expect(authorizationUrl.searchParams.get('code_challenge_method')).toBe('S256');
  const callback = await signInAtProvider(authorizationUrl.href, account);
  const done = await client.get(callback.pathname + callback.search);
  return { client, done };
}

describe('external sign-in (OpenID Connect)', () => {
  it('lists the provider in the public config', async () => {
    const data = (await new TestClient(t.app).get(API_PATHS.config)).json().success.data;
    expect(data.identityProviders).toEqual([{ id: PROVIDER_ID, name: 'Test ID' }]);
  });

  it('creates an account on first sign-in and signs the person in', async () => {
    const { client, done } = await externalSignIn('alice');
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/');
    expect(client.cookies.get(COOKIE_NAMES.session)).toBeTruthy();
    const self = (await client.get(API_PATHS.usersSelf)).json().success.data;
    expect(self).toMatchObject({ id: 'alice', name: 'Alice Example' });
    const user = await t.app.deps.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', 'alice')
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toBeNull();
  });

  it('signs the same person into the same account next time', async () => {
    const { client } = await externalSignIn('alice');
    expect((await client.get(API_PATHS.usersSelf)).json().success.data.id).toBe('alice');
    const rows = await t.app.deps.db.selectFrom('external_identities').selectAll().execute();
    expect(rows.filter((r) => r.subject === 'alice')).toHaveLength(1);
  });

  it('picks a free login when the wished one is taken', async () => {
    await createUser(t.app, { login: 'ana_taken' });
    const { client } = await externalSignIn('taken');
    const self = (await client.get(API_PATHS.usersSelf)).json().success.data;
    expect(self.id).toMatch(/^ana_taken_[0-9a-f]{6}$/);
    expect(self.name).toBe('Second Ana');
  });

  it('refuses a callback without its transaction cookie, or with a forged code', async () => {
    const start = await new TestClient(t.app).get(`/oauth2/authorization/${PROVIDER_ID}`);
    const state = new URL(start.headers.location as string).searchParams.get('state');
    const stranger = new TestClient(t.app);
    const response = await stranger.get(`/login/oauth2/code/${PROVIDER_ID}?code=forged&state=${state}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/authenticate?error=external');
    expect(stranger.cookies.has(COOKIE_NAMES.session)).toBe(false);

    const client = new TestClient(t.app);
    await client.get(`/oauth2/authorization/${PROVIDER_ID}`);
    const forged = await client.get(`/login/oauth2/code/${PROVIDER_ID}?code=forged&state=${state}`);
    expect(forged.headers.location).toBe('/authenticate?error=external');
    expect(client.cookies.has(COOKIE_NAMES.session)).toBe(false);
  });

  it('returns to the page the person came from (returnTo)', async () => {
    const { client, done } = await externalSignIn('alice', '/group/kits_runners/events/7?tab=comments');
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/group/kits_runners/events/7?tab=comments');
    expect((await client.get(API_PATHS.usersSelf)).json().success.data.id).toBe('alice');
  });

  it.each(['//evil.example', 'https://evil.example/x', '/\\evil', 'javascript:alert(1)', '/\t/evil.example'])(
    'signs in but sends an open-redirect attempt (%s) home',
    async (attempt) => {
      const { client, done } = await externalSignIn('alice', attempt);
      expect(done.statusCode).toBe(302);
      expect(done.headers.location).toBe('/');
      expect((await client.get(API_PATHS.usersSelf)).json().success.data.id).toBe('alice');
    },
  );

  it('keeps the return path on the failure page, so trying again still goes back', async () => {
    const client = new TestClient(t.app);
    const start = await client.get(
      `/oauth2/authorization/${PROVIDER_ID}?returnTo=${encodeURIComponent('/my-events')}`,
    );
    const state = new URL(start.headers.location as string).searchParams.get('state');
    const forged = await client.get(`/login/oauth2/code/${PROVIDER_ID}?code=forged&state=${state}`);
    expect(forged.headers.location).toBe('/authenticate?error=external&returnTo=%2Fmy-events');
    expect(client.cookies.has(COOKIE_NAMES.session)).toBe(false);
  });

  it('refuses a repeated returnTo with 400 and starts nothing', async () => {
    const client = new TestClient(t.app);
    const response = await client.get(`/oauth2/authorization/${PROVIDER_ID}?returnTo=/a&returnTo=/b`);
    expect(response.statusCode).toBe(400);
    expect(client.cookies.has('OIDC_TX')).toBe(false);
  });

  it('answers an unknown provider with 404', async () => {
    const response = await new TestClient(t.app).get('/oauth2/authorization/nobody');
    expect(response.statusCode).toBe(404);
  });
});
