/** GET /api/public/v1/groupMembershipRequests?groupId= — the caller's own pending request, or null. */
import { API_PATHS, type MembershipRequest } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { groupKeys } from './keys.ts';

export async function getOwnMembershipRequest(
  groupId: string,
  signal?: AbortSignal,
): Promise<MembershipRequest | null> {
  return (
    (await api<MembershipRequest | null>(API_PATHS.membershipRequests, { query: { groupId }, signal })) ??
    null
  );
}

export const ownMembershipRequestQueryOptions = (groupId: string, enabled = true) =>
  queryOptions({
    queryKey: groupKeys.ownRequest(groupId),
    queryFn: ({ signal }) => getOwnMembershipRequest(groupId, signal),
    enabled,
  });

/** Only ask when it matters: a signed-in non-member of a private group. */
export const useOwnMembershipRequest = (groupId: string, enabled: boolean) =>
  useQuery(ownMembershipRequestQueryOptions(groupId, enabled));
