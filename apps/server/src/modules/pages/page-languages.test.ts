/**
 * Each reader gets the built page of their language (issue #29): the account's, the menu's cookie,
 * the browser's; English when the build has no page for it (a quick English-only build) or the
 * language is junk. The answer varies by Accept-Language as well as by cookie.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, COOKIE_NAMES } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { signedInClient } from '../../test/factories.ts';

const page = (lang: string, dir: string) =>
  `<!doctype html><html lang="${lang}" dir="${dir}"><head><title>Neighbourly</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'neighbourly-languages-'));
  fs.writeFileSync(path.join(dist, 'index.html'), page('en', 'ltr'));
  fs.writeFileSync(path.join(dist, 'index.fr.html'), page('fr', 'ltr'));
  fs.writeFileSync(path.join(dist, 'index.fa.html'), page('fa', 'rtl'));
  t = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => t?.close());

const langOf = (html: string) => /<html lang="([^"]+)" dir="([^"]+)"/.exec(html)?.slice(1);

describe('the page in the reader’s language', () => {
  it('follows the browser, then the cookie, then the account', async () => {
    const visitor = new TestClient(t.app);
    const french = await visitor.get('/groups', { headers: { 'accept-language': 'fr-CA' } });
    expect(langOf(french.body)).toEqual(['fr', 'ltr']);
    expect(french.headers.vary).toContain('Accept-Language');
    visitor.cookies.set(COOKIE_NAMES.locale, 'fa');
    expect(langOf((await visitor.get('/', { headers: { 'accept-language': 'fr' } })).body)).toEqual([
      'fa',
      'rtl',
    ]);

    const { client, user } = await signedInClient(t.app);
    await client.post(API_PATHS.users, { id: user.login, name: user.login, locale: 'fr' });
    client.cookies.set(COOKIE_NAMES.locale, 'fa');
    expect(langOf((await client.get('/my-groups')).body)).toEqual(['fr', 'ltr']);
  });

  it('is English when the build has no page for the language, or the language is junk', async () => {
    const visitor = new TestClient(t.app);
    expect(langOf((await visitor.get('/', { headers: { 'accept-language': 'zh-TW' } })).body)).toEqual([
      'en',
      'ltr',
    ]);
    expect(
      langOf((await visitor.get('/', { headers: { 'accept-language': 'x'.repeat(5000) } })).body),
    ).toEqual(['en', 'ltr']);
  });

  it("follows a link's ?lang= over the cookie and the browser, not over the account; junk is ignored", async () => {
    const visitor = new TestClient(t.app);
    visitor.cookies.set(COOKIE_NAMES.locale, 'fr');
    expect(langOf((await visitor.get('/help?lang=fa')).body)).toEqual(['fa', 'rtl']);
    for (const junk of ['', 'klingon', 'x'.repeat(5000), 'fa&lang=fr']) {
      const response = await visitor.get(`/help?lang=${encodeURIComponent(junk)}`);
      expect(response.statusCode, `${junk.slice(0, 20)} ${response.body.slice(0, 200)}`).toBe(200);
      expect(langOf(response.body)).toEqual(['fr', 'ltr']);
    }
    const { client, user } = await signedInClient(t.app);
    await client.post(API_PATHS.users, { id: user.login, name: user.login, locale: 'fr' });
    expect(langOf((await client.get('/my-groups?lang=fa')).body)).toEqual(['fr', 'ltr']);
  });
});
