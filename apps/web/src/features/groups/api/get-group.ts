/** GET /api/public/v1/groups?id= — one group; visitors may read it. 404 NOT_FOUND when unknown. */
import { API_PATHS, isValidGroupId, type Group } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api.ts';
import { groupKeys } from './keys.ts';

export async function getGroup(groupId: string, signal?: AbortSignal): Promise<Group> {
  // An id that breaks the rule can never exist: answer as the server would, without asking.
  if (!isValidGroupId(groupId)) throw new ApiError(404, 'NOT_FOUND', 'Group not found');
  return api<Group>(API_PATHS.groups, { query: { id: groupId }, signal });
}

export const groupQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: groupKeys.detail(groupId),
    queryFn: ({ signal }) => getGroup(groupId, signal),
  });

export const useGroup = (groupId: string) => useQuery(groupQueryOptions(groupId));
