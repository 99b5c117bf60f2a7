import { ERROR_CODES, type ErrorCode } from '@neighbourly/shared';
import { shell_network_error, shell_request_failed } from '@neighbourly/i18n/messages';
import { noteApiFailure } from './server-failure.ts';

/** `NETWORK_ERROR` is the client's own code: the request never got an answer. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  /** On a 5xx: the server's id of the request, for the person to quote (issue #32). */
  readonly requestId: string | undefined;

  constructor(status: number, code: ApiErrorCode, message: string, requestId?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.requestId = requestId;
  }
}

export const isApiError = (error: unknown, code?: ApiErrorCode): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);

/** The request never got an answer (offline, DNS, refused). */
export const networkError = () => {
  noteApiFailure(undefined);
  return new ApiError(0, 'NETWORK_ERROR', shell_network_error());
};

function fallbackCode(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'VALIDATION_ERROR';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  return 'INTERNAL_ERROR';
}

const knownCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && (ERROR_CODES as readonly string[]).includes(code);

/** The ApiError of a failed answer: the body's code when it is one of ours, else one from the status. */
export function toApiError(status: number, statusText: string, payload: unknown): ApiError {
  const error = (
    payload as { error?: { code?: unknown; message?: unknown; requestId?: unknown } } | undefined
  )?.error;
  const code = knownCode(error?.code) ? error.code : fallbackCode(status);
  const message = typeof error?.message === 'string' ? error.message : statusText || shell_request_failed();
  const requestId =
    status >= 500 && typeof error?.requestId === 'string' && SANE_REQUEST_ID.test(error.requestId)
      ? error.requestId
      : undefined;
  // The error toast that follows shows it (toast.ts); a later failure without one clears it.
  noteApiFailure(requestId);
  return new ApiError(status, code, message, requestId);
}

/** As the server accepts them: nothing else is shown to the person. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The data (and the next page's cursor, for lists that page) of `{"success":{"data":…}}`. */
export function unwrapSuccess<T>(payload: unknown): { data: T; nextCursor?: string } {
  const success = (payload as { success?: { data?: unknown; nextCursor?: unknown } } | undefined)?.success;
  const nextCursor = typeof success?.nextCursor === 'string' ? success.nextCursor : undefined;
  return { data: success?.data as T, ...(nextCursor ? { nextCursor } : {}) };
}
