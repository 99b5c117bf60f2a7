/** PUT /api/public/v1/groupMembers {groupId, userId, role: HOST | MEMBER} (the owner only) → the member. */
import { API_PATHS, type ChangeMemberRoleBody, type GroupMember } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { refreshMembership } from './refresh-membership.ts';

export async function changeMemberRole(body: ChangeMemberRoleBody): Promise<GroupMember> {
  return api<GroupMember>(API_PATHS.groupMembers, { method: 'PUT', json: body });
}

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSettled: (_member, _error, { groupId, userId }) => refreshMembership(queryClient, groupId, userId),
  });
}
