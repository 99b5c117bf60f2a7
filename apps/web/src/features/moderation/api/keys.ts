/** The moderation caches: the queue by status, the log and the fediverse blocks, all under one root to invalidate together. */
import type { ReportStatus } from '@neighbourly/shared';

export const moderationKeys = {
  all: ['moderation'] as const,
  queue: (status: ReportStatus) => ['moderation', 'queue', status] as const,
  log: () => ['moderation', 'log'] as const,
  federationBlocks: () => ['moderation', 'federationBlocks'] as const,
};
