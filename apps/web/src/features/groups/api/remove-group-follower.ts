/**
 * DELETE /api/public/v1/groups/followers?groupId=&followerId= (the owner only, issue #30): the
 * account is sent nothing more (it may follow again). The list and the group's count refresh.
 */
import { API_PATHS } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { groupKeys } from './keys.ts';

export interface RemoveFollowerInput {
  groupId: string;
  followerId: number;
}

export async function removeGroupFollower({ groupId, followerId }: RemoveFollowerInput): Promise<void> {
  await api(API_PATHS.groupFollowers, { method: 'DELETE', query: { groupId, followerId } });
}

export function useRemoveGroupFollower() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGroupFollower,
    onSettled: (_data, _error, { groupId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: groupKeys.followers(groupId) }),
        queryClient.invalidateQueries({ queryKey: groupKeys.detail(groupId) }),
      ]),
  });
}
