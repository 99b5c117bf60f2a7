/** PUT /api/public/v1/groups/owner {groupId, userId} (the owner only) → the group, with its new owner. */
import { API_PATHS, type Group, type HandOverGroupBody } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { groupQueryOptions } from './get-group.ts';
import { refreshMembership } from './refresh-membership.ts';

export async function handOverGroup(body: HandOverGroupBody): Promise<Group> {
  return api<Group>(API_PATHS.groupOwner, { method: 'PUT', json: body });
}

/** `ownerId`: the one handing over, whose own membership and groups change too. */
export function useHandOverGroup(ownerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handOverGroup,
    onSuccess: (group) => queryClient.setQueryData(groupQueryOptions(group.id).queryKey, group),
    onSettled: (_group, _error, { groupId, userId }) =>
      Promise.all([
        refreshMembership(queryClient, groupId, userId),
        refreshMembership(queryClient, groupId, ownerId),
      ]),
  });
}
