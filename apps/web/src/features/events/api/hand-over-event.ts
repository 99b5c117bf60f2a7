/** PUT /api/public/v1/events/host {groupId, eventId, userId} (the host or the group owner) → the event. */
import { API_PATHS, type Event, type HandOverEventBody } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/index.ts';
import { api } from '@/lib/api.ts';
import { eventQueryOptions } from './get-event.ts';
import { refreshAttendance } from './refresh-events.ts';

export async function handOverEvent(body: HandOverEventBody): Promise<Event> {
  return api<Event>(API_PATHS.eventHost, { method: 'PUT', json: body });
}

export function useHandOverEvent() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: handOverEvent,
    onSuccess: (event) => queryClient.setQueryData(eventQueryOptions(event).queryKey, event),
    // The host's place and the old host's changed: the participants and the lists ask again.
    onSettled: (_event, _error, { groupId, eventId }) =>
      refreshAttendance(queryClient, { groupId, eventId }, user?.id),
  });
}
