/** One page of a discovery list, and the paging every list of this feature shares. */
import { apiRequest } from '@/lib/api.ts';

/** 12 fills whole rows of the one-, two- and three-column grids. */
export const DISCOVERY_PAGE_SIZE = 12;

export interface ListPage<T> {
  items: T[];
  nextCursor?: string;
}

/** Discovery lists change whenever someone creates or joins something: ask again on each visit. */
export const DISCOVERY_STALE_TIME = 0;

/** GETs one page of a list: `success.data` and, when there is more, `success.nextCursor`. */
export async function getListPage<T>(
  path: string,
  query: Record<string, string | number | boolean | undefined>,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ListPage<T>> {
  const { data, nextCursor } = await apiRequest<T[]>(path, {
    query: { ...query, limit: DISCOVERY_PAGE_SIZE, cursor },
    signal,
  });
  return { items: data ?? [], ...(nextCursor ? { nextCursor } : {}) };
}
