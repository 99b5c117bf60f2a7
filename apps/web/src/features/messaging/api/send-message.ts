/** POST /api/public/v1/messages {userId, message} → 201 the message. */
import { API_PATHS, type ChatMessage } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { addMessage } from '../cache.ts';

export interface SendMessageInput {
  userId: string;
  message: string;
}

export const sendMessage = ({ userId, message }: SendMessageInput) =>
  api<ChatMessage>(API_PATHS.messages, { method: 'POST', json: { userId, message } });

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    // Shown at once; the live event of the same message is then a duplicate and left out.
    onSuccess: (message, { userId }) => addMessage(queryClient, userId, message, { unread: false }),
  });
}
