/**
 * GET /api/public/v1/userConversations — the signed-in person's conversations, most recent
 * activity first, each with its unread count.
 */
import { API_PATHS, type Conversation } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { messagingKeys } from './keys.ts';

export const getConversations = (signal?: AbortSignal) =>
  api<Conversation[]>(API_PATHS.conversations, { signal });

export const conversationsQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: messagingKeys.conversations(),
    queryFn: ({ signal }) => getConversations(signal),
    enabled,
  });

export const useConversations = (enabled = true) => useQuery(conversationsQueryOptions(enabled));
