import { z } from 'zod';
import { COVER_SCOPES, LIMITS, PARTICIPANT_ROLES, REPEAT_FREQUENCIES, SERIES_SCOPES } from '../constants.ts';
import { lastsTooLong, MESSAGES } from '../validation.ts';
import { groupIdSchema, privacyTypeSchema, tagsSchema } from './groups.ts';
import { userSummarySchema } from './users.ts';
import { hiddenNoticeSchema, nonBlankTextSchema, rowIdSchema, userIdSchema } from './common.ts';
import {
  eventFormatSchema,
  latitudeSchema,
  longitudeSchema,
  meetingUrlSchema,
  pinnedBoth,
} from './places.ts';

export const eventTitleSchema = nonBlankTextSchema(LIMITS.eventTitleMax, MESSAGES.eventTitle);
export const eventDescriptionSchema = nonBlankTextSchema(
  LIMITS.eventDescriptionMax,
  MESSAGES.eventDescription,
);
export const eventLocationSchema = nonBlankTextSchema(LIMITS.eventLocationMax, MESSAGES.eventLocation);
export const participantsLimitSchema = z
  .number({ error: MESSAGES.participantsLimit })
  .int(MESSAGES.participantsLimit)
  .min(0, MESSAGES.participantsLimit)
  .max(LIMITS.participantsLimitMax, MESSAGES.participantsLimit);
/** An instant with its offset, e.g. 2026-12-01T18:00:00.000Z. */
export const instantSchema = z.iso.datetime({ offset: true, error: MESSAGES.eventDates });
export const eventIdSchema = rowIdSchema;

/** Start before end; "start in the future" is checked where "now" is known (server and form). */
const startBeforeEnd = (event: { startDateTime: string; endDateTime: string }) =>
  Date.parse(event.startDateTime) < Date.parse(event.endDateTime);

const notTooLong = (event: { startDateTime: string; endDateTime: string }) =>
  !lastsTooLong(event.startDateTime, event.endDateTime);

const eventFields = {
  groupId: groupIdSchema,
  name: eventTitleSchema,
  description: eventDescriptionSchema,
  location: eventLocationSchema,
  type: privacyTypeSchema.default('PUBLIC'),
  startDateTime: instantSchema,
  endDateTime: instantSchema,
  tags: tagsSchema.default([]),
  participantsLimit: participantsLimitSchema.default(0),
  /** When sent, it must be the caller: the creator hosts. */
  hostId: userIdSchema.optional(),
  // Issue #28: online and hybrid events have a link; a pin puts the event on the map.
  format: eventFormatSchema.default('IN_PERSON'),
  meetingUrl: meetingUrlSchema.nullish(),
  latitude: latitudeSchema.nullish(),
  longitude: longitudeSchema.nullish(),
};

export const repeatFrequencySchema = z.enum(REPEAT_FREQUENCIES);

/**
 * How a new event repeats (issue #18): until a date (inclusive, in the community's time zone)
 * or for a number of events, the first one included; never more than LIMITS.seriesMaxEvents.
 */
export const recurrenceSchema = z
  .object({
    frequency: repeatFrequencySchema,
    count: z
      .number({ error: MESSAGES.seriesCount })
      .int(MESSAGES.seriesCount)
      .min(2, MESSAGES.seriesCount)
      .max(LIMITS.seriesMaxEvents, MESSAGES.seriesCount)
      .optional(),
    until: z.iso.date({ error: MESSAGES.seriesUntil }).optional(),
  })
  .refine((r) => (r.count === undefined) !== (r.until === undefined), { message: MESSAGES.seriesEnd });
export type Recurrence = z.infer<typeof recurrenceSchema>;

/**
 * More dates for a series (issue #26), on its rule after its last event: a number of them, or
 * until a later date (inclusive, in the community's time zone).
 */
export const moreDatesSchema = z
  .object({
    count: z
      .number({ error: MESSAGES.seriesMoreCount })
      .int(MESSAGES.seriesMoreCount)
      .min(1, MESSAGES.seriesMoreCount)
      .max(LIMITS.seriesMaxEvents - 1, MESSAGES.seriesMoreCount)
      .optional(),
    until: z.iso.date({ error: MESSAGES.seriesMoreUntil }).optional(),
  })
  .refine((r) => (r.count === undefined) !== (r.until === undefined), { message: MESSAGES.seriesMoreEnd });
export type MoreDates = z.infer<typeof moreDatesSchema>;

/** Which occurrences of a series an edit or deletion changes; a one-off ignores it. */
export const seriesScopeSchema = z.enum(SERIES_SCOPES).default('THIS');

/**
 * POST /events; `eventId` is 0 or absent (the server assigns it). With `recurrence`, every
 * occurrence is created and the answer is the first one's id.
 */
export const createEventBodySchema = z
  .object({ ...eventFields, eventId: z.literal(0).optional(), recurrence: recurrenceSchema.optional() })
  .refine(startBeforeEnd, { message: MESSAGES.eventDates, path: ['endDateTime'] })
  .refine(notTooLong, { message: MESSAGES.eventTooLong, path: ['endDateTime'] })
  .refine(pinnedBoth, { message: MESSAGES.pinBoth, path: ['longitude'] });
export type CreateEventBody = z.input<typeof createEventBodySchema>;
export type CreateEventData = z.output<typeof createEventBodySchema>;

/**
 * PUT /events; `scope` FOLLOWING changes this occurrence and the later ones of its series.
 * `recurrence` turns a one-off into a series (this event its first); `moreDates` extends the
 * event's series. New events are made as POST /events makes them, after the edit.
 */
