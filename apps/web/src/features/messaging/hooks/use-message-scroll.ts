import type { ChatMessage } from '@neighbourly/shared';
import { useCallback, useLayoutEffect, useRef, type UIEvent } from 'react';

/** Within this many pixels of the bottom, a new message scrolls into view. */
const NEAR_BOTTOM_PX = 96;
/** Within this many pixels of the top, the older page is fetched. */
const NEAR_TOP_PX = 120;

interface Seen {
  conversation: string | null;
  firstId: number | null;
  lastId: number | null;
  /** scrollHeight − scrollTop at the last scroll: what stays put when older messages come in. */
  fromBottom: number;
  nearBottom: boolean;
}

/**
 * The message pane's scrolling: to the bottom when a conversation opens; to the bottom on a new
 * message when the reader was already near it (or wrote it); and, when an older page is
 * prepended, the same messages stay under the reader's eyes. Scrolling near the top asks for
 * the older page. Returns the scrolling element's ref and its scroll handler.
 */
export function useMessageScroll({
  conversation,
  messages,
  selfId,
  loadOlder,
}: {
  conversation: string;
  messages: ChatMessage[];
  selfId: string;
  loadOlder: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const seen = useRef<Seen>({
    conversation: null,
    firstId: null,
    lastId: null,
    fromBottom: 0,
    nearBottom: true,
  });

  useLayoutEffect(() => {
    const el = container.current;
    const first = messages[0]?.id ?? null;
    const last = messages.at(-1) ?? null;
    const s = seen.current;
    if (el && last) {
      if (s.conversation !== conversation) el.scrollTop = el.scrollHeight;
      else if (first !== s.firstId && last.id === s.lastId) el.scrollTop = el.scrollHeight - s.fromBottom;
      else if (last.id !== s.lastId && (s.nearBottom || last.userId === selfId))
        el.scrollTop = el.scrollHeight;
      s.conversation = conversation;
      s.fromBottom = el.scrollHeight - el.scrollTop;
      s.nearBottom = s.fromBottom - el.clientHeight < NEAR_BOTTOM_PX;
    }
    s.firstId = first;
    s.lastId = last?.id ?? null;
  }, [conversation, messages, selfId]);

  const onScroll = useCallback(
    (e: UIEvent<HTMLElement>) => {
      const el = e.currentTarget;
      const s = seen.current;
      s.fromBottom = el.scrollHeight - el.scrollTop;
      s.nearBottom = s.fromBottom - el.clientHeight < NEAR_BOTTOM_PX;
      if (el.scrollTop < NEAR_TOP_PX) loadOlder();
    },
    [loadOlder],
  );
  return { container, onScroll };
}
