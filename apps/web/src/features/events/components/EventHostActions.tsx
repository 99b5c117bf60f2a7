import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Event } from '@neighbourly/shared';
import { TOASTS } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths.ts';
import { ConfirmDialog } from '@/components/ConfirmDialog.tsx';
import { useDeleteEvent } from '../api/delete-event.ts';
import { DELETE_EVENT_QUESTION } from '../labels.ts';
import { EventCoverControls } from './EventCoverControls.tsx';

/** The host's tools (spec §2, §6): cover upload and removal, 'Edit event' and 'Delete event'. */
export function EventHostActions({ event }: { event: Event }) {
  const navigate = useNavigate();
  const deleteEvent = useDeleteEvent();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const onDelete = async () => {
    try {
      await deleteEvent.mutateAsync({ groupId: event.groupId, eventId: event.eventId });
    } catch {
      enqueueSnackbar(TOASTS.eventDeleteFailed, { variant: 'error' });
      return;
    }
    setConfirmDelete(false);
    enqueueSnackbar(TOASTS.eventDeleted, { variant: 'success' });
    navigate(paths.group.getHref(event.groupId), { replace: true });
  };

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
        color="error"
        startIcon={<DeleteOutlineIcon />}
        onClick={() => setConfirmDelete(true)}
      >
        Delete event
      </Button>
      <EventCoverControls event={event} />
      <ConfirmDialog
        open={confirmDelete}
        message={DELETE_EVENT_QUESTION}
        loading={deleteEvent.isPending}
        onConfirm={() => void onDelete()}
        onClose={() => setConfirmDelete(false)}
      />
    </Box>
  );
}
