import { API_PATHS, liveEventSchema, type LiveEvent } from '@neighbourly/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/features/auth/index.ts';
import { useConfig } from '@/lib/config.ts';
import { markRead } from '../api/mark-read.ts';
import { messagingKeys } from '../api/keys.ts';
import { addMessage, clearUnread } from '../cache.ts';
import { getOpenConversation } from '../open-conversation.ts';

/** After the stream closed for good (not a drop it retries itself), when to open a new one. */
const RETRY_AFTER_CLOSE_MS = 5_000;

function parseEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function applyEvent(queryClient: QueryClient, event: LiveEvent, selfId: string) {
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
 * One Server-Sent Events stream for the whole app while signed in with messaging on: new
 * messages go into the cached conversations and pages, reads clear unread counts. EventSource
 * reconnects by itself after a network drop or a server restart; once it is open again,
 * conversations and open pages are fetched again for what was missed (the pages are
 * deduplicated by message id, so nothing shows twice).
 */
export function useLiveMessages() {
  const { user } = useAuth();
  const { data: config } = useConfig();
  const queryClient = useQueryClient();
  const selfId = user?.id ?? null;
  const enabled = !!selfId && config?.messagingEnabled === true;

  useEffect(() => {
    if (!enabled || !selfId || typeof EventSource === 'undefined') return;
    let source: EventSource;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let dropped = false;
    const onEvent = (e: MessageEvent) => {
      const event = parseEvent(e.data);
      if (event) applyEvent(queryClient, event, selfId);
    };
    const connect = () => {
      source = new EventSource(API_PATHS.live);
      source.addEventListener('message', onEvent);
      source.addEventListener('read', onEvent);
      source.onerror = () => {
        dropped = true;
        // EventSource gives up for good on an HTTP error (say, a proxy's 502): start again later.
        if (source.readyState === EventSource.CLOSED) retry = setTimeout(connect, RETRY_AFTER_CLOSE_MS);
      };
      source.onopen = () => {
        if (!dropped) return;
        dropped = false;
        void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
        void queryClient.invalidateQueries({ queryKey: messagingKeys.allMessages() });
      };
    };
    connect();
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [enabled, selfId, queryClient]);
}
