/**
 * Refusals in the reader's language (issue #29): the code stays, the message follows the account's
 * language, else the language menu's cookie, else Accept-Language, else English; junk in any of them
 * is English, never a 5xx. The account's language is set at sign-up and in the profile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, COOKIE_NAMES, MESSAGES } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { TestClient } from '../test/client.ts';
import { signedInClient } from '../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const catalogue = async (locale: string, key: string) =>
  (
    await import(`../../../../packages/i18n/messages/validation/${locale}.json`, {
      with: { type: 'json' },
    })
  ).default[`validation_${key}`] as string;

/** A group with a bad id: a 400 whose message is MESSAGES.groupId in the reader's language. */
async function badGroup(client: TestClient, headers: Record<string, string> = {}) {
  const response = await client.post(
    API_PATHS.groups,
    { id: 'Not An Id!', name: 'Walkers', description: 'We walk.' },
    { headers },
  );
  expect(response.statusCode).toBe(400);
  return response.json().error as { code: string; message: string };
}

describe('refusals in the reader’s language', () => {
  it('follow Accept-Language, best match first; the code stays', async () => {
    const { client } = await signedInClient(t.app);
    const english = await badGroup(client);
    expect(english.message).toContain(MESSAGES.groupId);
    const inFrench = await badGroup(client, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' });
    expect(inFrench.code).toBe(english.code);
    expect(inFrench.message).toContain(await catalogue('fr', 'groupId'));
    expect(inFrench.message).not.toContain(MESSAGES.groupId);
    const taiwan = await badGroup(client, { 'accept-language': 'ko;q=0.9, zh-TW;q=0.8' });
    expect(taiwan.message).toContain(await catalogue('zh-Hant', 'groupId'));
  });

  it('follow the language menu’s cookie over the browser for a visitor', async () => {
    const visitor = new TestClient(t.app);
    visitor.cookies.set(COOKIE_NAMES.locale, 'zh-Hans');
    const response = await visitor.get(`${API_PATHS.eventSearch}?place=atlantis`, {
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(await catalogue('zh-Hans', 'unknownPlace'));
  });

  it('follow the account’s language over the cookie and the browser, set at sign-up and in the profile', async () => {
    const client = new TestClient(t.app);
    const login = `lang_${Date.now().toString(36)}`;
    const recaptcha = await client.solveCaptcha();
    const signUp = await client.post(API_PATHS.signUp, {
      login,
      password: 'Passw0rd!',
      recaptcha,
      locale: 'fa',
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    expect(signUp.json().success.data.locale).toBe('fa');
    client.cookies.set(COOKIE_NAMES.locale, 'fr');
    expect((await badGroup(client, { 'accept-language': 'fr' })).message).toContain(
      await catalogue('fa', 'groupId'),
    );
    const changed = await client.post(API_PATHS.users, { id: login, name: login, locale: 'zh-Hant' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await client.get(API_PATHS.usersSelf)).json().success.data.locale).toBe('zh-Hant');
    expect((await badGroup(client)).message).toContain(await catalogue('zh-Hant', 'groupId'));
    // A language the app no longer speaks counts as none: the cookie's, then.
    await t.app.deps.db.updateTable('users').set({ locale: 'tlh' }).where('id', '=', login).execute();
    expect((await client.get(API_PATHS.usersSelf)).json().success.data.locale).toBeNull();
    expect((await badGroup(client)).message).toContain(await catalogue('fr', 'groupId'));
    const refused = await client.post(API_PATHS.users, { id: login, name: login, locale: 'tlh' });
    expect(refused.statusCode).toBe(400);
  });

  it('are English for junk languages and 5,000-character headers; never a 5xx', async () => {
    const { client } = await signedInClient(t.app);
    for (const header of ['', 'zz', ';;q=,', 'fr;q=abc', `${'x'.repeat(5000)}`, `${'de,'.repeat(1700)}fr`]) {
      const error = await badGroup(client, { 'accept-language': header });
      expect(error.message, header.slice(0, 20)).toContain(MESSAGES.groupId);
    }
    const visitor = new TestClient(t.app);
    visitor.cookies.set(COOKIE_NAMES.locale, 'x'.repeat(3000));
    const response = await visitor.get(`${API_PATHS.eventSearch}?place=atlantis`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(MESSAGES.unknownPlace);
  });

  it('say the server’s own refusals in the reader’s language too', async () => {
    const { client } = await signedInClient(t.app);
    const refused = await client.get(`${API_PATHS.moderationReports}?status=OPEN`, {
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(refused.statusCode).toBe(403);
    const server = (
      await import('../../../../packages/i18n/messages/server/zh-Hans.json', { with: { type: 'json' } })
    ).default as Record<string, string>;
    expect(refused.json().error).toEqual({
      code: 'FORBIDDEN',
      message: server.server_only_site_moderators_may_do_this,
    });
    expect(refused.json().error.message).not.toBe('Only site moderators may do this.');
  });

  it('leave texts the catalogue does not have yet in English', async () => {
    // A message made up of the request itself has no fixed words to translate.
    const response = await new TestClient(t.app).get('/api/public/v1/nowhere', {
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: 'NOT_FOUND',
      message: 'No route for GET /api/public/v1/nowhere.',
    });
  });
});
