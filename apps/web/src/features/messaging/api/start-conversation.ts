/**
 * POST /api/public/v1/userConversations {id} → the conversation with that person, found or
 * created. 403 when the caller may not write to them (the answer's message says why).
 */
import { API_PATHS, type Conversation } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { putConversationFirst } from '../cache.ts';
import { messagingKeys } from './keys.ts';

export const startConversation = (id: string) =>
  api<Conversation>(API_PATHS.conversations, { method: 'POST', json: { id } });

export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(messagingKeys.conversations(), (list?: Conversation[]) =>
        putConversationFirst(list ?? [], conversation),
      );
    },
  });
}
