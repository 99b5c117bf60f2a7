/**
 * POST /api/public/v1/events CreateEventBody (`eventId: 0`) → 201, `data` the new eventId. The
 * group's owner or one of its event hosts may (the shared policy `createEvent`); whoever creates
 * the event hosts it. 400 VALIDATION_ERROR (e.g. a start that is not in the future or not before
 * the end), 403 FORBIDDEN for anyone else.
 */
import { API_PATHS, type CreateEventBody } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/index.ts';
import { api } from '@/lib/api.ts';
import { refreshEventLists } from './refresh-events.ts';

export async function createEvent(body: CreateEventBody): Promise<number> {
  return Number(await api<number>(API_PATHS.events, { method: 'POST', json: { ...body, eventId: 0 } }));
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: (_eventId, body) => refreshEventLists(queryClient, body.groupId, user?.id),
  });
}
