import type { Event } from '@neighbourly/shared';
import { TOASTS } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
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
      enqueueSnackbar(participant.role === 'WAITLISTED' ? TOASTS.waitlisted : TOASTS.attending, {
        variant: 'success',
      });
    } catch (error) {
      enqueueSnackbar(
        isApiError(error, 'NOT_GROUP_MEMBER') ? TOASTS.attendFailedNotMember : TOASTS.attendFailed,
        { variant: 'error' },
      );
    }
  };

  const onJoinAndAttend = async () => {
    try {
      await join.mutateAsync({ groupId: event.groupId, userId });
    } catch {
      enqueueSnackbar(TOASTS.joinGroupFailed, { variant: 'error' });
      return;
    }
    enqueueSnackbar(TOASTS.joinedGroup, { variant: 'success' });
    await onAttend();
  };

  const onRequest = async () => {
    try {
      await request.mutateAsync({ groupId: event.groupId, userId });
      enqueueSnackbar(TOASTS.membershipRequested, { variant: 'success' });
    } catch {
      enqueueSnackbar(TOASTS.membershipRequestFailed, { variant: 'error' });
    }
  };

  const onLeave = async () => {
    try {
      await leave.mutateAsync(self);
      enqueueSnackbar(TOASTS.leftEvent, { variant: 'success' });
    } catch {
      enqueueSnackbar(TOASTS.leaveEventFailed, { variant: 'error' });
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
