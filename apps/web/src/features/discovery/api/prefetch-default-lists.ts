import type { QueryClient } from '@tanstack/react-query';
import { defaultEventsQueryOptions } from './get-default-events.ts';
import { defaultGroupsQueryOptions } from './get-default-groups.ts';

/** Both default lists for one viewer ('' for a visitor), fetched before a page shows them. */
export const prefetchDefaultLists = (queryClient: QueryClient, viewerId: string) =>
  Promise.all([
    queryClient.prefetchInfiniteQuery(defaultEventsQueryOptions(viewerId)),
    queryClient.prefetchInfiniteQuery(defaultGroupsQueryOptions(viewerId)),
  ]);
