import { zodResolver } from '@/lib/zod.ts';
import Stack from '@mui/material/Stack';
import type { Event, ImportedEvent } from '@neighbourly/shared';
import {
  events_description_hint,
  events_description_label,
  events_end_label,
  events_import_button,
  events_import_form_label,
  events_import_hint,
  events_import_url_label,
  events_privacy_label,
  events_start_label,
  events_title_hint,
  events_title_label,
  events_toast_import_failed,
} from '@neighbourly/i18n/messages';
import { LIMITS } from '@neighbourly/shared';
import { useState } from 'react';
import { useForm, type Control, type UseFormSetValue } from 'react-hook-form';
import { FormActions } from '@/components/FormActions.tsx';
import { importInto, MeetupImportSection } from '@/components/MeetupImportSection.tsx';
import { FormTextField } from '@/components/FormTextField.tsx';
import { PrivacyField } from '@/components/PrivacyField.tsx';
import { TagsField } from '@/components/TagsField.tsx';
import { toDateTimeInput } from '@/lib/date-inputs.ts';
import { useImportMeetupEvent } from '../api/import-meetup-event.ts';
import { eventFormSchema, type EventFormValues } from '../event-form.ts';
import { importedEventFields } from '../event-form-values.ts';
import { eventPrivacyHints } from '../labels.ts';
import { DateTimeField } from './DateTimeField.tsx';
import { EventCoverField } from './EventCoverField.tsx';
import { EventWhereFields } from './EventWhereFields.tsx';
import { ParticipantsLimitField } from './ParticipantsLimitField.tsx';
import { MoreDatesFields } from './MoreDatesFields.tsx';
import { RepeatFields } from './RepeatFields.tsx';

export interface EventFormProps {
  defaultValues: EventFormValues;
  /** The event being edited (for its current cover); absent when creating. */
  event?: Event;
  /** 'Create event' or 'Update event'. */
  submitLabel: string;
  /** Names the form for assistive technology. */
  formLabel: string;
  /** Where Cancel leads; no Cancel button without it. */
  cancelHref?: string;
  /**
   * Saves the event, then uploads the cover if one was chosen, reporting its progress. The
   * form stays busy until the promise settles.
   */
  onSubmit: (
    values: EventFormValues,
    cover: File | null,
    onProgress: (fraction: number) => void,
  ) => Promise<void>;
  /** Adds 'OR' and the Meetup event import below the form (creating only). */
  meetupImport?: boolean;
  /** Offers "Repeats": creating, or editing a one-off (it becomes a series, issue #26). */
  repeatable?: boolean;
  /** Offers "More dates" (editing an event of a series, issue #26). */
  extendable?: boolean;
}

/** What the event is called and what it is about. */
function TitleAndDescriptionFields({ control }: { control: Control<EventFormValues> }) {
  return (
    <>
      <FormTextField
        control={control}
        name="name"
        label={events_title_label()}
        required
        maxLength={LIMITS.eventTitleMax}
        autoComplete="off"
        hint={events_title_hint()}
      />
      <FormTextField
        control={control}
        name="description"
        label={events_description_label()}
        required
        multiline
        minRows={4}
        maxLength={LIMITS.eventDescriptionMax}
        showCount
        hint={events_description_hint()}
      />
    </>
  );
}

/** Start and end, side by side from `sm` up. */
function EventDatesFields({ control }: { control: Control<EventFormValues> }) {
  // The browser's picker offers no past start; the rule itself is checked by the schema.
  const [earliest] = useState(() => toDateTimeInput(Date.now()));
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 3, sm: 2 }}>
      <DateTimeField control={control} name="startDateTime" label={events_start_label()} min={earliest} />
      <DateTimeField control={control} name="endDateTime" label={events_end_label()} min={earliest} />
    </Stack>
  );
}

/** "Repeats" for a new event or a one-off, "More dates" for an event of a series. */
function SeriesFields({
  control,
  event,
  repeatable,
  extendable,
}: {
  control: Control<EventFormValues>;
  event: Event | undefined;
  repeatable: boolean;
  extendable: boolean;
}) {
  if (repeatable) return <RepeatFields control={control} />;
  if (extendable && event?.series)
    return <MoreDatesFields control={control} series={event.series} start={event.startDateTime} />;
  return null;
}

/** 'OR' and the Meetup event import, filling the form above it. */
function EventMeetupImport({
  setValue,
  disabled,
}: {
  setValue: UseFormSetValue<EventFormValues>;
  disabled: boolean;
}) {
  const importEvent = useImportMeetupEvent();
  // The filled values go through the rules as typed ones; the end is set from the start.
  const fill = (imported: ImportedEvent) => {
    const options = { shouldValidate: true, shouldDirty: true } as const;
    const fields = importedEventFields(imported);
    setValue('name', fields.name, options);
    setValue('description', fields.description, options);
    setValue('location', fields.location, options);
    // A page without a readable start leaves the times as they were.
    if (fields.startDateTime && fields.endDateTime) {
      setValue('startDateTime', fields.startDateTime, options);
      setValue('endDateTime', fields.endDateTime, options);
    }
  };

  return (
    <MeetupImportSection
      formLabel={events_import_form_label()}
      urlLabel={events_import_url_label()}
      placeholder="https://www.meetup.com/your-group/events/123456789/"
      buttonText={events_import_button()}
      hint={events_import_hint()}
      pending={importEvent.isPending}
      disabled={disabled}
      onImport={importInto(importEvent, fill, events_toast_import_failed())}
    />
  );
}

/**
 * The event form (create and edit): Title, Description, Start and End date and
 * time, Participants limit, Event privacy type, Tags, Location, Format (with a meeting link and a
 * pin on the map, issue #28) and an optional cover chosen in a modal. The submit button is enabled once everything is valid.
 */
export function EventForm({
  defaultValues,
  event,
  submitLabel,
  formLabel,
  cancelHref,
  onSubmit,
  meetupImport = false,
  repeatable = false,
  extendable = false,
}: EventFormProps) {
  const [cover, setCover] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const {
    control,
    handleSubmit,
    setValue,
    formState: { isValid, isSubmitting },
  } = useForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    mode: 'onChange',
    defaultValues,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values, cover, (fraction) => setProgress(fraction));
    } finally {
      setProgress(null);
    }
  });

  return (
    <>
      <Stack component="form" noValidate spacing={3} onSubmit={submit} aria-label={formLabel}>
        <TitleAndDescriptionFields control={control} />
        <EventDatesFields control={control} />
        <SeriesFields control={control} event={event} repeatable={repeatable} extendable={extendable} />
        <ParticipantsLimitField control={control} />
        <PrivacyField control={control} label={events_privacy_label()} hints={eventPrivacyHints()} />
        <TagsField control={control} />
        <EventWhereFields control={control} />
        <EventCoverField
          {...(event ? { event } : {})}
          file={cover}
          onChange={setCover}
          progress={progress}
          disabled={isSubmitting}
        />
        <FormActions submitLabel={submitLabel} valid={isValid} busy={isSubmitting} cancelHref={cancelHref} />
      </Stack>
      {meetupImport && <EventMeetupImport setValue={setValue} disabled={isSubmitting} />}
    </>
  );
}
