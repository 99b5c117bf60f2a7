/**
 * DELETE /api/public/v1/eventComments?id= → 200. The author, the event's host or the group's
 * owner; 403 for anyone else, 404 when it is already gone.
 */
import { API_PATHS } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { eventCommentsQueryOptions } from './get-event-comments.ts';
import type { EventKey } from './keys.ts';

/** The event names the cached list to refresh; only `id` is sent. */
export interface DeleteCommentInput extends EventKey {
  id: number;
}

export async function deleteComment({ id }: DeleteCommentInput): Promise<void> {
  await api(API_PATHS.eventComments, { method: 'DELETE', query: { id } });
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: async (_data, { groupId, eventId, id }) => {
      const { queryKey } = eventCommentsQueryOptions({ groupId, eventId });
      queryClient.setQueryData(queryKey, (comments) => comments?.filter((c) => c.id !== id));
      await queryClient.invalidateQueries({ queryKey });
    },
    // Refused or gone (deleted meanwhile by its host, say): show the list as it is now.
    onError: (_error, { groupId, eventId }) =>
      queryClient.invalidateQueries({ queryKey: eventCommentsQueryOptions({ groupId, eventId }).queryKey }),
  });
}
