/**
 * GET /api/public/v1/users?id= — a person's public profile: name, hasAvatar, location and
 * registrationDate (signed-in users only). 404 NOT_FOUND when there is no such person.
 */
import { API_PATHS, isValidLogin, type UserProfile } from '@neighbourly/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api.ts';
import { peopleKeys } from './keys.ts';

export async function getUserProfile(userId: string, signal?: AbortSignal): Promise<UserProfile> {
  // Every login follows the login rule: another id can never exist, so answer as the server would.
  if (!isValidLogin(userId)) throw new ApiError(404, 'NOT_FOUND', 'There is no such user.');
  return api<UserProfile>(API_PATHS.users, { query: { id: userId }, signal });
}

export const userProfileQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: peopleKeys.profile(userId),
    queryFn: ({ signal }) => getUserProfile(userId, signal),
  });

export const useUserProfile = (userId: string) => useQuery(userProfileQueryOptions(userId));

/** Changes a profile already in the cache (after an avatar upload or delete); no request. */
export function patchUserProfile(
  queryClient: QueryClient,
  userId: string,
  patch: Partial<UserProfile>,
): void {
  queryClient.setQueryData(userProfileQueryOptions(userId).queryKey, (profile) =>
    profile ? { ...profile, ...patch } : profile,
  );
}
