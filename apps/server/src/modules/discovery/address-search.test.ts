/**
 * Address search for a pin (issue #28): through the Nominatim-compatible server GEOCODER_URL
 * names (here a local one answering as Nominatim does), behind the Meetup import's SSRF guard;
 * signed-in people only; nothing when no geocoder is set. The map's tile settings reach the web.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, MESSAGES } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { signedInClient } from '../../test/factories.ts';

let geocoder: http.Server;
let geocoderUrl: string;
const asked: URLSearchParams[] = [];

beforeAll(async () => {
  geocoder = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    asked.push(url.searchParams);
    const q = url.searchParams.get('q') ?? '';
    response.setHeader('content-type', 'application/json');
    if (q.includes('garbled')) return response.end('<html>not json</html>');
    if (q.includes('odd')) return response.end(JSON.stringify({ results: [] }));
    response.end(
      JSON.stringify([
        { display_name: '2305 West 7th Avenue, Kitsilano, Vancouver', lat: '49.2647', lon: '-123.1581' },
        { display_name: 'Off the globe', lat: '123', lon: '0' },
      ]),
    );
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  geocoderUrl = `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => geocoder.close(resolve));
});

const search = (client: TestClient, q: string) =>
  client.get(`${API_PATHS.placeSearch}?${new URLSearchParams({ q }).toString()}`);

describe('GET /places/search with a geocoder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ GEOCODER_URL: geocoderUrl, GEOCODER_PRIVATE_HOSTS: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('finds addresses for a signed-in person, leaning to Metro Vancouver', async () => {
    const { client } = await signedInClient(t.app);
    const response = await search(client, '2305 W 7th Ave');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().success.data).toEqual([
      { name: '2305 West 7th Avenue, Kitsilano, Vancouver', latitude: 49.2647, longitude: -123.1581 },
    ]);
    const last = asked.at(-1)!;
    expect(last.get('q')).toBe('2305 W 7th Ave');
    expect(last.get('format')).toBe('jsonv2');
    expect(last.get('viewbox')).toBeTruthy();
    expect(
      (await t.app.inject({ method: 'GET', url: API_PATHS.config })).json().success.data.addressSearch,
    ).toBe(true);
  });

  it('refuses a visitor, a short or long text; says so when the geocoder answers nonsense', async () => {
    expect((await search(new TestClient(t.app), 'Main Street')).statusCode).toBe(401);
    const { client } = await signedInClient(t.app);
    for (const q of ['ab', 'x'.repeat(201)]) {
      const refused = await search(client, q);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toContain(MESSAGES.addressSearch);
    }
    for (const q of ['garbled street', 'odd street']) {
      const failed = await search(client, q);
      expect(failed.statusCode).toBe(422);
      expect(failed.json().error.code).toBe('ADDRESS_SEARCH_FAILED');
    }
  });
});

describe('GET /places/search behind the SSRF guard', () => {
  it('does not reach a geocoder at a private address unless it is allowed (as in tests)', async () => {
    const t = await buildTestApp({ GEOCODER_URL: geocoderUrl });
    try {
      const { client } = await signedInClient(t.app);
      const before = asked.length;
      const refused = await search(client, 'Main Street');
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.code).toBe('ADDRESS_SEARCH_FAILED');
      expect(asked.length, 'no request reached the private address').toBe(before);
    } finally {
      await t.close();
    }
  });

  it('answers 404 when no geocoder is set, and the map settings come from the environment', async () => {
    const t = await buildTestApp({ MAP_TILE_URL: 'none' });
    try {
      const { client } = await signedInClient(t.app);
      expect((await search(client, 'Main Street')).statusCode).toBe(404);
      const config = (await client.get(API_PATHS.config)).json().success.data;
      expect(config).toMatchObject({ addressSearch: false, map: { tileUrl: null } });
    } finally {
      await t.close();
    }
  });
});
