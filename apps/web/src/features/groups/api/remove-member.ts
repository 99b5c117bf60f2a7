/**
 * DELETE /api/public/v1/groupMembers?groupId=&userId= (the owner, about someone else) — removes
 * them from the group; their places in its upcoming events are given up.
 */
import { API_PATHS } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import type { GroupUserInput } from './join-group.ts';
import { refreshMembership } from './refresh-membership.ts';

export async function removeMember({ groupId, userId }: GroupUserInput): Promise<void> {
  await api(API_PATHS.groupMembers, { method: 'DELETE', query: { groupId, userId } });
}

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSettled: (_data, _error, { groupId, userId }) => refreshMembership(queryClient, groupId, userId),
  });
}
