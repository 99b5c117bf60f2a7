/**
 * Request ids (issue #32): every answer carries one in X-Request-Id (the caller's when sane), its
 * log line names it, a job the request enqueues records it and logs it, the email that job sends
 * logs it, and a 5xx shows it in the body.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, COOKIE_NAMES } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { TestClient } from '../test/client.ts';
import { signedInClient } from '../test/factories.ts';
import { TestSmtpServer } from '../test/smtp.ts';
import { cookieHeader, listen } from '../test/sse.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  jobId?: number;
  type?: string;
  messageId?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
let smtp: TestSmtpServer;
const lines: LogLine[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as LogLine);
    done();
  },
});

beforeAll(async () => {
  smtp = new TestSmtpServer();
  const smtpUrl = await smtp.start();
  t = await buildTestApp({ LOG_LEVEL: 'info', SMTP_URL: smtpUrl }, { logger: true, logStream });
  t.app.get('/api/public/v1/test-only/boom', async () => {
    throw new Error('secret internals');
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const get = (headers: Record<string, string> = {}) =>
  new TestClient(t.app).get(API_PATHS.health, { headers });

describe('X-Request-Id', () => {
  it('echoes a sane incoming id, and logs the request under it', async () => {
    for (const id of ['abc', 'trace-1.2_3', 'x'.repeat(128), 'A-Za-z0-9._-']) {
      const response = await get({ 'x-request-id': id });
      expect(response.headers['x-request-id']).toBe(id);
      expect(lines.filter((line) => line.reqId === id && line.msg === 'request completed')).toHaveLength(1);
    }
  });

  it('replaces an id that is too long or has other characters with a new one', async () => {
    for (const id of ['x'.repeat(129), 'has space', 'semi;colon', 'ünicode', 'new\\nline', '']) {
      const response = await get({ 'x-request-id': id });
      const given = String(response.headers['x-request-id']);
      expect(given).toMatch(UUID);
      expect(lines.some((line) => line.reqId === given && line.msg === 'request completed')).toBe(true);
    }
  });

  it('gives every request its own id when none is sent', async () => {
    const first = String((await get()).headers['x-request-id']);
    const second = String((await get()).headers['x-request-id']);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });

  it('is on refusals too', async () => {
    const response = await new TestClient(t.app).get(API_PATHS.usersSelf, {
      headers: { 'x-request-id': 'refused-1' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-request-id']).toBe('refused-1');
  });
});

describe('a request id in the jobs and emails it causes', () => {
  it('is recorded on the job, logged with its outcome, and logged with the email it sent', async () => {
    const { client } = await signedInClient(t.app);
    const requestId = `change-email-${Date.now()}`;
    const response = await client.put(
      API_PATHS.accountEmail,
      { email: 'traced@example.org' },
      { headers: { 'x-request-id': requestId } },
    );
    expect(response.statusCode).toBe(200);
    const jobs = await t.app.deps.db
      .selectFrom('jobs')
      .selectAll()
      .where('request_id', '=', requestId)
      .execute();
    expect(jobs.map((job) => job.type)).toEqual(['verifyEmail']);

    await t.app.jobs.runDue();
    expect(smtp.to('traced@example.org')).toHaveLength(1);
    const ofRequest = lines.filter((line) => line.reqId === requestId);
    expect(ofRequest.find((line) => line.msg === 'jobs: done')).toMatchObject({
      jobId: jobs[0]!.id,
      type: 'verifyEmail',
    });
    const sent = ofRequest.find((line) => line.msg === 'mail sent');
    expect(sent?.messageId).toBe(smtp.to('traced@example.org')[0]!.parsed.messageId);
  });

  it('is recorded over a real connection too, where the body arrives after the request began', async () => {
    const { client } = await signedInClient(t.app);
    await client.get(API_PATHS.csrf);
    const base = await listen(t.app);
    const requestId = `over-a-socket-${Date.now()}`;
    const response = await fetch(`${base}${API_PATHS.accountEmail}`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        'x-request-id': requestId,
        'x-xsrf-token': client.cookies.get(COOKIE_NAMES.xsrf) ?? '',
        cookie: cookieHeader(client),
      },
      body: JSON.stringify({ email: 'socket@example.org' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(requestId);
    const jobs = await t.app.deps.db
      .selectFrom('jobs')
      .select('type')
      .where('request_id', '=', requestId)
      .execute();
    expect(jobs.map((job) => job.type)).toEqual(['verifyEmail']);
    await t.app.jobs.runDue();
  });

  it('logs a failed email with its request id too', async () => {
    const { client } = await signedInClient(t.app);
    const requestId = `refused-email-${Date.now()}`;
    await client.put(
      API_PATHS.accountEmail,
      { email: 'never@example.org' },
      { headers: { 'x-request-id': requestId } },
    );
    smtp.refuseNext(1, 550);
    await t.app.jobs.runDue();
    const ofRequest = lines.filter((line) => line.reqId === requestId);
    expect(ofRequest.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['request completed', 'mail failed', 'jobs: given up']),
    );
  });

  it('leaves the id empty for a job enqueued outside a request', async () => {
    const { enqueue } = await import('../jobs/queue.ts');
    await enqueue(t.app.deps.db, { type: 'outsideAnyRequest', payload: {} });
    const [job] = await t.app.deps.db
      .selectFrom('jobs')
      .selectAll()
      .where('type', '=', 'outsideAnyRequest')
      .execute();
    expect(job?.request_id).toBeNull();
  });
});

describe('a 5xx', () => {
  it('shows the request id in the body and the header, and logs it', async () => {
    const response = await new TestClient(t.app).get('/api/public/v1/test-only/boom', {
      headers: { 'x-request-id': 'boom-1' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.headers['x-request-id']).toBe('boom-1');
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.', requestId: 'boom-1' },
    });
    expect(response.body).not.toContain('secret internals');
    expect(lines.filter((line) => line.reqId === 'boom-1').map((line) => line.msg)).toEqual([
      'unhandled error',
      'request completed',
    ]);
  });

  it('a new id for a 5xx whose caller sent none', async () => {
    const response = await new TestClient(t.app).get('/api/public/v1/test-only/boom');
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(response.json().error.requestId).toBe(id);
  });

  it("says so in the reader's language, the id beside the words", async () => {
    const response = await new TestClient(t.app).get('/api/public/v1/test-only/boom', {
      headers: { 'x-request-id': 'boom-fr', 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: {
        code: 'INTERNAL_ERROR',
        message: 'Un problème est survenu de notre côté.',
        requestId: 'boom-fr',
      },
    });
  });

  it('not on a 4xx body (the header is enough there)', async () => {
    const response = await new TestClient(t.app).get(API_PATHS.usersSelf);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.requestId).toBeUndefined();
  });
});
