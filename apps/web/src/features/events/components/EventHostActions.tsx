import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Event, SeriesScope } from '@neighbourly/shared';
import { TOASTS } from '@neighbourly/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { DeleteButton } from '@/components/DeleteButton.tsx';
import { useDeleteEvent } from '../api/delete-event.ts';
import { DELETE_EVENT_QUESTION } from '../labels.ts';
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

  return (
    <Box
      component="section"
      aria-label="Host tools"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.25, alignItems: 'center' }}
    >
      <Button
        variant="outlined"
        startIcon={<EditOutlinedIcon />}
        href={paths.editEvent.getHref(event.groupId, event.eventId)}
      >
        Edit event
      </Button>
      <Button
        variant="outlined"
        startIcon={<ContentCopyOutlinedIcon />}
        href={paths.createEvent.getHref(event.groupId, event.type, event.eventId)}
      >
        Duplicate event
      </Button>
      <DeleteButton
        label="Delete event"
        question={
          event.series ? (
            <>
              {DELETE_EVENT_QUESTION}
              <SeriesScopeChoice label="Delete which events" value={deleteScope} onChange={setDeleteScope} />
            </>
          ) : (
            DELETE_EVENT_QUESTION
          )
        }
        onDelete={() =>
          deleteEvent.mutateAsync({ groupId: event.groupId, eventId: event.eventId, scope: deleteScope })
        }
        deleting={deleteEvent.isPending}
        toasts={{ deleted: TOASTS.eventDeleted, failed: TOASTS.eventDeleteFailed }}
        onDeleted={() => navigate(paths.group.getHref(event.groupId), { replace: true })}
      />
      <HandOverEventButton event={event} />
      <EventCoverControls event={event} />
    </Box>
  );
}
