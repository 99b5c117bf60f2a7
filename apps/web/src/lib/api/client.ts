import { getCsrfToken, fetchCsrfToken } from './csrf.ts';
import { isApiError } from './errors.ts';
import { buildUrl, sendRequest, UNSAFE, type ApiResponse, type RequestOptions } from './fetch.ts';

/** One request; unsafe methods carry the CSRF token. */
async function send<T>(path: string, options: RequestOptions): Promise<ApiResponse<T>> {
  const method = options.method ?? 'GET';
  const csrfToken = UNSAFE.has(method) ? await getCsrfToken() : undefined;
  return sendRequest<T>(path, options, csrfToken);
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
