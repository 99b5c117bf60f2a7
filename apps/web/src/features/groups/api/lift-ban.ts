/** DELETE /api/public/v1/groupBans?groupId=&userId= (the owner only) — the person may join or ask again. */
import { API_PATHS } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import type { GroupUserInput } from './join-group.ts';
import { refreshMembership } from './refresh-membership.ts';

export async function liftBan({ groupId, userId }: GroupUserInput): Promise<void> {
  await api(API_PATHS.groupBans, { method: 'DELETE', query: { groupId, userId } });
}

export function useLiftBan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: liftBan,
    onSettled: (_data, _error, { groupId, userId }) => refreshMembership(queryClient, groupId, userId),
  });
}
