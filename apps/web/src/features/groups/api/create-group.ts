/**
 * POST /api/public/v1/groups {id, name, description, type, tags} → 201 the group. Errors:
 * 403 GROUP_LIMIT_EXCEEDED, 409 GROUP_ID_TAKEN, 400 VALIDATION_ERROR.
 */
import { API_PATHS, type CreateGroupBody, type Group } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/index.ts';
import { api } from '@/lib/api.ts';
import { groupQueryOptions } from './get-group.ts';
import { userGroupsQueryOptions } from './get-user-groups.ts';

export async function createGroup(body: CreateGroupBody): Promise<Group> {
  return api<Group>(API_PATHS.groups, { method: 'POST', json: body });
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: async (group) => {
      queryClient.setQueryData(groupQueryOptions(group.id).queryKey, group);
      if (user) await queryClient.invalidateQueries({ queryKey: userGroupsQueryOptions(user.id).queryKey });
    },
  });
}
