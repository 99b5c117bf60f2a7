import { useNavigate } from 'react-router';
import { filterRequestOf } from '../filter-request.ts';
import { useSearchParams } from '@/lib/router-dom.tsx';

/**
 * A panel's filters (issue #28) from the URL's query, where the lazy filter bar writes them
 * (filter-url.ts), and the query itself (`view=map`: the map shows). Null: the panel has none.
 */
export function useSearchFilters(enabled: boolean, homePlace: string | null) {
  const [searchParams] = useSearchParams();
  // Handed to the lazy filter bar and map, which change the URL: React Router stays out of
  // their chunks (importing it there splits the landing's shared chunk in two, heavier).
  const navigate = useNavigate();
  if (!enabled) return null;
  return { request: filterRequestOf(searchParams, homePlace), params: searchParams, navigate };
}

/** What the filter bar and the map read and change: the URL's query and the way to change it. */
export type FilterUrl = NonNullable<ReturnType<typeof useSearchFilters>>;
