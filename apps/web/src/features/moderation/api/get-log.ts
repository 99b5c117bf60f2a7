/** GET /api/public/v1/moderation/log?cursor= — every action and role grant, newest first, a page at a time. */
import { API_PATHS, type ModerationLogEntry } from '@neighbourly/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { moderationKeys } from './keys.ts';

export interface LogPage {
  entries: ModerationLogEntry[];
  nextCursor?: string;
}

export async function getModerationLog(cursor: string | undefined, signal?: AbortSignal): Promise<LogPage> {
  const { data, nextCursor } = await apiRequest<ModerationLogEntry[]>(API_PATHS.moderationLog, {
    query: { cursor },
    signal,
  });
  return { entries: data, ...(nextCursor ? { nextCursor } : {}) };
}

export const moderationLogQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: moderationKeys.log(),
    queryFn: ({ pageParam, signal }) => getModerationLog(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    // Other moderators work the same queue: each time a tab opens it is read again.
    staleTime: 0,
  });

export const useModerationLog = () => useInfiniteQuery(moderationLogQueryOptions());
