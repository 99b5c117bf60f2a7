/**
 * A load of HTTP requests against a real server port, one connection per request (so a request
 * either is refused at connect or was accepted by the server), each outcome recorded with its
 * time: for the shutdown tests (issue #32).
 */
import http from 'node:http';

export interface Outcome {
  method: string;
  path: string;
  /** The JSON body sent, if any. */
  json?: unknown;
  /** Date.now() when the request was sent. */
  sentAt: number;
  status?: number;
  body?: string;
  /** The socket error (ECONNREFUSED, ECONNRESET…) when no answer came. */
  error?: string;
}

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  json?: unknown;
}

/** Sends one request on a connection of its own; never rejects. */
export function send(baseUrl: string, spec: RequestSpec, timeoutMs = 20_000): Promise<Outcome> {
  const sentAt = Date.now();
  const body = spec.json === undefined ? undefined : JSON.stringify(spec.json);
  const sent = { method: spec.method, path: spec.path, json: spec.json, sentAt };
  return new Promise((resolve) => {
    const request = http.request(
      new URL(spec.path, baseUrl),
      {
        method: spec.method,
        agent: false,
        timeout: timeoutMs,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...spec.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            ...sent,
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ ...sent, error: error.code ?? error.message }),
        );
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ ...sent, error: error.code ?? error.message }),
    );
    request.end(body);
  });
}

/** Errors that say the connection was never taken by the server (or was shut before any answer). */
export const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

/**
 * Runs `workers` loops at once, each sending `next(worker, n)` until `stop()` says so or the
 * server refuses a connection; every outcome goes into `outcomes` as it comes (returned too).
 */
export async function runLoad(
  baseUrl: string,
  workers: number,
  next: (worker: number, n: number) => RequestSpec,
  stop: () => boolean,
  outcomes: Outcome[] = [],
): Promise<Outcome[]> {
  let n = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (!stop()) {
        const outcome = await send(baseUrl, next(worker, n++));
        outcomes.push(outcome);
        if (outcome.error === 'ECONNREFUSED') return;
      }
    }),
  );
  return outcomes;
}
