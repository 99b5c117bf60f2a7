import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createEvent, createGroup } from '../../test/factories.ts';

const PUBLIC_URL = 'http://neighbourly.test:8080';
/** Small files, so a few groups and events make several of them. */
const PER_FILE = 3;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL, SITEMAP_URLS_PER_FILE: String(PER_FILE) });
});
afterAll(async () => t.close());

const get = (path: string) => new TestClient(t.app).get(path);
const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

/** The files the index names, and every URL they list, in order (repeats kept). */
async function crawl() {
  const index = await get('/sitemap.xml');
  expect(index.statusCode).toBe(200);
  const files = locsOf(index.body);
  const urls: string[] = [];
  for (const file of files) {
    const response = await get(file.slice(PUBLIC_URL.length));
    expect(response.statusCode, file).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const locs = locsOf(response.body);
    expect(locs.length, file).toBeGreaterThan(0);
    expect(locs.length, file).toBeLessThanOrEqual(PER_FILE);
    urls.push(...locs);
  }
  return { index, files, urls };
}

/** What the sitemap should list now: the home page, public groups, their upcoming public events. */
async function listable() {
  const db = t.app.deps.db;
  const groups = await db.selectFrom('groups').select('id').where('type', '=', 'PUBLIC').execute();
  const events = await db
    .selectFrom('events')
    .innerJoin('groups', 'groups.id', 'events.group_id')
    .select(['events.id', 'events.group_id'])
    .where('events.type', '=', 'PUBLIC')
    .where('groups.type', '=', 'PUBLIC')
    .where('events.end_date_time', '>', new Date().toISOString())
    .execute();
  return {
    groups: groups.length,
    events: events.length,
    urls: [
      `${PUBLIC_URL}/`,
      ...groups.map((g) => `${PUBLIC_URL}/group/${g.id}`),
      ...events.map((e) => `${PUBLIC_URL}/group/${e.group_id}/events/${e.id}`),
    ],
  };
}

describe('GET /robots.txt', () => {
  it('allows every crawler everywhere and points to the sitemap index', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`);
  });
});

describe('GET /sitemap.xml and its files', () => {
  it('lists the home page, public groups and their upcoming public events, and nothing else', async () => {
    const open = await createGroup(t.app);
    const closed = await createGroup(t.app, { type: 'PRIVATE' });
    const upcoming = await createEvent(open.owner, open.id);
    const privateEvent = await createEvent(open.owner, open.id, { type: 'PRIVATE' });
    const past = await createEvent(open.owner, open.id, { startsInHours: 2 });
    await t.app.deps.db
      .updateTable('events')
      .set({
        start_date_time: new Date(Date.now() - 5 * 3_600_000).toISOString(),
        end_date_time: new Date(Date.now() - 3 * 3_600_000).toISOString(),
      })
      .where('id', '=', past)
      .execute();
    const inClosed = await createEvent(closed.owner, closed.id);

    const { index, urls } = await crawl();
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
    expect(urls).toContain(`${PUBLIC_URL}/`);
    expect(urls).toContain(`${PUBLIC_URL}/group/${open.id}`);
    expect(urls).toContain(`${PUBLIC_URL}/group/${open.id}/events/${upcoming}`);
    expect(urls).not.toContain(`${PUBLIC_URL}/group/${open.id}/events/${privateEvent}`);
    expect(urls).not.toContain(`${PUBLIC_URL}/group/${open.id}/events/${past}`);
    expect(urls.some((loc) => loc.includes(closed.id))).toBe(false);
    expect(urls).not.toContain(`${PUBLIC_URL}/group/${closed.id}/events/${inClosed}`);
    const file = await get('/sitemap-1.xml');
    expect(file.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });

  it('splits the URLs into files of at most the limit, each URL in exactly one file', async () => {
    // Enough groups and events for several files of each kind.
    for (let g = 0; g < 4; g++) {
      const { id, owner } = await createGroup(t.app);
      for (let e = 0; e < 2 + g; e++) await createEvent(owner, id, { startsInHours: 24 + e });
    }
    const expected = await listable();
    const { files, urls } = await crawl();
    const groupFiles = Math.ceil((expected.groups + 1) / PER_FILE);
    const eventFiles = Math.ceil(expected.events / PER_FILE);
    expect(files).toEqual(
      Array.from({ length: groupFiles + eventFiles }, (_, i) => `${PUBLIC_URL}/sitemap-${i + 1}.xml`),
    );
    expect(files.length).toBeGreaterThanOrEqual(6);
    expect(urls).toHaveLength(new Set(urls).size);
    expect([...urls].sort()).toEqual([...expected.urls].sort());
    // Only the last file of each kind may be short.
    expect(urls[0]).toBe(`${PUBLIC_URL}/`);
  });

  it('answers 404, never a 5xx, for a file that is not there or a name that is not one', async () => {
    const { files } = await crawl();
    for (const path of [
      `/sitemap-${files.length + 1}.xml`,
      '/sitemap-999999.xml',
      '/sitemap-0.xml',
      '/sitemap-01.xml',
      '/sitemap--1.xml',
      '/sitemap-1.5.xml',
      '/sitemap-1e3.xml',
      '/sitemap-abc.xml',
      '/sitemap-1.xmlx',
      '/sitemap-1',
      '/sitemap-',
      `/sitemap-${'9'.repeat(400)}.xml`,
      '/sitemap-%00.xml',
      '/sitemap-%E0%A4%A.xml',
    ]) {
      const response = await get(path);
      expect([400, 404], `${path}: ${response.statusCode} ${response.body}`).toContain(response.statusCode);
    }
  });
});
