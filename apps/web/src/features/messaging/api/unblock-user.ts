/** DELETE /api/public/v1/blocks?userId=: they may write to each other again. */
import { API_PATHS, type UserSummary } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { messagingKeys } from './keys.ts';

export const unblockUser = (userId: string) =>
  api<unknown>(API_PATHS.blocks, { method: 'DELETE', query: { userId } });

export function useUnblockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockUser,
    onSuccess: async (_, userId) => {
      queryClient.setQueryData(messagingKeys.blocks(), (list?: UserSummary[]) =>
        list?.filter((user) => user.id !== userId),
      );
      await queryClient.invalidateQueries({ queryKey: messagingKeys.blocks() });
    },
  });
}
