/**
 * The event form's schema (create and edit), built from the shared validation rules and
 * messages. Times are typed in `<input type="datetime-local">` (local time) and sent as ISO
 * instants; the participants limit is typed as text and sent as a number; tags are one
 * comma-separated text sent as the list `parseTagsInput` makes of it.
 */
import {
  MESSAGES,
  TIMINGS,
  eventDescriptionSchema,
  eventLocationSchema,
  eventTitleSchema,
  lastsTooLong,
  parseTagsInput,
  startsTooFarAhead,
  participantsLimitSchema,
  privacyTypeSchema,
  LIMITS,
  REPEAT_FREQUENCIES,
  eventFormatSchema,
  latitudeSchema,
  longitudeSchema,
  meetingUrlSchema,
  type CreateEventBody,
  type EventFormat,
  type MoreDates,
  type Recurrence,
  type Event,
  type ImportedEvent,
  type PrivacyType,
} from '@neighbourly/shared';
import { z } from 'zod';
import { formatTagsInput, tagsInputSchema } from '@neighbourly/shared';
import dayjs from 'dayjs';
import type { ApiErrorCode } from '@/lib/api.ts';
import { fromDateTimeInput, toDateTimeInput, tomorrowAtInput } from '@/lib/date-inputs.ts';

/**
 * Refusals of a create or an edit whose message tells the organiser what to do (a series too
 * long, how many events one may create): shown as the server words them.
 */
export const SAYS_WHY = new Set<ApiErrorCode>([
  'VALIDATION_ERROR',
  'EVENT_DAILY_LIMIT_EXCEEDED',
  'GROUP_EVENT_LIMIT_EXCEEDED',
]);

const participantsLimitInputSchema = z.string().superRefine((text, ctx) => {
  const valid = /^\d{1,6}$/.test(text.trim()) && participantsLimitSchema.safeParse(Number(text)).success;
  if (!valid) ctx.addIssue({ code: 'custom', message: MESSAGES.participantsLimit });
});

/** "Repeats": never, or one of the series' frequencies (creating only). */
export const REPEAT_CHOICES = ['NEVER', ...REPEAT_FREQUENCIES] as const;
/** How a series ends: after a number of events, or on a date. */
export const REPEAT_ENDS = ['COUNT', 'UNTIL'] as const;
/** "More dates" for a series (editing it, issue #26): none, a number of them, or until a date. */
export const MORE_DATES_CHOICES = ['NONE', 'COUNT', 'UNTIL'] as const;
const DAY_MS = 86_400_000;

/** About how many events a series until `until` makes (the server counts exactly). */
function roughSeriesLength(repeats: (typeof REPEAT_CHOICES)[number], start: string, until: string): number {
  if (repeats === 'MONTHLY') return dayjs(until).diff(dayjs(start).startOf('day'), 'month') + 1;
  const days = (Date.parse(`${until}T23:59:59`) - Date.parse(start)) / DAY_MS;
  return Math.floor(days / (repeats === 'BIWEEKLY' ? 14 : 7)) + 1;
}

/** About when the last of `count` events starts (the server counts exactly). */
function roughLastStart(repeats: (typeof REPEAT_CHOICES)[number], start: string, count: number): string {
  if (repeats === 'MONTHLY')
    return dayjs(start)
      .add(count - 1, 'month')
      .toISOString();
  return dayjs(start)
    .add((count - 1) * (repeats === 'BIWEEKLY' ? 2 : 1), 'week')
    .toISOString();
}

/** A pin on the map (issue #28): both numbers, or no pin (null). */
export const pinSchema = z.object({ latitude: latitudeSchema, longitude: longitudeSchema }).nullable();
export type Pin = z.infer<typeof pinSchema>;

/** Whether the format has a place (in person, hybrid) or a link (online, hybrid). */
export const hasPlace = (format: EventFormat) => format !== 'ONLINE';
export const hasLink = (format: EventFormat) => format !== 'IN_PERSON';

/**
 * The meeting link is optional, so the field may stay empty; a typed one must be a web address.
 * An in-person event ignores whatever the field still holds (it is not sent).
 */
function checkMeetingUrl(values: EventFormValues, ctx: z.RefinementCtx) {
  const url = values.meetingUrl.trim();
  if (!hasLink(values.format) || url === '') return;
  if (!meetingUrlSchema.safeParse(url).success)
    ctx.addIssue({ code: 'custom', message: MESSAGES.meetingUrl, path: ['meetingUrl'] });
}

