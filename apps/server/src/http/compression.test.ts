/**
 * Compression over HTTP: API JSON over 1 KB is compressed on the fly, small answers are not,
 * and the built web assets go out as the .br/.gz copies the build wrote beside them.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { TestClient } from '../test/client.ts';
import { createGroup, signedInClient } from '../test/factories.ts';
import { cookieHeader, listen } from '../test/sse.ts';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});\n`;
const INDEX = `<!doctype html><html><head><title>Neighbourly</title></head><body><div id="root"></div>${'<p>hi</p>'.repeat(200)}</body></html>`;

/** A dist like the build's: files with their .br and .gz copies. */
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'neighbourly-dist-'));
  fs.mkdirSync(path.join(dir, 'static'));
  for (const [file, text] of [
    ['index.html', INDEX],
    ['static/x.js', SCRIPT],
  ] as const) {
    fs.writeFileSync(path.join(dir, file), text);
    fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(text));
    fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(text));
  }
  return dir;
}

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fakeDist();
  t = await buildTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('API compression', () => {
  it('compresses JSON over 1 KB for a client that accepts brotli, to the same JSON', async () => {
    for (let i = 0; i < 8; i += 1) await createGroup(t.app);
    const client = new TestClient(t.app);
    const url = API_PATHS.groupDefaults;
    const plain = await client.get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(1024);

    const br = await client.get(url, { headers: { 'accept-encoding': 'br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const unpacked = zlib.brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(unpacked));
    expect(JSON.parse(unpacked)).toEqual(plain.json());
  });

  it('leaves an answer under 1 KB as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: API_PATHS.csrf,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Buffer.byteLength(response.body)).toBeLessThan(1024);
  });
});

describe('the live event stream', () => {
  it('stays uncompressed and unbuffered for a client that accepts brotli', async () => {
    const { client } = await signedInClient(t.app);
    const base = await listen(t.app);
    const { headers, firstChunk } = await new Promise<{
      headers: http.IncomingHttpHeaders;
      firstChunk: string;
    }>((resolve, reject) => {
      const request = http.get(
        `${base}${API_PATHS.live}`,
        {
          headers: {
            accept: 'text/event-stream',
            'accept-encoding': 'br, gzip',
            cookie: cookieHeader(client),
          },
        },
        (response) => {
          response.once('data', (chunk: Buffer) => {
            resolve({ headers: response.headers, firstChunk: chunk.toString('utf8') });
            request.destroy();
          });
        },
      );
      request.on('error', reject);
    });
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['content-encoding']).toBeUndefined();
    // The stream's opening lines arrive as text while it stays open.
    expect(firstChunk).toMatch(/^(retry:|:)/m);
  });
});

describe('the built web app', () => {
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends a hashed asset as its brotli or gzip copy, cached for a year', async () => {
    const br = await get('/static/x.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(SCRIPT);

    const gz = await get('/static/x.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(SCRIPT);

    const plain = await get('/static/x.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends index.html for a page path, compressed and not cached', async () => {
    const page = await get('/help', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString('utf8')).toBe(INDEX);
  });

  it('answers robots.txt and sitemap.xml itself, not with index.html', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toMatch(/^User-agent: \*/);
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toMatch(/^<\?xml/);
  });
});
