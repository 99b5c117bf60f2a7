/** DELETE /api/public/v1/images/group?groupId= — removes the cover (the owner only). */
import { API_PATHS } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/index.ts';
import { api } from '@/lib/api.ts';
import { bumpGroupCoverVersion } from './get-group-cover.ts';
import { groupQueryOptions } from './get-group.ts';
import { userGroupsQueryOptions } from './get-user-groups.ts';

export async function deleteGroupCover(groupId: string): Promise<void> {
  await api(API_PATHS.groupImage, { method: 'DELETE', query: { groupId } });
}

export function useDeleteGroupCover() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: deleteGroupCover,
    onSuccess: async (_data, groupId) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: groupQueryOptions(groupId).queryKey }),
        user && queryClient.invalidateQueries({ queryKey: userGroupsQueryOptions(user.id).queryKey }),
      ]);
      // After the group says whether it has a cover, so no <img> asks for one that is gone.
      bumpGroupCoverVersion(queryClient, groupId);
    },
  });
}
