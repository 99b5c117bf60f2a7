/**
 * `npm run bench:live`: how many live (Server-Sent Events) connections one instance holds, what
 * each costs in memory, and how long an event takes from publish to the page at that load.
 *
 * The server runs in this process (so its memory can be read); the pages run in a child process
 * (plain http.get readers, so their memory is not counted). For each number of connections:
 * memory before and after opening them (after a GC), then K events to one person and K events
 * to everyone, one at a time, timed from publish to receipt in the child.
 *
 *   BENCH_LIVE_CONNECTIONS=1000,5000,10000
 *   BENCH_LIVE_EVENTS=20                 events per measurement
 *   BENCH_LIVE_DIALECT=sqlite            or postgres (LISTEN/NOTIFY on BENCH_POSTGRES_URL)
 *   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres
 */
import { fork, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { API_PATHS, COOKIE_NAMES, type LiveEvent } from '@neighbourly/shared';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { sha256 } from '../../apps/server/src/http/secret.ts';
import { insertUser } from '../../apps/server/src/modules/people/index.ts';

/** Pages per person: below the server's cap of 20 open streams a person. */
const PAGES_PER_PERSON = 10;
const now = () => performance.timeOrigin + performance.now();

type ToChild = { type: 'open'; port: number; cookies: string[] } | { type: 'report' } | { type: 'stop' };
type FromChild = { type: 'opened'; count: number; failed: number } | { type: 'report'; delays: number[] };

async function main(): Promise<void> {
  const counts = (process.env.BENCH_LIVE_CONNECTIONS ?? '1000,5000,10000').split(',').map(Number);
  const events = Number(process.env.BENCH_LIVE_EVENTS ?? 20);
  const dialect = process.env.BENCH_LIVE_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
  console.log(
    `## Live delivery, ${dialect}, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}\n`,
  );
  console.log(
    '| connections | held | server memory per connection | to one person p50 / p95 / max | to everyone p50 / p95 / max |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const count of counts) await measure(dialect, count, events);
}

async function measure(dialect: 'sqlite' | 'postgres', count: number, events: number): Promise<void> {
  const { app, cleanup } = await benchApp(dialect);
  const port = await listenOn(app);
  const people = Math.ceil(count / PAGES_PER_PERSON);
  const userIds: string[] = [];
  const cookies: string[] = [];
  for (let i = 0; i < people; i += 1) {
    const id = `live_bench_${i}`;
    await insertUser(app.deps.db, { login: id, passwordHash: null });
    const session = await sessionFor(app.deps.db, id);
    userIds.push(id);
    for (let p = 0; p < PAGES_PER_PERSON && cookies.length < count; p += 1) cookies.push(session);
  }

  const before = memory();
  const pages = fork(fileURLToPath(import.meta.url), ['--pages'], { execArgv: process.execArgv });
  const opened = await ask<Extract<FromChild, { type: 'opened' }>>(pages, { type: 'open', port, cookies });
  const after = memory();
  const perConnection = (after.rss - before.rss) / opened.count;
  const heapPer = (after.heap - before.heap) / opened.count;

  const one = await timed(app, pages, events, () => [userIds[0] as string]);
  const all = await timed(app, pages, events, () => userIds);
  console.log(
    `| ${count} | ${opened.count}${opened.failed ? ` (${opened.failed} refused)` : ''} | ${kb(perConnection)} RSS (${kb(heapPer)} heap) | ${stats(one)} | ${stats(all)} |`,
  );
  pages.send({ type: 'stop' } satisfies ToChild);
  await new Promise((resolve) => pages.once('exit', resolve));
  await app.close();
  await cleanup();
}

/** Publishes `events` events one after another to `userIds()`; returns every page's delay. */
async function timed(
  app: Awaited<ReturnType<typeof buildApp>>,
  pages: ChildProcess,
  events: number,
  userIds: () => string[],
): Promise<number[]> {
  await ask(pages, { type: 'report' });
  for (let i = 0; i < events; i += 1) {
    const event: LiveEvent = {
      type: 'message',
      conversationWith: 'bench',
      message: { id: i + 1, userId: 'bench', message: String(now()), timestamp: new Date().toISOString() },
    };
    await app.deps.live.publish(userIds(), event);
    // One at a time: the delay of an event, not of a queue of them.
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return (await ask<Extract<FromChild, { type: 'report' }>>(pages, { type: 'report' })).delays;
}

async function benchApp(dialect: 'sqlite' | 'postgres') {
  const id = crypto.randomBytes(4).toString('hex');
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'neighbourly-live-bench-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    MESSAGING_ENABLED: 'true',
    APP_SECRET: 'bench-secret-that-is-long-enough-for-hmac-keys',
    UPLOAD_DIR: uploadDir,
    WEB_DIST_DIR: path.join(os.tmpdir(), 'neighbourly-no-web-build'),
    // Every page reader connects from 127.0.0.1: the per-address cap would stop them at 100.
    LIVE_STREAMS_PER_ADDRESS: '1000000',
  });
  const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const schema = `bench_live_${id}`;
  const file = path.join(os.tmpdir(), `neighbourly-live-bench-${id}.sqlite`);
  if (dialect === 'postgres') {
    await adminQuery(adminUrl, `create schema ${schema}`);
    config.database = { dialect: 'postgres', url: adminUrl, poolSize: 10, schema };
  } else {
    config.database = { dialect: 'sqlite', file };
  }
  const app = await buildApp(config, { logger: false });
  const cleanup = async () => {
    if (dialect === 'postgres') await adminQuery(adminUrl, `drop schema ${schema} cascade`);
    else for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
    fs.rmSync(uploadDir, { recursive: true, force: true });
  };
  return { app, cleanup };
}

async function adminQuery(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(query);
  await client.end();
}

/** A session row for `userId`, as sign-in makes it; returns the Cookie header. */
async function sessionFor(db: Awaited<ReturnType<typeof buildApp>>['deps']['db'], userId: string) {
  const id = crypto.randomBytes(32).toString('base64url');
  const at = new Date();
  const later = new Date(at.getTime() + 86_400_000).toISOString();
  await db
    .insertInto('sessions')
    .values({
      id_hash: sha256(id),
      user_id: userId,
      created_at: at.toISOString(),
      last_seen_at: at.toISOString(),
      idle_expires_at: later,
      absolute_expires_at: later,
    })
    .execute();
  return `${COOKIE_NAMES.session}=${id}`;
}

async function listenOn(app: Awaited<ReturnType<typeof buildApp>>): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function memory() {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const usage = process.memoryUsage();
  return { rss: usage.rss, heap: usage.heapUsed };
}

function ask<T extends FromChild>(child: ChildProcess, message: ToChild): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (answer) => resolve(answer as T));
    child.send(message);
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function stats(delays: number[]): string {
  if (delays.length === 0) return 'none received';
  const sorted = [...delays].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const ms = (value: number) => `${value.toFixed(1)}`;
  return `${ms(at(0.5))} / ${ms(at(0.95))} / ${ms(sorted[sorted.length - 1] ?? 0)} ms (${delays.length})`;
}

