/**
 * GET /api/public/v1/groups/search?onlyMyGroups=&searchTerm=&tagsTerm=&limit=&cursor= — groups
 * whose name holds `searchTerm` and that carry every tag of `tagsTerm`; with `onlyMyGroups`
 * only the viewer's own (visitors get 401 for that).
 */
import { API_PATHS, type GroupCard } from '@neighbourly/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { discoveryKeys, type SearchParams } from './keys.ts';
import { DISCOVERY_STALE_TIME, getListPage, type ListPage } from './page.ts';

export const searchGroups = (params: SearchParams, cursor: string | undefined, signal?: AbortSignal) =>
  getListPage<GroupCard>(
    API_PATHS.groupSearch,
    { onlyMyGroups: params.mine, searchTerm: params.searchTerm, tagsTerm: params.tagsTerm },
    cursor,
    signal,
  );

export const searchGroupsQueryOptions = (viewerId: string, params: SearchParams) =>
  infiniteQueryOptions({
    queryKey: discoveryKeys.searchGroups(viewerId, params),
    queryFn: ({ pageParam, signal }): Promise<ListPage<GroupCard>> => searchGroups(params, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: DISCOVERY_STALE_TIME,
  });
