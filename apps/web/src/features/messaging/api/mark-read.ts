/** POST /api/public/v1/messages/read {userId}: the caller has seen that conversation up to now. */
import { API_PATHS } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { clearUnread } from '../cache.ts';

export const markRead = (userId: string) =>
  api<unknown>(API_PATHS.messagesRead, { method: 'POST', json: { userId } });

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    // The badge clears as the conversation opens, not a round trip later.
    onMutate: (userId) => clearUnread(queryClient, userId),
  });
}
