/**
 * How a message, sent here or arriving live, enters the cached conversation list and pages.
 * Messages are deduplicated by id: the same message may come from the send's answer, the live
 * stream and a refetch after reconnecting, and is shown once.
 */
import type { ChatMessage, Conversation } from '@neighbourly/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { messagingKeys } from './api/keys.ts';

type MessagePages = InfiniteData<ChatMessage[], number | undefined>;

/** The conversation first, replacing the person's older entry. */
export function putConversationFirst(list: Conversation[], conversation: Conversation): Conversation[] {
  return [conversation, ...list.filter((c) => c.user.id !== conversation.user.id)];
}

/** The message at the end of the newest page, unless a page has it already. */
export function appendMessage(data: MessagePages, message: ChatMessage): MessagePages {
  if (data.pages.some((page) => page.some((m) => m.id === message.id))) return data;
  const [newest = [], ...older] = data.pages;
  const at = newest.findIndex((m) => m.id > message.id);
  const page = at === -1 ? [...newest, message] : [...newest.slice(0, at), message, ...newest.slice(at)];
  return { ...data, pages: [page, ...older] };
}

/** All loaded messages of a conversation, oldest first. */
export const flattenPages = (data: InfiniteData<ChatMessage[], unknown> | undefined): ChatMessage[] =>
  data ? [...data.pages].reverse().flat() : [];

/**
 * A new message of the conversation with `userId`: into its pages (when loaded), and the
 * conversation to the top with the message's time, one more unread when `unread`. A person the
 * list does not have yet is fetched with the list.
 */
export function addMessage(
  queryClient: QueryClient,
  userId: string,
  message: ChatMessage,
  { unread }: { unread: boolean },
) {
  queryClient.setQueryData(messagingKeys.messages(userId), (data?: MessagePages) =>
    data ? appendMessage(data, message) : data,
  );
  const list = queryClient.getQueryData<Conversation[]>(messagingKeys.conversations());
  const current = list?.find((c) => c.user.id === userId);
  if (!list || !current) {
    void queryClient.invalidateQueries({ queryKey: messagingKeys.conversations() });
    return;
  }
  const newer = message.timestamp > current.timestamp ? message.timestamp : current.timestamp;
  queryClient.setQueryData(
    messagingKeys.conversations(),
    putConversationFirst(list, {
      ...current,
      timestamp: newer,
      unreadCount: current.unreadCount + (unread ? 1 : 0),
    }),
  );
}

/** The conversation with `userId` has no unread message left. */
export function clearUnread(queryClient: QueryClient, userId: string) {
  queryClient.setQueryData(messagingKeys.conversations(), (list?: Conversation[]) =>
    list?.map((c) => (c.user.id === userId && c.unreadCount > 0 ? { ...c, unreadCount: 0 } : c)),
  );
}

/** The sum of the unread counts: the header's badge. */
export const totalUnread = (list: Conversation[] | undefined) =>
  (list ?? []).reduce((sum, c) => sum + c.unreadCount, 0);
