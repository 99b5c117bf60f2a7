/**
 * SIGTERM on a real server process under load (issue #32): no request that was taken fails, no
 * acknowledged write is lost, /readyz says 503 from the signal on, the live streams end with a
 * `retry:`, every queued email goes out exactly once (what the stopping instance held is handed
 * back, and the other instance takes it at once, not after the 30 s lease), and the process
 * exits 0 within the grace. PostgreSQL: two instances on one database; SQLite: one.
 */
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { TEST_DIALECT } from '../test/app.ts';
import { CONNECTION_ERRORS, runLoad, send, type Outcome } from '../test/http-load.ts';
import { startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { TestSmtpServer } from '../test/smtp.ts';
import { SseStream } from '../test/sse.ts';
import { createFixture, LOAD_PATHS, loadOf, queueEmails, type Fixture } from './shutdown-fixture.ts';

const JOB_ENV = { JOBS_ENABLED: 'true', JOBS_POLL_MS: '100' };
const EMAILS = 40;
const SQLITE_EMAILS = 20;
/** Writes acknowledged before the signal; the test then asks for more than this in the database. */
const WRITES_BEFORE_SIGNAL = 25;

let smtp: TestSmtpServer;
let fixture: Fixture;
const servers: ServerProcess[] = [];

beforeEach(async () => {
  // 100 ms a message: the instances are still sending when the signal comes, even after a
  // second of drain (the batch in hand goes on meanwhile).
  smtp = new TestSmtpServer({ delayMs: 100 });
  fixture = await createFixture(TEST_DIALECT, await smtp.start());
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop('SIGKILL')));
  await fixture.close();
  await smtp.stop();
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({ ...fixture.env, ...env });
  servers.push(server);
  return server;
}

/** Polls /readyz on fresh connections every 50 ms until `done()`. */
async function pollReadiness(baseUrl: string, done: () => boolean): Promise<Outcome[]> {
  const polls: Outcome[] = [];
  while (!done()) {
    polls.push(await send(baseUrl, { method: 'GET', path: API_PATHS.ready }));
    await sleep(50);
  }
  return polls;
}

/** What the load got: no answer but a 2xx, no failure but a refused or reset connection. */
function expectOnlySuccessOrRefusal(outcomes: Outcome[]) {
  expect(outcomes.filter((o) => o.status !== undefined && (o.status < 200 || o.status > 299))).toEqual([]);
  expect(outcomes.filter((o) => o.error !== undefined && !CONNECTION_ERRORS.has(o.error))).toEqual([]);
}

/**
 * The server answered every load request it logged, and no warning says it cut one. (A refused
 * or reset connection is one the server never took: the port had closed, or the connection was
 * still in the kernel's queue when it did.)
 */
function expectNothingCut(server: ServerProcess, outcomes: Outcome[]) {
  const logged = server.logs.filter(
    (line) => line.msg === 'request completed' && LOAD_PATHS.some((p) => String(line.url).startsWith(p)),
  );
  expect(logged.length).toBe(outcomes.filter((o) => o.status !== undefined).length);
  const cut = server.logs.filter((line) => line.requestsCut !== undefined || line.connectionsClosedUnused);
  expect(cut).toEqual([]);
}

/** Every write the load was told succeeded is in the database. */
async function expectAcknowledgedWritesKept(outcomes: Outcome[]) {
  const db = fixture.app.deps.db;
  const comments = await db
    .selectFrom('event_comments')
    .select('comment')
    .where('event_id', '=', fixture.eventId)
    .execute();
  const events = await db
    .selectFrom('events')
    .select('name')
    .where('group_id', '=', fixture.groupId)
    .execute();
  const stored = new Set([...comments.map((row) => row.comment), ...events.map((row) => row.name)]);
  const acknowledged = outcomes
    .filter((o) => o.method === 'POST' && o.status !== undefined)
    .map((o) => {
      const body = o.json as { comment?: string; name?: string };
      return body.comment ?? body.name ?? '';
    });
  expect(acknowledged.length).toBeGreaterThanOrEqual(WRITES_BEFORE_SIGNAL);
  expect(acknowledged.filter((written) => !stored.has(written))).toEqual([]);
}

