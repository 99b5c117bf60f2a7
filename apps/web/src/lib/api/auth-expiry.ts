import { clearAuthRecord } from '../auth-record.ts';

/** sessionStorage key: when the page last reloaded because the session expired. */
export const AUTH_EXPIRED_RELOAD_KEY = 'authExpiredAt';

/** The server sent the browser to its sign-in page instead of answering. */
export function isAuthExpiredRedirect(response: Response): boolean {
  if (!response.redirected) return false;
  const { pathname } = new URL(response.url);
  return pathname.endsWith('/sign-in') || pathname.startsWith('/authenticate');
}

/**
 * "Auth expired": drop the local record and reload, so the app starts signed out.
 * At most one reload per 10 s, so a server that keeps answering 401 cannot cause a loop.
 */
export function expireAuth(): void {
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
