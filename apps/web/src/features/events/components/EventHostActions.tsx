import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Event } from '@neighbourly/shared';
import { TOASTS } from '@neighbourly/shared';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { DeleteButton } from '@/components/DeleteButton.tsx';
import { useDeleteEvent } from '../api/delete-event.ts';
import { DELETE_EVENT_QUESTION } from '../labels.ts';
import { EventCoverControls } from './EventCoverControls.tsx';

/** The host's tools: cover upload and removal, 'Edit event' and 'Delete event'. */
export function EventHostActions({ event }: { event: Event }) {
  const navigate = useNavigate();
  const deleteEvent = useDeleteEvent();

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
      <DeleteButton
        label="Delete event"
        question={DELETE_EVENT_QUESTION}
        onDelete={() => deleteEvent.mutateAsync({ groupId: event.groupId, eventId: event.eventId })}
        deleting={deleteEvent.isPending}
        toasts={{ deleted: TOASTS.eventDeleted, failed: TOASTS.eventDeleteFailed }}
        onDeleted={() => navigate(paths.group.getHref(event.groupId), { replace: true })}
      />
      <EventCoverControls event={event} />
    </Box>
  );
}
