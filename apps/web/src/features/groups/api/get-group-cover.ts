/**
 * GET /api/public/v1/images/group?groupId= — the cover image, read by an <img>, so there is
 * no fetcher here: this file builds its URL. The server answers with `no-cache` and an ETag,
 * but the page keeps an <img> whose src did not change, so a version (`v`) that changes after
 * an upload or a delete is added to the URL. The version lives in the query cache.
 */
import { API_PATHS } from '@neighbourly/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { buildUrl } from '@/lib/api.ts';
import { groupKeys } from './keys.ts';

export const groupCoverUrl = (groupId: string, version = 0) =>
  buildUrl(API_PATHS.groupImage, { groupId, v: version || undefined });

export const groupCoverVersionQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: groupKeys.coverVersion(groupId),
    queryFn: () => 0,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Makes every <img> of this group's cover load it again. */
export const bumpGroupCoverVersion = (queryClient: QueryClient, groupId: string) =>
  queryClient.setQueryData(groupCoverVersionQueryOptions(groupId).queryKey, Date.now());

export function useGroupCoverUrl(groupId: string): string {
  const { data: version = 0 } = useQuery(groupCoverVersionQueryOptions(groupId));
  return groupCoverUrl(groupId, version);
}