/** The series fields' rules; the times' rules are checked beside them. */
function checkRepeat(values: EventFormValues, start: string | null, ctx: z.RefinementCtx) {
  if (values.repeats === 'NEVER') return;
  // The last event, like the first, starts at most LIMITS.eventStartMaxDaysAhead days ahead.
  const tooFar = (count: number) =>
    start !== null && startsTooFarAhead(roughLastStart(values.repeats, start, count));
  if (values.repeatEnds === 'COUNT') {
    const count = Number(values.repeatCount);
    if (!/^\d{1,2}$/.test(values.repeatCount.trim()) || count < 2 || count > LIMITS.seriesMaxEvents) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.seriesCount, path: ['repeatCount'] });
    } else if (tooFar(count)) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.eventTooFarAhead, path: ['repeatCount'] });
    }
    return;
  }
  const until = values.repeatUntil;
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(until) &&
    dayjs(until).isValid() &&
    start !== null &&
    Date.parse(`${until}T23:59:59`) > Date.parse(start) &&
    roughSeriesLength(values.repeats, start, until) <= LIMITS.seriesMaxEvents;
  if (!valid) ctx.addIssue({ code: 'custom', message: MESSAGES.seriesUntil, path: ['repeatUntil'] });
  else if (tooFar(roughSeriesLength(values.repeats, start, until))) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.eventTooFarAhead, path: ['repeatUntil'] });
  }
}

/** The rules of "More dates"; the server checks them against the series' last date. */
function checkMoreDates(values: EventFormValues, start: string | null, ctx: z.RefinementCtx) {
  if (values.moreDates === 'COUNT') {
    const count = Number(values.moreCount);
    if (!/^\d{1,2}$/.test(values.moreCount.trim()) || count < 1 || count > LIMITS.seriesMaxEvents - 1)
      ctx.addIssue({ code: 'custom', message: MESSAGES.seriesMoreCount, path: ['moreCount'] });
  } else if (values.moreDates === 'UNTIL') {
    const until = values.moreUntil;
    const valid =
      /^\d{4}-\d{2}-\d{2}$/.test(until) &&
      dayjs(until).isValid() &&
      (start === null || Date.parse(`${until}T23:59:59`) > Date.parse(start));
    if (!valid) ctx.addIssue({ code: 'custom', message: MESSAGES.seriesMoreUntil, path: ['moreUntil'] });
    else if (startsTooFarAhead(dayjs(until).toISOString()))
      ctx.addIssue({ code: 'custom', message: MESSAGES.eventTooFarAhead, path: ['moreUntil'] });
  }
}

export const eventFormSchema = z
  .object({
    name: eventTitleSchema,
    description: eventDescriptionSchema,
    startDateTime: z.string(),
    endDateTime: z.string(),
    participantsLimit: participantsLimitInputSchema,
    type: privacyTypeSchema,
    tags: tagsInputSchema,
    location: eventLocationSchema,
    repeats: z.enum(REPEAT_CHOICES),
    repeatEnds: z.enum(REPEAT_ENDS),
    repeatCount: z.string(),
    repeatUntil: z.string(),
    moreDates: z.enum(MORE_DATES_CHOICES),
    moreCount: z.string(),
    moreUntil: z.string(),
    format: eventFormatSchema,
    meetingUrl: z.string(),
    pin: pinSchema,
  })
  .superRefine(
    (values, ctx) => {
      // The start is in the future (at most 2 years ahead) and before the end. "Now" is when
      // the form is checked.
      const start = fromDateTimeInput(values.startDateTime ?? '');
      const end = fromDateTimeInput(values.endDateTime ?? '');
      if (!start || Date.parse(start) <= Date.now()) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.eventDates, path: ['startDateTime'] });
      } else if (startsTooFarAhead(start)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.eventTooFarAhead, path: ['startDateTime'] });
      }
      if (!end || (start && Date.parse(end) <= Date.parse(start))) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.eventDates, path: ['endDateTime'] });
      } else if (start && end && lastsTooLong(start, end)) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.eventTooLong, path: ['endDateTime'] });
      }
      checkRepeat(values, start, ctx);
      checkMoreDates(values, start, ctx);
      checkMeetingUrl(values, ctx);
    },
    // Check the times even while another field is still wrong.
    { when: () => true },
  );
export type EventFormValues = z.infer<typeof eventFormSchema>;

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
