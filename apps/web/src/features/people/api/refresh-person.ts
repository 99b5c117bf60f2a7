/**
 * A person's name or avatar shows on other features' screens too (members, comments, event
 * hosts): once it changes, those lists are marked stale through their features' key roots, so
 * an open list fetches again and a cached one does on its next visit. Only the screens open at
 * the time fetch at once: from Settings, that is nothing.
 */
import type { QueryClient } from '@tanstack/react-query';
import { discoveryKeys } from '@/features/discovery/index.ts';
import { eventKeys } from '@/features/events/index.ts';
import { groupKeys } from '@/features/groups/index.ts';
import { isImageVersionQuery } from '@/lib/image-version.ts';

export const refreshListsShowingPeople = (queryClient: QueryClient) =>
  Promise.all(
    [groupKeys.all, eventKeys.all, discoveryKeys.all].map((queryKey) =>
      // Cover versions are not data: they stay, so covers do not flick back to an old copy.
      queryClient.invalidateQueries({ queryKey, predicate: (query) => !isImageVersionQuery(query) }),
    ),
  );
