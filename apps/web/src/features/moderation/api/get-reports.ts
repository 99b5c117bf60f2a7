/** GET /api/public/v1/moderation/reports?status= — the moderators' queue, oldest first. */
import { API_PATHS, type ModerationQueueItem, type ReportStatus } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (status: ReportStatus) => ['moderation', 'queue', status] as const,
};

export const moderationQueueQueryOptions = (status: ReportStatus) =>
  queryOptions({
    queryKey: moderationKeys.queue(status),
    queryFn: ({ signal }) =>
      api<ModerationQueueItem[]>(API_PATHS.moderationReports, { query: { status }, signal }),
  });

export const useModerationQueue = (status: ReportStatus) => useQuery(moderationQueueQueryOptions(status));
