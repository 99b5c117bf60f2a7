/** GET /api/public/v1/groupBans/self?groupId= — whether the caller is banned from the group (when, not why). */
import { API_PATHS, type OwnGroupBan } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { groupKeys } from './keys.ts';

export async function getOwnBan(groupId: string, signal?: AbortSignal): Promise<OwnGroupBan | null> {
  return (await api<OwnGroupBan | null>(API_PATHS.groupBansSelf, { query: { groupId }, signal })) ?? null;
}

export const ownBanQueryOptions = (groupId: string, enabled = true) =>
  queryOptions({
    queryKey: groupKeys.ownBan(groupId),
    queryFn: ({ signal }) => getOwnBan(groupId, signal),
    enabled,
  });

/** Only asked of a signed-in person who does not belong to the group. */
export const useOwnBan = (groupId: string, enabled: boolean) =>
  useQuery(ownBanQueryOptions(groupId, enabled));
