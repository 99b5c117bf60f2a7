/**
 * The pages the server sends for the app's paths, read as a crawler or a chat app's link
 * preview reads them (no script runs): title, description, Open Graph tags and the first paint.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, COOKIE_NAMES } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createEvent, createGroup, fileUpload, makeImage, signedInClient } from '../../test/factories.ts';

const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="Built description" /><title>Neighbourly</title>' +
  '<script type="module" src="/static/js/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const PUBLIC_URL = 'https://neighbourly.example';

let t: TestApp;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'neighbourly-pages-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  t = await buildTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL });
});
afterAll(async () => t?.close());

async function page(url: string, cookies: Record<string, string> = {}) {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
  const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { response, doc: parse(response.body) };
}

const metaContent = (doc: HTMLElement, key: string) =>
  doc.querySelector(`meta[property="${key}"]`)?.getAttribute('content') ??
  doc.querySelector(`meta[name="${key}"]`)?.getAttribute('content');

const firstPaint = (doc: HTMLElement) => doc.querySelector('#root [data-first-paint]');

async function uploadCover(owner: TestClient, url: string) {
  const upload = fileUpload('file', await makeImage(), 'cover.png', 'image/png');
  const response = await owner.post(url, upload.body, { headers: upload.headers });
  expect(response.statusCode).toBe(200);
}

describe('the landing page', () => {
  it('paints the hero for a visitor and describes the site', async () => {
    const { response, doc } = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(doc.querySelector('title')?.text).toBe('Neighbourly · Community groups and events in Vancouver');
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(metaContent(doc, 'og:url')).toBe(`${PUBLIC_URL}/`);
    expect(firstPaint(doc)?.querySelector('h1')?.text).toBe(
      'Welcome to Neighbourly - Space for Making New Connections!',
    );
    expect(firstPaint(doc)?.querySelector('a[href="/sign-up"]')?.text).toBe('Sign Up');
    // The app's own script is still there to take over.
    expect(doc.querySelector('script[src="/static/js/index.js"]')).not.toBeNull();
  });

  it('paints nothing for someone with a session (their home is not the hero)', async () => {
    const { doc } = await page('/', { [COOKIE_NAMES.session]: 'anything' });
    expect(firstPaint(doc)).toBeNull();
    expect(doc.querySelector('#root')?.innerHTML).toBe('');
  });

  it('marks the colour scheme a person chose, and ignores any other value', async () => {
    const dark = await page('/', { [COOKIE_NAMES.colorScheme]: 'dark' });
    expect(dark.doc.querySelector('html')?.getAttribute('data-color-scheme')).toBe('dark');
    const odd = await page('/', { [COOKIE_NAMES.colorScheme]: '"><script>' });
    expect(odd.doc.querySelector('html')?.getAttribute('data-color-scheme')).toBeUndefined();
  });
});

describe('a group page', () => {
  it('previews a group with its name, description, cover and address', async () => {
    const { id, owner } = await createGroup(t.app);
    await uploadCover(owner, `${API_PATHS.groupImage}?groupId=${id}`);
    const { response, doc } = await page(`/group/${id}`);
    expect(response.statusCode).toBe(200);
    expect(doc.querySelector('title')?.text).toBe(`Group ${id} · Neighbourly`);
    expect(metaContent(doc, 'og:title')).toBe(`Group ${id}`);
    expect(metaContent(doc, 'og:description')).toBe('We meet every week. All welcome.');
    expect(metaContent(doc, 'og:url')).toBe(`${PUBLIC_URL}/group/${id}`);
    expect(metaContent(doc, 'og:image')).toBe(`${PUBLIC_URL}${API_PATHS.groupImage}?groupId=${id}`);
    expect(metaContent(doc, 'twitter:card')).toBe('summary_large_image');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${PUBLIC_URL}/group/${id}`,
    );
    const feed = doc.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(feed?.getAttribute('href')).toBe(`${PUBLIC_URL}${API_PATHS.groupFeed}?groupId=${id}`);
    expect(feed?.getAttribute('title')).toBe(`Group ${id}: upcoming events`);
    const paint = firstPaint(doc);
    expect(paint?.querySelector('h1')?.text).toBe(`Group ${id}`);
    expect(paint?.querySelector('img')?.getAttribute('src')).toBe(`${API_PATHS.groupImage}?groupId=${id}`);
  });

  it('links no feed from a private group (its events are for members)', async () => {
    const { id } = await createGroup(t.app, { type: 'PRIVATE' });
    const { response, doc } = await page(`/group/${id}`);
    expect(response.statusCode).toBe(200);
    expect(doc.querySelector('link[rel="alternate"]')).toBeNull();
  });

  it('escapes what people typed', async () => {
    const { id, owner } = await createGroup(t.app);
    const name = '<script>alert(1)</script> & "friends"';
    const edit = await owner.put(API_PATHS.groups, {
      id,
      name,
      description: '<img src=x onerror=alert(1)>',
      type: 'PUBLIC',
      tags: [],
    });
    expect(edit.statusCode).toBe(200);
    const { response, doc } = await page(`/group/${id}`);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain('<img src=x');
    expect(firstPaint(doc)?.querySelector('h1')?.text).toBe(name);
    expect(metaContent(doc, 'og:title')).toBe(name);
  });

  it('answers 404 with the plain app for an unknown or impossible group', async () => {
    for (const url of [
      '/group/g_nobody_here',
      '/group/a%20b',
      '/group/a%00b',
      '/group/a/events/0',
      '/group/a/events/99999999999999',
      '/group/a/events/1e3',
    ]) {
      const { response, doc } = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(doc.querySelector('#root')?.innerHTML).toBe('');
      expect(metaContent(doc, 'description')).toBe('Built description');
    }
  });
});

describe('an event page', () => {
  it('previews a public event with its time, place and start', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id, { name: 'Sunset paddle' });
    const { response, doc } = await page(`/group/${id}/events/${eventId}`);
    expect(response.statusCode).toBe(200);
    expect(metaContent(doc, 'og:title')).toBe('Sunset paddle');
    expect(metaContent(doc, 'og:type')).toBe('article');
    expect(metaContent(doc, 'og:description')).toMatch(/ · Stanley Park · We walk the seawall\./);
    expect(metaContent(doc, 'article:published_time')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(metaContent(doc, 'twitter:card')).toBe('summary');
    expect(metaContent(doc, 'og:image')).toBeUndefined();
    const paint = firstPaint(doc);
    expect(paint?.querySelector('h1')?.text).toBe('Sunset paddle');
    expect(paint?.querySelector('.fp-back')?.getAttribute('href')).toBe(`/group/${id}`);
  });

  it('paints how an event of a series repeats, as the app shows it', async () => {
    const { id, owner } = await createGroup(t.app);
    // The first Saturday of next January (events start at most 2 years ahead), 19:00 in Vancouver.
    const year = new Date().getUTCFullYear() + 1;
    const saturday = [1, 2, 3, 4, 5, 6, 7].find((d) => new Date(Date.UTC(year, 0, d)).getUTCDay() === 6)!;
    const at = (day: number, hour: number, minute = 0) =>
      new Date(Date.UTC(year, 0, day, hour, minute)).toISOString();
    const created = await owner.post(API_PATHS.events, {
      groupId: id,
      name: 'Saturday run',
      description: 'Five kilometres.',
      location: 'Stanley Park',
      startDateTime: at(saturday + 1, 2),
      endDateTime: at(saturday + 1, 4),
      recurrence: { frequency: 'WEEKLY', count: 2 },
    });
    expect(created.statusCode).toBe(201);
    const { doc } = await page(`/group/${id}/events/${created.json().success.data}`);
    const facts = firstPaint(doc)
      ?.querySelectorAll('.fp-facts li')
      .map((li) => li.text);
    expect(facts).toContain('Repeats weekly on Saturdays');

    // 00:30 on a winter Saturday (UTC−7 since November 2026): Node's own tz data would say Friday.
    const late = await owner.post(API_PATHS.events, {
      groupId: id,
      name: 'Midnight stargazing',
      description: 'Telescopes.',
      location: 'Cypress Mountain',
      startDateTime: at(saturday, 7, 30),
      endDateTime: at(saturday, 9, 30),
      recurrence: { frequency: 'MONTHLY', count: 2 },
    });
    expect(late.statusCode).toBe(201);
    const lateFacts = firstPaint((await page(`/group/${id}/events/${late.json().success.data}`)).doc)
      ?.querySelectorAll('.fp-facts li')
      .map((li) => li.text);
    expect(lateFacts).toContain('Repeats monthly on the 1st Saturday');
  });

  it('shows of a private event only what its card shows a visitor', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id, { name: 'Members only', type: 'PRIVATE' });
    await uploadCover(owner, `${API_PATHS.eventImage}?groupId=${id}&eventId=${eventId}`);
    const { response, doc } = await page(`/group/${id}/events/${eventId}`);
    expect(response.statusCode).toBe(200);
    expect(metaContent(doc, 'og:title')).toBe('Members only');
    expect(metaContent(doc, 'og:description')).toBe(`An event of Group ${id}`);
    expect(metaContent(doc, 'og:image')).toBe(
      `${PUBLIC_URL}${API_PATHS.eventImage}?groupId=${id}&eventId=${eventId}`,
    );
    expect(response.body).not.toContain('Stanley Park');
    expect(response.body).not.toContain('seawall');
    expect(metaContent(doc, 'article:published_time')).toBeUndefined();
  });

  it('answers 404 for an unknown event, and paints an event of another group as unknown', async () => {
    const { id, owner } = await createGroup(t.app);
    const other = await createGroup(t.app);
    const eventId = await createEvent(owner, id);
    for (const url of [`/group/${id}/events/999999999`, `/group/${other.id}/events/${eventId}`]) {
      const { response, doc } = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(firstPaint(doc)).toBeNull();
    }
  });
});

describe('other paths', () => {
  it('get the app as built; API paths and other methods stay JSON 404s', async () => {
    const help = await page('/help');
    expect(help.response.statusCode).toBe(200);
    expect(help.response.body).toBe(INDEX);
    const api = await t.app.inject({ method: 'GET', url: '/api/public/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    // Without a CSRF token a POST is refused before routing; either way never a page.
    const post = await t.app.inject({ method: 'POST', url: '/group/anything' });
    expect(post.statusCode).toBe(403);
    expect(post.headers['content-type']).toMatch(/json/);
  });

  it('answer 404 with the app (which shows its not-found page) when they are no page of it', async () => {
    for (const url of [
      '/this-does-not-exist',
      '/.well-known/security.txt',
      // (/readyz is the readiness probe since issue #32: a JSON answer, system/readiness.test.ts.)
      '/livez',
      '/metrics',
      '/404',
      '/group/a/b/c',
      '/settings/appearance/more',
      // Messaging is off here, so its page is not one.
      '/messages',
    ]) {
      const { response } = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toBe(INDEX);
    }
    for (const url of [
      '/settings/appearance',
      '/searchEvents/%23hiking',
      '/my-events',
      '/sign-up?returnTo=%2F',
    ]) {
      expect((await page(url)).response.statusCode, url).toBe(200);
    }
  });

  it('answers HEAD for a page like GET, without a body', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/help' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.body).toBe('');
  });

  it('signed in, a group page still paints what a visitor sees, without the sign-up buttons', async () => {
    const { client } = await signedInClient(t.app);
    const { id } = await createGroup(t.app, { owner: client });
    const response = await client.get(`/group/${id}`);
    const doc = parse(response.body);
    expect(firstPaint(doc)?.querySelector('h1')?.text).toBe(`Group ${id}`);
    expect(firstPaint(doc)?.querySelector('a[href="/sign-up"]')).toBeNull();
  });
});
