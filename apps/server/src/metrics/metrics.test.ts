/**
 * GET /metrics (issue #32): who may read it (a token, or the loopback port), that the answer is
 * the Prometheus text format, and that its numbers move with what the app does.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { enqueue } from '../jobs/queue.ts';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../test/app.ts';
import { TestClient } from '../test/client.ts';
import { parseExposition, valueOf, type Exposition } from '../test/exposition.ts';
import { signedInClient } from '../test/factories.ts';
import { TestSmtpServer } from '../test/smtp.ts';
import { listen, SseStream } from '../test/sse.ts';
import { until } from '../test/wait.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';

describe('GET /metrics: who may read it', () => {
  it('is an unknown address when no METRICS_TOKEN is set', async () => {
    const t = await buildTestApp();
    try {
      expect(t.app.hasRoute({ method: 'GET', url: '/metrics' })).toBe(false);
      // The app's answer to any address that is no page (404 with its page; 503 here, where the
      // tests have no web build), so nothing tells that /metrics exists.
      const visitor = new TestClient(t.app);
      const unknown = await visitor.get('/no-such-page');
      expect((await visitor.get('/metrics')).statusCode).toBe(unknown.statusCode);
      const withSomeToken = await visitor.get('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(withSomeToken.statusCode).toBe(unknown.statusCode);
      expect(withSomeToken.body).toBe(unknown.body);
    } finally {
      await t.close();
    }
  });

  it('is not in the OpenAPI document', async () => {
    const t = await buildTestApp({ METRICS_TOKEN: TOKEN });
    try {
      const document = (await new TestClient(t.app).get(`${API_PATHS.docs}/json`)).json();
      expect(Object.keys(document.paths)).not.toContain('/metrics');
      expect(Object.keys(document.paths).length).toBeGreaterThan(10);
    } finally {
      await t.close();
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let base: string;

  beforeAll(async () => {
    smtp = new TestSmtpServer();
    const smtpUrl = await smtp.start();
    t = await buildTestApp({ METRICS_TOKEN: TOKEN, SMTP_URL: smtpUrl });
    base = await listen(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  const scrape = async (): Promise<Exposition> => {
    const response = await new TestClient(t.app).get('/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return parseExposition(response.body);
  };

  it('answers 401 with no detail without the token, or with a wrong one', async () => {
    const visitor = new TestClient(t.app);
    const wrong: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN}x` },
      { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
      { authorization: 'Bearer ' },
      { authorization: TOKEN },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
    ];
    for (const headers of wrong) {
      const response = await visitor.get('/metrics', { headers });
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe('');
    }
  });

  it('does no session work for the collector: no cookie is set', async () => {
    const response = await new TestClient(t.app).get('/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers the Prometheus text format, every line of it readable', async () => {
    const response = await new TestClient(t.app).get('/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const metrics = parseExposition(response.body);
    for (const name of [
      'neighbourly_http_requests_total',
      'neighbourly_http_request_duration_seconds',
      'neighbourly_live_streams_open',
      'neighbourly_jobs_waiting',
      'neighbourly_jobs_running',
      'neighbourly_jobs_failed',
      'neighbourly_jobs_oldest_due_age_seconds',
      'neighbourly_emails_sent_total',
      'neighbourly_emails_failed_total',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(metrics.types.has(name), name).toBe(true);
      expect(metrics.help.get(name), name).toBeTruthy();
    }
    // The pool's numbers on PostgreSQL; SQLite has one connection and no pool to report.
    expect(metrics.types.has('neighbourly_db_pool_in_use')).toBe(TEST_DIALECT === 'postgres');
    expect(metrics.types.has('neighbourly_db_pool_waiting')).toBe(TEST_DIALECT === 'postgres');
    // Every sample belongs to a declared metric (a histogram's by its suffixes).
    for (const sample of metrics.samples) {
      const family = sample.name.replace(/_(bucket|sum|count)$/, '');
      expect(metrics.types.has(sample.name) || metrics.types.has(family), sample.name).toBe(true);
    }
  });

  it('counts a request under its route template, method and status, once', async () => {
    const labels = { route: '/oauth2/authorization/:provider', method: 'GET', status_code: '404' };
    const before = await scrape();
    const answer = await new TestClient(t.app).get(
      `/oauth2/authorization/no-such-provider-${Date.now()}?x=1`,
    );
    expect(answer.statusCode).toBe(404);
    const after = await scrape();
    expect(valueOf(after, 'neighbourly_http_requests_total', labels)).toBe(
      valueOf(before, 'neighbourly_http_requests_total', labels) + 1,
    );
    expect(valueOf(after, 'neighbourly_http_request_duration_seconds_count', labels)).toBe(
      valueOf(before, 'neighbourly_http_request_duration_seconds_count', labels) + 1,
    );
    // The raw URL (with its query) is no label; nor is the scrape itself counted.
    const routes = after.samples.map((sample) => sample.labels.route).filter(Boolean);
    expect(routes.some((route) => route!.includes('?') || route!.includes('no-such-provider'))).toBe(false);
    expect(routes).not.toContain('/metrics');
  });

  it('counts requests that match no route under one fixed label', async () => {
    const labels = { route: '(unmatched)', method: 'POST', status_code: '404' };
    const before = valueOf(await scrape(), 'neighbourly_http_requests_total', labels);
    const response = await new TestClient(t.app).post(`/api/public/v1/nothing-here-${Date.now()}`, {});
    expect(response.statusCode).toBe(404);
    expect(valueOf(await scrape(), 'neighbourly_http_requests_total', labels)).toBe(before + 1);
  });

  it('shows the jobs waiting and how long the oldest has waited', async () => {
    const type = `metricsTest${Date.now()}`;
    const waiting = (metrics: Exposition) => valueOf(metrics, 'neighbourly_jobs_waiting', { type });
    expect(waiting(await scrape())).toBe(0);
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    await enqueue(t.app.deps.db, { type, payload: {}, runAt: anHourAgo });
    await enqueue(t.app.deps.db, { type, payload: {} });
    await enqueue(t.app.deps.db, {
      type,
      payload: {},
      runAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const after = await scrape();
    // The one due in an hour is not waiting yet.
    expect(waiting(after)).toBe(2);
    expect(valueOf(after, 'neighbourly_jobs_oldest_due_age_seconds')).toBeGreaterThanOrEqual(3600);
    expect(valueOf(after, 'neighbourly_jobs_running', { type })).toBe(0);
    await t.app.deps.db.deleteFrom('jobs').where('type', '=', type).execute();
    expect(waiting(await scrape())).toBe(0);
  });

  it('counts the live streams open, up when one opens and down when it closes', async () => {
    const open = async () => valueOf(await scrape(), 'neighbourly_live_streams_open');
    const before = await open();
    const { client } = await signedInClient(t.app);
    const stream = await SseStream.open(base, client);
    expect(stream.status).toBe(200);
    expect(stream.response.headers.get('x-request-id')).toBeTruthy();
    expect(await open()).toBe(before + 1);
    stream.close();
    await until(async () => (await open()) === before);
  });

  it('counts the emails sent and those that failed', async () => {
    const sent = (metrics: Exposition) => valueOf(metrics, 'neighbourly_emails_sent_total');
    const failed = (metrics: Exposition) => valueOf(metrics, 'neighbourly_emails_failed_total');
    const before = await scrape();
    const { client } = await signedInClient(t.app);
    expect((await client.put(API_PATHS.accountEmail, { email: 'counted@example.org' })).statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(smtp.to('counted@example.org')).toHaveLength(1);
    const afterSent = await scrape();
    expect(sent(afterSent)).toBe(sent(before) + 1);
    expect(failed(afterSent)).toBe(failed(before));

    smtp.refuseNext(1, 550);
    expect((await client.put(API_PATHS.accountEmail, { email: 'refused@example.org' })).statusCode).toBe(200);
    await t.app.jobs.runDue();
    const afterRefused = await scrape();
    expect(failed(afterRefused)).toBe(failed(before) + 1);
    expect(sent(afterRefused)).toBe(sent(before) + 1);
  });
});

/** A port that was free a moment ago, for a listener the app opens itself. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('METRICS_PORT', () => {
  it('serves the metrics on loopback without a token, and closes with the app', async () => {
    const port = await freePort();
    const t = await buildTestApp({ METRICS_PORT: String(port) });
    let closed = false;
    try {
      await t.app.ready();
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      const metrics = parseExposition(await response.text());
      expect(metrics.types.get('neighbourly_http_requests_total')).toBe('counter');
      expect((await fetch(`http://127.0.0.1:${port}/elsewhere`)).status).toBe(404);
      // No token on the app's own port: nothing there.
      expect(t.app.hasRoute({ method: 'GET', url: '/metrics' })).toBe(false);
      await t.close();
      closed = true;
      await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
    } finally {
      if (!closed) await t.close();
    }
  });
});
