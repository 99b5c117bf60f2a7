/** DELETE /api/public/v1/images/event?groupId=&eventId= — removes the cover (the host only). */
import { API_PATHS } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/index.ts';
import { api } from '@/lib/api.ts';
import { bumpEventCoverVersion } from './get-event-cover.ts';
import { eventQueryOptions } from './get-event.ts';
import type { EventKey } from './keys.ts';
import { refreshEventLists } from './refresh-events.ts';

export async function deleteEventCover({ groupId, eventId }: EventKey): Promise<void> {
  await api(API_PATHS.eventImage, { method: 'DELETE', query: { groupId, eventId } });
}

export function useDeleteEventCover() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: deleteEventCover,
    onSuccess: async (_data, key) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: eventQueryOptions(key).queryKey }),
        refreshEventLists(queryClient, key.groupId, user?.id),
      ]);
      // After the event says whether it has a cover, so no <img> asks for one that is gone.
      bumpEventCoverVersion(queryClient, key);
    },
  });
}
