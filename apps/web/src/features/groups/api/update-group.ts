/** PUT /api/public/v1/groups {id, name, description, type, tags} (the owner only) → the group. */
import { API_PATHS, type Group, type UpdateGroupBody } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/index.ts';
import { api } from '@/lib/api.ts';
import { groupQueryOptions } from './get-group.ts';
import { userGroupsQueryOptions } from './get-user-groups.ts';

export async function updateGroup(body: UpdateGroupBody): Promise<Group> {
  return api<Group>(API_PATHS.groups, { method: 'PUT', json: body });
}

export function useUpdateGroup() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: updateGroup,
    onSuccess: async (group) => {
      queryClient.setQueryData(groupQueryOptions(group.id).queryKey, group);
      if (user) await queryClient.invalidateQueries({ queryKey: userGroupsQueryOptions(user.id).queryKey });
    },
  });
}
