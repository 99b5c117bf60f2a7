import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  events_download_csv,
  events_loading_participants,
  events_no_participants,
  events_participants_load_failed,
  events_participants_of,
} from '@neighbourly/i18n/messages';
import { can, type Event } from '@neighbourly/shared';
import { EmptyState } from '@/components/EmptyState.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { PeopleList } from '@/components/PeopleList.tsx';
import { ListError } from '@/components/ListError.tsx';
import { useGroup } from '@/features/groups/index.ts';
import { attendeesCsvFileName, attendeesCsvUrl } from '../api/export-attendees.ts';
import type { EventViewer } from '../hooks/use-event-viewer.ts';
import { participantRoleLabel } from '../labels.ts';

/** "Download CSV" of the attendee list, for the host and the group's owner (once the group loads). */
function AttendeesDownload({ event, viewer }: { event: Event; viewer: EventViewer }) {
  const { data: group } = useGroup(event.groupId);
  const allowed =
    group !== undefined &&
    event.hostId !== null &&
    can(viewer.user?.id ?? null, 'exportAttendees', {
      kind: 'event',
      type: event.type,
      groupType: group.type,
      hostId: event.hostId,
      groupOwnerId: group.owner.id,
      actorIsMember: true,
    });
  if (!allowed) return null;
  const key = { groupId: event.groupId, eventId: event.eventId };
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        variant="outlined"
        startIcon={<DownloadOutlinedIcon />}
        href={attendeesCsvUrl(key)}
        download={attendeesCsvFileName(key)}
      >
        {events_download_csv()}
      </Button>
    </Box>
  );
}

/**
 * The Participants tab: the host first, then the participants, then the waitlist in order;
 * each row shows the avatar, the name and the role, and opens the person's profile.
 */
export function ParticipantsPanel({ event, viewer }: { event: Event; viewer: EventViewer }) {
  const query = viewer.participantsQuery;
  if (query.isPending) return <PageSpinner label={events_loading_participants()} minHeight={200} />;
  if (query.isError) {
    return <ListError onRetry={() => void query.refetch()}>{events_participants_load_failed()}</ListError>;
  }
  if (query.data.length === 0) {
    return <EmptyState icon={<PeopleOutlineIcon />}>{events_no_participants()}</EmptyState>;
  }
  return (
    <>
      <AttendeesDownload event={event} viewer={viewer} />
      <PeopleList
        label={events_participants_of({ name: event.name })}
        people={query.data.map(({ user, role }) => ({ user, role: participantRoleLabel(role) }))}
      />
    </>
  );
}
