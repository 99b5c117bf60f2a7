import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import type { Env } from '../../config.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createGroup, signedInClient } from '../../test/factories.ts';
import { readEventPage, toPlainText } from './meetup-parse.ts';
import { isPublicAddress } from '../../http/safe-fetch.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name), 'utf8');

/** Meetup's pages as saved fixtures, plus the misbehaving servers an import must survive. */
function fixtureServer() {
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    const send = (body: string, status = 200) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body);
    };
    const routes: Record<string, () => void> = {
      '/kitsilano-trail-runners/': () => send(fixture('group-next-data.html')),
      '/kitsilano-trail-runners/events/301234567/': () => send(fixture('event-next-data.html')),
      '/mount-pleasant-board-gamers/': () => send(fixture('group-json-ld.html')),
      '/mount-pleasant-board-gamers/events/298765432/': () => send(fixture('event-json-ld.html')),
      '/false-creek-paddlers/': () => send(fixture('group-open-graph.html')),
      '/members-only/': () => send(fixture('login-wall.html')),
      '/gone/': () => send('Not here', 404),
      '/moved/': () => {
        response.writeHead(301, { location: '/kitsilano-trail-runners/' });
        response.end();
      },
      '/to-loopback/': () => {
        response.writeHead(302, { location: `http://127.0.0.1:${port}/kitsilano-trail-runners/` });
        response.end();
      },
      '/loop/': () => {
        response.writeHead(302, { location: '/loop/' });
        response.end();
      },
      '/slow/': () => setTimeout(() => send(fixture('group-next-data.html')), 3000),
      '/huge/': () => {
        response.writeHead(200, { 'content-type': 'text/html' });
        const chunk = `<p>${'x'.repeat(64 * 1024)}</p>`;
        for (let i = 0; i < 40; i++) response.write(chunk);
        response.end();
      },
    };
    // Meetup's paths are not case-sensitive.
    (routes[url.pathname.toLowerCase()] ?? (() => send('Not found', 404)))();
  });
}

let server: http.Server;
let port: number;
let t: TestApp;
let member: TestClient;
const origin = () => `http://localhost:${port}`;

/** The fixture host may be loopback; nothing else may. */
const fixtureEnv = (): Env => ({
  MEETUP_ORIGINS: `${origin()},http://127.0.0.1:${port},http://10.0.0.1,http://169.254.169.254`,
  MEETUP_PRIVATE_HOSTS: 'localhost',
  MEETUP_TIMEOUT_MS: '1000',
  MEETUP_MAX_BYTES: String(1024 * 1024),
});

