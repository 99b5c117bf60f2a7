/**
 * GET /api/public/v1/groups/followers?groupId=&limit=&cursor= — the fediverse accounts following
 * the group (its owner only, issue #30), newest first, a page at a time.
 */
import { API_PATHS, type GroupFollower } from '@neighbourly/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { groupKeys } from './keys.ts';

export const FOLLOWERS_PAGE_SIZE = 20;

export interface FollowersPage {
  followers: GroupFollower[];
  nextCursor?: string;
}

export async function getGroupFollowers(
  groupId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<FollowersPage> {
  const { data, nextCursor } = await apiRequest<GroupFollower[]>(API_PATHS.groupFollowers, {
    query: { groupId, limit: FOLLOWERS_PAGE_SIZE, cursor },
    signal,
  });
  return { followers: data, ...(nextCursor ? { nextCursor } : {}) };
}

export const groupFollowersQueryOptions = (groupId: string, enabled = true) =>
  infiniteQueryOptions({
    queryKey: groupKeys.followers(groupId),
    queryFn: ({ pageParam, signal }) => getGroupFollowers(groupId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });

export const useGroupFollowers = (groupId: string, enabled: boolean) =>
  useInfiniteQuery(groupFollowersQueryOptions(groupId, enabled));
