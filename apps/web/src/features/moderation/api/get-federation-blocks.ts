/**
 * GET /api/public/v1/moderation/federationBlocks — the blocked remote servers (by host name) and
 * accounts (by actor address), newest first (issue #30). Moderators only.
 */
import { API_PATHS } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api.ts';
import { moderationKeys } from './keys.ts';

export type FederationBlockKind = 'SERVER' | 'ACCOUNT';

/** As the server presents a block (federation.service.ts: federationBlockSchema). */
export interface FederationBlock {
  id: number;
  kind: FederationBlockKind;
  /** A host name (`spam.example`) or an actor address (`https://…`). */
  target: string;
  reason: string | null;
  /** The moderator's login; null when it was made on the command line. */
  createdBy: string | null;
  createdAt: string;
}

export async function getFederationBlocks(signal?: AbortSignal): Promise<FederationBlock[]> {
  const { data } = await apiRequest<FederationBlock[]>(API_PATHS.federationBlocks, { signal });
  return data;
}

export const federationBlocksQueryOptions = () =>
  queryOptions({
    queryKey: moderationKeys.federationBlocks(),
    queryFn: ({ signal }) => getFederationBlocks(signal),
    // Other moderators block and lift too: each time the tab opens it is read again.
    staleTime: 0,
  });

export const useFederationBlocks = () => useQuery(federationBlocksQueryOptions());