beforeAll(async () => {
  server = fixtureServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  t = await buildTestApp(fixtureEnv());
  member = (await signedInClient(t.app)).client;
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const importGroup = (url: string, client = member) =>
  client.get(`${API_PATHS.importGroup}?${new URLSearchParams({ url })}`);
const importEvent = (url: string, client = member) =>
  client.get(`${API_PATHS.importEvent}?${new URLSearchParams({ url })}`);

describe('GET /import/getGroup', () => {
  it('reads a group from the Next.js data: free id from the slug, name, description as plain text', async () => {
    const response = await importGroup(`${origin()}/kitsilano-trail-runners/`);
    expect(response.statusCode).toBe(200);
    expect(response.json().success.data).toEqual({
      id: 'kitsilano_trail_runners',
      title: 'Kitsilano Trail Runners',
      description:
        'We are Kitsilano Trail Runners, a friendly crew that runs the trails of Pacific Spirit Park every weekend.\n\n' +
        'All paces welcome & nobody gets left behind.\n\nSaturdays 8:00\n\nWednesdays 18:30',
    });
  });

  it('makes the id unique when it is taken', async () => {
    await createGroup(t.app, { id: 'mount_pleasant_board_gamers' });
    const response = await importGroup(`${origin()}/Mount-Pleasant-Board-Gamers/`);
    expect(response.json().success.data).toMatchObject({
      id: 'mount_pleasant_board_gamers_2',
      title: 'Mount Pleasant Board Gamers',
      description: 'Weekly board games in Mount Pleasant.\n\nEveryone welcome, from Catan to Gloomhaven.',
    });
  });

  it('falls back to Open Graph tags, and follows a redirect within the allowed origins', async () => {
    expect((await importGroup(`${origin()}/false-creek-paddlers/`)).json().success.data).toMatchObject({
      id: 'false_creek_paddlers',
      title: 'False Creek Paddlers',
      description: 'Evening paddles around False Creek & English Bay. Boats available.',
    });
    expect((await importGroup(`${origin()}/moved/`)).json().success.data.title).toBe(
      'Kitsilano Trail Runners',
    );
  });

  it('answers 404 for a login wall and 422 for a page that does not answer 200', async () => {
    const wall = await importGroup(`${origin()}/members-only/`);
    expect(wall.statusCode).toBe(404);
    expect(wall.json().error.code).toBe('IMPORT_NOT_FOUND');
    const gone = await importGroup(`${origin()}/gone/`);
    expect(gone.statusCode).toBe(422);
    expect(gone.json().error.code).toBe('IMPORT_FETCH_FAILED');
    // Said once, not "The page could not be fetched: The page could not be fetched."
    expect(gone.json().error.message).toBe('Meetup could not be reached: the page answered 404.');
  });

  it('refuses a visitor', async () => {
    expect(
      (await importGroup(`${origin()}/kitsilano-trail-runners/`, new TestClient(t.app))).statusCode,
    ).toBe(401);
  });
});

describe('GET /import/getEvent', () => {
  it('reads an event from the Next.js data: the event of the URL, its venue and its start', async () => {
    const response = await importEvent(`${origin()}/kitsilano-trail-runners/events/301234567/`);
    expect(response.statusCode).toBe(200);
    expect(response.json().success.data).toEqual({
      title: 'Sunrise Trail Run at Pacific Spirit',
      description:
        'Join us for a sunrise loop through Pacific Spirit Park.\n\nWe meet at the Blanca St. entrance.\nBring water and a headlamp.',
      location: 'Pacific Spirit Park, Blanca St entrance, 4915 W 16th Ave, Vancouver, BC, ca',
      startDate: '2026-12-05T15:30:00.000Z',
    });
  });

  it('reads an event from JSON-LD, skipping a broken block', async () => {
    const response = await importEvent(`${origin()}/mount-pleasant-board-gamers/events/298765432/`);
    expect(response.json().success.data).toEqual({
      title: 'Board Game Night on Main',
      description: 'Bring a game or learn a new one.\n\nSnacks provided.\nBeginners welcome!',
      location: 'Grounds for Coffee, 2565 Main St, Vancouver, BC, CA',
      startDate: '2026-12-11T03:00:00.000Z',
    });
  });

  it('refuses a visitor', async () => {
    const url = `${origin()}/kitsilano-trail-runners/events/301234567/`;
    const response = await importEvent(url, new TestClient(t.app));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a group link where an event link is needed', async () => {
    const response = await importEvent(`${origin()}/kitsilano-trail-runners/`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('IMPORT_URL_REFUSED');
  });
});

describe('what an import refuses to fetch', () => {
  it.each([
    ['a host outside the list', 'https://example.com/kitsilano-trail-runners/'],
    ['plain http to meetup.com', 'http://www.meetup.com/kitsilano-trail-runners/'],
    ['loopback by address', () => `http://127.0.0.1:${port}/kitsilano-trail-runners/`],
    ['a private address', 'http://10.0.0.1/kitsilano-trail-runners/'],
    ['the cloud metadata address', 'http://169.254.169.254/latest/'],
    ['a redirect to loopback', () => `${origin()}/to-loopback/`],
    ['more than 3 redirects', () => `${origin()}/loop/`],
    ['a Meetup page that is not a group', 'https://www.meetup.com/find/'],
    ['something that is not a link', 'not a link at all'],
  ])('%s (400)', async (_why, url) => {
    const response = await importGroup(typeof url === 'function' ? url() : url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('IMPORT_URL_REFUSED');
  });

  it('a link over 100 characters (400)', async () => {
    const response = await importGroup(`${origin()}/${'a'.repeat(100)}/`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('a server slower than the time-out, and a body over the cap (422)', async () => {
    for (const page of ['slow', 'huge']) {
      const response = await importGroup(`${origin()}/${page}/`);
      expect(response.statusCode, page).toBe(422);
      expect(response.json().error.code).toBe('IMPORT_FETCH_FAILED');
    }
  });

  it('the fixture host itself, with the defaults', async () => {
    const strict = await buildTestApp({ MEETUP_ORIGINS: origin() });
    try {
      const { client } = await signedInClient(strict.app);
      const response = await importGroup(`${origin()}/kitsilano-trail-runners/`, client);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain('non-public');
    } finally {
      await strict.close();
    }
  });

  it('knows public addresses from the others', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('2606:4700:4700::1111')).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('reading pages', () => {
  const ldPage = (event: object) =>
    `<html><head><script type="application/ld+json">${JSON.stringify(event)}</script></head></html>`;
  const event = { '@type': 'Event', name: 'Walk', startDate: '2030-01-05T10:00:00-08:00' };

  it('takes the Place of a location list, and a location given as text', () => {
    const listed = readEventPage(
      ldPage({
        ...event,
        location: [
          { '@type': 'VirtualLocation', url: 'https://zoom.example/1' },
          { '@type': 'Place', name: 'Trout Lake', address: 'Victoria Dr, Vancouver' },
        ],
      }),
      '1',
    );
    expect(listed?.location).toBe('Trout Lake, Victoria Dr, Vancouver');
    expect(readEventPage(ldPage({ ...event, location: 'Kits Beach' }), '1')?.location).toBe('Kits Beach');
  });

  it('never takes another event of the cache when the one of the link is missing', () => {
    const state = {
      'Event:1': { id: '1', title: 'One', dateTime: '2030-01-05T10:00:00-08:00' },
      'Event:2': { id: '2', title: 'Two', dateTime: '2030-01-06T10:00:00-08:00' },
    };
    const html = `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { __APOLLO_STATE__: state } } })}</script>`;
    expect(readEventPage(html, '2')?.title).toBe('Two');
    expect(readEventPage(html, '3')).toBeUndefined();
  });

  it('drops Markdown emphasis but not underscores inside words or links', () => {
    expect(toPlainText('**Bold** and __also__, snake__case__name, [map](https://x.example/a__b__c)')).toBe(
      'Bold and also, snake__case__name, map (https://x.example/a__b__c)',
    );
  });
});
