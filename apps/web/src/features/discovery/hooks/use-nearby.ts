import { useInfiniteQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/index.ts';
import { defaultEventsQueryOptions } from '../api/get-default-events.ts';
import { defaultGroupsQueryOptions } from '../api/get-default-groups.ts';
import { searchEventsQueryOptions } from '../api/search-events.ts';
import { searchGroupsQueryOptions } from '../api/search-groups.ts';
import { isSearchTooLong, toSearchParams, type SearchValue } from '../search-value.ts';

/**
 * A panel's list: the default one (getDefault) for an empty search with the checkbox off,
 * otherwise the search call. A text over the limit asks nothing.
 */
export function useNearbyGroups(search: SearchValue) {
  const viewerId = useAuth().user?.id ?? '';
  const params = toSearchParams(search);
  const options = params ? searchGroupsQueryOptions(viewerId, params) : defaultGroupsQueryOptions(viewerId);
  return useInfiniteQuery({ ...options, enabled: !isSearchTooLong(search.text) });
}

export function useNearbyEvents(search: SearchValue) {
  const viewerId = useAuth().user?.id ?? '';
  const params = toSearchParams(search);
  const options = params ? searchEventsQueryOptions(viewerId, params) : defaultEventsQueryOptions(viewerId);
  return useInfiniteQuery({ ...options, enabled: !isSearchTooLong(search.text) });
}