describe.runIf(TEST_DIALECT === 'postgres')('SIGTERM with two instances on one PostgreSQL', () => {
  it('finishes what it took, keeps every acknowledged write, and hands its jobs to the other', async () => {
    const [a, b] = await Promise.all([
      // A logs at debug, to say when it has started a job.
      start({ ...JOB_ENV, SHUTDOWN_DRAIN_SECONDS: '1', SHUTDOWN_GRACE_SECONDS: '10', LOG_LEVEL: 'debug' }),
      start(JOB_ENV),
    ]);
    await queueEmails(fixture, 0, EMAILS / 4);
    const stream = await SseStream.open(a.baseUrl, fixture.writer);
    expect(stream.status).toBe(200);
    await stream.id();

    let exited = false;
    void a.exited.then(() => (exited = true));
    const sofar: Outcome[] = [];
    const load = runLoad(a.baseUrl, 8, loadOf(fixture), () => exited, sofar);
    const readiness = pollReadiness(a.baseUrl, () => exited);
    await untilWritten(sofar);
    // More email jobs than one batch (20), so each instance claims some; the signal comes once A
    // has started one of them, so A holds a batch it has not finished (else nothing is handed back).
    const linesBefore = a.logs.length;
    await queueEmails(fixture, EMAILS / 4, (EMAILS * 3) / 4);
    await until(() => a.logs.slice(linesBefore).some((line) => line.msg === 'jobs: started'), 10_000);
    const signalAt = Date.now();
    a.child.kill('SIGTERM');
    const exit = await a.exited;
    const [outcomes, polls] = await Promise.all([load, readiness]);

    expect(exit.code).toBe(0);
    expect(exit.at - signalAt).toBeLessThan(10_000);
    expectOnlySuccessOrRefusal(outcomes);
    expectNothingCut(a, outcomes);
    // The second of drain: the port still took requests, and served them.
    expect(
      outcomes.filter((o) => o.sentAt > signalAt + 100 && o.status !== undefined).length,
    ).toBeGreaterThan(0);
    const afterSignal = polls.filter((o) => o.sentAt > signalAt && o.status !== undefined);
    expect(afterSignal.length).toBeGreaterThan(0);
    for (const poll of afterSignal) {
      expect(poll.status).toBe(503);
      expect(JSON.parse(poll.body!)).toEqual({ status: 'unready', reason: 'shutting down' });
    }
    await stream.end(1000);
    expect(stream.retries).toContain(1000);
    await expectAcknowledgedWritesKept(outcomes);

    // Every email once: what A held when it stopped was handed back, and B sent it at once.
    const handedBack = a.logs.find((line) => line.msg === 'jobs: handed back on stopping');
    expect(handedBack?.jobIds).toEqual(expect.arrayContaining([expect.any(Number)]));
    await until(() => smtp.received.length >= EMAILS, 15_000);
    const ids = smtp.received.map((mail) => mail.parsed.messageId);
    expect(new Set(ids).size).toBe(EMAILS);
    expect(ids.length).toBe(EMAILS);
    const handedBackJobs = () =>
      fixture.app.deps.db
        .selectFrom('jobs')
        .select(['id', 'done_at'])
        .where('id', 'in', handedBack!.jobIds as number[])
        .execute();
    // B records a job done just after its email is accepted: the last mail can come first.
    await until(async () => (await handedBackJobs()).every((job) => job.done_at !== null), 15_000);
    for (const job of await handedBackJobs()) expect(Date.parse(job.done_at!) - exit.at).toBeLessThan(10_000);
    expect((await b.stop()).code).toBe(0);
  }, 60_000);
});

