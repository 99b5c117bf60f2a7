/** POST /api/public/v1/groupMembershipRequests/approve {groupId, userId} (the owner only) → the new member. */
import { API_PATHS, type GroupMember } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import type { GroupUserInput } from './join-group.ts';
import { refreshMembership } from './refresh-membership.ts';

export async function approveMembershipRequest({ groupId, userId }: GroupUserInput): Promise<GroupMember> {
  return api<GroupMember>(API_PATHS.membershipRequestApprove, { method: 'POST', json: { groupId, userId } });
}

export function useApproveMembershipRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveMembershipRequest,
    // Whether it worked or not (e.g. already a member), the page shows what the server now says.
    onSettled: (_member, _error, { groupId, userId }) => refreshMembership(queryClient, groupId, userId),
  });
}
