/**
 * GET /api/public/v1/account/export — the status of the signed-in person's latest data export
 * (issue #32), polled every 2 s while it is being built; POST asks for one (while one is being
 * built, the server answers that one).
 */
import { API_PATHS, type AccountExport } from '@neighbourly/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { peopleKeys } from './keys.ts';

const POLL_WHILE_BUILDING_MS = 2000;

export async function getAccountExport(signal?: AbortSignal): Promise<AccountExport> {
  return api<AccountExport>(API_PATHS.accountExport, { signal });
}

export async function requestAccountExport(): Promise<AccountExport> {
  return api<AccountExport>(API_PATHS.accountExport, { method: 'POST' });
}

export const accountExportQueryOptions = () =>
  queryOptions({
    queryKey: peopleKeys.accountExport(),
    queryFn: ({ signal }) => getAccountExport(signal),
    refetchInterval: (query) => (query.state.data?.status === 'building' ? POLL_WHILE_BUILDING_MS : false),
  });

export const useAccountExport = () => useQuery(accountExportQueryOptions());

export function useRequestAccountExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAccountExport,
    onSuccess: (status) => queryClient.setQueryData(accountExportQueryOptions().queryKey, status),
  });
}
