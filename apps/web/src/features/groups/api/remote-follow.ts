/**
 * POST /api/public/v1/federation/remoteFollow {groupId, account} → {url}: the page on the
 * person's own fediverse server where they confirm following the group (issue #30). 400 with a
 * message when their server does not say where.
 */
import { API_PATHS, type RemoteFollowBody } from '@neighbourly/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';

export async function remoteFollow(body: RemoteFollowBody): Promise<string> {
  return (await api<{ url: string }>(API_PATHS.remoteFollow, { method: 'POST', json: body })).url;
}

export const useRemoteFollow = () => useMutation({ mutationFn: remoteFollow });
