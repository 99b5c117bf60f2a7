import type { Group, PrivacyType, SelfUser } from '@neighbourly/shared';
import { TOASTS } from '@neighbourly/shared';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { ForbiddenPage } from '@/components/ForbiddenPage.tsx';
import { FormPage } from '@/components/FormPage.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { useGroup } from '@/features/groups/index.ts';
import { LoadFailed } from '@/components/LoadFailed.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useNotFoundRedirect } from '@/lib/use-not-found-redirect.ts';
import { useCreateEvent } from '../api/create-event.ts';
import { useUploadEventCover } from '../api/upload-event-cover.ts';
import { EventForm } from '../components/EventForm.tsx';
import { eventBodyFields, newEventFormValues, parseEventType, type EventFormValues } from '../event-form.ts';

function NotTheOwner({ group }: { group: Group }) {
  return (
    <ForbiddenPage
      title="Only the group owner can create events"
      backHref={paths.group.getHref(group.id)}
      backLabel="Go to the group page"
    >
      {group.name} is organized by {group.owner.name || group.owner.id}. Ask them if you would like to host an
      event.
    </ForbiddenPage>
  );
}

function CreateEventView({
  group,
  user,
  eventType,
}: {
  group: Group;
  user: SelfUser;
  eventType: PrivacyType;
}) {
  const navigate = useNavigate();
  const createEvent = useCreateEvent();
  const uploadCover = useUploadEventCover();
  const [defaultValues] = useState(() => newEventFormValues(eventType));

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
    <FormPage
      backHref={paths.group.getHref(group.id)}
      backTo={group.name}
      // The spec's title names the group by id; people know it by its name (issue #13).
      title={<>Create or import event for group {group.name}</>}
      subtitle="Fields marked with * are required."
      longTitle
    >
      <EventForm
        defaultValues={defaultValues}
        submitLabel="Create event"
        formLabel="Create event"
        cancelHref={paths.group.getHref(group.id)}
        onSubmit={onSubmit}
        meetupImport
      />
    </FormPage>
  );
}

/**
 * `/group/:groupId/create-event/:eventType?` (signed-in). The group's owner gets the form (the
 * privacy preset from eventType, PUBLIC by default); anyone else a message with a way back. An
 * unknown group, or an eventType other than PUBLIC or PRIVATE, goes to /404.
 */
export default function CreateEventPage() {
  const { groupId = '', eventType: eventTypeParam } = useParams();
  const eventType = parseEventType(eventTypeParam);
  const { user } = useAuth();
  const { data: group, error, refetch } = useGroup(groupId);
  useDocumentTitle('Create event');
  const notFound = useNotFoundRedirect(error);

  if (eventType === null) return <Navigate to={paths.notFound.getHref()} replace />;
  if (error && !group && !notFound) return <LoadFailed what="group" onRetry={() => void refetch()} />;
  if (!group || notFound || !user) return <PageSpinner label="Loading the group" />;
  if (group.owner.id !== user.id) return <NotTheOwner group={group} />;
  return <CreateEventView key={group.id} group={group} user={user} eventType={eventType} />;
}
