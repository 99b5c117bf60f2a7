/**
 * `npm run bench:federation` (and the end of `npm run bench`): fan-out of an event to a group's
 * fediverse followers (issue #30). This process stands in for 200 remote servers (an HTTP
 * listener each on 127.0.0.1, answering POST /inbox with 202), and the production server
 * (apps/server/dist/main.js, built first) runs on a fresh database with its job runner on. A
 * public group A has 10,000 remote followers, 50 on each server; a public group B has none.
 *
 * Measured: POST /events in B and in A (median, p95): creating the event only writes a job, so
 * both should be about the same; then, three times, one event in A, from the POST until every
 * server got its Create (first and last delivery, deliveries per second), with where the time
 * went according to the jobs table. Every 20th delivery's draft-cavage signature is verified with
 * PeerTube's `@peertube/http-signature` against the key the group actor publishes; one that does
 * not verify fails the bench, as do a duplicate and a server left out.
 *
 * The receivers speak draft-cavage only, as PeerTube and Mastodon before 4.5 do: Fedify's first
 * knock, signed per RFC 9421, gets 401, and Fedify signs again (draft-cavage) and remembers that
 * per server. Those knocks are counted.
 *
 *   BENCH_DIALECTS=sqlite,postgres
 *   BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/postgres   (a database is made and dropped)
 *   FEDERATION_SERVERS=200  FEDERATION_FOLLOWERS=10000
 *   FEDERATION_CREATIONS=30   POST /events timed per group
 *   FEDERATION_RUNS=3         fan-outs timed
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error: the library ships no types.
import httpSignature from '@peertube/http-signature';
import pg from 'pg';
import { API_PATHS, COOKIE_NAMES, XSRF_HEADER } from '@neighbourly/shared';
import { createDb, type Db } from '../../apps/server/src/db/client.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { hashPassword } from '../../apps/server/src/modules/people/passwords.ts';
import { insertUser } from '../../apps/server/src/modules/people/users.repository.ts';
import type { BenchDatabase } from './generate.ts';
import { type CookieJar, root, signIn, startServer, stopServer } from './server.ts';

const SERVERS = Number(process.env.FEDERATION_SERVERS ?? 200);
const FOLLOWERS = Number(process.env.FEDERATION_FOLLOWERS ?? 10_000);
const CREATIONS = Number(process.env.FEDERATION_CREATIONS ?? 30);
const RUNS = Number(process.env.FEDERATION_RUNS ?? 3);
const SAMPLE_EVERY = 20;
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PORT = 3460;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const USER = { login: 'fanout', password: 'Fanout1234!' };
const GROUP_A = 'fanout_a';
const GROUP_B = 'fanout_b';
const FANOUT_TIMEOUT_MS = 180_000;
/** Servers with a follower: each should get every event once. */
const EXPECTED = Math.min(SERVERS, FOLLOWERS);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256Digest = (body: string) => `SHA-256=${crypto.createHash('sha256').update(body).digest('base64')}`;

interface Receipt {
  server: number;
  at: number;
  type: string;
  objectId: string;
}

/** The remote servers: one listener each, one shared inbox each. */
class Receivers {
  readonly ports: number[] = [];
  receipts: Receipt[] = [];
  /** RFC 9421 first knocks answered 401. */
  knocks = 0;
  verified = 0;
  failures: string[] = [];
  private seen = new Map<string, number>();
  private cavage = 0;
  private readonly servers: http.Server[] = [];
  /** The group's key, as its actor document publishes it. */
  key: { id: string; pem: string } | undefined;

  async start(count: number) {
    for (let i = 0; i < count; i++) {
      const server = http.createServer((request, response) => void this.handle(i, request, response));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      this.servers.push(server);
      this.ports.push((server.address() as AddressInfo).port);
    }
  }

  async stop() {
    for (const server of this.servers) server.closeAllConnections();
    await Promise.all(this.servers.map((s) => new Promise((resolve) => s.close(resolve))));
  }

  /** Forgets what was received (a new database: its event ids start again at 1). */
  reset() {
    this.receipts = [];
    this.knocks = 0;
    this.verified = 0;
    this.failures = [];
    this.seen = new Map();
    this.cavage = 0;
  }

