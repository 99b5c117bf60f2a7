/**
 * What fills the event form and what it sends: an empty form, an event's details (editing,
 * duplicating), a Meetup event's (importing), and the request body's fields, series and more
 * dates made of the form's values.
 */
import {
  TIMINGS,
  formatTagsInput,
  parseTagsInput,
  type CreateEventBody,
  type Event,
  type ImportedEvent,
  type MoreDates,
  type PrivacyType,
  type Recurrence,
} from '@neighbourly/shared';
import dayjs from 'dayjs';
import { fromDateTimeInput, toDateTimeInput, tomorrowAtInput } from '@/lib/date-inputs.ts';
import { hasLink, hasPlace, type EventFormValues } from './event-form.ts';

/** An empty form: tomorrow evening (TIMINGS.defaultEventStartHour), for the default duration. */
export function newEventFormValues(type: PrivacyType, now = Date.now()): EventFormValues {
  return {
    name: '',
    description: '',
    startDateTime: tomorrowAtInput(TIMINGS.defaultEventStartHour, 0, now),
    endDateTime: tomorrowAtInput(TIMINGS.defaultEventStartHour, TIMINGS.defaultEventDurationHours, now),
    participantsLimit: '0',
    type,
    tags: '',
    location: '',
    ...NO_REPEAT,
    ...NO_PLACE,
  };
}

const NO_REPEAT = {
  repeats: 'NEVER',
  repeatEnds: 'COUNT',
  repeatCount: '10',
  repeatUntil: '',
  moreDates: 'NONE',
  moreCount: '4',
  moreUntil: '',
} as const;

const NO_PLACE = { format: 'IN_PERSON', meetingUrl: '', pin: null } as const;

/** The form filled with an event's details (the host sees them all). */
export function eventFormValues(event: Event): EventFormValues {
  return {
    name: event.name,
    description: event.description ?? '',
    startDateTime: event.startDateTime ? toDateTimeInput(event.startDateTime) : '',
    endDateTime: event.endDateTime ? toDateTimeInput(event.endDateTime) : '',
    participantsLimit: String(event.participantsLimit),
    type: event.type,
    tags: formatTagsInput(event.tags),
    location: event.location ?? '',
    ...NO_REPEAT,
    format: event.format,
    // The host and the group's owner (who alone edit) are always given the link.
    meetingUrl: event.meetingUrl ?? '',
    pin:
      event.latitude !== null && event.longitude !== null
        ? { latitude: event.latitude, longitude: event.longitude }
        : null,
  };
}

/**
 * The form filled from an event to make another like it ("Duplicate event"): the same details at
 * the same time of day, on the same weekday, in the first week still ahead.
 */
export function duplicateFormValues(event: Event, now = Date.now()): EventFormValues {
  const values = eventFormValues(event);
  if (!event.startDateTime || !event.endDateTime) return values;
  let start = dayjs(event.startDateTime);
  let end = dayjs(event.endDateTime);
  // Whole weeks in local time, so 19:00 stays 19:00 whatever the clocks did in between.
  const weeks = Math.max(1, Math.floor(dayjs(now).diff(start, 'week', true)) + 1);
  start = start.add(weeks, 'week');
  end = end.add(weeks, 'week');
  return {
    ...values,
    startDateTime: toDateTimeInput(start.valueOf()),
    endDateTime: toDateTimeInput(end.valueOf()),
  };
}

/** The body's `recurrence` for the series the form describes; undefined for a one-off. */
export function recurrenceOf(values: EventFormValues): Recurrence | undefined {
  if (values.repeats === 'NEVER') return undefined;
  return values.repeatEnds === 'COUNT'
    ? { frequency: values.repeats, count: Number(values.repeatCount) }
    : { frequency: values.repeats, until: values.repeatUntil };
}

/** The body's `moreDates` for the series being edited; undefined when none are added. */
export function moreDatesOf(values: EventFormValues): MoreDates | undefined {
  if (values.moreDates === 'NONE') return undefined;
  return values.moreDates === 'COUNT' ? { count: Number(values.moreCount) } : { until: values.moreUntil };
}

/** An imported event ends 4 hours after its start (the spec gives no unit; hours, as elsewhere). */
export const IMPORTED_EVENT_HOURS = 4;

/**
 * The form fields a Meetup event fills: its start as a datetime-local value and the end
 * IMPORTED_EVENT_HOURS later; both empty when the start is not a time.
 */
export function importedEventFields(
  imported: ImportedEvent,
): Pick<EventFormValues, 'name' | 'description' | 'location' | 'startDateTime' | 'endDateTime'> {
  const start = dayjs(imported.startDate);
  const valid = imported.startDate !== '' && start.isValid();
  return {
    name: imported.title,
    description: imported.description,
    location: imported.location,
    startDateTime: valid ? toDateTimeInput(start.valueOf()) : '',
    endDateTime: valid ? toDateTimeInput(start.add(IMPORTED_EVENT_HOURS, 'hour').valueOf()) : '',
  };
}

/** The fields of the request body that the form fills. */
export function eventBodyFields(
  values: EventFormValues,
): Omit<CreateEventBody, 'groupId' | 'eventId' | 'hostId'> {
  return {
    name: values.name,
    description: values.description,
    location: values.location,
    type: values.type,
    startDateTime: fromDateTimeInput(values.startDateTime) ?? values.startDateTime,
    endDateTime: fromDateTimeInput(values.endDateTime) ?? values.endDateTime,
    tags: parseTagsInput(values.tags),
    participantsLimit: Number(values.participantsLimit),
    format: values.format,
    // Hidden fields keep what was typed (switching back restores it), but only what the format
    // shows is sent: no link for an in-person event, no pin for an online one.
    meetingUrl: hasLink(values.format) && values.meetingUrl.trim() !== '' ? values.meetingUrl.trim() : null,
    latitude: hasPlace(values.format) ? (values.pin?.latitude ?? null) : null,
    longitude: hasPlace(values.format) ? (values.pin?.longitude ?? null) : null,
  };
}

/** The route's eventType: PUBLIC when absent, null when it names no privacy type (a 404). */
export function parseEventType(value: string | undefined): PrivacyType | null {
  if (value === undefined) return 'PUBLIC';
  const type = value.toUpperCase();
  return type === 'PUBLIC' || type === 'PRIVATE' ? type : null;
}
