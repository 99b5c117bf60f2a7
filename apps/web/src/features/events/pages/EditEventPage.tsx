import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Event } from '@neighbourly/shared';
import { TOASTS } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths.ts';
import { MessagePage } from '@/components/MessagePage.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { LoadFailed } from '@/components/LoadFailed.tsx';
import { isApiError } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { parseEventId, useEvent } from '../api/get-event.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import { useUploadEventCover } from '../api/upload-event-cover.ts';
import { EventForm } from '../components/EventForm.tsx';
import { eventBodyFields, eventFormValues, type EventFormValues } from '../event-form.ts';

function NotTheHost({ event }: { event: Event }) {
  const host = event.host ? event.host.name || event.host.id : null;
  return (
    <MessagePage
      icon={<LockOutlinedIcon />}
      title="Only the event host can edit this event"
      actions={
        <Button variant="contained" size="large" href={paths.event.getHref(event.groupId, event.eventId)}>
          Go to the event page
        </Button>
      }
    >
      {host ? `${event.name} is hosted by ${host}. Ask them if something needs to change.` : null}
    </MessagePage>
  );
}

function EditEventView({ event }: { event: Event }) {
  const navigate = useNavigate();
  const updateEvent = useUpdateEvent();
  const uploadCover = useUploadEventCover();
  const [defaultValues] = useState(() => eventFormValues(event));
  const eventHref = paths.event.getHref(event.groupId, event.eventId);

  const onSubmit = async (values: EventFormValues, cover: File | null, onProgress: (f: number) => void) => {
    try {
      await updateEvent.mutateAsync({
        groupId: event.groupId,
        eventId: event.eventId,
        ...eventBodyFields(values),
      });
    } catch {
      enqueueSnackbar(TOASTS.eventUpdateFailed, { variant: 'error' });
      return;
    }
    if (cover) {
      onProgress(0);
      try {
        await uploadCover.mutateAsync({
          groupId: event.groupId,
          eventId: event.eventId,
          file: cover,
          onProgress,
        });
      } catch {
        // The details are saved; the cover can be tried again from here.
        enqueueSnackbar(TOASTS.eventUpdated, { variant: 'success' });
        enqueueSnackbar(TOASTS.eventCoverUploadFailed, { variant: 'error' });
        return;
      }
    }
    enqueueSnackbar(TOASTS.eventUpdated, { variant: 'success' });
    navigate(eventHref);
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Link
        href={eventHref}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        Back to {event.name}
      </Link>
      <Paper variant="outlined" sx={{ mt: 2, p: { xs: 2.5, sm: 4.5 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' } }}>
          Edit event
        </Typography>
        <Typography sx={{ mt: 1, mb: 3.5, color: 'text.secondary', overflowWrap: 'anywhere' }}>
          {event.name} · {event.group.name}
        </Typography>
        <EventForm
          defaultValues={defaultValues}
          event={event}
          submitLabel="Update event"
          formLabel="Edit event"
          cancelHref={eventHref}
          onSubmit={onSubmit}
        />
      </Paper>
    </Container>
  );
}

/**
 * `/group/:groupId/events/:eventId/edit` (signed-in). The host gets the form filled in;
 * anyone else a message with a way back. An unknown group or event goes to /404.
 */
export default function EditEventPage() {
  const { groupId = '', eventId } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { data: event, error, refetch } = useEvent({ groupId, eventId: parseEventId(eventId) });
  const notFound = isApiError(error, 'NOT_FOUND');
  useDocumentTitle(event ? `Edit ${event.name}` : 'Edit event');

  useEffect(() => {
    if (notFound) navigate(paths.notFound.getHref(), { replace: true });
  }, [notFound, navigate]);

  if (error && !event && !notFound) return <LoadFailed what="event" onRetry={() => void refetch()} />;
  if (!event || notFound || !user) return <PageSpinner label="Loading the event" />;
  if (event.hostId !== user.id) return <NotTheHost event={event} />;
  return <EditEventView key={`${event.groupId}/${event.eventId}`} event={event} />;
}
