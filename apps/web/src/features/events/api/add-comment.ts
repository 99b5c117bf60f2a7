/** POST /api/public/v1/eventComments {groupId, eventId, comment} → 201 the comment. */
import { API_PATHS, type EventComment } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { eventCommentsQueryOptions } from './get-event-comments.ts';
import type { EventKey } from './keys.ts';

export interface AddCommentInput extends EventKey {
  comment: string;
}

export async function addComment({ groupId, eventId, comment }: AddCommentInput): Promise<EventComment> {
  return api<EventComment>(API_PATHS.eventComments, { method: 'POST', json: { groupId, eventId, comment } });
}

export function useAddComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addComment,
    onSuccess: async (comment, { groupId, eventId }) => {
      const { queryKey } = eventCommentsQueryOptions({ groupId, eventId });
      // Show it at once (newest last), then take the server's list.
      queryClient.setQueryData(queryKey, (comments) =>
        comments && !comments.some((c) => c.id === comment.id) ? [...comments, comment] : comments,
      );
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
