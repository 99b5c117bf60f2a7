import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { can, type Event, type SeriesScope } from '@neighbourly/shared';
import {
  events_delete_event,
  events_delete_which,
  events_duplicate,
  events_edit_event,
  events_host_tools,
  events_toast_delete_failed,
  events_toast_deleted,
} from '@neighbourly/i18n/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { useAuth } from '@/features/auth/index.ts';
import { useMembership } from '@/features/groups/index.ts';
import { DeleteButton } from '@/components/DeleteButton.tsx';
import { useDeleteEvent } from '../api/delete-event.ts';
import { deleteEventQuestion } from '../labels.ts';
import { EventCoverControls } from './EventCoverControls.tsx';
import { HandOverEventButton } from './HandOverEventButton.tsx';
import { SeriesScopeChoice } from './SeriesScopeChoice.tsx';

/**
 * The host's tools: cover upload and removal, 'Edit event', 'Duplicate event' (the create form
 * filled from this one) and 'Delete event' (for a series: this one, or it and the later ones).
 */
export function EventHostActions({ event }: { event: Event }) {
  const navigate = useNavigate();
  const deleteEvent = useDeleteEvent();
  const [deleteScope, setDeleteScope] = useState<SeriesScope>('THIS');
  const { user } = useAuth();
  const role = useMembership(event.groupId, user?.id).data?.role ?? null;
  // A host made a member again still runs their events, but may no longer create any.
  const mayCreate = can(user?.id ?? null, 'createEvent', {
    kind: 'group',
    ownerId: role === 'OWNER' && user ? user.id : '',
    type: 'PUBLIC',
    actorRole: role,
  });

  return (
    <Box
      component="section"
      aria-label={events_host_tools()}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25, alignItems: 'center' }}
    >
      <Button
        variant="outlined"
        startIcon={<EditOutlinedIcon />}
        href={paths.editEvent.getHref(event.groupId, event.eventId)}
      >
        {events_edit_event()}
      </Button>
      {mayCreate && (
        <Button
          variant="outlined"
          startIcon={<ContentCopyOutlinedIcon />}
          href={paths.createEvent.getHref(event.groupId, event.type, event.eventId)}
        >
          {events_duplicate()}
        </Button>
      )}
      <DeleteButton
        label={events_delete_event()}
        question={
          event.series ? (
            <>
              {deleteEventQuestion()}
              <SeriesScopeChoice
                label={events_delete_which()}
                value={deleteScope}
                onChange={setDeleteScope}
              />
            </>
          ) : (
            deleteEventQuestion()
          )
        }
        onDelete={() =>
          deleteEvent.mutateAsync({ groupId: event.groupId, eventId: event.eventId, scope: deleteScope })
        }
        deleting={deleteEvent.isPending}
        toasts={{ deleted: events_toast_deleted(), failed: events_toast_delete_failed() }}
        onDeleted={() => navigate(paths.group.getHref(event.groupId), { replace: true })}
      />
      <HandOverEventButton event={event} />
      <EventCoverControls event={event} />
    </Box>
  );
}
