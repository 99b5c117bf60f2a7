import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import EventOutlinedIcon from '@mui/icons-material/EventOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import PublicIcon from '@mui/icons-material/Public';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Event } from '@neighbourly/shared';
import type { ReactNode } from 'react';
import { paths } from '@/app/paths.ts';
import { UserAvatar } from '@/components/UserAvatar.tsx';
import { formatDateTime } from '@/lib/dates.ts';
import { eventCalendarFileName, eventCalendarUrl } from '../api/get-event-calendar.ts';
import type { EventViewer } from '../hooks/use-event-viewer.ts';
import { EVENT_PRIVACY_LABELS, formatAttendees } from '../labels.ts';
import { AttendanceButton } from './AttendanceButton.tsx';
import { EventCover } from './EventCover.tsx';
import { EventHostActions } from './EventHostActions.tsx';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.75,
        color: 'text.secondary',
        '& svg': { fontSize: 20 },
      }}
    >
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', mt: '1px' }}>
        {icon}
      </Box>
      <Typography
        component="span"
        variant="body2"
        sx={{ color: 'text.primary', fontWeight: 500, overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The top of the event page (spec §2): back link to the group, cover (only when there is one),
 * name, start and location (only when all fields are available), attendees, host, and the
 * attendance, calendar and host buttons.
 */
export function EventHeader({ event, viewer, ended }: { event: Event; viewer: EventViewer; ended: boolean }) {
  const key = { groupId: event.groupId, eventId: event.eventId };
  const details = event.areAllFieldsAvailable;
  const hostName = event.host ? event.host.name || event.host.id : null;

  return (
    <Box component="header">
      <Link
        href={paths.group.getHref(event.groupId)}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600, mb: 2 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        Back to {event.group.name}
      </Link>
      {event.hasLogo && (
        <EventCover
          event={event}
          alt={`Cover image of ${event.name}`}
          eager
          sx={{
            width: 1,
            aspectRatio: { xs: '16 / 9', sm: 'auto' },
            height: { sm: 280, md: 340 },
            borderRadius: { xs: '14px', sm: '20px' },
            mb: { xs: 2.5, sm: 3.5 },
          }}
        />
      )}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 2.5, md: 4 }}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.25 }}>
            <Chip
              size="small"
              icon={event.type === 'PUBLIC' ? <PublicIcon /> : <LockOutlinedIcon />}
              label={EVENT_PRIVACY_LABELS[event.type]}
              variant="outlined"
              sx={{ fontWeight: 600 }}
            />
            {ended && <Chip size="small" label="Ended" variant="outlined" sx={{ fontWeight: 600 }} />}
          </Box>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.875rem', sm: '2.5rem' }, overflowWrap: 'anywhere' }}
          >
            {event.name}
          </Typography>
          <Box
            component="ul"
            sx={{ display: 'flex', flexDirection: 'column', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1.75 }}
          >
            {details && event.startDateTime && (
              <Fact icon={<EventOutlinedIcon />}>
                <time dateTime={event.startDateTime}>{formatDateTime(event.startDateTime)}</time>
              </Fact>
            )}
            {details && event.location && <Fact icon={<PlaceOutlinedIcon />}>{event.location}</Fact>}
            <Fact icon={<PeopleOutlineIcon />}>{formatAttendees(event.participantsCount)}</Fact>
          </Box>
          {event.host && hostName && (
            <Link
              href={paths.profile.getHref(event.host.id)}
              underline="hover"
              sx={{ mt: 1.75, display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 600 }}
            >
              <UserAvatar user={event.host} size={28} aria-hidden alt="" />
              Hosted by {hostName}
            </Link>
          )}
        </Box>
        <Stack spacing={1.5} sx={{ flexShrink: 0, alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
          <AttendanceButton event={event} viewer={viewer} ended={ended} />
          {details && (
            <Button
              variant="text"
              startIcon={<CalendarMonthOutlinedIcon />}
              href={eventCalendarUrl(key)}
              download={eventCalendarFileName(key)}
              sx={{ alignSelf: 'flex-start' }}
            >
              Add to calendar
            </Button>
          )}
        </Stack>
      </Stack>
      {viewer.isHost && (
        <Box sx={{ mt: 3 }}>
          <EventHostActions event={event} />
        </Box>
      )}
    </Box>
  );
}
