import { XSRF_HEADER } from '@neighbourly/shared';
import { readAuthRecord } from '../auth-record.ts';
import { expireAuth, isAuthExpiredRedirect } from './auth-expiry.ts';
import { networkError, toApiError, unwrapSuccess } from './errors.ts';

export type QueryValue = string | number | boolean | null | undefined;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue>;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body (sign-in, uploads). */
  form?: FormData;
  signal?: AbortSignal;
  /**
   * Whether a 401 means "Auth expired": when the local record says signed in, the record is
   * cleared and the page reloads. Calls that expect a 401 (users/self, sign-in, logout) turn it
   * off. Default true.
   */
  authExpiry?: boolean;
}

export interface ApiResponse<T> {
  data: T;
  response: Response;
  /** Paged lists (optional `limit` and `cursor`) add `success.nextCursor` when more can be asked for. */
  nextCursor?: string;
}

export const UNSAFE: ReadonlySet<HttpMethod> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

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

/**
 * One fetch with cookies and an Accept header; `csrfToken`, when given, goes in the
 * X-XSRF-TOKEN header. Knows nothing of where the token comes from, so the CSRF module can
 * use it to ask for one.
 */
export async function sendRequest<T>(
  path: string,
  options: RequestOptions,
  csrfToken?: string,
): Promise<ApiResponse<T>> {
  const headers = new Headers({ Accept: 'application/json' });
  let body: BodyInit | undefined;
  if (options.form) {
    body = options.form;
  } else if (options.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.json);
  }
  if (csrfToken !== undefined) headers.set(XSRF_HEADER, csrfToken);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }

  const payload = await readBody(response);
  const authExpiry = options.authExpiry ?? true;
  if (authExpiry && (response.status === 401 || isAuthExpiredRedirect(response))) {
    if (readAuthRecord().isAuthenticated) expireAuth();
  }

  if (!response.ok) throw toApiError(response.status, response.statusText, payload);
  return { ...unwrapSuccess<T>(payload), response };
}
