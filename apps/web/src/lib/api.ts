/**
 * The one HTTP client of the SPA (DESIGN §3, spec §7): every call sends cookies, an Accept
 * header and, on unsafe methods, the X-XSRF-TOKEN header read from the XSRF-TOKEN cookie.
 * Success answers are unwrapped from `{"success":{"data":…}}`; failures throw `ApiError` with
 * the stable code of `{"error":{"code","message"}}` — callers branch on `code`, never on text.
 */
import { API_PATHS, COOKIE_NAMES, ERROR_CODES, XSRF_HEADER, type ErrorCode } from '@neighbourly/shared';
import { clearAuthRecord, readAuthRecord } from './auth-record.ts';
import { getCookie } from './cookies.ts';

/** `NETWORK_ERROR` is the client's own code: the request never got an answer. */
export type ApiErrorCode = ErrorCode | 'NETWORK_ERROR';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;

  constructor(status: number, code: ApiErrorCode, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export const isApiError = (error: unknown, code?: ApiErrorCode): error is ApiError =>
  error instanceof ApiError && (code === undefined || error.code === code);

type QueryValue = string | number | boolean | null | undefined;
type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (sign-in, uploads). */
  form?: FormData;
  signal?: AbortSignal;
  /**
   * Whether a 401 means "Auth expired" (spec §4): when the local record says signed in, the
   * record is cleared and the page reloads. Calls that expect a 401 (users/self, sign-in,
   * logout) turn it off. Default true.
   */
  authExpiry?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  response: Response;
  /** Lists that page (DESIGN §3) add `success.nextCursor` when more can be asked for. */
  nextCursor?: string;
}

const UNSAFE: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

// ---- CSRF ---------------------------------------------------------------------------------

let lastCsrfToken: string | null = null;
let csrfRequest: Promise<string> | null = null;

/** GET /authz/csrf: sets the XSRF-TOKEN cookie and returns the token. Concurrent calls share one request. */
export function fetchCsrfToken(): Promise<string> {
  csrfRequest ??= (async () => {
    try {
      const { data } = await send<string>(API_PATHS.csrf, { method: 'GET', authExpiry: false });
      lastCsrfToken = getCookie(COOKIE_NAMES.xsrf) ?? data;
      return lastCsrfToken;
    } finally {
      csrfRequest = null;
    }
  })();
  return csrfRequest;
}

/** The current CSRF token: the cookie when present, else a fresh one from the server. */
export async function getCsrfToken(): Promise<string> {
  return getCookie(COOKIE_NAMES.xsrf) ?? lastCsrfToken ?? (await fetchCsrfToken());
}

// ---- Requests -----------------------------------------------------------------------------

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

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function isAuthExpiredRedirect(response: Response): boolean {
  if (!response.redirected) return false;
  const { pathname } = new URL(response.url);
  return pathname.endsWith('/sign-in') || pathname.startsWith('/authenticate');
}

/** sessionStorage key: when the page last reloaded because the session expired. */
export const AUTH_EXPIRED_RELOAD_KEY = 'authExpiredAt';

/**
 * "Auth expired" (spec §4): drop the local record and reload, so the app starts signed out.
 * At most one reload per 10 s, so a server that keeps answering 401 cannot cause a loop.
 */
function expireAuth(): void {
  clearAuthRecord();
  try {
    const last = Number(window.sessionStorage.getItem(AUTH_EXPIRED_RELOAD_KEY) ?? 0);
    if (Date.now() - last < 10_000) return;
    window.sessionStorage.setItem(AUTH_EXPIRED_RELOAD_KEY, String(Date.now()));
  } catch {
    return;
  }
  window.location.reload();
}

async function send<T>(path: string, options: RequestOptions): Promise<ApiResponse<T>> {
  const method = options.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  if (UNSAFE.has(method)) headers.set(XSRF_HEADER, await getCsrfToken());

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach Neighbourly. Check your connection.');
  }

  const payload = await readBody(response);
  const authExpiry = options.authExpiry ?? true;
  if (authExpiry && (response.status === 401 || isAuthExpiredRedirect(response))) {
    if (readAuthRecord().isAuthenticated) expireAuth();
  }

  if (!response.ok) throw toApiError(response.status, response.statusText, payload);
  return { ...unwrapSuccess<T>(payload), response };
}

