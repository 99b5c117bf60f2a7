/** DELETE /api/public/v1/groups?id= (the owner only): the group and everything in it. */
import { API_PATHS } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/index.ts';
import { api } from '@/lib/api.ts';
import { groupQueryOptions } from './get-group.ts';
import { userGroupsQueryOptions } from './get-user-groups.ts';
import { deletedHere } from '../deleted-here.ts';

export async function deleteGroup(groupId: string): Promise<void> {
  await api(API_PATHS.groups, { method: 'DELETE', query: { id: groupId } });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: deleteGroup,
    onMutate: (groupId) => {
      deletedHere.add(groupId);
    },
    onError: (_error, groupId) => {
      deletedHere.delete(groupId);
    },
    onSuccess: async (_data, groupId) => {
      // The page that showed the group is being left: mark it stale without asking again now.
      await queryClient.invalidateQueries({
        queryKey: groupQueryOptions(groupId).queryKey,
        refetchType: 'none',
      });
      if (user) await queryClient.invalidateQueries({ queryKey: userGroupsQueryOptions(user.id).queryKey });
    },
  });
}
