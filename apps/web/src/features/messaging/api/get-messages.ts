/**
 * GET /api/public/v1/messages?userId=&before= — one page of the conversation, oldest first: the
 * newest LIMITS.messagesPageSize messages before the message `before` (without it, the newest).
 * Pages go backwards in time: page 0 is the newest, each next page is older.
 */
import { API_PATHS, LIMITS, type ChatMessage } from '@neighbourly/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { messagingKeys } from './keys.ts';

export const getMessages = (userId: string, before: number | undefined, signal?: AbortSignal) =>
  api<ChatMessage[]>(API_PATHS.messages, { query: { userId, before }, signal });

export const messagesQueryOptions = (userId: string, enabled = true) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.messages(userId),
    queryFn: ({ pageParam, signal }) => getMessages(userId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    // A short page is the first of the conversation: nothing older to fetch.
    getNextPageParam: (page: ChatMessage[]) =>
      page.length < LIMITS.messagesPageSize ? undefined : page[0]?.id,
    enabled: enabled && userId !== '',
  });

export const useMessages = (userId: string, enabled = true) =>
  useInfiniteQuery(messagesQueryOptions(userId, enabled));
