import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import RepeatIcon from '@mui/icons-material/Repeat';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  events_add_to_calendar,
  events_back_to,
  events_cover_alt,
  events_ended,
  events_hosted_by,
  events_map_new_tab,
  events_options,
} from '@neighbourly/i18n/messages';
import type { Event } from '@neighbourly/shared';
import { lazy, Suspense } from 'react';
import { paths } from '@/lib/paths.ts';
import { BackLink } from '@/components/BackLink.tsx';
import { pageCoverSx } from '@/components/CoverImage.tsx';
import { Fact } from '@/components/Fact.tsx';
import { PageTitle } from '@/components/PageTitle.tsx';
import { PrivacyChip } from '@/components/PrivacyChip.tsx';
import { ProfileLink } from '@/components/ProfileLink.tsx';
import { VisuallyHidden } from '@/components/VisuallyHidden.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { eventCalendarFileName, eventCalendarUrl } from '../api/get-event-calendar.ts';
import type { EventViewer } from '../hooks/use-event-viewer.ts';
import { eventPrivacyLabel, formatAttendance, mapSearchHref } from '../labels.ts';
import { describeRepeatText } from '../recurrence-words.ts';
import { AttendanceButton } from './AttendanceButton.tsx';
import { AttendeeFaces } from './AttendeeFaces.tsx';
import { EventCover } from './EventCover.tsx';
import { SeriesDates } from './SeriesDates.tsx';

// What only some people get (issue #27) loads for them alone, not with a visit's first load: the
// ⋮ with Report (anyone signed in but the host) and a hidden event's notice (the host, moderators).
const moderation = () => import('@/features/moderation/index.ts');
const ReportMenu = lazy(() => moderation().then((m) => ({ default: m.ReportMenu })));
const HiddenBanner = lazy(() => moderation().then((m) => ({ default: m.HiddenBanner })));

// Only online and hybrid events show a format and a meeting link (issue #28): most are in person.
const meetingLink = () => import('./EventMeetingLink.tsx');
const EventOnlineFacts = lazy(() => meetingLink().then((m) => ({ default: m.EventOnlineFacts })));
const JoinOnlineButton = lazy(() => meetingLink().then((m) => ({ default: m.JoinOnlineButton })));

// Only the host or the group's owner edits, deletes or changes the cover: others load without them.
const EventHostActions = lazy(() =>
  import('./EventHostActions.tsx').then((m) => ({ default: m.EventHostActions })),
);

/**
 * Start, location (the place opens in OpenStreetMap) and, online or hybrid, the format and the
 * meeting link (all only when all fields are available), then attendance.
 */
function EventFacts({ event, viewer }: { event: Event; viewer: EventViewer }) {
  const details = event.areAllFieldsAvailable;
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1.75 }}
    >
      {details && event.startDateTime && (
        <Fact icon={<EventOutlinedIcon />} multiline>
          <time dateTime={event.startDateTime}>{formatDateTime(event.startDateTime)}</time>
        </Fact>
      )}
      {details && event.series && event.startDateTime && (
        <Fact icon={<RepeatIcon />} multiline>
          {describeRepeatText(event.series.frequency, event.startDateTime)}
        </Fact>
      )}
      {details && event.location && (
        <Fact icon={<PlaceOutlinedIcon />} multiline>
          <Link href={mapSearchHref(event.location)} target="_blank" rel="noopener noreferrer">
            <span dir="auto">{event.location}</span>
            <VisuallyHidden component="span"> {events_map_new_tab()}</VisuallyHidden>
            {/* && outweighs Fact's size for its icons. */}
            <OpenInNewIcon aria-hidden sx={{ '&&': { fontSize: 15 }, ml: 0.5, verticalAlign: '-0.125em' }} />
          </Link>
        </Fact>
      )}
      {details && event.format !== 'IN_PERSON' && (
        <Suspense fallback={null}>
          <EventOnlineFacts event={event} viewer={viewer} />
        </Suspense>
      )}
      <Fact icon={<PeopleOutlineIcon />} multiline>
        {formatAttendance(event)}
      </Fact>
    </Box>
  );
}

/** 'Add to calendar' (only when all fields are available) and, for all but the host, the ⋮ with Report. */
function CalendarAndOptions({ event, viewer }: { event: Event; viewer: EventViewer }) {
  const key = { groupId: event.groupId, eventId: event.eventId };
  const details = event.areAllFieldsAvailable;
  // Anyone signed in but the host may report the event (issue #27).
  const mayReport = viewer.user !== null && !viewer.isHost;
  if (!details && !mayReport) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {details && (
        <Button
          variant="text"
          startIcon={<CalendarMonthOutlinedIcon />}
          href={eventCalendarUrl(key)}
          download={eventCalendarFileName(key)}
        >
          {events_add_to_calendar()}
        </Button>
      )}
      {mayReport && (
        <Suspense fallback={null}>
          <ReportMenu
            subject={{ type: 'EVENT', groupId: event.groupId, eventId: event.eventId }}
            what="event"
            label={events_options()}
          />
        </Suspense>
      )}
    </Box>
  );
}

/**
 * The top of the event page: back link to the group, cover (only when there is one),
 * name, start and location (only when all fields are available; the place opens in
 * OpenStreetMap), an online event's format and meeting link, the attendance and the first
 * attendees' faces, host, and "Join online" (for those given the link), the attendance, calendar
 * and host buttons.
 */
export function EventHeader({ event, viewer, ended }: { event: Event; viewer: EventViewer; ended: boolean }) {
  const details = event.areAllFieldsAvailable;
  const hostName = event.host ? event.host.name || event.host.id : null;

  return (
    <Box component="header">
      <BackLink href={paths.group.getHref(event.groupId)} sx={{ mb: 2 }}>
        {events_back_to({ group: event.group.name })}
      </BackLink>
      {event.hidden && (
        <Suspense fallback={null}>
          <HiddenBanner hidden={event.hidden} mine={viewer.isHost} />
        </Suspense>
      )}
      {event.hasLogo && (
        <EventCover
          event={event}
          alt={events_cover_alt({ name: event.name })}
          eager
          sx={[pageCoverSx, { mb: { xs: 2.5, sm: 3.5 } }]}
        />
      )}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 2.5, md: 4 }}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.25 }}>
            <PrivacyChip type={event.type} label={eventPrivacyLabel(event.type)} />
            {ended && (
              <Chip size="small" label={events_ended()} variant="outlined" sx={{ fontWeight: 600 }} />
            )}
          </Box>
          <PageTitle>
            <span dir="auto">{event.name}</span>
          </PageTitle>
          <EventFacts event={event} viewer={viewer} />
          {details && event.series && <SeriesDates event={event} />}
          {viewer.canSeeDetails && viewer.participants && (
            <AttendeeFaces participants={viewer.participants} />
          )}
          {event.host && hostName && (
            <ProfileLink user={event.host} sx={{ mt: 1.75 }}>
              {events_hosted_by({ name: hostName })}
            </ProfileLink>
          )}
        </Box>
        <Stack spacing={1.5} sx={{ flexShrink: 0, alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
          {event.meetingUrl && (
            <Suspense fallback={null}>
              <JoinOnlineButton event={event} />
            </Suspense>
          )}
          <AttendanceButton event={event} viewer={viewer} ended={ended} />
          <CalendarAndOptions event={event} viewer={viewer} />
        </Stack>
      </Stack>
      {viewer.canManage && (
        <Box sx={{ mt: 3 }}>
          <Suspense fallback={null}>
            <EventHostActions event={event} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