/** The child: opens the pages, records each event's delay, reports them to the parent. */
function runPages(): void {
  const requests: http.ClientRequest[] = [];
  let delays: number[] = [];
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const onData = (text: string) => {
    for (const line of text.split('\n')) {
      if (!line.startsWith('data: ')) continue;
      const event = JSON.parse(line.slice(6)) as LiveEvent;
      if (event.type === 'message') delays.push(now() - Number(event.message.message));
    }
  };
  const openOne = (port: number, cookie: string) =>
    new Promise<boolean>((resolve) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: API_PATHS.live, headers: { cookie }, agent },
        (response) => {
          if (response.statusCode !== 200) return resolve(false);
          response.setEncoding('utf8');
          response.once('data', () => resolve(true));
          response.on('data', onData);
        },
      );
      request.on('error', () => resolve(false));
      requests.push(request);
    });
  process.on('message', async (message: ToChild) => {
    if (message.type === 'open') {
      let count = 0;
      let failed = 0;
      // In batches: a burst of thousands of connects overflows the listen backlog.
      for (let i = 0; i < message.cookies.length; i += 200) {
        const batch = message.cookies.slice(i, i + 200).map((cookie) => openOne(message.port, cookie));
        for (const ok of await Promise.all(batch))
          if (ok) count += 1;
          else failed += 1;
      }
      process.send?.({ type: 'opened', count, failed } satisfies FromChild);
    } else if (message.type === 'report') {
      process.send?.({ type: 'report', delays } satisfies FromChild);
      delays = [];
    } else {
      for (const request of requests) request.destroy();
      process.exit(0);
    }
  });
}

// Last, once every constant above is defined.
if (process.argv.includes('--pages')) runPages();
else await main();
