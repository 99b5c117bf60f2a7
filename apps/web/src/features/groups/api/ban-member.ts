/**
 * POST /api/public/v1/groupBans {groupId, userId, reason?} (the owner only) → 201 the ban. A
 * member is removed as by removal; a requester's request goes.
 */
import { API_PATHS, type GroupBan, type GroupBanBody } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { refreshMembership } from './refresh-membership.ts';

export async function banMember({ groupId, userId, reason }: GroupBanBody): Promise<GroupBan> {
  return api<GroupBan>(API_PATHS.groupBans, {
    method: 'POST',
    json: { groupId, userId, ...(reason?.trim() ? { reason: reason.trim() } : {}) },
  });
}

export function useBanMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: banMember,
    onSettled: (_ban, _error, { groupId, userId }) => refreshMembership(queryClient, groupId, userId),
  });
}
