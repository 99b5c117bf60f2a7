import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Event } from '@neighbourly/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths.ts';
import { formatDateTimeRange } from '@/lib/dates.ts';
import { eventTagSearchHref, formatAttendeesLimit } from '../labels.ts';

const factSx = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: 1,
  '& svg': { fontSize: 20, color: 'text.secondary', mt: '2px' },
} as const;

/**
 * The About tab (spec §2): start–end, the attendees limit, the description with its line
 * breaks, and the tags as links to the event search. Without the details (a private event
 * seen by someone outside its group), a note says who may see them.
 */
export function EventAboutPanel({ event, signedIn }: { event: Event; signedIn: boolean }) {
  if (!event.areAllFieldsAvailable) {
    return (
      <Alert severity="info" icon={<LockOutlinedIcon />}>
        The details of this event are for members of{' '}
        <Link href={paths.group.getHref(event.groupId)}>{event.group.name}</Link>.{' '}
        {signedIn ? 'Join the group to see them.' : 'Sign in and join the group to see them.'}
      </Alert>
    );
  }

  return (
    <Box sx={{ maxWidth: 760 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, mb: 3 }}>
        {event.startDateTime && event.endDateTime && (
          <Box sx={factSx}>
            <ScheduleOutlinedIcon aria-hidden />
            <Typography>
              <time dateTime={event.startDateTime}>
                {formatDateTimeRange(event.startDateTime, event.endDateTime)}
              </time>
            </Typography>
          </Box>
        )}
        <Box sx={factSx}>
          <GroupsOutlinedIcon aria-hidden />
          <Typography>{formatAttendeesLimit(event.participantsLimit)}</Typography>
        </Box>
      </Box>
      <Typography component="div" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.7 }}>
        {event.description}
      </Typography>
      {event.tags.length > 0 && (
        <Box component="section" aria-labelledby="event-tags-title" sx={{ mt: 4 }}>
          <Typography id="event-tags-title" variant="h2" sx={{ fontSize: '1rem', mb: 1.25 }}>
            Tags
          </Typography>
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
          >
            {event.tags.map((tag) => (
              <li key={tag}>
                <Chip
                  component={RouterLink}
                  to={eventTagSearchHref(tag)}
                  clickable
                  label={`#${tag}`}
                  variant="outlined"
                />
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
