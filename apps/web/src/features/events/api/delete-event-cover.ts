/**
 * DELETE /api/public/v1/images/event?groupId=&eventId=&scope= — removes the event's own cover,
 * or with scope SERIES the series' cover and the own covers of its upcoming events (the host only).
 */
import { API_PATHS, type CoverScope } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/index.ts';
import { api } from '@/lib/api.ts';
import { bumpEventCoverVersion, bumpGroupEventCoverVersions } from './get-event-cover.ts';
import { eventQueryOptions } from './get-event.ts';
import type { EventKey } from './keys.ts';
import { refreshEventLists, refreshGroupEvents } from './refresh-events.ts';

export async function deleteEventCover({
  groupId,
  eventId,
  scope,
}: EventKey & { scope?: CoverScope }): Promise<void> {
  await api(API_PATHS.eventImage, { method: 'DELETE', query: { groupId, eventId, scope } });
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
        ...(key.scope === 'SERIES' ? [refreshGroupEvents(queryClient, key.groupId)] : []),
      ]);
      // After the event says whether it has a cover, so no <img> asks for one that is gone.
      bumpEventCoverVersion(queryClient, key);
      if (key.scope === 'SERIES') bumpGroupEventCoverVersions(queryClient, key.groupId);
    },
  });
}
