/**
 * GET /api/public/v1/images/group?groupId= — the cover image, read by an <img>, so there is
 * no fetcher here: this file builds its URL. The server answers with `no-cache` and an ETag,
 * but the page keeps an <img> whose src did not change, so a version (`v`) that changes after
 * an upload or a delete is added to the URL (lib/image-version.ts).
 */
import { API_PATHS } from '@neighbourly/shared';
import type { QueryClient } from '@tanstack/react-query';
import { buildUrl } from '@/lib/api.ts';
import { bumpImageVersion, imageVersionQueryOptions, useImageVersion } from '@/lib/image-version.ts';
import { groupKeys } from './keys.ts';

export const groupCoverUrl = (groupId: string, version = 0) =>
  buildUrl(API_PATHS.groupImage, { groupId, v: version || undefined });

export const groupCoverVersionQueryOptions = (groupId: string) =>
  imageVersionQueryOptions(groupKeys.coverVersion(groupId));

/** Makes every <img> of this group's cover load it again. */
export const bumpGroupCoverVersion = (queryClient: QueryClient, groupId: string) =>
  bumpImageVersion(queryClient, groupCoverVersionQueryOptions(groupId));

export function useGroupCoverUrl(groupId: string): string {
  return groupCoverUrl(groupId, useImageVersion(groupCoverVersionQueryOptions(groupId)));
}
