import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import LoginIcon from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  events_attend_event,
  events_attending_note,
  events_ended_note,
  events_full_note,
  events_join_group_and_attend,
  events_join_group_and_waitlist,
  events_join_waitlist,
  events_leave_event,
  events_leave_waitlist,
  events_owner_will_answer,
  events_private_group_note,
  events_request_to_join_to_attend,
  events_requested_membership,
  events_sign_in_to_attend,
  events_waitlist_order_note,
  events_waitlisted_note,
  shell_offline_needs_connection,
} from '@neighbourly/i18n/messages';
import type { Event, SelfUser } from '@neighbourly/shared';
import { useLocation } from 'react-router';
import { useOnline } from '@/lib/online.ts';
import { paths } from '@/lib/paths.ts';
import { useAttendanceActions } from '../hooks/use-attendance-actions.ts';
import type { EventViewer } from '../hooks/use-event-viewer.ts';
import { placesLeft, waitlistPlace } from '../labels.ts';
import { mirrorInRtl } from '@/components/mirror-in-rtl.ts';
import { Placeholder } from '@/components/Placeholder.tsx';

/**
 * Under the button of a full event. The places themselves are counted in the header, in the
 * one wording of formatAttendance (issue #13).
 */
const fullNote = () => events_full_note();

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
    return <Note>{waitlisted ? events_waitlisted_note() : events_attending_note()}</Note>;
  }
  return (
    <>
      <Typography sx={{ mt: 0.75, fontWeight: 600 }}>{waitlistPlace(position)}</Typography>
      <Note>{events_waitlist_order_note()}</Note>
    </>
  );
}

/** An attendance action: disabled without a connection, with the reason under it (issue #31). */
function ActionButton(props: ButtonProps) {
  const online = useOnline();
  return (
    <>
      <Button {...props} disabled={!online || props.disabled} />
      {!online && <Note>{shell_offline_needs_connection()}</Note>}
    </>
  );
}

/** Someone outside a private group: ask to join it (to attend), or the request already sent. */
function AskToJoinChoice({
  requested,
  requesting,
  onRequest,
}: {
  requested: boolean;
  requesting: boolean;
  onRequest: () => Promise<unknown>;
}) {
  if (requested) {
    return (
      <Box>
        <Button variant="contained" disabled startIcon={<HourglassTopIcon />}>
          {events_requested_membership()}
        </Button>
        <Note>{events_owner_will_answer()}</Note>
      </Box>
    );
  }
  return (
    <Box>
      <ActionButton
        variant="contained"
        startIcon={<GroupAddIcon />}
        loading={requesting}
        onClick={() => void onRequest()}
      >
        {events_request_to_join_to_attend()}
      </ActionButton>
      <Note>{events_private_group_note()}</Note>
    </Box>
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
        <ActionButton
          variant="outlined"
          startIcon={<EventBusyOutlinedIcon />}
          loading={leaving}
          onClick={() => void onLeave()}
        >
          {ownRole === 'WAITLISTED' ? events_leave_waitlist() : events_leave_event()}
        </ActionButton>
        <PlaceNote waitlisted={ownRole === 'WAITLISTED'} position={position} />
      </Box>
    );
  }

  const full = placesLeft(event) === 0;

  if (standing?.kind === 'outsider' && standing.groupType === 'PRIVATE') {
    return <AskToJoinChoice requested={standing.requested} requesting={requesting} onRequest={onRequest} />;
  }

  if (standing?.kind === 'outsider') {
    return (
      <Box>
        <ActionButton
          variant="contained"
          startIcon={<GroupAddIcon />}
          loading={joining || attending}
          onClick={() => void onJoinAndAttend()}
        >
          {/* Joining a full event's group puts the person on its waitlist (issue #26). */}
          {full ? events_join_group_and_waitlist() : events_join_group_and_attend()}
        </ActionButton>
        {full && <Note>{fullNote()}</Note>}
      </Box>
    );
  }

  return (
    <Box>
      <ActionButton
        variant="contained"
        startIcon={full ? <HourglassTopIcon /> : <EventAvailableOutlinedIcon />}
        loading={attending}
        onClick={() => void onAttend()}
      >
        {full ? events_join_waitlist() : events_attend_event()}
      </ActionButton>
      {full && <Note>{fullNote()}</Note>}
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

  if (pending) return <Placeholder variant="rounded" width={150} height={40} />;

  if (!user) {
    return (
      <Button
        variant="contained"
        startIcon={<LoginIcon sx={mirrorInRtl} />}
        href={paths.signIn.getHref(`${location.pathname}${location.search}`)}
      >
        {events_sign_in_to_attend()}
      </Button>
    );
  }
  if (isHost) return null;
  if (ended) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {events_ended_note()}
      </Typography>
    );
  }
  return <AttendanceChoice event={event} viewer={viewer} user={user} />;
}