export const updateEventBodySchema = z
  .object({
    ...eventFields,
    eventId: eventIdSchema,
    scope: seriesScopeSchema,
    recurrence: recurrenceSchema.optional(),
    moreDates: moreDatesSchema.optional(),
  })
  .refine(startBeforeEnd, { message: MESSAGES.eventDates, path: ['endDateTime'] })
  .refine(notTooLong, { message: MESSAGES.eventTooLong, path: ['endDateTime'] })
  .refine(pinnedBoth, { message: MESSAGES.pinBoth, path: ['longitude'] });
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;
export type UpdateEventData = z.output<typeof updateEventBodySchema>;

export const eventKeyQuerySchema = z.object({ groupId: groupIdSchema, eventId: eventIdSchema });

/**
 * /images/event: without `scope` (or THIS) this event's own cover; SERIES the cover every event
 * of its series shows unless it has its own (issue #26).
 */
export const eventCoverQuerySchema = eventKeyQuerySchema.extend({
  scope: z.enum(COVER_SCOPES, { error: MESSAGES.coverScope }).default('THIS'),
});

/** DELETE /events: this occurrence, or it and the later ones of its series. */
export const deleteEventQuerySchema = eventKeyQuerySchema.extend({ scope: seriesScopeSchema });

/**
 * An event as a caller may see it. When `areAllFieldsAvailable` is false (a PRIVATE event, or
 * any event of a private group, seen by a non-member) the details are null.
 */
export const eventSchema = z.object({
  groupId: z.string(),
  eventId: z.number().int(),
  name: z.string(),
  type: privacyTypeSchema,
  group: z.object({ name: z.string() }),
  hasLogo: z.boolean(),
  participantsCount: z.number().int(),
  /** People waiting for a place (issue #13); a count, so shown like participantsCount to anyone. */
  waitlistCount: z.number().int(),
  participantsLimit: z.number().int(),
  areAllFieldsAvailable: z.boolean(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  startDateTime: z.string().nullable(),
  endDateTime: z.string().nullable(),
  tags: z.array(z.string()),
  hostId: z.string().nullable(),
  host: userSummarySchema.nullable(),
  /** The series the event repeats in; null for a one-off, or when the details are hidden. */
  series: z
    .object({
      id: z.number().int(),
      frequency: repeatFrequencySchema,
      /** Its events not yet over that the caller may see, this one included (issue #26). */
      upcomingCount: z.number().int(),
      /** The event shows its series' cover (it has none of its own). */
      coverFromSeries: z.boolean(),
    })
    .nullable(),
  /**
   * Only when the caller is on this event's waitlist: their place in line, 1 for the next to
   * get a place (arrival order, the order places are given in). Never anyone else's.
   */
  myWaitlistPosition: z.number().int().positive().optional(),
  hidden: hiddenNoticeSchema,
  format: eventFormatSchema,
  /** Only to its attendees, its host and its group's owner; null to everyone else (issue #28). */
  meetingUrl: z.string().nullable(),
  /** The pin, both or neither; null when the event has none or its details are hidden. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** How far the pin is from the point a search measured from, when it gave one. */
  distanceKm: z.number().optional(),
});
export type Event = z.infer<typeof eventSchema>;

export const participantRoleSchema = z.enum(PARTICIPANT_ROLES);

export const eventParticipantSchema = z.object({
  groupId: z.string(),
  eventId: z.number().int(),
  user: userSummarySchema,
  role: participantRoleSchema,
});
export type EventParticipant = z.infer<typeof eventParticipantSchema>;

/** POST /eventParticipants: attend. The server decides the role; asking for HOST is refused. */
export const attendBodySchema = z.object({
  groupId: groupIdSchema,
  eventId: eventIdSchema,
  userId: userIdSchema,
  role: participantRoleSchema.optional(),
});

export const participantQuerySchema = z.object({
  groupId: groupIdSchema,
  eventId: eventIdSchema,
  userId: userIdSchema,
});

/** PUT /events/host: the host or the group owner gives the event to another host of the group. */
export const handOverEventBodySchema = z.object({
  groupId: groupIdSchema,
  eventId: eventIdSchema,
  userId: userIdSchema,
});
export type HandOverEventBody = z.infer<typeof handOverEventBodySchema>;

/** GET /eventParticipants/allForUser: the person's events with their role in each. */
export const userEventSchema = z.object({ event: eventSchema, role: participantRoleSchema });
export type UserEvent = z.infer<typeof userEventSchema>;

export const commentTextSchema = nonBlankTextSchema(LIMITS.commentMax, MESSAGES.comment);

export const eventCommentSchema = z.object({
  id: z.number().int(),
  groupId: z.string(),
  eventId: z.number().int(),
  /** The local author; null for a reply from the fediverse, whose author is `remoteAuthor`. */
  user: userSummarySchema.nullable(),
  /** Issue #30: a fediverse account's reply, with its handle and profile page. */
  remoteAuthor: z.object({ handle: z.string(), name: z.string(), url: z.string().nullable() }).nullable(),
  comment: z.string(),
  timestamp: z.string(),
  /** When its author last changed the text; null while it is as first written. */
  editedAt: z.string().nullable(),
  hidden: hiddenNoticeSchema,
});
export type EventComment = z.infer<typeof eventCommentSchema>;

export const addCommentBodySchema = z.object({
  groupId: groupIdSchema,
  eventId: eventIdSchema,
  userId: userIdSchema.optional(),
  comment: commentTextSchema,
});

/** PUT /eventComments: the author changes the text, under the same 1–250 rule. */
export const updateCommentBodySchema = z.object({ id: rowIdSchema, comment: commentTextSchema });
export type UpdateCommentBody = z.input<typeof updateCommentBodySchema>;

/** DELETE /eventComments?id= */
export const commentIdQuerySchema = z.object({ id: rowIdSchema });