  /** Deliveries of one activity id to one server beyond the first. */
  duplicates(): number {
    return [...this.seen.values()].reduce((sum, n) => sum + n - 1, 0);
  }

  private async handle(server: number, request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    if (request.method !== 'POST' || request.url !== '/inbox') return void response.writeHead(404).end();
    if (request.headers['signature-input']) {
      this.knocks++;
      return void response.writeHead(401).end();
    }
    if (this.cavage++ % SAMPLE_EVERY === 0) {
      const problem = this.verify(request, body);
      if (problem) {
        this.failures.push(`server ${server}: ${problem}`);
        return void response.writeHead(401).end();
      }
      this.verified++;
    }
    const activity = JSON.parse(body) as { id: string; type: string; object?: { id?: string } | string };
    const key = `${server} ${activity.id}`;
    this.seen.set(key, (this.seen.get(key) ?? 0) + 1);
    const objectId = typeof activity.object === 'string' ? activity.object : (activity.object?.id ?? '');
    this.receipts.push({ server, at: Date.now(), type: activity.type, objectId });
    response.writeHead(202).end();
  }

  /** PeerTube's check; undefined when the delivery verifies. */
  private verify(request: http.IncomingMessage, body: string): string | undefined {
    if (!this.key) return 'no key to verify with yet';
    if (request.headers.digest !== sha256Digest(body)) return 'digest does not match the body';
    try {
      const parsed = httpSignature.parseRequest(request, {
        authorizationHeaderName: 'signature',
        headers: ['(request-target)', 'host', 'date', 'digest'],
        clockSkew: 3600,
      }) as { keyId: string };
      if (parsed.keyId !== this.key.id) return `signed by ${parsed.keyId}, not ${this.key.id}`;
      return httpSignature.verifySignature(parsed, this.key.pem) ? undefined : 'bad signature';
    } catch (error) {
      return (error as Error).message;
    }
  }
}

/** A fresh database, migrated, with the bench's member in it (an account two days old). */
async function freshDatabase(
  dialect: string,
): Promise<{ database: BenchDatabase; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'neighbourly-federation-'));
    return {
      database: { dialect: 'sqlite', file: path.join(dir, 'app.sqlite') },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `neighbourly_federation_${process.pid}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    database: { dialect: 'postgres', url: url.toString() },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

function openDb(database: BenchDatabase): Db {
  return createDb(
    database.dialect === 'sqlite'
      ? { dialect: 'sqlite', file: database.file }
      : { dialect: 'postgres', url: database.url, poolSize: 4 },
  ).db;
}

async function addMember(db: Db) {
  await migrateToLatest(db);
  await insertUser(db, { login: USER.login, passwordHash: await hashPassword(USER.password) });
  // Past the limits on new accounts, and allowed two groups.
  await db
    .updateTable('users')
    .set({ registration_date: new Date(Date.now() - 2 * 86_400_000).toISOString(), group_allowance: 10 })
    .where('id', '=', USER.login)
    .execute();
}

/** FOLLOWERS remote accounts following group A, spread evenly over the receiving servers. */
async function addFollowers(db: Db, ports: number[]) {
  const now = new Date().toISOString();
  for (let start = 0; start < FOLLOWERS; start += 500) {
    const rows = [];
    for (let j = start; j < Math.min(start + 500, FOLLOWERS); j++) {
      const host = `127.0.0.1:${ports[j % ports.length]}`;
      rows.push({
        uri: `http://${host}/users/f${j}`,
        host,
        handle: `f${j}@${host}`,
        name: `Follower ${j}`,
        url: null,
        inbox: `http://${host}/users/f${j}/inbox`,
        shared_inbox: `http://${host}/inbox`,
        fetched_at: now,
      });
    }
    const ids = await db.insertInto('remote_actors').values(rows).returning('id').execute();
    await db
      .insertInto('group_followers')
      .values(ids.map(({ id }) => ({ group_id: GROUP_A, remote_actor_id: id, followed_at: now })))
      .execute();
  }
}