describe.runIf(TEST_DIALECT === 'sqlite')('SIGTERM with one instance on SQLite', () => {
  it('exits 0 under load with no acknowledged write lost, and hands back the jobs it held', async () => {
    const a = await start(JOB_ENV);
    await queueEmails(fixture, 0, SQLITE_EMAILS);
    let exited = false;
    void a.exited.then(() => (exited = true));
    const sofar: Outcome[] = [];
    const load = runLoad(a.baseUrl, 6, loadOf(fixture), () => exited, sofar);
    await untilWritten(sofar);
    const signalAt = Date.now();
    a.child.kill('SIGTERM');
    const exit = await a.exited;
    const outcomes = await load;

    expect(exit.code).toBe(0);
    expect(exit.at - signalAt).toBeLessThan(10_000);
    expectOnlySuccessOrRefusal(outcomes);
    expectNothingCut(a, outcomes);
    await expectAcknowledgedWritesKept(outcomes);
    // No job is left leased: the rest run at once here, each email once.
    const leased = await fixture.app.deps.db
      .selectFrom('jobs')
      .select('id')
      .where('done_at', 'is', null)
      .where('locked_until', 'is not', null)
      .execute();
    expect(leased).toEqual([]);
    await fixture.app.jobs.runDue();
    const ids = smtp.received.map((mail) => mail.parsed.messageId);
    expect(new Set(ids).size).toBe(SQLITE_EMAILS);
    expect(ids.length).toBe(SQLITE_EMAILS);
  }, 60_000);

  it('says 503 during the drain, and a second signal exits at once with 130', async () => {
    const a = await start({ SHUTDOWN_DRAIN_SECONDS: '5', SHUTDOWN_GRACE_SECONDS: '10' });
    expect((await send(a.baseUrl, { method: 'GET', path: API_PATHS.ready })).status).toBe(200);
    a.child.kill('SIGTERM');
    await until(
      async () => (await send(a.baseUrl, { method: 'GET', path: API_PATHS.ready })).status === 503,
      3000,
    );
    const secondAt = Date.now();
    a.child.kill('SIGINT');
    const exit = await a.exited;
    expect(exit.code).toBe(130);
    expect(exit.at - secondAt).toBeLessThan(2000);
  }, 30_000);
});

describe('SIGTERM with a request that will not finish', () => {
  it('cuts it when the grace is over, says so, and still exits 0', async () => {
    const a = await start({ SHUTDOWN_GRACE_SECONDS: '1.5' });
    const { port, hostname } = new URL(a.baseUrl);
    // A sign-in form whose body never finishes arriving: the server reads it, for good.
    const socket = net.connect(Number(port), hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.on('error', () => undefined);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.write(
      `POST ${API_PATHS.signIn} HTTP/1.1\r\nHost: ${hostname}\r\n` +
        'Content-Type: multipart/form-data; boundary=cut\r\nContent-Length: 1000\r\n\r\n' +
        '--cut\r\nContent-Disposition: form-data; name="username"\r\n\r\nsomeone',
    );
    await sleep(500);
    const signalAt = Date.now();
    a.child.kill('SIGTERM');
    const exit = await a.exited;
    expect(exit.code).toBe(0);
    expect(exit.at - signalAt).toBeGreaterThanOrEqual(1400);
    expect(exit.at - signalAt).toBeLessThan(5000);
    const warning = a.logs.find((line) => line.requestsCut !== undefined);
    expect(warning).toMatchObject({ level: 40, requestsCut: 1 });
    expect(warning?.msg).toContain('cutting 1 request still in flight');
    await closed;
  }, 30_000);
});

/** Until the load has had WRITES_BEFORE_SIGNAL writes acknowledged (however busy the machine). */
const untilWritten = (outcomes: Outcome[]) =>
  until(
    () =>
      outcomes.filter((o) => o.method === 'POST' && o.status !== undefined).length >= WRITES_BEFORE_SIGNAL,
    20_000,
  );

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(50);
  }
}
