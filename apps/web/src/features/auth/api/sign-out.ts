/**
 * Sign-out: remove the local record, POST /logout with an empty body, reset state,
 * remove the JSESSIONID and SESSION cookies, then follow the answer's Location header (else /).
 */
import { API_PATHS, COOKIE_NAMES } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { clearAuthRecord } from '@/lib/auth-record.ts';
import { deleteCookie } from '@/lib/cookies.ts';
import { forgetSavedData } from '@/lib/saved-data.ts';

/**
 * The browser's half of a sign-out: the local record and the session cookies go. For when the
 * server has already ended the session (account deletion).
 */
export function forgetSession(): void {
  clearAuthRecord();
  deleteCookie(COOKIE_NAMES.legacySession);
  deleteCookie(COOKIE_NAMES.session);
}

/** Returns where the browser goes next. Signing out locally never fails. */
export async function signOut(): Promise<string> {
  clearAuthRecord();
  let next: string | null = null;
  try {
    const { response } = await apiRequest(API_PATHS.logout, { method: 'POST', authExpiry: false });
    next = response.headers.get('Location') ?? (response.redirected ? response.url : null);
  } catch {
    // The server session may already be gone; the local sign-out still completes.
  }
  // Again: a users/self answer that was in flight during the request may have rewritten it.
  forgetSession();
  // What was saved for reading offline is deleted before the page goes (issue #31).
  await forgetSavedData();
  return next ?? '/';
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: (next) => {
      queryClient.clear();
      window.location.assign(next);
    },
  });
}
