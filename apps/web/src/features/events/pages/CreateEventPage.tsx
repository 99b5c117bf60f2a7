import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Group, SelfUser } from '@neighbourly/shared';
import { TOASTS } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths.ts';
import { MessagePage } from '@/components/MessagePage.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { useGroup } from '@/features/groups/index.ts';
import { LoadFailed } from '@/components/LoadFailed.tsx';
import { isApiError } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useCreateEvent } from '../api/create-event.ts';
import { useUploadEventCover } from '../api/upload-event-cover.ts';
import { EventForm } from '../components/EventForm.tsx';
import { ImportEventSection } from '../components/ImportEventSection.tsx';
import { eventBodyFields, newEventFormValues, parseEventType, type EventFormValues } from '../event-form.ts';

function NotTheOwner({ group }: { group: Group }) {
  return (
    <MessagePage
      icon={<LockOutlinedIcon />}
      title="Only the group owner can create events"
      actions={
        <Button variant="contained" size="large" href={paths.group.getHref(group.id)}>
          Go to the group page
        </Button>
      }
    >
      {group.name} is organized by {group.owner.name || group.owner.id}. Ask them if you would like to host an
      event.
    </MessagePage>
  );
}

function CreateEventView({ group, user, eventType }: { group: Group; user: SelfUser; eventType?: string }) {
  const navigate = useNavigate();
  const createEvent = useCreateEvent();
  const uploadCover = useUploadEventCover();
  const [defaultValues] = useState(() => newEventFormValues(parseEventType(eventType)));

  const onSubmit = async (values: EventFormValues, cover: File | null, onProgress: (f: number) => void) => {
    let eventId: number;
    try {
      eventId = await createEvent.mutateAsync({
        groupId: group.id,
        eventId: 0,
        hostId: user.id,
        ...eventBodyFields(values),
      });
    } catch {
      enqueueSnackbar(TOASTS.eventCreateFailed, { variant: 'error' });
      return;
    }
    let coverFailed = false;
    if (cover) {
      onProgress(0);
      try {
        await uploadCover.mutateAsync({ groupId: group.id, eventId, file: cover, onProgress });
      } catch {
        // The event exists: the host can upload the cover again from its page.
        coverFailed = true;
      }
    }
    enqueueSnackbar(TOASTS.eventCreated, { variant: 'success' });
    if (coverFailed) enqueueSnackbar(TOASTS.eventCoverUploadFailed, { variant: 'error' });
    navigate(paths.event.getHref(group.id, eventId));
  };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Link
        href={paths.group.getHref(group.id)}
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden />
        Back to {group.name}
      </Link>
      <Paper variant="outlined" sx={{ mt: 2, p: { xs: 2.5, sm: 4.5 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.625rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>
          Create or import event for group {group.id}
        </Typography>
        <Typography sx={{ mt: 1, mb: 3.5, color: 'text.secondary' }}>
          {group.name} · Fields marked with * are required.
        </Typography>
        <EventForm
          defaultValues={defaultValues}
          submitLabel="Create event"
          formLabel="Create event"
          cancelHref={paths.group.getHref(group.id)}
          onSubmit={onSubmit}
        />
        <Divider sx={{ my: 4, typography: 'body2', fontWeight: 700, color: 'text.secondary' }}>OR</Divider>
        <ImportEventSection />
      </Paper>
    </Container>
  );
}

/**
 * `/group/:groupId/create-event/:eventType?` (signed-in). The group's owner gets the form (the
 * privacy preset from eventType, PUBLIC by default); anyone else a message with a way back. An
 * unknown group goes to /404.
 */
export default function CreateEventPage() {
  const { groupId = '', eventType } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { data: group, error, refetch } = useGroup(groupId);
  const notFound = isApiError(error, 'NOT_FOUND');
  useDocumentTitle('Create event');

  useEffect(() => {
    if (notFound) navigate(paths.notFound.getHref(), { replace: true });
  }, [notFound, navigate]);

  if (error && !group && !notFound) return <LoadFailed what="group" onRetry={() => void refetch()} />;
  if (!group || notFound || !user) return <PageSpinner label="Loading the group" />;
  if (group.owner.id !== user.id) return <NotTheOwner group={group} />;
  return <CreateEventView key={group.id} group={group} user={user} {...(eventType ? { eventType } : {})} />;
}
