/**
 * GET /api/public/v1/groupBans?groupId=&limit=&cursor= — the group's bans, newest first, with
 * reasons and who banned (the owner only), a page at a time.
 */
import { API_PATHS, type GroupBan } from '@neighbourly/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { groupKeys } from './keys.ts';

export const BANS_PAGE_SIZE = 20;

export interface BansPage {
  bans: GroupBan[];
  nextCursor?: string;
}

export async function getGroupBans(
  groupId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<BansPage> {
  const { data, nextCursor } = await apiRequest<GroupBan[]>(API_PATHS.groupBans, {
    query: { groupId, limit: BANS_PAGE_SIZE, cursor },
    signal,
  });
  return { bans: data, ...(nextCursor ? { nextCursor } : {}) };
}

export const groupBansQueryOptions = (groupId: string, enabled = true) =>
  infiniteQueryOptions({
    queryKey: groupKeys.bans(groupId),
    queryFn: ({ pageParam, signal }) => getGroupBans(groupId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });

export const useGroupBans = (groupId: string, enabled: boolean) =>
  useInfiniteQuery(groupBansQueryOptions(groupId, enabled));
