/** The discovery feature's public surface: what the home page and the router may use. */
export {
  EventsNearbyPanel,
  EVENTS_NEARBY_ID,
  GroupsNearbyPanel,
  GROUPS_NEARBY_ID,
} from './components/NearbyPanel.tsx';
export { useQuerySearch } from './hooks/use-query-search.ts';
export { prefetchDefaultLists } from './api/prefetch-default-lists.ts';
export { discoveryKeys } from './api/keys.ts';
export type { SearchValue } from './search-value.ts';
