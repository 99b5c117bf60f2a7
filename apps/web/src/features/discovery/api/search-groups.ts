/**
 * GET /api/public/v1/groups/search?onlyMyGroups=&searchTerm=&tagsTerm=&limit=&cursor=
 * [&near=|place=&withinKm=] — groups
 * whose name holds `searchTerm` and that carry every tag of `tagsTerm`; with `onlyMyGroups`
 * only the viewer's own (visitors get 401 for that).
 */
import { API_PATHS, type GroupCard } from '@neighbourly/shared';
import { discoveryKeys, type SearchParams } from './keys.ts';
import { getSearchPage, listQueryOptions } from './page.ts';

export const searchGroups = (params: SearchParams, cursor: string | undefined, signal?: AbortSignal) =>
  getSearchPage<GroupCard>(API_PATHS.groupSearch, 'onlyMyGroups', params, cursor, signal);

export const searchGroupsQueryOptions = (viewerId: string, params: SearchParams) =>
  listQueryOptions(discoveryKeys.searchGroups(viewerId, params), (cursor, signal) =>
    searchGroups(params, cursor, signal),
  );
