/**
 * Each reader gets the built page of their language (issue #29): the account's, the menu's cookie,
 * the browser's; English when the build has no page for it (a quick English-only build) or the
 * language is junk. The answer varies by Accept-Language as well as by cookie.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, type HTMLElement } from 'node-html-parser';
import { API_PATHS, COOKIE_NAMES } from '@neighbourly/shared';
import { home_hero_title, shell_home_title, shell_sign_up } from '@neighbourly/i18n/messages';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createEvent, createGroup, signedInClient } from '../../test/factories.ts';

const page = (lang: string, dir: string) =>
  `<!doctype html><html lang="${lang}" dir="${dir}"><head><title>Neighbourly</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'neighbourly-languages-'));
  fs.writeFileSync(path.join(dist, 'index.html'), page('en', 'ltr'));
  fs.writeFileSync(path.join(dist, 'index.fr.html'), page('fr', 'ltr'));
  fs.writeFileSync(path.join(dist, 'index.fa.html'), page('fa', 'rtl'));
  fs.writeFileSync(path.join(dist, 'index.zh-Hant.html'), page('zh-Hant', 'ltr'));
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
    expect(langOf((await visitor.get('/', { headers: { 'accept-language': 'pa' } })).body)).toEqual([
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

const metaContent = (doc: HTMLElement, key: string) =>
  doc.querySelector(`meta[property="${key}"]`)?.getAttribute('content') ??
  doc.querySelector(`meta[name="${key}"]`)?.getAttribute('content');
const firstPaint = (doc: HTMLElement) => doc.querySelector('#root [data-first-paint]');
const facts = (doc: HTMLElement) =>
  firstPaint(doc)
    ?.querySelectorAll('.fp-facts li')
    .map((li) => li.text) ?? [];

describe('the server’s words in the reader’s language (issue #29)', () => {
  it('titles, describes and paints the landing page in French', async () => {
    const response = await new TestClient(t.app).get('/', { headers: { 'accept-language': 'fr-CA' } });
    const doc = parse(response.body);
    expect(doc.querySelector('title')?.text).toBe(shell_home_title({}, { locale: 'fr' }));
    expect(doc.querySelector('title')?.text).not.toBe(shell_home_title({}, { locale: 'en' }));
    expect(metaContent(doc, 'description')).toBe(
      'Neighbourly\u00a0: trouvez des groupes et des événements communautaires à Vancouver, joignez-vous-y ou créez les vôtres.',
    );
    expect(metaContent(doc, 'og:title')).toBe(shell_home_title({}, { locale: 'fr' }));
    expect(metaContent(doc, 'og:locale')).toBe('fr_CA');
    expect(firstPaint(doc)?.querySelector('h1')?.text).toBe(home_hero_title({}, { locale: 'fr' }));
    expect(firstPaint(doc)?.querySelector('a[href="/sign-up"]')?.text).toBe(
      shell_sign_up({}, { locale: 'fr' }),
    );
  });

  it('previews a group and an event in Persian, people’s own words untouched', async () => {
    const { id, owner } = await createGroup(t.app);
    const visitor = new TestClient(t.app);
    visitor.cookies.set(COOKIE_NAMES.locale, 'fa');
    const group = parse((await visitor.get(`/group/${id}`)).body);
    expect(langOf(group.toString())).toEqual(['fa', 'rtl']);
    expect(group.querySelector('title')?.text).toBe(`Group ${id} · Neighbourly`);
    expect(metaContent(group, 'og:locale')).toBe('fa_IR');
    expect(group.querySelector('link[type="application/atom+xml"]')?.getAttribute('title')).toBe(
      `Group ${id}: رویدادهای پیش‌رو`,
    );
    expect(firstPaint(group)?.querySelector('.fp-kind')?.text).toBe('گروه عمومی');
    expect(facts(group)).toContain('۱ عضو');

    const eventId = await createEvent(owner, id, { name: 'Sunset paddle' });
    const event = parse((await visitor.get(`/group/${id}/events/${eventId}`)).body);
    expect(event.querySelector('title')?.text).toBe('Sunset paddle · Neighbourly');
    expect(metaContent(event, 'og:title')).toBe('Sunset paddle');
    // The date in Persian digits, then the place and description as their author wrote them.
    expect(metaContent(event, 'og:description')).toMatch(
      /^[^\d]*[۰-۹].* · Stanley Park · We walk the seawall\./,
    );
    expect(firstPaint(event)?.querySelector('.fp-kind')?.text).toBe('رویداد عمومی');
    expect(firstPaint(event)?.querySelector('.fp-back')?.text).toBe(`بازگشت به Group ${id}`);
    expect(facts(event)).toContain('هنوز کسی شرکت نمی‌کند');
  });

  it('previews an event in Traditional Chinese for a zh-TW browser', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id, { name: 'Sunset paddle' });
    const response = await new TestClient(t.app).get(`/group/${id}/events/${eventId}`, {
      headers: { 'accept-language': 'zh-TW,zh;q=0.9' },
    });
    const doc = parse(response.body);
    expect(langOf(response.body)).toEqual(['zh-Hant', 'ltr']);
    expect(metaContent(doc, 'og:locale')).toBe('zh_TW');
    expect(firstPaint(doc)?.querySelector('.fp-kind')?.text).toBe('公開活動');
    expect(metaContent(doc, 'og:description')).toMatch(/年.*月.*日/);
  });

  it('keeps English as it was for an English reader', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id, { name: 'Sunset paddle' });
    const doc = parse(
      (
        await new TestClient(t.app).get(`/group/${id}/events/${eventId}`, {
          headers: { 'accept-language': 'en' },
        })
      ).body,
    );
    expect(metaContent(doc, 'og:locale')).toBeUndefined();
    expect(firstPaint(doc)?.querySelector('.fp-kind')?.text).toBe('Public event');
    expect(firstPaint(doc)?.querySelector('.fp-back')?.text).toBe(`Back to Group ${id}`);
    expect(metaContent(doc, 'og:description')).toMatch(
      /^\w{3}, \w{3} \d{1,2}, \d{4} · \d\d:\d\d · Stanley Park · We walk the seawall\./,
    );
    expect(facts(doc)).toContain('No one going yet');
  });
});
