import type { ChatMessage, Conversation } from '@neighbourly/shared';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { aConversation, aMessage } from '@/test/factories.ts';
import { testQueryClient } from '@/test/render.tsx';
import { messagingKeys } from './api/keys.ts';
import {
  addMessage,
  appendMessage,
  clearUnread,
  flattenPages,
  putConversationFirst,
  totalUnread,
} from './cache.ts';

type Pages = InfiniteData<ChatMessage[], number | undefined>;
/** Pages newest first, each oldest first, as the messages query keeps them. */
const pagesOf = (...pages: ChatMessage[][]): Pages => ({
  pages,
  pageParams: pages.map((_, index) => (index === 0 ? undefined : index)),
});
const ids = (data: Pages | undefined) => flattenPages(data).map((m) => m.id);

describe('the messaging cache', () => {
  it('flattens the pages oldest first', () => {
    expect(ids(pagesOf([aMessage(3), aMessage(4)], [aMessage(1), aMessage(2)]))).toEqual([1, 2, 3, 4]);
    expect(flattenPages(undefined)).toEqual([]);
  });

  it('adds a message once, in id order, to the newest page', () => {
    const data = pagesOf([aMessage(3), aMessage(5)], [aMessage(1)]);
    expect(ids(appendMessage(data, aMessage(6)))).toEqual([1, 3, 5, 6]);
    // A message the live stream delivered before the send's answer lands in its place.
    expect(ids(appendMessage(data, aMessage(4)))).toEqual([1, 3, 4, 5]);
    // Already there (the send's answer, the stream, a refetch): the same data.
    expect(appendMessage(data, aMessage(1))).toBe(data);
    expect(ids(appendMessage(pagesOf(), aMessage(1)))).toEqual([1]);
  });

  it('puts a conversation first, in place of the same person', () => {
    const list = [aConversation('ann'), aConversation('bob'), aConversation('cy')];
    const moved = putConversationFirst(list, aConversation('bob', { unreadCount: 2 }));
    expect(moved.map((c) => [c.user.id, c.unreadCount])).toEqual([
      ['bob', 2],
      ['ann', 0],
      ['cy', 0],
    ]);
  });

  it("files a new message: into the person's pages, their conversation first, one more unread", () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(messagingKeys.messages('bob'), pagesOf([aMessage(1, { userId: 'bob' })]));
    queryClient.setQueryData(messagingKeys.conversations(), [
      aConversation('ann'),
      aConversation('bob', { unreadCount: 1, timestamp: '2026-11-20T18:00:00.000Z' }),
    ]);
    const message = aMessage(2, { userId: 'bob', timestamp: '2026-11-21T09:00:00.000Z' });

    addMessage(queryClient, 'bob', message, { unread: true });

    expect(ids(queryClient.getQueryData(messagingKeys.messages('bob')))).toEqual([1, 2]);
    const list = queryClient.getQueryData<Conversation[]>(messagingKeys.conversations())!;
    expect(list.map((c) => c.user.id)).toEqual(['bob', 'ann']);
    expect(list[0]).toMatchObject({ unreadCount: 2, timestamp: '2026-11-21T09:00:00.000Z' });
    expect(totalUnread(list)).toBe(2);
  });

  it("keeps the newer time, counts no unread for one's own message, and leaves unloaded pages alone", () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(messagingKeys.conversations(), [
      aConversation('bob', { timestamp: '2026-11-22T09:00:00.000Z' }),
    ]);
    addMessage(queryClient, 'bob', aMessage(2, { userId: 'me', timestamp: '2026-11-21T09:00:00.000Z' }), {
      unread: false,
    });
    expect(queryClient.getQueryData(messagingKeys.conversations())).toEqual([
      aConversation('bob', { timestamp: '2026-11-22T09:00:00.000Z' }),
    ]);
    expect(queryClient.getQueryData(messagingKeys.messages('bob'))).toBeUndefined();
  });

  it('asks for the list again when the person is not in it yet', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(messagingKeys.conversations(), [aConversation('ann')]);
    addMessage(queryClient, 'newcomer', aMessage(1, { userId: 'newcomer' }), { unread: true });
    expect(queryClient.getQueryState(messagingKeys.conversations())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(messagingKeys.conversations())).toEqual([aConversation('ann')]);
  });

  it("clears one conversation's unread count, and adds up the rest for the badge", () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(messagingKeys.conversations(), [
      aConversation('ann', { unreadCount: 3 }),
      aConversation('bob', { unreadCount: 2 }),
    ]);
    clearUnread(queryClient, 'ann');
    const list = queryClient.getQueryData<Conversation[]>(messagingKeys.conversations());
    expect(list?.map((c) => c.unreadCount)).toEqual([0, 2]);
    expect(totalUnread(list)).toBe(2);
    expect(totalUnread(undefined)).toBe(0);
  });
});
