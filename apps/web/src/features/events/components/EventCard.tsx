import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import RepeatIcon from '@mui/icons-material/Repeat';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  events_details_for_group_members,
  events_ended,
  events_hosted_by,
  events_hosted_by_more,
} from '@neighbourly/i18n/messages';
import type { Event, ParticipantRole } from '@neighbourly/shared';
import type { ElementType, ReactNode } from 'react';
import { paths } from '@/lib/paths.ts';
import { UserAvatar } from '@/components/UserAvatar.tsx';
import { formatDateTime, formatNumber } from '@/lib/dates.ts';
import { seriesSummaryText } from '../series-summary.ts';
import { formatAttendance, participantRoleLabel, waitlistPlace } from '../labels.ts';
import { EventCover } from './EventCover.tsx';
import { RouterLink } from '@/lib/router-dom.tsx';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 0.75,
        color: 'text.secondary',
        typography: 'body2',
        '& svg': { fontSize: 18, mt: '1px' },
      }}
    >
      <Box component="span" aria-hidden sx={{ display: 'inline-flex', flexShrink: 0 }}>
        {icon}
      </Box>
      {/* Lines mostly hold people's words (a place, a group's name). */}
      <Box component="span" dir="auto" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** The host's avatar, with '+N' for the other attendees. */
function HostAvatars({ event }: { event: Event }) {
  const others = event.participantsCount > 1 ? event.participantsCount - 1 : 0;
  const hostName = event.host ? event.host.name || event.host.id : null;
  if (!event.host || !hostName) return null;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center' }}
      aria-label={
        others > 0
          ? events_hosted_by_more({ name: hostName, count: others })
          : events_hosted_by({ name: hostName })
      }
      role="img"
    >
      <UserAvatar user={event.host} size={32} alt="" sx={{ border: 2, borderColor: 'background.paper' }} />
      {others > 0 && (
        <Box
          aria-hidden
          sx={{
            ml: -1,
            minWidth: 32,
            height: 32,
            px: 0.75,
            borderRadius: 16,
            border: 2,
            borderColor: 'background.paper',
            bgcolor: 'action.selected',
            color: 'text.primary',
            display: 'grid',
            placeItems: 'center',
            fontSize: '0.75rem',
            fontWeight: 700,
          }}
        >
          +{formatNumber(others)}
        </Box>
      )}
    </Box>
  );
}

/** The card's foot: who hosts, the attendance, and the 'Ended' and role chips. */
function EventCardFooter({
  event,
  role,
  ended,
}: {
  event: Event;
  role: ParticipantRole | undefined;
  ended: boolean;
}) {
  return (
    <Box
      sx={{
        mt: 'auto',
        pt: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        flexWrap: 'wrap',
      }}
    >
      <HostAvatars event={event} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {formatAttendance(event)}
      </Typography>
      <Box sx={{ flex: 1 }} />
      {ended && <Chip size="small" label={events_ended()} variant="outlined" />}
      {/* A place in line, when shown above, says more than 'Waitlisted'. */}
      {role && role !== 'PARTICIPANT' && event.myWaitlistPosition === undefined && (
        <Chip
          size="small"
          color={role === 'HOST' ? 'primary' : 'secondary'}
          label={participantRoleLabel(role)}
          sx={{ fontWeight: 600 }}
        />
      )}
    </Box>
  );
}

export interface EventCardProps {
  event: Event;
  /** The user's role in it ("My events"): Host and Waitlisted are marked on the card. */
  role?: ParticipantRole;
  /** Shows the group's name (lists that mix groups). */
  showGroup?: boolean;
  /** Marks an event whose end has passed (lists that mix upcoming and past events). */
  ended?: boolean;
  /**
   * Says how often a series repeats and how many dates are ahead ("Weekly · 8 dates"), for
   * lists that show a series once (issue #26); off where each date is listed.
   */
  showSeries?: boolean;
  /** The name's heading element, to fit the page's outline. */
  headingComponent?: ElementType;
  /**
   * 'horizontal' puts the cover beside the text from `sm` up (a long single-column list such
   * as the Events Nearby timeline); phones always stack.
   */
  orientation?: 'vertical' | 'horizontal';
}

/** Under the name: where (or that only members see it), the series, the group, the viewer's waitlist place. */
function EventCardLines({
  event,
  showGroup,
  showSeries,
}: {
  event: Event;
  showGroup: boolean;
  showSeries: boolean;
}) {
  return (
    <>
      {event.areAllFieldsAvailable && event.location ? (
        <Line icon={<PlaceOutlinedIcon />}>{event.location}</Line>
      ) : (
        !event.areAllFieldsAvailable && (
          <Line icon={<LockOutlinedIcon />}>{events_details_for_group_members()}</Line>
        )
      )}
      {showSeries && event.series && (
        <Line icon={<RepeatIcon />}>
          {seriesSummaryText(event.series.frequency, event.series.upcomingCount)}
        </Line>
      )}
      {showGroup && <Line icon={<GroupsOutlinedIcon />}>{event.group.name}</Line>}
      {event.myWaitlistPosition !== undefined && (
        <Line icon={<HourglassTopIcon />}>
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
            {waitlistPlace(event.myWaitlistPosition)}
          </Box>
        </Line>
      )}
    </>
  );
}

/**
 * An event in a list: cover or fallback, start (only when
 * all fields are available), name, location, the host's avatar and '+N' other attendees, and
 * the attendance in the words of the event page (issue #13: one reading everywhere), and the
 * viewer's own place on its waitlist when they wait for a place (issue #26).
 */
export function EventCard({
  event,
  role,
  showGroup = false,
  ended = false,
  showSeries = true,
  headingComponent = 'h3',
  orientation = 'vertical',
}: EventCardProps) {
  const horizontal = orientation === 'horizontal';
  return (
    <Card sx={{ height: 1 }}>
      <CardActionArea
        component={RouterLink}
        to={paths.event.getHref(event.groupId, event.eventId)}
        sx={{
          height: 1,
          display: 'flex',
          flexDirection: horizontal ? { xs: 'column', sm: 'row' } : 'column',
          alignItems: 'stretch',
        }}
      >
        <EventCover
          event={event}
          sx={
            horizontal
              ? {
                  aspectRatio: { xs: '16 / 9', sm: 'auto' },
                  width: { xs: 1, sm: 200, md: 240 },
                  minHeight: { sm: 150 },
                  flexShrink: 0,
                }
              : { aspectRatio: '16 / 9' }
          }
        />
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
          {event.areAllFieldsAvailable && event.startDateTime && (
            <Typography
              component="p"
              variant="body2"
              sx={{ color: 'primary.main', fontWeight: 700, letterSpacing: '0.01em' }}
            >
              <time dateTime={event.startDateTime}>{formatDateTime(event.startDateTime)}</time>
            </Typography>
          )}
          <Typography
            component={headingComponent}
            variant="h3"
            sx={{ fontSize: '1.125rem', overflowWrap: 'anywhere' }}
            dir="auto"
          >
            {event.name}
          </Typography>
          <EventCardLines event={event} showGroup={showGroup} showSeries={showSeries} />
          <EventCardFooter event={event} role={role} ended={ended} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
