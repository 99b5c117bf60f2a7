/**
 * PUT /api/public/v1/events UpdateEventBody → the event. Its host or the group's owner may (the
 * shared event policy `update`); with scope FOLLOWING, the later events of the series they may
 * edit change too. 403 FORBIDDEN for anyone else.
 */
import { API_PATHS, type Event, type UpdateEventBody } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/index.ts';
import { api } from '@/lib/api.ts';
import { eventQueryOptions } from './get-event.ts';
import { refreshEventLists, refreshGroupEvents } from './refresh-events.ts';

export async function updateEvent(body: UpdateEventBody): Promise<Event> {
  return api<Event>(API_PATHS.events, { method: 'PUT', json: body });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: async (event, body) => {
      // A series edit, or new dates (issue #26), changed other events of the group too.
      if (body.scope === 'FOLLOWING' || body.recurrence || body.moreDates)
        await refreshGroupEvents(queryClient, event.groupId);
      queryClient.setQueryData(eventQueryOptions(event).queryKey, event);
      await refreshEventLists(queryClient, event.groupId, user?.id);
    },
  });
}
