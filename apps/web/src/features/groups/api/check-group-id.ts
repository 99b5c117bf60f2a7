/** GET /api/public/v1/groups/exists?id= — `data` is true when the id is taken (or breaks the rule). */
import { API_PATHS, isValidGroupId } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { groupKeys } from './keys.ts';

export async function isGroupIdTaken(groupId: string, signal?: AbortSignal): Promise<boolean> {
  return Boolean(await api<unknown>(API_PATHS.groupExists, { query: { id: groupId }, signal }));
}

export const groupIdTakenQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: groupKeys.idTaken(groupId),
    queryFn: ({ signal }) => isGroupIdTaken(groupId, signal),
    enabled: isValidGroupId(groupId),
    staleTime: 30_000,
  });

/** Pass the debounced id: a check runs only for a well-formed id. */
export const useGroupIdTaken = (groupId: string) => useQuery(groupIdTakenQueryOptions(groupId));
