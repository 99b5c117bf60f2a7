import { API_PATHS, COOKIE_NAMES } from '@neighbourly/shared';
import { getCookie } from '../cookies.ts';
import { sendRequest } from './fetch.ts';

let lastCsrfToken: string | null = null;
let csrfRequest: Promise<string> | null = null;

/** GET /authz/csrf: sets the XSRF-TOKEN cookie and returns the token. Concurrent calls share one request. */
export function fetchCsrfToken(): Promise<string> {
  csrfRequest ??= (async () => {
    try {
      const { data } = await sendRequest<string>(API_PATHS.csrf, { method: 'GET', authExpiry: false });
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