/** The ApiError of a failed answer: the body's code when it is one of ours, else one from the status. */
function toApiError(status: number, statusText: string, payload: unknown): ApiError {
  const error = (payload as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  const code = knownCode(error?.code) ? error.code : fallbackCode(status);
  const message = typeof error?.message === 'string' ? error.message : statusText || 'Request failed';
  return new ApiError(status, code, message);
}

function unwrapSuccess<T>(payload: unknown): { data: T; nextCursor?: string } {
  const success = (payload as { success?: { data?: unknown; nextCursor?: unknown } } | undefined)?.success;
  const nextCursor = typeof success?.nextCursor === 'string' ? success.nextCursor : undefined;
  return { data: success?.data as T, ...(nextCursor ? { nextCursor } : {}) };
}

/**
 * Unsafe JSON requests still in flight, by method, URL and body. A second identical one (a
 * double click on Join, Attend, Add comment…) shares the first instead of being sent again.
 */
const inFlight = new Map<string, Promise<ApiResponse<unknown>>>();

/** A request that also hands back the raw Response (for headers such as Location). */
export function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const method = options.method ?? 'GET';
  if (!UNSAFE.has(method) || options.form) return sendWithCsrfRetry<T>(path, options);
  const key = `${method} ${buildUrl(path, options.query)} ${JSON.stringify(options.json ?? null)}`;
  const pending = inFlight.get(key);
  if (pending) return pending as Promise<ApiResponse<T>>;
  const request = sendWithCsrfRetry<T>(path, options).finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}

async function sendWithCsrfRetry<T>(path: string, options: RequestOptions): Promise<ApiResponse<T>> {
  try {
    return await send<T>(path, options);
  } catch (error) {
    // A stale or missing CSRF token (e.g. the session changed in another tab): refresh once.
    if (isApiError(error, 'CSRF_INVALID')) {
      await fetchCsrfToken();
      return send<T>(path, options);
    }
    throw error;
  }
}

/** A request whose unwrapped `success.data` is the result. */
export async function api<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequest<T>(path, options)).data;
}

// ---- Uploads with progress ----------------------------------------------------------------

export interface UploadOptions {
  query?: Record<string, QueryValue>;
  form: FormData;
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * fetch cannot report upload progress, so uploads (covers, avatars) go through
 * XMLHttpRequest, with the same cookies, X-XSRF-TOKEN header, envelope and ApiError as `api`.
 */
function sendUpload<T>(path: string, options: UploadOptions, csrfToken: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', abort);
    xhr.open('POST', buildUrl(path, options.query));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(XSRF_HEADER, csrfToken);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      done();
      let payload: unknown;
      if ((xhr.getResponseHeader('content-type') ?? '').includes('json')) {
        try {
          payload = JSON.parse(xhr.responseText);
        } catch {
          payload = undefined;
        }
      }
      if (xhr.status === 401 && readAuthRecord().isAuthenticated) expireAuth();
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toApiError(xhr.status, xhr.statusText, payload));
        return;
      }
      options.onProgress?.(1);
      resolve(unwrapSuccess<T>(payload).data);
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, 'NETWORK_ERROR', 'Could not reach Neighbourly. Check your connection.'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    if (options.signal?.aborted) {
      abort();
      return;
    }
    options.signal?.addEventListener('abort', abort, { once: true });
    xhr.send(options.form);
  });
}

/** A multipart POST that reports its progress; `success.data` is the result. */
export async function apiUpload<T = unknown>(path: string, options: UploadOptions): Promise<T> {
  try {
    return await sendUpload<T>(path, options, await getCsrfToken());
  } catch (error) {
    if (isApiError(error, 'CSRF_INVALID')) {
      options.onProgress?.(0);
      return sendUpload<T>(path, options, await fetchCsrfToken());
    }
    throw error;
  }
}

/** POSTs one image in the multipart field `file`, as the image endpoints (covers, avatars) expect. */
export async function apiUploadImage(
  path: string,
  query: Record<string, QueryValue>,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<void> {
  const form = new FormData();
  form.set('file', file);
  await apiUpload(path, { query, form, ...(onProgress ? { onProgress } : {}) });
}
