/** GET /api/public/v1/auth/checkLogin?login= — `data` is true when the login is free. */
import { API_PATHS, isValidLogin } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { authKeys } from './keys.ts';

export async function checkLogin(login: string, signal?: AbortSignal): Promise<boolean> {
  const free = await api<unknown>(API_PATHS.checkLogin, { query: { login }, signal });
  return Boolean(free);
}

export const checkLoginQueryOptions = (login: string) =>
  queryOptions({
    queryKey: authKeys.checkLogin(login),
    queryFn: ({ signal }) => checkLogin(login, signal),
    enabled: isValidLogin(login),
    staleTime: 30_000,
  });

/** Pass the debounced login: a check runs only for a well-formed login. */
export const useCheckLogin = (login: string) => useQuery(checkLoginQueryOptions(login));
