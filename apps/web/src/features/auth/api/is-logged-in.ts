/** GET /authz/isLoggedIn — whether the gateway session is already signed in. */
import { API_PATHS } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { authKeys } from './keys.ts';

export async function isLoggedIn(signal?: AbortSignal): Promise<boolean> {
  return Boolean(await api<unknown>(API_PATHS.isLoggedIn, { signal, authExpiry: false }));
}

export const isLoggedInQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.isLoggedIn(),
    queryFn: ({ signal }) => isLoggedIn(signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useIsLoggedIn = () => useQuery(isLoggedInQueryOptions());
