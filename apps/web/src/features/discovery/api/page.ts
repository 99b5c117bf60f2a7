/** One page of a discovery list, and the paging every list of this feature shares. */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { fetchedThisVisit } from '@/lib/visit.ts';
import { API_PATHS } from '@neighbourly/shared';
import { apiFiltersOf, type FilterRequest } from '../filter-request.ts';
import type { DiscoveryListKey, SearchParams } from './keys.ts';

/** 12 fills whole rows of the one-, two- and three-column grids. */
export const DISCOVERY_PAGE_SIZE = 12;

export interface ListPage<T> {
  items: T[];
  nextCursor?: string;
}

/** Discovery lists change whenever someone creates or joins something: ask again on each visit. */
export const DISCOVERY_STALE_TIME = 0;

/**
 * GETs one page of a list: `success.data` and, when there is more, `success.nextCursor`. The
 * filters (issue #28) go as the path's kind takes them: groups/search the distance only.
 */
export async function getListPage<T>(
  path: string,
  query: Record<string, string | number | boolean | undefined>,
  cursor: string | undefined,
  signal?: AbortSignal,
  filters?: FilterRequest,
): Promise<ListPage<T>> {
  const where = await apiFiltersOf(filters, path === API_PATHS.groupSearch ? 'groups' : 'events');
  const { data, nextCursor } = await apiRequest<T[]>(path, {
    query: { ...query, ...where, limit: DISCOVERY_PAGE_SIZE, cursor },
    signal,
  });
  return { items: data ?? [], ...(nextCursor ? { nextCursor } : {}) };
}

/** GETs one page of a search: the two calls differ only in their path and in the name of "only mine". */
export const getSearchPage = <T>(
  path: string,
  mineParam: string,
  { searchTerm, tagsTerm, mine, filters }: SearchParams,
  cursor: string | undefined,
  signal?: AbortSignal,
) => getListPage<T>(path, { searchTerm, tagsTerm, [mineParam]: mine }, cursor, signal, filters);

/**
 * The infinite-query options every discovery list shares: pages fetched by `getPage` from the
 * cursor of the one before, asked again on each visit.
 */
export const listQueryOptions = <T>(
  queryKey: DiscoveryListKey,
  getPage: (cursor: string | undefined, signal: AbortSignal) => Promise<ListPage<T>>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => getPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: ListPage<T>) => last.nextCursor,
    staleTime: DISCOVERY_STALE_TIME,
    // The page's prefetch asked this visit already: asking again as the list mounts fetched and
    // drew each list twice (a 130 ms re-render of the landing's lists on a slow phone; issue #31).
    refetchOnMount: (query) => query.state.isInvalidated || !fetchedThisVisit(query.state.dataUpdatedAt),
  });

/** What `listQueryOptions` gives for a list of `T`. */
export type ListQueryOptions<T> = ReturnType<typeof listQueryOptions<T>>;
