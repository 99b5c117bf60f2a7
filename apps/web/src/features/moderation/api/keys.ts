/** The moderation caches: the queue by status and the log, all under one root to invalidate together. */
import type { ReportStatus } from '@neighbourly/shared';

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (status: ReportStatus) => ['moderation', 'queue', status] as const,
  log: () => ['moderation', 'log'] as const,
};
