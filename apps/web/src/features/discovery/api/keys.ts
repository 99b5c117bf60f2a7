/**
 * The query-key factory of the discovery feature: keys are built here, never typed by hand.
 * Every key holds the viewer (empty for a visitor): what a list shows depends on who asks.
 */
import type { FilterRequest } from '../filter-request.ts';

export interface SearchParams {
  searchTerm: string;
  tagsTerm: string;
  mine: boolean;
  /** The when/where/how filters (issue #28), when any is set. */
  filters?: FilterRequest;
}

/** One key type for a panel's default list and its search, so a panel can switch between them. */
export type DiscoveryListKey = readonly unknown[];

export const discoveryKeys = {
  all: ['discovery'] as const,
  groups: (viewerId: string) => [...discoveryKeys.all, 'groups', viewerId] as const,
  defaultGroups: (viewerId: string): DiscoveryListKey =>
    [...discoveryKeys.groups(viewerId), 'default'] as const,
  searchGroups: (viewerId: string, params: SearchParams): DiscoveryListKey =>
    [...discoveryKeys.groups(viewerId), 'search', params] as const,
  events: (viewerId: string) => [...discoveryKeys.all, 'events', viewerId] as const,
  // Without filters the key is the one the landing prefetches.
  defaultEvents: (viewerId: string, filters?: FilterRequest): DiscoveryListKey =>
    [...discoveryKeys.events(viewerId), 'default', ...(filters ? [filters] : [])] as const,
  searchEvents: (viewerId: string, params: SearchParams): DiscoveryListKey =>
    [...discoveryKeys.events(viewerId), 'search', params] as const,
};
