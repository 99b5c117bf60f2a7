/** GET /api/public/v1/groupMembershipRequests/allForGroup?groupId= — pending requests (the owner only). */
import { API_PATHS, type MembershipRequest } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { groupKeys } from './keys.ts';

export async function getMembershipRequests(
  groupId: string,
  signal?: AbortSignal,
): Promise<MembershipRequest[]> {
  return api<MembershipRequest[]>(API_PATHS.membershipRequestsForGroup, { query: { groupId }, signal });
}

export const membershipRequestsQueryOptions = (groupId: string, enabled = true) =>
  queryOptions({
    queryKey: groupKeys.requests(groupId),
    queryFn: ({ signal }) => getMembershipRequests(groupId, signal),
    enabled,
  });

export const useMembershipRequests = (groupId: string, enabled: boolean) =>
  useQuery(membershipRequestsQueryOptions(groupId, enabled));
