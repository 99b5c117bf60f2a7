import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/index.ts';
import type { SearchParams } from '../api/keys.ts';
import type { ListQueryOptions } from '../api/page.ts';
import type { FilterRequest } from '../filter-request.ts';
import { isSearchTooLong, toSearchParams, type SearchValue } from '../search-value.ts';

/** A panel's two calls: its default list and its search (both with the filters, if any). */
export interface NearbyLists<T> {
  default: (viewerId: string, filters?: FilterRequest) => ListQueryOptions<T>;
  search: (viewerId: string, params: SearchParams) => ListQueryOptions<T>;
}

/**
 * A panel's list: the default one (getDefault) for an empty search with the checkbox off,
 * otherwise the search call; the filters go with either. A text over the limit asks nothing.
 * While a new search loads, the list of the one before stays (`isPlaceholderData`), so the
 * panel does not go blank.
 */
export function useNearby<T>(lists: NearbyLists<T>, search: SearchValue, filters?: FilterRequest) {
  const viewerId = useAuth().user?.id ?? '';
  const params = toSearchParams(search);
  const options = params
    ? lists.search(viewerId, filters ? { ...params, filters } : params)
    : lists.default(viewerId, filters);
  return useInfiniteQuery({
    ...options,
    enabled: !isSearchTooLong(search.text),
    placeholderData: keepPreviousData,
  });
}
