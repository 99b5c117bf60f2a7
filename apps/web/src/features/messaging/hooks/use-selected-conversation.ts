import { messaging_start_failed } from '@neighbourly/i18n/messages';
import type { Conversation } from '@neighbourly/shared';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { useStartConversation } from '../api/start-conversation.ts';
import { setOpenConversation } from '../open-conversation.ts';

/** Why a conversation could not be started: the server's words when it refused this person. */
const startFailure = (error: unknown) =>
  isApiError(error, 'FORBIDDEN') || isApiError(error, 'NOT_FOUND') ? error.message : messaging_start_failed();

/**
 * The conversation the page shows: `/messages/{recipientId}` selects it when it is in the list,
 * and otherwise starts it (the server puts it first in the list; a refusal shows its reason and
 * goes back to /messages). Without a recipient the first one is selected, by going to its
 * address (so a conversation arriving later does not take its place under the reader's eyes),
 * except on phones, where the list is a screen of its own.
 */
export function useSelectedConversation(
  recipientId: string | undefined,
  conversations: Conversation[] | undefined,
  listIsOwnScreen: boolean,
) {
  const navigate = useNavigate();
  const { mutate: start } = useStartConversation();
  const tried = useRef(new Set<string>());
  const listed = recipientId ? conversations?.find((c) => c.user.id === recipientId) : undefined;
  const mustStart = !!recipientId && !!conversations && !listed;

  useEffect(() => {
    if (!mustStart || !recipientId || tried.current.has(recipientId)) return;
    tried.current.add(recipientId);
    start(recipientId, {
      onError: (error) => {
        enqueueSnackbar(startFailure(error), { variant: 'error' });
        void navigate(paths.messages.getHref(), { replace: true });
      },
    });
  }, [mustStart, recipientId, start, navigate]);

  usePickFirst(recipientId, conversations, listIsOwnScreen);
  return { selected: listed, starting: mustStart };
}

/** At /messages (not on phones), once per visit: to the first conversation, if there is one. */
function usePickFirst(
  recipientId: string | undefined,
  conversations: Conversation[] | undefined,
  listIsOwnScreen: boolean,
) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const pickedOn = useRef<string | null>(null);
  const first = conversations?.[0]?.user.id;
  const loaded = !!conversations;

  useEffect(() => {
    if (recipientId || listIsOwnScreen || !loaded || pickedOn.current === key) return;
    pickedOn.current = key;
    if (first) void navigate(paths.messages.getHref(first), { replace: true });
  }, [recipientId, listIsOwnScreen, loaded, first, key, navigate]);
}

/**
 * While a conversation is open: it is marked read when it opens and whenever unread messages
 * show up in it, and live messages for it are not counted as unread.
 */
export function useOpenConversation(selected: Conversation | undefined) {
  const { mutate } = useMarkRead();
  const userId = selected?.user.id ?? null;
  const unread = (selected?.unreadCount ?? 0) > 0;
  const marked = useRef<string | null>(null);

  useEffect(() => {
    setOpenConversation(userId);
    return () => setOpenConversation(null);
  }, [userId]);

  useEffect(() => {
    if (!userId || (marked.current === userId && !unread)) return;
    marked.current = userId;
    mutate(userId);
  }, [userId, unread, mutate]);
}
