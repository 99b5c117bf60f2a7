import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import LoginIcon from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Event } from '@neighbourly/shared';
import { TOASTS } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { paths } from '@/app/paths.ts';
import { isApiError } from '@/lib/api.ts';
import { useAttendEvent } from '../api/attend-event.ts';
import { useLeaveEvent } from '../api/leave-event.ts';
import type { EventViewer } from '../hooks/use-event-viewer.ts';
import { placesLeft } from '../labels.ts';

/** "3 of 20 places left", "The event is full" — nothing for unlimited events. */
function placesText(event: Event): string | null {
  if (event.participantsLimit <= 0) return null;
  const left = placesLeft(event);
  if (left === 0) return 'The event is full: new attendees join the waitlist.';
  return `${left} of ${event.participantsLimit} ${event.participantsLimit === 1 ? 'place' : 'places'} left`;
}

/**
 * Spec §2 attendance: 'Attend event' while places remain (or the event is unlimited), 'Join
 * waitlist' when full, 'Leave event' / 'Leave waitlist' once in. Visitors get a sign-in
 * prompt instead; the host sees none of these; an event that has ended takes no one.
 */
export function AttendanceButton({
  event,
  viewer,
  ended,
}: {
  event: Event;
  viewer: EventViewer;
  ended: boolean;
}) {
  const attend = useAttendEvent();
  const leave = useLeaveEvent();
  const { user, isHost, ownRole, pending } = viewer;

  if (pending) return <Skeleton variant="rounded" width={150} height={40} aria-hidden />;

  if (!user) {
    return (
      <Button variant="contained" startIcon={<LoginIcon />} href={paths.signIn.getHref()}>
        Sign in to attend
      </Button>
    );
  }
  if (isHost) return null;
  if (ended) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        This event has ended.
      </Typography>
    );
  }

  const self = { groupId: event.groupId, eventId: event.eventId, userId: user.id };

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

  const onLeave = async () => {
    try {
      await leave.mutateAsync(self);
      enqueueSnackbar(TOASTS.leftEvent, { variant: 'success' });
    } catch {
      enqueueSnackbar(TOASTS.leaveEventFailed, { variant: 'error' });
    }
  };

  if (ownRole === 'PARTICIPANT' || ownRole === 'WAITLISTED') {
    return (
      <Box>
        <Button
          variant="outlined"
          startIcon={<EventBusyOutlinedIcon />}
          loading={leave.isPending}
          onClick={() => void onLeave()}
        >
          {ownRole === 'WAITLISTED' ? 'Leave waitlist' : 'Leave event'}
        </Button>
        <Typography variant="body2" sx={{ mt: 0.75, color: 'text.secondary' }}>
          {ownRole === 'WAITLISTED'
            ? 'You are on the waitlist: you get a place when someone leaves.'
            : 'You are attending this event.'}
        </Typography>
      </Box>
    );
  }

  const full = placesLeft(event) === 0;
  const places = placesText(event);
  return (
    <Box>
      <Button
        variant="contained"
        startIcon={full ? <HourglassTopIcon /> : <EventAvailableOutlinedIcon />}
        loading={attend.isPending}
        onClick={() => void onAttend()}
      >
        {full ? 'Join waitlist' : 'Attend event'}
      </Button>
      {places && (
        <Typography variant="body2" sx={{ mt: 0.75, color: 'text.secondary' }}>
          {places}
        </Typography>
      )}
    </Box>
  );
}
