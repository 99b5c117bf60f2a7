/** GET /api/public/v1/users/self: who is signed in (spec §4, "On app start the user is loaded"). */
import { API_PATHS, COOKIE_NAMES, type SelfUser } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api.ts';
import { clearAuthRecord, readAuthRecord, writeAuthRecord } from '@/lib/auth-record.ts';
import { deleteCookie } from '@/lib/cookies.ts';
import { isLoggedIn } from './is-logged-in.ts';
import { authKeys } from './keys.ts';

function signedOut(): null {
  clearAuthRecord();
  deleteCookie(COOKIE_NAMES.session);
  deleteCookie(COOKIE_NAMES.legacySession);
  return null;
}

/**
 * The signed-in user, or null for a visitor. A 401 is an answer here, not an error. When the
 * local record says signed out, GET /authz/isLoggedIn (always 200) goes first, so a visitor's
 * page load does not log a failed request; a session started elsewhere (an identity provider's
 * redirect) is still found.
 */
export async function getSelf(signal?: AbortSignal): Promise<SelfUser | null> {
  if (!readAuthRecord().isAuthenticated && !(await isLoggedIn(signal))) return signedOut();
  try {
    const user = await api<SelfUser>(API_PATHS.usersSelf, { signal, authExpiry: false });
    writeAuthRecord(user);
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return signedOut();
    throw error;
  }
}

export const selfQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.self(),
    queryFn: ({ signal }) => getSelf(signal),
    // Changes only through sign-in, sign-up, sign-out and profile edits, which refresh it.
    staleTime: Infinity,
  });

export const useSelf = () => useQuery(selfQueryOptions());
