/** GET /api/public/v1/groupMembers?groupId=&userId= — the membership check: the member, or null. */
import { API_PATHS, type GroupMember } from '@neighbourly/shared';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { groupKeys } from './keys.ts';

export async function getMembership(
  groupId: string,
  userId: string,
  signal?: AbortSignal,
): Promise<GroupMember | null> {
  return (
    (await api<GroupMember | null>(API_PATHS.groupMembers, { query: { groupId, userId }, signal })) ?? null
  );
}

/** Without a user (a visitor) nothing is asked. */
export const membershipQueryOptions = (groupId: string, userId: string | undefined) =>
  queryOptions({
    queryKey: groupKeys.membership(groupId, userId ?? ''),
    queryFn: userId ? ({ signal }) => getMembership(groupId, userId, signal) : skipToken,
  });

export const useMembership = (groupId: string, userId: string | undefined) =>
  useQuery(membershipQueryOptions(groupId, userId));
