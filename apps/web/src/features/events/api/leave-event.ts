/**
 * DELETE /api/public/v1/eventParticipants?groupId=&eventId=&userId= (self) — leave the event or
 * its waitlist; the earliest waitlisted person is promoted. The host gets 403.
 */
import { API_PATHS } from '@neighbourly/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import type { AttendanceInput } from './attend-event.ts';
import { refreshAttendance } from './refresh-events.ts';

export async function leaveEvent({ groupId, eventId, userId }: AttendanceInput): Promise<void> {
  await api(API_PATHS.eventParticipants, { method: 'DELETE', query: { groupId, eventId, userId } });
}

export function useLeaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveEvent,
    onSettled: (_data, _error, { userId, ...key }) => refreshAttendance(queryClient, key, userId),
  });
}