async function post(jar: CookieJar, url: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${ORIGIN}${url}`, {
    method: 'POST',
    headers: {
      cookie: jar.header(),
      [XSRF_HEADER]: jar.get(COOKIE_NAMES.xsrf) ?? '',
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { success: { data: unknown } }).success.data;
}

let eventCount = 0;
/** Creates a public event in the group; returns its id and how long the POST took. */
async function createEvent(jar: CookieJar, groupId: string): Promise<{ id: number; ms: number }> {
  const n = ++eventCount;
  const start = Date.now() + 86_400_000 + n * 3_600_000;
  const body = {
    groupId,
    eventId: 0,
    name: `Evening walk ${n}`,
    description: 'We walk the seawall.\nMeet at the totem poles.',
    location: 'Stanley Park',
    type: 'PUBLIC',
    startDateTime: new Date(start).toISOString(),
    endDateTime: new Date(start + 7_200_000).toISOString(),
    tags: ['walking'],
    participantsLimit: 0,
  };
  const started = performance.now();
  const id = (await post(jar, API_PATHS.events, body)) as number;
  return { id, ms: performance.now() - started };
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!;

/**
 * Forgets the events the member made (their count only): the bench makes more than a host's 60
 * a day (LIMITS.eventsPerHostPerDay). The check itself still runs on every POST.
 */
async function freshAllowance(db: Db) {
  await db.deleteFrom('event_creations').where('user_id', '=', USER.login).execute();
}

async function creationLatency(db: Db, jar: CookieJar, groupId: string) {
  await freshAllowance(db);
  const times = [];
  for (let i = 0; i < CREATIONS; i++) times.push((await createEvent(jar, groupId)).ms);
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95) };
}

/** Federation jobs due now and not done (those retried later are not counted). */
async function dueFederationJobs(db: Db): Promise<number> {
  const left = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('type', 'like', 'federation%')
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .where('run_at', '<=', new Date().toISOString())
    .executeTakeFirstOrThrow();
  return Number(left.n);
}

/** Waits until no federation job is left to run now; returns how long that took. */
async function drained(db: Db): Promise<number> {
  const started = Date.now();
  while ((await dueFederationJobs(db)) > 0) {
    if (Date.now() - started > FANOUT_TIMEOUT_MS)
      throw new Error('federation jobs still due after 3 minutes');
    await sleep(100);
  }
  return Date.now() - started;
}

interface FanOut {
  postMs: number;
  firstMs: number;
  lastMs: number;
  deliveries: number;
  /** Servers that got it. */
  servers: number;
  eventJobMs: string;
  /** When Fedify's fan-out jobs (which queue the deliveries) were done, and how many. */
  fanoutJobMs: string;
  outboxQueuedMs: string;
  outboxDoneMs: string;
  retried: number;
  failed: number;
}

const span = (values: number[]) => (values.length ? `${Math.min(...values)}–${Math.max(...values)}` : '–');

/** The jobs written since `since`: when the event's job and the deliveries ran, relative to it. */
async function jobTimes(db: Db, since: number) {
  const jobs = await db
    .selectFrom('jobs')
    .select(['type', 'payload', 'created_at', 'done_at', 'attempts', 'failed_at', 'last_error'])
    .where('type', 'like', 'federation%')
    .where('created_at', '>=', new Date(since).toISOString())
    .execute();
  const at = (iso: string | null) => (iso ? Date.parse(iso) - since : Number.NaN);
  const kind = (job: (typeof jobs)[number]) =>
    job.type === 'federation'
      ? ((JSON.parse(job.payload) as { message?: { type?: string } }).message?.type ?? '?')
      : job.type;
  const eventJob = jobs.find((job) => job.type === 'federation.event');
  const outbox = jobs.filter((job) => kind(job) === 'outbox');
  const fanout = jobs.filter((job) => kind(job) === 'fanout');
  return {
    eventJobMs: eventJob ? `${at(eventJob.done_at)}` : '–',
    fanoutJobMs: `${span(fanout.map((job) => at(job.done_at)))} (${fanout.length})`,
    outboxQueuedMs: `${span(outbox.map((job) => at(job.created_at)))} (${outbox.length})`,
    outboxDoneMs: span(outbox.filter((job) => job.done_at).map((job) => at(job.done_at))),
    retried: jobs.filter((job) => job.last_error !== null || job.attempts > 1).length,
    failed: jobs.filter((job) => job.failed_at !== null).length,
  };
}

/** True once the event's job is done and no delivery is left to run now. */
async function fanOutOver(db: Db, eventId: number): Promise<boolean> {
  const job = await db
    .selectFrom('jobs')
    .select('done_at')
    .where('key', '=', `federation.event:${eventId}`)
    .executeTakeFirst();
  return Boolean(job?.done_at) && (await dueFederationJobs(db)) === 0;
}

async function fanOut(db: Db, receivers: Receivers, jar: CookieJar): Promise<FanOut> {
  const since = Date.now();
  const { id, ms } = await createEvent(jar, GROUP_A);
  const mine = (r: Receipt) => r.type === 'Create' && r.objectId === `${ORIGIN}/ap/events/${id}`;
  const reached = () => new Set(receivers.receipts.filter(mine).map((r) => r.server)).size;
  // Until every server has it, or the server has nothing more to send now.
  while (reached() < EXPECTED && Date.now() - since < FANOUT_TIMEOUT_MS) {
    if (await fanOutOver(db, id)) break;
    await sleep(20);
  }
  await drained(db);
  const got = receivers.receipts.filter(mine).map((r) => r.at - since);
  return {
    postMs: ms,
    firstMs: Math.min(...got),
    lastMs: Math.max(...got),
    deliveries: got.length,
    servers: reached(),
    ...(await jobTimes(db, since)),
  };
}

interface Result {
  dialect: string;
  latencyB: { median: number; p95: number };
  latencyA: { median: number; p95: number };
  drainMs: number;
  latencyDeliveries: number;
  runs: FanOut[];
}

async function setUp(db: Db, receivers: Receivers, jar: CookieJar) {
  for (const id of [GROUP_A, GROUP_B]) {
    await post(jar, API_PATHS.groups, {
      id,
      name: `Fan-out ${id}`,
      description: 'We meet every week.',
      type: 'PUBLIC',
      tags: ['community'],
    });
  }
  await addFollowers(db, receivers.ports);
  const response = await fetch(`${ORIGIN}/ap/groups/${GROUP_A}`, {
    headers: { accept: 'application/activity+json' },
  });
  const actor = (await response.json()) as { publicKey?: { id: string; publicKeyPem: string } };
  if (!actor.publicKey) throw new Error('group A publishes no key');
  receivers.key = { id: actor.publicKey.id, pem: actor.publicKey.publicKeyPem };
}

async function measure(dialect: string, receivers: Receivers): Promise<Result> {
  receivers.reset();
  const { database, drop } = await freshDatabase(dialect);
  const db = openDb(database);
  try {
    await addMember(db);
    const server = await startServer(database, {
      port: PORT,
      env: {
        PUBLIC_URL: ORIGIN,
        FEDERATION_PRIVATE_HOSTS: '127.0.0.1',
        JOBS_ENABLED: 'true',
        JOBS_POLL_MS: '200',
        UPLOAD_DIR: path.join(os.tmpdir(), `neighbourly-federation-uploads-${process.pid}`),
      },
    });
    try {
      const jar = await signIn(PORT, USER);
      await setUp(db, receivers, jar);
      // Warm-up (V8, statement caches), not counted.
      for (let i = 0; i < 5; i++) await createEvent(jar, GROUP_B);
      const latencyB = await creationLatency(db, jar, GROUP_B);
      const before = receivers.receipts.length;
      const latencyA = await creationLatency(db, jar, GROUP_A);
      console.log(
        `  ${dialect}: POST /events median ${latencyB.median.toFixed(1)} ms in B, ${latencyA.median.toFixed(1)} ms in A`,
      );
      const drainMs = await drained(db);
      await freshAllowance(db);
      const latencyDeliveries = receivers.receipts.length - before;
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await fanOut(db, receivers, jar));
        console.log(
          `  ${dialect}: fan-out ${i + 1}: ${runs[i]!.servers} of ${EXPECTED} servers reached, the last at ${runs[i]!.lastMs} ms`,
        );
      }
      return { dialect, latencyB, latencyA, drainMs, latencyDeliveries, runs };
    } finally {
      await stopServer(server);
    }
  } finally {
    await db.destroy();
    await drop();
  }
}

function report(result: Result, receivers: Receivers): string {
  const name = result.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const followers = FOLLOWERS.toLocaleString('en');
  const lines = [
    `\n### ${name}: group A has ${followers} followers on ${SERVERS} servers\n`,
    `| POST /events (${CREATIONS} each) | median (ms) | p95 (ms) |`,
    '| --- | ---: | ---: |',
    `| group B, no followers | ${result.latencyB.median.toFixed(1)} | ${result.latencyB.p95.toFixed(1)} |`,
    `| group A, ${followers} followers (its earlier events delivered meanwhile) | ${result.latencyA.median.toFixed(1)} | ${result.latencyA.p95.toFixed(1)} |`,
    '',
    `The ${CREATIONS} events made in A reached the receivers as ${result.latencyDeliveries.toLocaleString('en')} deliveries (${(CREATIONS * EXPECTED).toLocaleString('en')} expected); nothing was left to send ${(result.drainMs / 1000).toFixed(1)} s after the last was made.`,
    '',
    '| Fan-out | POST (ms) | servers reached | first delivery (ms) | last delivery (ms) | deliveries/s | event job done at (ms) | fan-out job done at (ms) | delivery jobs queued at (ms) | delivery jobs done at (ms) | jobs retried | jobs failed |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  result.runs.forEach((run, i) => {
    const perSecond = (run.deliveries / run.lastMs) * 1000;
    lines.push(
      `| ${i + 1} | ${run.postMs.toFixed(1)} | ${run.servers} of ${EXPECTED} | ${run.firstMs} | ${run.lastMs} | ${perSecond.toFixed(0)} | ${run.eventJobMs} | ${run.fanoutJobMs} | ${run.outboxQueuedMs} | ${run.outboxDoneMs} | ${run.retried} | ${run.failed} |`,
    );
  });
  lines.push(
    '',
    'Times are from the start of the POST; deliveries/s is deliveries over the time to the last one. The event job (`federation.event`) queues the fan-out job of Fedify (a `federation` job, message type `fanout`), which queues the delivery jobs (message type `outbox`, one per shared inbox); counts in brackets.',
    '',
    `RFC 9421 knocks answered 401: ${receivers.knocks}. Deliveries verified with @peertube/http-signature (every ${SAMPLE_EVERY}th): ${receivers.verified}, of which ${receivers.failures.length} failed. Duplicate deliveries: ${receivers.duplicates()}.`,
  );
  return lines.join('\n');
}

