/** GET /api/public/v1/users/self: who is signed in, loaded when the app starts. */
import { API_PATHS, COOKIE_NAMES, type SelfUser } from '@neighbourly/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api.ts';
import { clearAuthRecord, readAuthRecord, writeAuthRecord } from '@/lib/auth-record.ts';
import { deleteCookie } from '@/lib/cookies.ts';
import { reloadIntoAccountLanguage } from './account-language.ts';
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
    // A page in another language than the account's (issue #29) makes way for the account's.
    reloadIntoAccountLanguage(user);
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

/**
 * After the user changes their own profile (name, avatar): the header, the menu and the local
 * record show the change at once, without asking users/self again.
 */
export function patchSelf(
  queryClient: QueryClient,
  patch: Partial<Pick<SelfUser, 'name' | 'hasAvatar'>>,
): void {
  const next = queryClient.setQueryData<SelfUser | null>(selfQueryOptions().queryKey, (user) =>
    user ? { ...user, ...patch } : user,
  );
  if (next) writeAuthRecord(next);
}
