/**
 * GET /api/public/v1/groupMembers/allForGroup?groupId=&limit=&cursor= — the members, owner
 * first, a page at a time (signed-in users; public groups or members only, 403 otherwise).
 */
import { API_PATHS, type GroupMember } from '@neighbourly/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { groupKeys } from './keys.ts';

export const MEMBERS_PAGE_SIZE = 20;

export interface MembersPage {
  members: GroupMember[];
  nextCursor?: string;
}

export async function getGroupMembers(
  groupId: string,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<MembersPage> {
  const { data, nextCursor } = await apiRequest<GroupMember[]>(API_PATHS.groupMembersForGroup, {
    query: { groupId, limit: MEMBERS_PAGE_SIZE, cursor },
    signal,
  });
  return { members: data, ...(nextCursor ? { nextCursor } : {}) };
}

export const groupMembersQueryOptions = (groupId: string, enabled = true) =>
  infiniteQueryOptions({
    queryKey: groupKeys.members(groupId),
    queryFn: ({ pageParam, signal }) => getGroupMembers(groupId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });

export const useGroupMembers = (groupId: string, enabled: boolean) =>
  useInfiniteQuery(groupMembersQueryOptions(groupId, enabled));