/**
 * The federation bench on each database: its Markdown, and what went wrong (a signature that
 * does not verify, a duplicate, a server not reached), empty when nothing did.
 */
export async function federationReport(
  dialects: string[],
): Promise<{ markdown: string; problems: string[] }> {
  const receivers = new Receivers();
  await receivers.start(SERVERS);
  const parts = [
    `\n## Federation fan-out (${SERVERS} receiving servers on 127.0.0.1, shared inboxes, JOBS_POLL_MS=200)`,
  ];
  const problems: string[] = [];
  try {
    for (const dialect of dialects) {
      console.log(`\nMeasuring federation fan-out on ${dialect}`);
      const result = await measure(dialect, receivers);
      parts.push(report(result, receivers));
      for (const [i, run] of result.runs.entries()) {
        if (run.servers < EXPECTED)
          problems.push(`${dialect}, fan-out ${i + 1}: ${run.servers} of ${EXPECTED} servers reached`);
      }
      problems.push(...receivers.failures.map((failure) => `${dialect}, signature: ${failure}`));
      if (receivers.duplicates() > 0)
        problems.push(`${dialect}: ${receivers.duplicates()} deliveries came twice`);
    }
  } finally {
    await receivers.stop();
  }
  parts.push(
    '\nThe receivers answer RFC 9421 signatures 401, as a server knowing only draft-cavage does (PeerTube, Mastodon before 4.5); Fedify then signs again with draft-cavage and remembers that per server, so each server costs one knock per database.',
  );
  return { markdown: parts.join('\n'), problems };
}

if (import.meta.main) {
  execFileSync('npm', ['run', 'build', '-w', '@neighbourly/server'], { cwd: root, stdio: 'inherit' });
  const dialects = (process.env.BENCH_DIALECTS ?? 'sqlite,postgres').split(',');
  const { markdown, problems } = await federationReport(dialects);
  console.log(
    `\nBenchmark on ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}\n${markdown}`,
  );
  if (problems.length > 0) {
    console.error(`\nThe fan-out went wrong:\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
}
