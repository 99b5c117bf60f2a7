/**
 * GET /api/public/v1/groups/handleAvailable?handle=&groupId= — `data` is true when the fediverse
 * handle is free (issue #30); `groupId`, the group asking, keeps its own handle.
 */
import { API_PATHS, groupHandleSchema } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { groupKeys } from './keys.ts';

/** A handle as the schema takes it (already lowercase and trimmed). */
export const isValidGroupHandle = (handle: string) => groupHandleSchema.safeParse(handle).success;

export async function isGroupHandleFree(
  handle: string,
  groupId: string | undefined,
  signal?: AbortSignal,
): Promise<boolean> {
  return Boolean(await api<unknown>(API_PATHS.groupHandleAvailable, { query: { handle, groupId }, signal }));
}

export const groupHandleFreeQueryOptions = (handle: string, groupId?: string) =>
  queryOptions({
    queryKey: groupKeys.handleFree(handle, groupId),
    queryFn: ({ signal }) => isGroupHandleFree(handle, groupId, signal),
    enabled: isValidGroupHandle(handle),
    staleTime: 30_000,
  });

/** Pass the debounced handle: a check runs only for a well-formed one. */
export const useGroupHandleFree = (handle: string, groupId?: string) =>
  useQuery(groupHandleFreeQueryOptions(handle, groupId));
