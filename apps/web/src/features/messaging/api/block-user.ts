/** POST /api/public/v1/blocks {userId}: no more messages either way; the blocked one is not told. */
import { API_PATHS } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { messagingKeys } from './keys.ts';

export const blockUser = (userId: string) =>
  api<unknown>(API_PATHS.blocks, { method: 'POST', json: { userId } });

export function useBlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingKeys.blocks() }),
  });
}
