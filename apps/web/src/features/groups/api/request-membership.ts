/** POST /api/public/v1/groupMembershipRequests {groupId, userId (self)} → 201 the request (private groups). */
import { API_PATHS, type MembershipRequest } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import type { GroupUserInput } from './join-group.ts';
import { refreshMembership } from './refresh-membership.ts';

export async function requestMembership({ groupId, userId }: GroupUserInput): Promise<MembershipRequest> {
  return api<MembershipRequest>(API_PATHS.membershipRequests, { method: 'POST', json: { groupId, userId } });
}

export function useRequestMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestMembership,
    onSettled: (_request, _error, { groupId, userId }) => refreshMembership(queryClient, groupId, userId),
  });
}
