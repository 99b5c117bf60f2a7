/**
 * DELETE /api/public/v1/events?groupId=&eventId=&scope= (the host or the group's owner): the
 * event and all in it; with scope FOLLOWING, also the later events of its series.
 */
import { API_PATHS, type SeriesScope } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/index.ts';
import { api } from '@/lib/api.ts';
import { eventQueryOptions } from './get-event.ts';
import type { EventKey } from './keys.ts';
import { refreshEventLists, refreshGroupEvents } from './refresh-events.ts';

export async function deleteEvent({ groupId, eventId, scope = 'THIS' }: EventKey & { scope?: SeriesScope }) {
  await api(API_PATHS.events, { method: 'DELETE', query: { groupId, eventId, scope } });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: async (_data, key) => {
      // The page that showed the event is being left: mark it stale without asking again now.
      await queryClient.invalidateQueries({ queryKey: eventQueryOptions(key).queryKey, refetchType: 'none' });
      // Stale, not asked again now: the page still open shows a deleted event.
      if (key.scope === 'FOLLOWING') await refreshGroupEvents(queryClient, key.groupId, 'none');
      await refreshEventLists(queryClient, key.groupId, user?.id);
    },
  });
}
