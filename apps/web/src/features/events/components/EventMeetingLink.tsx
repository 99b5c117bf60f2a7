import LinkIcon from '@mui/icons-material/Link';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import {
  events_format_fact_hybrid,
  events_format_fact_online,
  events_join_online,
  events_link_for_going,
  events_meeting_link_new_tab,
  events_no_link_manage,
  events_no_link_yet,
  events_opens_new_tab,
} from '@neighbourly/i18n/messages';
import type { Event, EventFormat } from '@neighbourly/shared';
import { Fact } from '@/components/Fact.tsx';
import { VisuallyHidden } from '@/components/VisuallyHidden.tsx';
import type { EventViewer } from '../hooks/use-event-viewer.ts';

// Worded here, in this lazy chunk, not in labels.ts: its words would load with every first visit.
/** The event page's line for an event not only in person; none for an in-person one. */
const EVENT_FORMAT_FACTS: Record<EventFormat, (() => string) | null> = {
  IN_PERSON: null,
  ONLINE: events_format_fact_online,
  HYBRID: events_format_fact_hybrid,
};

/** Why an online or hybrid event shows no link: hidden from the viewer, or none set yet. */
function missingLinkNote(viewer: EventViewer): string {
  // The server gives the link to these people; their null is a link not added yet.
  if (viewer.canManage) return events_no_link_manage();
  if (viewer.ownRole === 'HOST' || viewer.ownRole === 'PARTICIPANT') return events_no_link_yet();
  return events_link_for_going();
}

/**
 * The header's facts of an online or hybrid event (issue #28): its format, then the meeting link
 * (only attendees, the host and the group's owner are given it) or why there is none. Nothing for
 * an in-person event.
 */
export function EventOnlineFacts({ event, viewer }: { event: Event; viewer: EventViewer }) {
  const format = EVENT_FORMAT_FACTS[event.format];
  if (!format) return null;
  return (
    <>
      <Fact icon={<VideocamOutlinedIcon />}>{format()}</Fact>
      {event.meetingUrl ? (
        <Fact icon={<LinkIcon />} multiline>
          <Link href={event.meetingUrl} target="_blank" rel="noopener noreferrer">
            {event.meetingUrl}
            <VisuallyHidden component="span"> {events_meeting_link_new_tab()}</VisuallyHidden>
          </Link>
        </Fact>
      ) : (
        <Fact icon={<LockOutlinedIcon />} multiline>
          {missingLinkNote(viewer)}
        </Fact>
      )}
    </>
  );
}

/** "Join online": the meeting link as the header's first button, for those given it. */
export function JoinOnlineButton({ event }: { event: Event }) {
  if (!event.meetingUrl || event.format === 'IN_PERSON') return null;
  return (
    <Button
      variant="contained"
      startIcon={<VideocamOutlinedIcon />}
      href={event.meetingUrl}
      target="_blank"
      rel="noopener noreferrer"
    >
      {events_join_online()}
      <VisuallyHidden component="span"> {events_opens_new_tab()}</VisuallyHidden>
    </Button>
  );
}
