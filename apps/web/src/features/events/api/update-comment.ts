/**
 * PUT /api/public/v1/eventComments {id, comment} → 200 the comment, now with `editedAt`. The
 * author only; 400 VALIDATION_ERROR for text outside the 1–250 rule, 403 for anyone else.
 */
import { API_PATHS, type EventComment } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { eventCommentsQueryOptions } from './get-event-comments.ts';
import type { EventKey } from './keys.ts';

/** The event names the cached list to refresh; only `id` and `comment` are sent. */
export interface UpdateCommentInput extends EventKey {
  id: number;
  comment: string;
}

export async function updateComment({ id, comment }: UpdateCommentInput): Promise<EventComment> {
  return api<EventComment>(API_PATHS.eventComments, { method: 'PUT', json: { id, comment } });
}

export function useUpdateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: async (updated, { groupId, eventId }) => {
      const { queryKey } = eventCommentsQueryOptions({ groupId, eventId });
      // Show the new text at once, then take the server's list.
      queryClient.setQueryData(queryKey, (comments) =>
        comments?.map((c) => (c.id === updated.id ? updated : c)),
      );
      await queryClient.invalidateQueries({ queryKey });
    },
    // Refused or gone (deleted meanwhile by its host, say): show the list as it is now.
    onError: (_error, { groupId, eventId }) =>
      queryClient.invalidateQueries({ queryKey: eventCommentsQueryOptions({ groupId, eventId }).queryKey }),
  });
}
