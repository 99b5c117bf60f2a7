import type { Event } from '@neighbourly/shared';
import {
  events_toast_attend_failed,
  events_toast_attend_failed_not_member,
  events_toast_attending,
  events_toast_join_group_failed,
  events_toast_joined_group,
  events_toast_leave_event_failed,
  events_toast_left_event,
  events_toast_membership_request_failed,
  events_toast_membership_requested,
  events_toast_waitlisted,
} from '@neighbourly/i18n/messages';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useJoinGroup, useRequestMembership } from '@/features/groups/index.ts';
import { isApiError } from '@/lib/api.ts';
import { useAttendEvent } from '../api/attend-event.ts';
import { useLeaveEvent } from '../api/leave-event.ts';

/**
 * What a signed-in viewer can do about an event's attendance, each ending in a toast: attend
 * (or join the waitlist), join a public group and attend, ask a private group, leave.
 */
export function useAttendanceActions(event: Event, userId: string) {
  const attend = useAttendEvent();
  const leave = useLeaveEvent();
  const join = useJoinGroup();
  const request = useRequestMembership();
  const self = { groupId: event.groupId, eventId: event.eventId, userId };

  const onAttend = async () => {
    try {
      const participant = await attend.mutateAsync(self);
      enqueueSnackbar(
        participant.role === 'WAITLISTED' ? events_toast_waitlisted() : events_toast_attending(),
        {
          variant: 'success',
        },
      );
    } catch (error) {
      enqueueSnackbar(
        isApiError(error, 'NOT_GROUP_MEMBER')
          ? events_toast_attend_failed_not_member()
          : events_toast_attend_failed(),
        { variant: 'error' },
      );
    }
  };

  const onJoinAndAttend = async () => {
    try {
      await join.mutateAsync({ groupId: event.groupId, userId });
    } catch {
      enqueueSnackbar(events_toast_join_group_failed(), { variant: 'error' });
      return;
    }
    enqueueSnackbar(events_toast_joined_group(), { variant: 'success' });
    await onAttend();
  };

  const onRequest = async () => {
    try {
      await request.mutateAsync({ groupId: event.groupId, userId });
      enqueueSnackbar(events_toast_membership_requested(), { variant: 'success' });
    } catch {
      enqueueSnackbar(events_toast_membership_request_failed(), { variant: 'error' });
    }
  };

  const onLeave = async () => {
    try {
      await leave.mutateAsync(self);
      enqueueSnackbar(events_toast_left_event(), { variant: 'success' });
    } catch {
      enqueueSnackbar(events_toast_leave_event_failed(), { variant: 'error' });
    }
  };

  return {
    onAttend,
    onJoinAndAttend,
    onRequest,
    onLeave,
    attending: attend.isPending,
    leaving: leave.isPending,
    joining: join.isPending,
    requesting: request.isPending,
  };
}
