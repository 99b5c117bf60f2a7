/** GET /api/public/v1/blocks — the people the signed-in person has blocked. */
import { API_PATHS, type UserSummary } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { messagingKeys } from './keys.ts';

export const getBlocks = (signal?: AbortSignal) => api<UserSummary[]>(API_PATHS.blocks, { signal });

export const blocksQueryOptions = () =>
  queryOptions({ queryKey: messagingKeys.blocks(), queryFn: ({ signal }) => getBlocks(signal) });

export const useBlocks = () => useQuery(blocksQueryOptions());
