/** DELETE /api/public/v1/groupMembers?groupId=&userId= (self) — leave; the owner gets 403. */
import { API_PATHS } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import type { GroupUserInput } from './join-group.ts';
import { refreshMembership } from './refresh-membership.ts';

export async function leaveGroup({ groupId, userId }: GroupUserInput): Promise<void> {
  await api(API_PATHS.groupMembers, { method: 'DELETE', query: { groupId, userId } });
}

export function useLeaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveGroup,
    onSettled: (_data, _error, { groupId, userId }) => refreshMembership(queryClient, groupId, userId),
  });
}
