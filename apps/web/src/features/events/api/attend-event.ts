/**
 * POST /api/public/v1/eventParticipants {groupId, eventId, userId: self} → 201 the participant;
 * the server decides the role: PARTICIPANT while places remain, else WAITLISTED. Errors: 403
 * NOT_GROUP_MEMBER, 409 CONFLICT (already in, or the event has ended).
 */
import { API_PATHS, type EventParticipant } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import type { EventKey } from './keys.ts';
import { refreshAttendance } from './refresh-events.ts';

export interface AttendanceInput extends EventKey {
  userId: string;
}

export async function attendEvent({ groupId, eventId, userId }: AttendanceInput): Promise<EventParticipant> {
  return api<EventParticipant>(API_PATHS.eventParticipants, {
    method: 'POST',
    json: { groupId, eventId, userId },
  });
}

export function useAttendEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attendEvent,
    // Whether it worked or not (e.g. already in), the page shows what the server now says.
    onSettled: (_participant, _error, { userId, ...key }) => refreshAttendance(queryClient, key, userId),
  });
}
