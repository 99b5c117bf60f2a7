import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createEvent, createGroup } from '../../test/factories.ts';

const PUBLIC_URL = 'http://neighbourly.test:8080';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(async () => t.close());

describe('GET /robots.txt', () => {
  it('allows every crawler everywhere and points to the sitemap', async () => {
    const response = await new TestClient(t.app).get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`);
  });
});

describe('GET /sitemap.xml', () => {
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

    const response = await new TestClient(t.app).get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const locs = [...response.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/group/${open.id}`);
    expect(locs).toContain(`${PUBLIC_URL}/group/${open.id}/events/${upcoming}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/group/${open.id}/events/${privateEvent}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/group/${open.id}/events/${past}`);
    expect(locs.some((loc) => loc?.includes(closed.id))).toBe(false);
    expect(locs).not.toContain(`${PUBLIC_URL}/group/${closed.id}/events/${inClosed}`);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  });
});
