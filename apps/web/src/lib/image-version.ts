/**
 * Images are read by <img>, and the page keeps an <img> whose src did not change, so an
 * image's URL carries a version (`v`) that changes after an upload or a delete. The version
 * lives in the query cache, under a key of the feature that owns the image.
 */
import { queryOptions, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';

export const imageVersionQueryOptions = <K extends QueryKey>(queryKey: K) =>
  queryOptions({
    queryKey,
    queryFn: () => 0,
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { imageVersion: true },
  });

/**
 * Whether a cached query is an image's version: refreshing a feature's data (invalidating its
 * key root) must pass these by, or the version would fall back to 0 and old images show again.
 */
export const isImageVersionQuery = (query: { meta?: Record<string, unknown> | undefined }) =>
  query.meta?.imageVersion === true;

type ImageVersionOptions<K extends QueryKey> = ReturnType<typeof imageVersionQueryOptions<K>>;

/** Makes every <img> of this image load it again. */
export const bumpImageVersion = <K extends QueryKey>(
  queryClient: QueryClient,
  options: ImageVersionOptions<K>,
) => queryClient.setQueryData<number>(options.queryKey, Date.now());

/** 0 until the image changes while the page is open. */
export function useImageVersion<K extends QueryKey>(options: ImageVersionOptions<K>): number {
  const { data: version = 0 } = useQuery(options);
  return version;
}
