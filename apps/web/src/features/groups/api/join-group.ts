/** POST /api/public/v1/groupMembers {groupId, userId (self), role: MEMBER} → 201 the member (public groups). */
import { API_PATHS, type GroupMember } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { refreshMembership } from './refresh-membership.ts';

export interface GroupUserInput {
  groupId: string;
  userId: string;
}

export async function joinGroup({ groupId, userId }: GroupUserInput): Promise<GroupMember> {
  return api<GroupMember>(API_PATHS.groupMembers, {
    method: 'POST',
    json: { groupId, userId, role: 'MEMBER' },
  });
}

export function useJoinGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinGroup,
    // Whether it worked or not (e.g. already a member), the page shows what the server now says.
    onSettled: (_member, _error, { groupId, userId }) => refreshMembership(queryClient, groupId, userId),
  });
}
