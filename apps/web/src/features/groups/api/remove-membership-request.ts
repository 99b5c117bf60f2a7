/**
 * DELETE /api/public/v1/groupMembershipRequests?groupId=&userId= — the requester withdraws
 * their own request, or the owner rejects someone's.
 */
import { API_PATHS } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import type { GroupUserInput } from './join-group.ts';
import { refreshMembership } from './refresh-membership.ts';

export async function removeMembershipRequest({ groupId, userId }: GroupUserInput): Promise<void> {
  await api(API_PATHS.membershipRequests, { method: 'DELETE', query: { groupId, userId } });
}

export function useRemoveMembershipRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMembershipRequest,
    onSettled: (_data, _error, { groupId, userId }) => refreshMembership(queryClient, groupId, userId),
  });
}
