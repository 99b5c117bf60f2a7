/**
 * GET /api/public/v1/groups/getDefault?limit=&cursor= — the groups of the viewer's city
 * (Vancouver for visitors), most active first, a page at a time.
 */
import { API_PATHS, type GroupCard } from '@neighbourly/shared';
import { discoveryKeys } from './keys.ts';
import { getListPage, listQueryOptions } from './page.ts';

export const getDefaultGroups = (cursor: string | undefined, signal?: AbortSignal) =>
  getListPage<GroupCard>(API_PATHS.groupDefaults, {}, cursor, signal);

export const defaultGroupsQueryOptions = (viewerId: string) =>
  listQueryOptions(discoveryKeys.defaultGroups(viewerId), getDefaultGroups);
