import type { LiveEvent } from '@neighbourly/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '@/features/auth/index.ts';
import { useConfig } from '@/lib/config.ts';
import { useLiveEvent, useLiveReconnect } from '@/lib/live.ts';
import { markRead } from '../api/mark-read.ts';
import { messagingKeys } from '../api/keys.ts';
import { addMessage, clearUnread } from '../cache.ts';
import { getOpenConversation } from '../open-conversation.ts';

type MessagingEvent = Extract<LiveEvent, { type: 'message' | 'read' }>;

function applyEvent(queryClient: QueryClient, event: MessagingEvent, selfId: string) {
  if (event.type === 'read') {
    clearUnread(queryClient, event.conversationWith);
    return;
  }
  const fromThem = event.message.userId !== selfId;
  const isOpen = getOpenConversation() === event.conversationWith && document.visibilityState === 'visible';
  addMessage(queryClient, event.conversationWith, event.message, { unread: fromThem && !isOpen });
  // Seen as it arrives: the server's count follows (and the other tabs hear 'read').
  if (fromThem && isOpen) void markRead(event.conversationWith).catch(() => undefined);
}

/**
 * Messaging's part of the app's live stream (lib/live.ts), while signed in with messaging on:
 * new messages go into the cached conversations and pages, reads clear unread counts. Once the
 * stream reopens after a drop, conversations and open pages are fetched again for what was
 * missed (the pages are deduplicated by message id, so nothing shows twice).
 */
export function useLiveMessages() {
  const { user } = useAuth();
  const { data: config } = useConfig();
  const queryClient = useQueryClient();
  const selfId = user?.id ?? null;
  const enabled = !!selfId && config?.messagingEnabled === true;

  const onEvent = useCallback(
    (event: MessagingEvent) => {
      if (selfId) applyEvent(queryClient, event, selfId);
    },
    [queryClient, selfId],
  );
  useLiveEvent('message', onEvent, enabled);
  useLiveEvent('read', onEvent, enabled);
  useLiveReconnect(() => {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    void queryClient.invalidateQueries({ queryKey: messagingKeys.allMessages() });
  }, enabled);
}
