/**
 * SIGTERM while the database or Redis stops answering without closing its connections (a network
 * partition, a frozen host): the queries and commands in flight never end, so neither would
 * closing the pool or quitting Redis. The process still exits 0 soon after the grace, and says
 * what it could not close.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { TEST_DIALECT } from '../test/app.ts';
import { send } from '../test/http-load.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { throwawayDatabase } from '../test/throwaway-database.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A TCP relay to `target` that can freeze: from then on nothing passes, and nothing is closed. */
async function freezableRelay(target: URL, defaultPort: number) {
  const sockets = new Set<net.Socket>();
  let frozen = false;
  const server = net.createServer((client) => {
    sockets.add(client.on('error', () => undefined));
    if (frozen) return;
    const upstream = net.connect(Number(target.port || defaultPort), target.hostname);
    sockets.add(upstream.on('error', () => undefined));
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const relayed = new URL(target);
  relayed.hostname = '127.0.0.1';
  relayed.port = String((server.address() as net.AddressInfo).port);
  cleanups.push(() => {
    for (const socket of sockets) socket.destroy();
    server.close();
  });
  return {
    url: relayed.toString(),
    freeze() {
      frozen = true;
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
  };
}

/** A PostgreSQL database of its own, dropped after the test. */
async function freshDatabase(): Promise<URL> {
  const database = await throwawayDatabase('neighbourly_stuck');
  cleanups.push(database.drop);
  return database.url;
}

describe.runIf(redisUrl)('SIGTERM while the database or Redis hangs', () => {
  it('exits 0 soon after the grace, without waiting for them', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'neighbourly-stuck-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const redis = await freezableRelay(new URL(redisUrl!), 6379);
    const database =
      TEST_DIALECT === 'postgres' ? await freezableRelay(await freshDatabase(), 5432) : undefined;
    const server: ServerProcess = await startServerProcess({
      ...(database ? { DATABASE_URL: database.url } : { SQLITE_FILE: path.join(dir, 'db.sqlite') }),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      REDIS_URL: redis.url,
      JOBS_POLL_MS: '100',
      SHUTDOWN_GRACE_SECONDS: '2',
    });
    cleanups.push(async () => void (await server.stop('SIGKILL')));
    expect((await send(server.baseUrl, { method: 'GET', path: API_PATHS.ready })).status).toBe(200);

    redis.freeze();
    database?.freeze();
    // The probe gives up on them (and leaves its PING, and its query, waiting for good).
    const probe = await send(server.baseUrl, { method: 'GET', path: API_PATHS.ready });
    expect(probe.status).toBe(503);
    expect(JSON.parse(probe.body!).reason).toBe(database ? 'database' : 'redis');

    const signalAt = Date.now();
    const exit = await server.stop('SIGTERM', 15_000);
    expect(exit).toMatchObject({ code: 0, signal: null });
    // The grace (2 s) and the second closing may take, with room for a busy machine.
    expect(exit.at - signalAt).toBeLessThan(8000);
    expect(server.logs.some((line) => line.level === 40 && /did not close in time/.test(line.msg))).toBe(
      true,
    );
  }, 60_000);
});
