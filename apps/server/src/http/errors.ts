import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@neighbourly/shared';

/** An error meant for the client: its status, a stable code and a human sentence. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
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

export function errorBody(code: ErrorCode, message: string) {
  return { error: { code, message } };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? 'Invalid request.';
      return reply.status(400).send(errorBody('VALIDATION_ERROR', field ? `${field}: ${message}` : message));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send(errorBody('RATE_LIMITED', 'Too many requests. Please wait a minute and try again.'));
    }
    if (status >= 400 && status < 500) {
      const code = FASTIFY_CODES[error.code] ?? 'VALIDATION_ERROR';
      return reply.status(status).send(errorBody(code, error.message));
    }
    // Unknown errors: logged with the request id, answered without internals.
    request.log.error({ err: error, reqId: request.id }, 'unhandled error');
    return reply
      .status(500)
      .send(errorBody('INTERNAL_ERROR', `Something went wrong on our side (request ${request.id}).`));
  });
}
