import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, publicConfigSchema } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { signedInClient } from '../../test/factories.ts';

let t: TestApp;
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'neighbourly-web-'));
fs.mkdirSync(path.join(webDist, 'static', 'js'), { recursive: true });
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Neighbourly</title><div id="root"></div>',
);
fs.writeFileSync(path.join(webDist, 'static', 'js', 'main-abc123.js'), 'console.log(1)');
fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.skipWaiting()');

beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST_DIR: webDist, HELP_EMAIL: 'help@example.org' });
  t.app.get('/api/public/v1/test-only/boom', async () => {
    throw new Error('secret internals: connection string postgres://u:p@db');
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('GET /api/public/v1/config', () => {
  it('tells visitors and users the flags, help address and captcha', async () => {
    for (const client of [new TestClient(t.app), (await signedInClient(t.app)).client]) {
      const response = await client.get(API_PATHS.config);
      expect(response.statusCode).toBe(200);
      const data = publicConfigSchema.parse(response.json().success.data);
      expect(data).toEqual({
        messagingEnabled: false,
        helpEmail: 'help@example.org',
        captcha: { provider: 'altcha', challengeUrl: API_PATHS.captchaChallenge },
        identityProviders: [],
        map: {
          tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          attribution: '© OpenStreetMap contributors',
        },
        addressSearch: false,
      });
    }
  });

  it('names reCAPTCHA with its site key, and the messaging flag, when configured', async () => {
    const other = await buildTestApp({
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_SECRET_KEY: 'secret-key',
      MESSAGING_ENABLED: 'true',
    });
    try {
      const data = (await new TestClient(other.app).get(API_PATHS.config)).json().success.data;
      expect(data.captcha).toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
      expect(data.messagingEnabled).toBe(true);
      expect(JSON.stringify(data)).not.toContain('secret-key');
      expect((await new TestClient(other.app).get(API_PATHS.captchaChallenge)).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('GET /healthz', () => {
  it('answers ok', async () => {
    const response = await new TestClient(t.app).get(API_PATHS.health);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/public/v1/users/self', () => {
  it('refuses a visitor with 401 in the error envelope', async () => {
    const response = await new TestClient(t.app).get(API_PATHS.usersSelf);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: expect.any(String) } });
  });

  it('returns id, name, hasAvatar and role, and nothing private', async () => {
    const { client, user } = await signedInClient(t.app, { name: 'Ana' });
    const response = await client.get(API_PATHS.usersSelf);
    expect(response.json()).toEqual({
      success: {
        data: {
          id: user.login,
          name: 'Ana',
          hasAvatar: false,
          role: 'USER',
          siteRole: 'NONE',
          homePlace: null,
          locale: null,
        },
      },
    });
  });
});

describe('errors', () => {
  it('answers unknown errors with a generic 500 that carries no internals', async () => {
    const response = await new TestClient(t.app).get('/api/public/v1/test-only/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json().error.code).toBe('INTERNAL_ERROR');
    expect(response.body).not.toContain('secret internals');
    expect(response.body).not.toContain('postgres://');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/public/v1/nope', '/authz/nope']) {
      const response = await new TestClient(t.app).get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });
});

describe('the web app', () => {
  it('serves index.html for every path, uncached (404 for a path that is no page, or a group or event that does not exist)', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/sign-up', 200],
      // Issue #26: no page of the app (it shows its not-found page).
      ['/no/such/page', 404],
      ['/group/hikers/events/3', 404],
    ] as const) {
      const response = await new TestClient(t.app).get(url, { headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('serves hashed chunks from the static js path with a long cache, and sets a CSRF cookie', async () => {
    const response = await new TestClient(t.app).get('/static/js/main-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    const page = await new TestClient(t.app).get('/');
    expect(page.cookies.some((c) => c.name === 'XSRF-TOKEN')).toBe(true);
  });

  it('answers a missing asset with a 404, not the app, and the files at the top uncached', async () => {
    const missing = await new TestClient(t.app).get('/static/js/main-gone99.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
    const head = await t.app.inject({ method: 'HEAD', url: '/static/js/main-abc123.js' });
    expect(head.statusCode).toBe(200);
    const worker = await new TestClient(t.app).get('/sw.js');
    expect(worker.statusCode).toBe(200);
    expect(worker.body).toBe('self.skipWaiting()');
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it('sends security headers', async () => {
    const response = await new TestClient(t.app).get('/');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document at /api/docs', async () => {
    const response = await new TestClient(t.app).get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining([API_PATHS.signUp, API_PATHS.signIn, API_PATHS.usersSelf]),
    );
  });
});

describe('demo seed', () => {
  it('creates the README demo account and a dozen Vancouver groups on an empty database, once', async () => {
    const seeded = await buildTestApp({ SEED_DEMO: 'true' });
    try {
      const client = new TestClient(seeded.app);
      expect((await client.signIn('demo', 'Demo1234!')).statusCode).toBe(200);
      expect((await client.get(API_PATHS.usersSelf)).json().success.data.name).toBe('Demo Neighbour');

      const mine = (await client.get(`${API_PATHS.groupMembersForUser}?userId=demo`)).json().success.data;
      expect(mine).toHaveLength(3);
      const groups = await seeded.app.deps.db.selectFrom('groups').selectAll().execute();
      expect(groups).toHaveLength(12);
      expect(new Set(groups.map((g) => g.type))).toEqual(new Set(['PUBLIC', 'PRIVATE']));
      for (const group of groups) {
        const members = await seeded.app.deps.db
          .selectFrom('group_members')
          .selectAll()
          .where('group_id', '=', group.id)
          .execute();
        expect(members.length, group.id).toBe(group.members_count);
        expect(members.filter((m) => m.role === 'OWNER').map((m) => m.user_id)).toEqual([group.owner_id]);
      }
      const cover = await client.get(`${API_PATHS.groupImage}?groupId=kits_beach_runners`);
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toBe('image/jpeg');
      const request = await client.get(`${API_PATHS.membershipRequests}?groupId=commercial_drive_readers`);
      expect(request.json().success.data).toMatchObject({ user: { id: 'demo' } });
      const upcoming = (
        await client.get(`${API_PATHS.eventsForGroup}?groupId=kits_beach_runners&showFutureEvents=true`)
      ).json().success.data;
      const past = (
        await client.get(`${API_PATHS.eventsForGroup}?groupId=kits_beach_runners&showFutureEvents=false`)
      ).json().success.data;
      expect(upcoming.map((e: { name: string }) => e.name)).toEqual([
        'Saturday seawall 10K',
        'Hill repeats at Jericho',
      ]);
      expect(past.map((e: { name: string }) => e.name)).toEqual(['Autumn 5K social run']);
      // Pins and home places for the map and distance search (issue #28); a hybrid jam.
      expect(upcoming[0]).toMatchObject({ format: 'IN_PERSON', latitude: 49.2731, longitude: -123.1536 });
      expect(groups.every((g) => g.home_place !== null)).toBe(true);
      const nearKits = (
        await client.get(`${API_PATHS.eventSearch}?place=kitsilano&withinKm=2&limit=50`)
      ).json().success.data;
      expect(nearKits.map((e: { name: string }) => e.name)).toContain('Saturday seawall 10K');
      const online = (await client.get(`${API_PATHS.eventSearch}?format=ONLINE&limit=50`)).json().success
        .data;
      expect(online.map((e: { name: string }) => e.name)).toEqual(['Open acoustic jam']);
      // A weekly series the demo account co-hosts (issue #18).
      const games = (
        await client.get(
          `${API_PATHS.eventsForGroup}?groupId=mount_pleasant_board_games&showFutureEvents=true&limit=50`,
        )
      ).json().success.data as {
        name: string;
        series: { frequency: string; upcomingCount: number } | null;
      }[];
      // Listed once, at its next date, with its 8 dates to come (issue #26).
      const weekly = games.filter((e) => e.name === 'Wingspan & Catan night');
      expect(weekly).toHaveLength(1);
      expect(weekly[0]!.series).toMatchObject({ frequency: 'WEEKLY', upcomingCount: 8 });
      const demoRole = await client.get(
        `${API_PATHS.groupMembers}?groupId=mount_pleasant_board_games&userId=demo`,
      );
      expect(demoRole.json().success.data).toMatchObject({ role: 'HOST' });
      const full = upcoming[0];
      expect(full).toMatchObject({
        participantsLimit: 3,
        participantsCount: 4,
        waitlistCount: 2,
        hostId: 'maya_runs',
      });
      const people = (
        await client.get(
          `${API_PATHS.eventParticipantsForEvent}?groupId=kits_beach_runners&eventId=${full.eventId}`,
        )
      ).json().success.data;
      expect(people.map((p: { role: string }) => p.role)).toEqual([
        'HOST',
        'PARTICIPANT',
        'PARTICIPANT',
        'PARTICIPANT',
        'WAITLISTED',
        'WAITLISTED',
      ]);
      const comments = (
        await client.get(
          `${API_PATHS.eventCommentsForEvent}?groupId=kits_beach_runners&eventId=${full.eventId}`,
        )
      ).json().success.data;
      expect(comments).toHaveLength(2);
      // The demo account, a member, may join the full event's waitlist.
      const joined = await client.post(API_PATHS.eventParticipants, {
        groupId: 'kits_beach_runners',
        eventId: full.eventId,
        userId: 'demo',
      });
      expect(joined.json().success.data.role).toBe('WAITLISTED');
      // The demo account owns no group yet, so it can create its free one.
      const created = await client.post(API_PATHS.groups, {
        id: 'demo_group',
        name: 'Demo',
        description: 'Mine',
      });
      expect(created.statusCode).toBe(201);
    } finally {
      await seeded.close();
    }
  });
});
