/**
 * POST /api/public/v1/moderation/federationBlocks {kind, target, reason?} → 201 the block (409
 * when blocked already, 400 for a target that is no host name or address); DELETE ?id= lifts it.
 * The list is read again after either, whatever the answer.
 */
import { API_PATHS } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import {
  federationBlocksQueryOptions,
  type FederationBlock,
  type FederationBlockKind,
} from './get-federation-blocks.ts';

export interface BlockBody {
  kind: FederationBlockKind;
  target: string;
  reason?: string;
}

export const addFederationBlock = (body: BlockBody) =>
  api<FederationBlock>(API_PATHS.federationBlocks, { method: 'POST', json: body });

export const liftFederationBlock = (id: number) =>
  api<null>(API_PATHS.federationBlocks, { method: 'DELETE', query: { id } });

function useRefreshBlocks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: federationBlocksQueryOptions().queryKey });
}

export function useAddFederationBlock() {
  const onSettled = useRefreshBlocks();
  return useMutation({ mutationFn: addFederationBlock, onSettled });
}

export function useLiftFederationBlock() {
  const onSettled = useRefreshBlocks();
  return useMutation({ mutationFn: liftFederationBlock, onSettled });
}
