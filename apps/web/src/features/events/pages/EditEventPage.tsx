import { can, type Event, type SeriesScope } from '@neighbourly/shared';
import {
  events_edit_doc_title,
  events_edit_event,
  events_go_to_event,
  events_hosted_by_ask,
  events_loading_event,
  events_only_host_can_edit,
  events_toast_cover_upload_failed,
  events_toast_update_failed,
  events_toast_updated,
  events_update_event,
} from '@neighbourly/i18n/messages';
import { enqueueSnackbar } from '@/lib/toast.ts';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { ForbiddenPage } from '@/components/ForbiddenPage.tsx';
import { FormPage } from '@/components/FormPage.tsx';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { useAuth } from '@/features/auth/index.ts';
import { useMembership } from '@/features/groups/index.ts';
import { LoadFailed } from '@/components/LoadFailed.tsx';
import { isApiError } from '@/lib/api.ts';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useNotFoundRedirect } from '@/lib/use-not-found-redirect.ts';
import { parseEventId, useEvent } from '../api/get-event.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import { useUploadEventCover } from '../api/upload-event-cover.ts';
import { useSeriesScopeQuestion } from '../hooks/use-series-scope-question.tsx';
import { EventForm } from '../components/EventForm.tsx';
import { SAYS_WHY, type EventFormValues } from '../event-form.ts';
import { eventBodyFields, eventFormValues, moreDatesOf, recurrenceOf } from '../event-form-values.ts';

function NotTheHost({ event }: { event: Event }) {
  const host = event.host ? event.host.name || event.host.id : null;
  return (
    <ForbiddenPage
      title={events_only_host_can_edit()}
      backHref={paths.event.getHref(event.groupId, event.eventId)}
      backLabel={events_go_to_event()}
    >
      {host ? events_hosted_by_ask({ name: event.name, host }) : null}
    </ForbiddenPage>
  );
}

function EditEventView({ event }: { event: Event }) {
  const navigate = useNavigate();
  const updateEvent = useUpdateEvent();
  const uploadCover = useUploadEventCover();
  const [defaultValues] = useState(() => eventFormValues(event));
  const eventHref = paths.event.getHref(event.groupId, event.eventId);
  const scopeQuestion = useSeriesScopeQuestion();

  const onSubmit = async (values: EventFormValues, cover: File | null, onProgress: (f: number) => void) => {
    // A series asks which events change; closing the question saves nothing.
    const scope: SeriesScope | null = event.series ? await scopeQuestion.ask() : 'THIS';
    if (scope === null) return;
    try {
      await updateEvent.mutateAsync({
        groupId: event.groupId,
        eventId: event.eventId,
        scope,
        ...eventBodyFields(values),
        // A one-off made a series, or a series given more dates (issue #26).
        ...(event.series ? {} : { recurrence: recurrenceOf(values) }),
        ...(event.series ? { moreDates: moreDatesOf(values) } : {}),
      });
    } catch (error) {
      // A rule only the server checks for the whole series (its last event too far ahead, how
      // many events one may create).
      const message =
        isApiError(error) && SAYS_WHY.has(error.code) ? error.message : events_toast_update_failed();
      enqueueSnackbar(message, { variant: 'error' });
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
        enqueueSnackbar(events_toast_updated(), { variant: 'success' });
        enqueueSnackbar(events_toast_cover_upload_failed(), { variant: 'error' });
        return;
      }
    }
    enqueueSnackbar(events_toast_updated(), { variant: 'success' });
    navigate(eventHref);
  };

  return (
    <FormPage
      backHref={eventHref}
      backTo={event.name}
      title={events_edit_event()}
      subtitle={
        <>
          <span dir="auto">{event.name}</span> · <span dir="auto">{event.group.name}</span>
        </>
      }
    >
      <EventForm
        defaultValues={defaultValues}
        event={event}
        submitLabel={events_update_event()}
        formLabel={events_edit_event()}
        cancelHref={eventHref}
        onSubmit={onSubmit}
        repeatable={!event.series}
        extendable={event.series !== null}
      />
      {scopeQuestion.dialog}
    </FormPage>
  );
}

/**
 * `/group/:groupId/events/:eventId/edit` (signed-in). The host, or the group's owner, gets the
 * form filled in; anyone else a message with a way back. An unknown group or event goes to /404.
 */
export default function EditEventPage() {
  const { groupId = '', eventId } = useParams();
  const { user } = useAuth();
  const { data: event, error, refetch } = useEvent({ groupId, eventId: parseEventId(eventId) });
  const membership = useMembership(groupId, user?.id);
  useDocumentTitle(event ? events_edit_doc_title({ name: event.name }) : events_edit_event());
  const notFound = useNotFoundRedirect(error);

  if (error && !event && !notFound) return <LoadFailed what="event" onRetry={() => void refetch()} />;
  if (!event || notFound || !user || membership.isPending)
    return <PageSpinner label={events_loading_event()} />;
  // The group's owner is known here only when it is the viewer: their membership says OWNER.
  const mayEdit =
    event.hostId !== null &&
    can(user.id, 'update', {
      kind: 'event',
      type: event.type,
      groupType: 'PUBLIC',
      hostId: event.hostId,
      groupOwnerId: membership.data?.role === 'OWNER' ? user.id : '',
      actorIsMember: membership.data != null,
    });
  if (!mayEdit) return <NotTheHost event={event} />;
  return <EditEventView key={`${event.groupId}/${event.eventId}`} event={event} />;
}
