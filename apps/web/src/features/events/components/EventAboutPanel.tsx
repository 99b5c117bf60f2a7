import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  events_details_for_members,
  events_join_to_see,
  events_sign_in_join_to_see,
} from '@neighbourly/i18n/messages';
import type { Event } from '@neighbourly/shared';
import { lazy, Suspense } from 'react';
import { paths } from '@/lib/paths.ts';
import { DescriptionWithTags } from '@/components/DescriptionWithTags.tsx';
import { formatDateTimeRange } from '@/lib/dates.ts';
import { eventTagSearchHref, formatAttendeesLimit } from '../labels.ts';

// A pinned event's map and directions (issue #28) come after the page: the section and, inside
// it, the map library load lazily, so the event page's first load stays as it was.
const EventPinSection = lazy(() =>
  import('./EventPinSection.tsx').then((m) => ({ default: m.EventPinSection })),
);

const factSx = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: 1,
  '& svg': { fontSize: 20, color: 'text.secondary', mt: '2px' },
} as const;

/**
 * The About tab: start–end, the attendees limit, the description with its line
 * breaks, and the tags as links to the event search; beside them (below on a phone) the pin's map
 * and directions when the event has a pin. Without the details (a private event
 * seen by someone outside its group), a note says who may see them.
 */
export function EventAboutPanel({ event, signedIn }: { event: Event; signedIn: boolean }) {
  if (!event.areAllFieldsAvailable) {
    // The group's name is a link inside the sentence, where the language puts it.
    const [before, after] = events_details_for_members({ group: '\u0000' }).split('\u0000');
    return (
      <Alert severity="info" icon={<LockOutlinedIcon />}>
        {before}
        <Link href={paths.group.getHref(event.groupId)} dir="auto">
          {event.group.name}
        </Link>
        {after} {signedIn ? events_join_to_see() : events_sign_in_join_to_see()}
      </Alert>
    );
  }

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 4, md: 5 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 760px) minmax(260px, 340px)' },
        alignItems: 'start',
      }}
    >
      <Box>
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
        <DescriptionWithTags
          description={event.description}
          tags={event.tags}
          tagHref={eventTagSearchHref}
          tagsHeadingId="event-tags-title"
        />
      </Box>
      {event.latitude !== null && event.longitude !== null && (
        <Suspense fallback={null}>
          <EventPinSection event={event} />
        </Suspense>
      )}
    </Box>
  );
}
