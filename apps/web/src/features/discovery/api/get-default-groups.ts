/**
 * GET /api/public/v1/groups/getDefault?limit=&cursor= — the groups of the viewer's city
 * (Vancouver for visitors), most active first, a page at a time.
 */
import { API_PATHS, type GroupCard } from '@neighbourly/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { discoveryKeys } from './keys.ts';
import { DISCOVERY_STALE_TIME, getListPage, type ListPage } from './page.ts';

export const getDefaultGroups = (cursor: string | undefined, signal?: AbortSignal) =>
  getListPage<GroupCard>(API_PATHS.groupDefaults, {}, cursor, signal);

export const defaultGroupsQueryOptions = (viewerId: string) =>
  infiniteQueryOptions({
    queryKey: discoveryKeys.defaultGroups(viewerId),
    queryFn: ({ pageParam, signal }): Promise<ListPage<GroupCard>> => getDefaultGroups(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: DISCOVERY_STALE_TIME,
  });
