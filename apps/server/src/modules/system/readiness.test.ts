/**
 * GET /readyz (issue #32): 200 only when the database answers, every migration has run and
 * Redis (when set) answers; 503 with the reason otherwise, and from the moment a shutdown begins.
 * /healthz and /readyz do no session work. Each test breaks an app of its own.
 */
import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../../test/app.ts';
import { until } from '../../test/wait.ts';

const readyz = (t: TestApp) => t.app.inject({ method: 'GET', url: API_PATHS.ready });

describe('GET /readyz', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('answers 200 ready, uncached, quickly, with no cookie (nor does /healthz)', async () => {
    for (const url of [API_PATHS.ready, API_PATHS.health]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['set-cookie'], url).toBeUndefined();
      expect(response.headers['content-encoding'], url).toBeUndefined();
    }
    const response = await readyz(t);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
    // A few ms on a quiet machine (two small queries); the bound leaves room for a busy one.
    const started = performance.now();
    for (let i = 0; i < 20; i++) expect((await readyz(t)).statusCode).toBe(200);
    expect((performance.now() - started) / 20).toBeLessThan(100);
  });

  it('answers 503 "migrations" while the migration table lacks the last migration, 200 once it is back', async () => {
    const schema = t.schema ? `${t.schema}.` : '';
    const table = sql.raw(`${schema}kysely_migration`);
    const { rows } = await sql<{
      name: string;
      timestamp: string;
    }>`select name, timestamp from ${table} order by name desc limit 1`.execute(t.app.deps.db);
    const last = rows[0]!;
    await sql`delete from ${table} where name = ${last.name}`.execute(t.app.deps.db);
    try {
      const response = await readyz(t);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unready', reason: 'migrations' });
    } finally {
      await sql`insert into ${table} (name, timestamp) values (${last.name}, ${last.timestamp})`.execute(
        t.app.deps.db,
      );
    }
    expect((await readyz(t)).statusCode).toBe(200);
  });

  it('is in the OpenAPI document with its 503 answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths[API_PATHS.ready].get;
    expect(Object.keys(operation.responses)).toEqual(['200', '503']);
    expect(doc.paths[API_PATHS.health].get.summary).toMatch(/^Liveness/);
  });
});

describe('GET /readyz when something is down', () => {
  it('answers 503 "database" when the database does not answer', async () => {
    const t = await buildTestApp();
    try {
      expect((await readyz(t)).statusCode).toBe(200);
      await t.app.deps.db.destroy();
      const response = await readyz(t);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unready', reason: 'database' });
    } finally {
      await t.close().catch(() => undefined);
    }
  });

  it('answers 503 "shutting down" from the moment a shutdown begins', async () => {
    const t = await buildTestApp();
    try {
      expect((await readyz(t)).statusCode).toBe(200);
      void t.app.lifecycle.beginShutdown();
      const response = await readyz(t);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unready', reason: 'shutting down' });
      // Liveness is another question: the process still answers.
      expect((await t.app.inject({ method: 'GET', url: API_PATHS.health })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it.runIf(TEST_DIALECT === 'postgres')(
    'answers 503 within about 2 s when a query hangs (a lock on the migration table)',
    async () => {
      const t = await buildTestApp();
      const db = t.app.deps.db;
      try {
        // Another connection holds the table until the probe has given up on it.
        const locked = db.transaction().execute(async (trx) => {
          await sql`lock table ${sql.raw(`${t.schema}.kysely_migration`)} in access exclusive mode`.execute(
            trx,
          );
          await sql`select pg_sleep(3)`.execute(trx);
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
        const started = Date.now();
        const response = await readyz(t);
        expect(response.json()).toEqual({ status: 'unready', reason: 'migrations' });
        expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
        expect(Date.now() - started).toBeLessThan(2900);
        await locked;
        expect((await readyz(t)).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    },
    15_000,
  );
});

/** A TCP relay to Redis that can be shut, so the app's Redis goes away under it. */
async function relayTo(target: URL): Promise<{ url: string; shut: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket)).on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    shut: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('GET /readyz with REDIS_URL', () => {
  it('answers 200 while Redis answers, 503 "redis" once its port is closed', async () => {
    const relay = await relayTo(new URL(redisUrl!));
    const t = await buildTestApp({ REDIS_URL: relay.url });
    try {
      expect((await readyz(t)).json()).toEqual({ status: 'ready' });
      await relay.shut();
      await until(async () => (await readyz(t)).statusCode === 503);
      expect((await readyz(t)).json()).toEqual({ status: 'unready', reason: 'redis' });
    } finally {
      await t.close();
    }
  }, 20_000);
});
