import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { tryAgainIn, type ErrorCode } from '@neighbourly/shared';
import { translateRefusal } from '@neighbourly/i18n';
import { InvalidCursorError } from '../db/keyset.ts';
import { isRetryableConflict } from '../db/transaction.ts';
import { readerLocale } from './locale.ts';

/** An error meant for the client: its status, a stable code and a human sentence. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;

  constructor(statusCode: number, code: ErrorCode, message: string) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.name = 'AppError';
  }
}

/** 429: `message`, when to try again, and the same wait in a `Retry-After` header (seconds). */
export class RateLimitedError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterMs: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    super(429, 'RATE_LIMITED', `${message} ${tryAgainIn(seconds)}`);
    this.retryAfterSeconds = seconds;
  }
}

export const unauthenticated = () => new AppError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
export const forbidden = (message = 'You are not allowed to do this.') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);
export const badRequest = (message: string) => new AppError(400, 'VALIDATION_ERROR', message);

/** Fastify's own 4xx errors mapped to our codes; anything else 4xx is a validation error. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
};

/**
 * `{"error":{"code","message"}}`; a 5xx carries the request's id too (issue #32), so a person can
 * quote it to the help address and it leads to the log lines.
 */
export function errorBody(code: ErrorCode, message: string, requestId?: string) {
  return { error: { code, message, ...(requestId ? { requestId } : {}) } };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Why the request was refused (4xx), for its one log line. */
    refusal?: { code: ErrorCode; message: string };
  }
}

/**
 * The client's mistake, answered in the reader's language where the catalogue has the words
 * (issue #29; the code stays the same in every language), and noted in English for the request's
 * log line (no stack).
 */
async function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
) {
  request.refusal = { code, message };
  const text = translateRefusal(message, await readerLocale(request));
  return reply.status(status).send(errorBody(code, text, status >= 500 ? request.id : undefined));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof AppError && error.statusCode < 500) {
      return refuse(request, reply, error.statusCode, error.code, error.message);
    }
    if (error instanceof InvalidCursorError)
      return refuse(request, reply, 400, 'INVALID_CURSOR', error.message);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? 'Invalid request.';
      return refuse(request, reply, 400, 'VALIDATION_ERROR', field ? `${field}: ${message}` : message);
    }
    const collision = databaseCollision(error);
    if (collision) {
      // Logged as a warning: not our bug, but a sign of contention worth watching.
      request.log.warn({ code: (error as { code?: unknown }).code }, 'database collision');
      if (collision.status === 503) reply.header('retry-after', '1');
      return refuse(request, reply, collision.status, collision.code, collision.message);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return refuse(
        request,
        reply,
        429,
        'RATE_LIMITED',
        'Too many requests. Please wait a minute and try again.',
      );
    }
    if (status >= 400 && status < 500) {
      return refuse(request, reply, status, FASTIFY_CODES[error.code] ?? 'VALIDATION_ERROR', error.message);
    }
    // Our failures, and only they, are logged with their stack; the answer carries no internals,
    // and the request's id (issue #32) beside words in the reader's language.
    request.log.error({ err: error }, 'unhandled error');
    const words = translateRefusal(INTERNAL_ERROR_TEXT, await readerLocale(request));
    return reply.status(500).send(errorBody('INTERNAL_ERROR', words, request.id));
  });

  // One line per request (Fastify's own two lines are off: see buildApp), with the reason of
  // a refusal, so bad input costs one short line and never a stack.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url.slice(0, LOGGED_URL_MAX),
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime),
        ...(request.refusal ? { refusal: request.refusal } : {}),
      },
      'request completed',
    );
  });
}

/**
 * What PostgreSQL answers when two changes meet: after inTransaction's retries a deadlock or
 * serialization failure is a 503 to try again; a row that another change removed meanwhile
 * (a foreign key to it) is a 409. Neither is the caller's fault, and neither is a 500.
 */
function databaseCollision(error: unknown): { status: number; code: ErrorCode; message: string } | undefined {
  if (isRetryableConflict(error)) {
    return {
      status: 503,
      code: 'BUSY',
      message: 'Someone else was changing the same thing at that moment. Please try again.',
    };
  }
  if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23503') {
    return {
      status: 409,
      code: 'CONFLICT',
      message: 'Something this change refers to was removed at the same moment. Please reload and try again.',
    };
  }
  return undefined;
}

/** A 5xx's words (the server catalogue has them in every language). */
const INTERNAL_ERROR_TEXT = 'Something went wrong on our side.';

/** Longer URLs are cut in the log: a query string can be kilobytes of an attacker's text. */
const LOGGED_URL_MAX = 300;
