import { can, type Event, type Group, type PrivacyType, type SelfUser } from '@neighbourly/shared';
import {
  events_copy_subtitle,
  events_create_event,
  events_create_title,
  events_go_to_group,
  events_loading_group,
  events_not_a_host_body,
  events_not_a_host_title,
  events_required_note,
  events_toast_cover_upload_failed,
  events_toast_create_failed,
  events_toast_created,
} from '@neighbourly/i18n/messages';
import { useQuery } from '@tanstack/react-query';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { ForbiddenPage } from '@/components/ForbiddenPage.tsx';
import { FormPage } from '@/components/FormPage.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { useGroup, useMembership } from '@/features/groups/index.ts';
import { isApiError } from '@/lib/api.ts';
import { LoadFailed } from '@/components/LoadFailed.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useNotFoundRedirect } from '@/lib/use-not-found-redirect.ts';
import { useCreateEvent } from '../api/create-event.ts';
import { eventQueryOptions, parseEventId } from '../api/get-event.ts';
import { useUploadEventCover } from '../api/upload-event-cover.ts';
import { EventForm } from '../components/EventForm.tsx';
import { CREATED_EVENT_STATE } from '../created-event.ts';
import { SAYS_WHY, type EventFormValues } from '../event-form.ts';
import {
  duplicateFormValues,
  eventBodyFields,
  newEventFormValues,
  parseEventType,
  recurrenceOf,
} from '../event-form-values.ts';
import { useSearchParams } from '@/lib/router-dom.tsx';

function NotAHost({ group }: { group: Group }) {
  return (
    <ForbiddenPage
      title={events_not_a_host_title()}
      backHref={paths.group.getHref(group.id)}
      backLabel={events_go_to_group()}
    >
      {events_not_a_host_body({ group: group.name, owner: group.owner.name || group.owner.id })}
    </ForbiddenPage>
  );
}

function CreateEventView({
  group,
  user,
  eventType,
  source,
}: {
  group: Group;
  user: SelfUser;
  eventType: PrivacyType;
  /** The event to copy ("Duplicate event"), when the page was opened from one. */
  source: Event | null;
}) {
  const navigate = useNavigate();
  const createEvent = useCreateEvent();
  const uploadCover = useUploadEventCover();
  const [defaultValues] = useState(() =>
    source ? duplicateFormValues(source) : newEventFormValues(eventType),
  );

  const onSubmit = async (values: EventFormValues, cover: File | null, onProgress: (f: number) => void) => {
    let eventId: number;
    const recurrence = recurrenceOf(values);
    try {
      eventId = await createEvent.mutateAsync({
        groupId: group.id,
        eventId: 0,
        hostId: user.id,
        ...eventBodyFields(values),
        ...(recurrence ? { recurrence } : {}),
      });
    } catch (error) {
      // A rule only the server can check (a series too long, how many events one may create)
      // says what to change or when to try again.
      const message =
        isApiError(error) && SAYS_WHY.has(error.code) ? error.message : events_toast_create_failed();
      enqueueSnackbar(message, { variant: 'error' });
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
    enqueueSnackbar(events_toast_created(), { variant: 'success' });
    if (coverFailed) enqueueSnackbar(events_toast_cover_upload_failed(), { variant: 'error' });
    navigate(paths.event.getHref(group.id, eventId), { state: CREATED_EVENT_STATE });
  };

  return (
    <FormPage
      backHref={paths.group.getHref(group.id)}
      backTo={group.name}
      // The spec's title names the group by id; people know it by its name (issue #13).
      title={events_create_title({ group: group.name })}
      subtitle={source ? events_copy_subtitle({ name: source.name }) : events_required_note()}
      longTitle
    >
      <EventForm
        repeatable
        defaultValues={defaultValues}
        submitLabel={events_create_event()}
        formLabel={events_create_event()}
        cancelHref={paths.group.getHref(group.id)}
        onSubmit={onSubmit}
        meetupImport
      />
    </FormPage>
  );
}

/**
 * `/group/:groupId/create-event/:eventType?from=` (signed-in). The group's owner and its event
 * hosts get the form (the privacy preset from eventType, PUBLIC by default; filled from the event
 * `from` when given); anyone else a message with a way back. An unknown group, or an eventType
 * other than PUBLIC or PRIVATE, goes to /404; an unknown `from` leaves the form empty.
 */
export default function CreateEventPage() {
  const { groupId = '', eventType: eventTypeParam } = useParams();
  const [searchParams] = useSearchParams();
  const fromId = parseEventId(searchParams.get('from') ?? undefined);
  const eventType = parseEventType(eventTypeParam);
  const { user } = useAuth();
  const { data: group, error, refetch } = useGroup(groupId);
  const membership = useMembership(groupId, user?.id);
  const source = useQuery({
    ...eventQueryOptions({ groupId, eventId: fromId }),
    enabled: !Number.isNaN(fromId),
  });
  useDocumentTitle(events_create_event());
  const notFound = useNotFoundRedirect(error);

  if (eventType === null) return <Navigate to={paths.notFound.getHref()} replace />;
  if (error && !group && !notFound) return <LoadFailed what="group" onRetry={() => void refetch()} />;
  if (!group || notFound || !user || membership.isPending || source.isLoading) {
    return <PageSpinner label={events_loading_group()} />;
  }
  const facts = {
    kind: 'group',
    ownerId: group.owner.id,
    type: group.type,
    actorRole: membership.data?.role ?? null,
  } as const;
  if (!can(user.id, 'createEvent', facts)) return <NotAHost group={group} />;
  return (
    <CreateEventView
      key={`${group.id}/${fromId}`}
      group={group}
      user={user}
      eventType={eventType}
      source={source.data?.areAllFieldsAvailable ? source.data : null}
    />
  );
}
