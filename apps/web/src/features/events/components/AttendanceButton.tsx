import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import LoginIcon from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Event, SelfUser } from '@neighbourly/shared';
import { useLocation } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { useAttendanceActions } from '../hooks/use-attendance-actions.ts';
import type { EventViewer } from '../hooks/use-event-viewer.ts';
import { placesLeft, waitlistPlace } from '../labels.ts';
import { mirrorInRtl } from '@/components/mirror-in-rtl.ts';

/**
 * Under the button of a full event. The places themselves are counted in the header, in the
 * one wording of formatAttendance (issue #13).
 */
const FULL_NOTE = 'The event is full: new attendees join the waitlist.';

function Note({ children }: { children: string }) {
  return (
    <Typography variant="body2" sx={{ mt: 0.75, color: 'text.secondary' }}>
      {children}
    </Typography>
  );
}

/** Under the leave button: where the viewer stands, and their place in line when waiting. */
function PlaceNote({ waitlisted, position }: { waitlisted: boolean; position: number | undefined }) {
  if (position === undefined) {
    return (
      <Note>
        {waitlisted
          ? 'You are on the waitlist: you get a place when someone leaves.'
          : 'You are attending this event.'}
      </Note>
    );
  }
  return (
    <>
      <Typography sx={{ mt: 0.75, fontWeight: 600 }}>{waitlistPlace(position)}</Typography>
      <Note>Places go to the waitlist in this order as people leave.</Note>
    </>
  );
}

/** What a signed-in viewer who is not the host sees of an event that has not ended. */
function AttendanceChoice({ event, viewer, user }: { event: Event; viewer: EventViewer; user: SelfUser }) {
  const { onAttend, onJoinAndAttend, onRequest, onLeave, attending, leaving, joining, requesting } =
    useAttendanceActions(event, user.id);
  const { ownRole, standing } = viewer;

  if (ownRole === 'PARTICIPANT' || ownRole === 'WAITLISTED') {
    // The server gives the place in line to the waiting person alone (issue #26).
    const position = ownRole === 'WAITLISTED' ? event.myWaitlistPosition : undefined;
    return (
      <Box>
        <Button
          variant="outlined"
          startIcon={<EventBusyOutlinedIcon />}
          loading={leaving}
          onClick={() => void onLeave()}
        >
          {ownRole === 'WAITLISTED' ? 'Leave waitlist' : 'Leave event'}
        </Button>
        <PlaceNote waitlisted={ownRole === 'WAITLISTED'} position={position} />
      </Box>
    );
  }

  const full = placesLeft(event) === 0;

  if (standing?.kind === 'outsider' && standing.groupType === 'PRIVATE') {
    if (standing.requested) {
      return (
        <Box>
          <Button variant="contained" disabled startIcon={<HourglassTopIcon />}>
            Requested membership
          </Button>
          <Note>The group owner will answer your request.</Note>
        </Box>
      );
    }
    return (
      <Box>
        <Button
          variant="contained"
          startIcon={<GroupAddIcon />}
          loading={requesting}
          onClick={() => void onRequest()}
        >
          Request to join the group to attend
        </Button>
        <Note>This group is private: its members attend its events.</Note>
      </Box>
    );
  }

  if (standing?.kind === 'outsider') {
    return (
      <Box>
        <Button
          variant="contained"
          startIcon={<GroupAddIcon />}
          loading={joining || attending}
          onClick={() => void onJoinAndAttend()}
        >
          {/* Joining a full event's group puts the person on its waitlist (issue #26). */}
          {full ? 'Join group and join the waitlist' : 'Join group and attend'}
        </Button>
        {full && <Note>{FULL_NOTE}</Note>}
      </Box>
    );
  }

  return (
    <Box>
      <Button
        variant="contained"
        startIcon={full ? <HourglassTopIcon /> : <EventAvailableOutlinedIcon />}
        loading={attending}
        onClick={() => void onAttend()}
      >
        {full ? 'Join waitlist' : 'Attend event'}
      </Button>
      {full && <Note>{FULL_NOTE}</Note>}
    </Box>
  );
}

/**
 * Attendance: 'Attend event' while places remain (or the event is unlimited), 'Join
 * waitlist' when full, 'Leave event' / 'Leave waitlist' once in. Visitors get a sign-in
 * prompt that brings them back; the host sees none of these; an event that has ended takes no
 * one. People outside the group are shown the way in (issue #13): 'Join group and attend' for
 * a public group ('Join group and join the waitlist' when full), 'Request to join the group to
 * attend' (then 'Requested membership') for a private one. A waitlisted viewer sees their place
 * in line (issue #26).
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
  const location = useLocation();
  const { user, isHost, pending } = viewer;

  if (pending) return <Skeleton variant="rounded" width={150} height={40} aria-hidden />;

  if (!user) {
    return (
      <Button
        variant="contained"
        startIcon={<LoginIcon sx={mirrorInRtl} />}
        href={paths.signIn.getHref(`${location.pathname}${location.search}`)}
      >
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
  return <AttendanceChoice event={event} viewer={viewer} user={user} />;
}
