/**
 * GET /api/public/v1/moderation/reports?status=&cursor= — the moderators' queue, grouped by
 * subject, oldest first, a page at a time.
 */
import { API_PATHS, type ModerationQueueItem, type ReportStatus } from '@neighbourly/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { moderationKeys } from './keys.ts';

export interface QueuePage {
  items: ModerationQueueItem[];
  nextCursor?: string;
}

export async function getModerationQueue(
  status: ReportStatus,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<QueuePage> {
  const { data, nextCursor } = await apiRequest<ModerationQueueItem[]>(API_PATHS.moderationReports, {
    query: { status, cursor },
    signal,
  });
  return { items: data, ...(nextCursor ? { nextCursor } : {}) };
}

export const moderationQueueQueryOptions = (status: ReportStatus) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.queue(status),
    queryFn: ({ pageParam, signal }) => getModerationQueue(status, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    // Other moderators work the same queue: each time a tab opens it is read again.
    staleTime: 0,
  });

export const useModerationQueue = (status: ReportStatus) =>
  useInfiniteQuery(moderationQueueQueryOptions(status));
