/**
 * Request ids (issue #32): every request gets one — the caller's `X-Request-Id` when it is a sane
 * token, else a new UUID — answered as `X-Request-Id`, logged as `reqId`, and kept for the code the
 * request runs (AsyncLocalStorage), so a job it enqueues records it without any call site passing
 * it. The job runner runs each job in its request's context again, so an email, or a job a job
 * enqueues, can be traced back to the request that caused it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Short, and nothing a log reader or a header could trip on. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

interface RequestContext {
  requestId: string;
}

const context = new AsyncLocalStorage<RequestContext>();

/** Fastify's genReqId: the incoming id when sane, else a fresh one. */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Fastify's options: the header is read by requestIdOf only, which checks it first. */
export const REQUEST_ID_OPTIONS = { requestIdHeader: false, genReqId: requestIdOf } as const;

/** The id of the request (or of the request behind the job) this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId;
}

/** Runs `work` as part of request `requestId` (a job of that request); null: of none. */
export function runForRequest<T>(requestId: string | null, work: () => T): T {
  return requestId ? context.run({ requestId }, work) : context.exit(work);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's context, entered again once its body is read (see registerRequestIds). */
    requestContext?: RequestContext;
  }
}

/**
 * Answers every request with its id, and runs the rest of it in its context. Body parsing ends in
 * the socket's stream events, outside the context entered in onRequest, so preValidation enters it
 * again for the hooks and the handler (as @fastify/request-context does).
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    const store = { requestId: request.id };
    request.requestContext = store;
    context.run(store, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.requestContext) context.run(request.requestContext, done);
    else done();
  });
}
