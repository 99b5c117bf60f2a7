/**
 * GET /api/public/v1/groupMembers/allForUser?userId= — the signed-in user's groups with their
 * role in each. The whole list is asked for: "My groups (n)" needs the count.
 */
import { API_PATHS, type UserGroup } from '@neighbourly/shared';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { groupKeys } from './keys.ts';

export async function getUserGroups(userId: string, signal?: AbortSignal): Promise<UserGroup[]> {
  return api<UserGroup[]>(API_PATHS.groupMembersForUser, { query: { userId }, signal });
}

/** Without a user (a visitor) nothing is asked. */
export const userGroupsQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: groupKeys.userGroups(userId ?? ''),
    queryFn: userId ? ({ signal }) => getUserGroups(userId, signal) : skipToken,
  });

export const useUserGroups = (userId: string | undefined) => useQuery(userGroupsQueryOptions(userId));
