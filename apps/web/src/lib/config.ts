/**
 * GET /api/public/v1/config: deployment facts the SPA needs (messaging flag, help address,
 * captcha, identity providers). Several features read it, so it lives here.
 */
import { API_PATHS, type PublicConfig } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api.ts';

export const getConfig = (signal?: AbortSignal) => api<PublicConfig>(API_PATHS.config, { signal });

export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'] as const,
    queryFn: ({ signal }) => getConfig(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useConfig = () => useQuery(configQueryOptions());
