/**
 * GET /metrics (issue #32): the Prometheus text format, never public. With METRICS_TOKEN it
 * answers a request that sends `Authorization: Bearer <token>` (401 with an empty body otherwise);
 * without it, 404. With METRICS_PORT the same text is also served on 127.0.0.1:<port>, with no
 * token, for a collector on the same machine; that listener closes with the app.
 *
 * Scrapes are not counted in the request metrics: a collector every 15 s would be most of them.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { NO_METRICS, type AppMetrics } from './app-metrics.ts';
import type { MetricSources, PrometheusMetrics } from './prometheus.ts';

export const METRICS_PATH = '/metrics';
/** The label of requests that matched no route (a fixed one: raw URLs would be endless series). */
export const UNMATCHED_ROUTE = '(unmatched)';

/** The app's metrics: counting only when someone can read them (prom-client loaded then only). */
export async function createMetrics(
  options: Config['metrics'],
  sources: MetricSources,
): Promise<AppMetrics | PrometheusMetrics> {
  if (!options.token && !options.port) return NO_METRICS;
  const { PrometheusMetrics } = await import('./prometheus.ts');
  return new PrometheusMetrics(sources);
}

const isScrapable = (metrics: AppMetrics): metrics is PrometheusMetrics => 'scrape' in metrics;

/** Compared as digests: constant time, whatever the length of what was sent. */
function holdsToken(request: FastifyRequest, token: string): boolean {
  const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

export function registerMetrics(app: FastifyInstance, metrics: AppMetrics, options: Config['metrics']): void {
  const scrapable = isScrapable(metrics) ? metrics : undefined;
  if (scrapable) {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.is404 ? UNMATCHED_ROUTE : (request.routeOptions.url ?? UNMATCHED_ROUTE);
      if (route === METRICS_PATH) return;
      metrics.requestDone(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
    });
  }
  if (scrapable && options.port) serveOnLoopback(app, scrapable, options.port);

  // Off, there is no route: /metrics is then an unknown address like any other (the app's
  // not-found page), with no sign that it exists.
  const token = options.token;
  if (!scrapable || !token) return;
  // Not in the OpenAPI document: it is for the operator's collector, not the API's users. Like the
  // probes, no session work (no CSRF cookie on every scrape).
  app.get(METRICS_PATH, { schema: { hide: true }, config: { sessionless: true } }, async (request, reply) => {
    // No hint of what was wrong, nor that a token exists at all.
    if (!holdsToken(request, token)) return reply.code(401).send();
    const { body, contentType } = await scrapable.scrape();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}

/**
 * The metrics on 127.0.0.1:`port` only, opened when the app is ready and closed with it.
 * node:http is imported here, not at the top: an ES import of it reads every export, among them
 * its WebSocket, which loads the fetch implementation bundled in Node (undici): 2.8 MB of heap a
 * server without METRICS_PORT never needs (issue #31). Fastify requires node:http, which does not.
 */
function serveOnLoopback(app: FastifyInstance, metrics: PrometheusMetrics, port: number): void {
  let server: Server | undefined;
  const listener = (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' || new URL(request.url ?? '/', 'http://x').pathname !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    metrics.scrape().then(
      ({ body, contentType }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics: a scrape failed');
        response.writeHead(500).end();
      },
    );
  };
  app.addHook('onReady', async () => {
    const { createServer } = await import('node:http');
    const opened = (server = createServer(listener));
    await new Promise<void>((resolve, reject) => {
      opened.once('error', reject);
      opened.listen(port, '127.0.0.1', () => resolve());
    });
    const { port: bound } = opened.address() as AddressInfo;
    app.log.info(`Metrics are served on http://127.0.0.1:${bound}${METRICS_PATH}`);
  });
  app.addHook('onClose', async () => {
    if (!server?.listening) return;
    const open = server;
    open.closeAllConnections();
    await new Promise<void>((resolve) => open.close(() => resolve()));
  });
}
