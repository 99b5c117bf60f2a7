/**
 * The event form's schema (create and edit), built from the shared validation rules and
 * messages. Times are typed in `<input type="datetime-local">` (local time) and sent as ISO
 * instants; the participants limit is typed as text and sent as a number; tags are one
 * comma-separated text sent as the list `parseTagsInput` makes of it. What fills the form and
 * what it sends is in event-form-values.ts.
 */
import {
  MESSAGES,
  eventDescriptionSchema,
  eventLocationSchema,
  eventTitleSchema,
  lastsTooLong,
  startsTooFarAhead,
  participantsLimitSchema,
  privacyTypeSchema,
  LIMITS,
  REPEAT_FREQUENCIES,
  eventFormatSchema,
  latitudeSchema,
  longitudeSchema,
  meetingUrlSchema,
  tagsInputSchema,
  type EventFormat,
} from '@neighbourly/shared';
import { z } from 'zod';
import dayjs from 'dayjs';
import type { ApiErrorCode } from '@/lib/api.ts';
import { fromDateTimeInput } from '@/lib/date-inputs.ts';

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
