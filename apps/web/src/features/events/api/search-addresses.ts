/**
 * GET /api/public/v1/places/search?q= — addresses matching `q` through the deployment's geocoder
 * (issue #28), for the pin picker. Signed-in people only; offered only when the public config
 * says `addressSearch` (else a 404). A failing geocoder answers 422 ADDRESS_SEARCH_FAILED.
 */
import { API_PATHS, type AddressMatch } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { eventKeys } from './keys.ts';

/** The server refuses shorter searches (addressSearchQuerySchema). */
export const ADDRESS_SEARCH_MIN_LENGTH = 3;

export const searchAddresses = (q: string, signal?: AbortSignal) =>
  api<AddressMatch[]>(API_PATHS.placeSearch, { query: { q }, signal });

export const addressSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: eventKeys.addressSearch(q),
    queryFn: ({ signal }) => searchAddresses(q, signal),
    // Addresses do not move; the geocoder asks for few requests, so a failure is not retried.
    staleTime: Infinity,
    retry: false,
  });

/** Matches for `q` (already debounced by the caller); idle while it is too short. */
export const useAddressSearch = (q: string) => {
  const query = q.trim();
  return useQuery({
    ...addressSearchQueryOptions(query),
    enabled: query.length >= ADDRESS_SEARCH_MIN_LENGTH,
  });
};
