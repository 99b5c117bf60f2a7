/**
 * Notifications: what happened that concerns a person, in the app (the bell) and by email to a
 * verified address, with an email on/off choice per kind.
 */
import { z } from 'zod';
import { LIMITS } from '../constants.ts';
import { MESSAGES } from '../validation.ts';
import { rowIdSchema, textSchema } from './common.ts';

/** Every kind, in the order Settings lists them. */
export const NOTIFICATION_KINDS = [
  'waitlistPromoted',
  'requestApproved',
  'requestRejected',
  'newRequest',
  'newRole',
  'newEvent',
  'eventChanged',
  'eventCancelled',
  'newComment',
  'eventActivity',
  'eventCapacity',
  'eventReminder',
  'unreadMessages',
  'reportClosed',
  'dataExportReady',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** What Settings calls each kind. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  waitlistPromoted: 'You got a place from the waitlist',
  requestApproved: 'Your membership request was approved',
  requestRejected: 'Your membership request was declined',
  newRequest: 'Someone asks to join a group you run',
  newRole: 'You were made an event host, or given a group or an event',
  newEvent: 'A new event in one of your groups',
  eventChanged: 'An event you attend changed time or place',
  eventCancelled: 'An event you attend was cancelled',
  newComment: 'A new comment on an event you host or commented on',
  eventActivity: 'Activity at events you host: people attending, waiting or leaving',
  eventCapacity: 'An event you host is full, or a place opened for its waitlist',
  eventReminder: 'A reminder 24 hours before an event you attend or wait for',
  unreadMessages: 'Messages still unread after 15 minutes',
  reportClosed: 'Our moderators reviewed something you reported',
  dataExportReady: 'The copy of your data you asked for is ready to download',
};

/**
 * Whether email is on for a kind when the person never chose: a new event in a large group
 * would flood an inbox, so that one waits to be asked for. `eventActivity` is on here but off
 * for an event of a group of more than ACTIVITY_EMAIL_MAX_MEMBERS members (the server decides
 * per notice; a person's own choice wins either way).
 */
export const EMAIL_ON_BY_DEFAULT: Record<NotificationKind, boolean> = {
  waitlistPromoted: true,
  requestApproved: true,
  requestRejected: true,
  newRequest: true,
  newRole: true,
  newEvent: false,
  eventChanged: true,
  eventCancelled: true,
  newComment: true,
  eventActivity: true,
  eventCapacity: true,
  eventReminder: true,
  unreadMessages: true,
  reportClosed: true,
  dataExportReady: true,
};

/** Groups larger than this get no activity emails by default (see EMAIL_ON_BY_DEFAULT). */
export const ACTIVITY_EMAIL_MAX_MEMBERS = 50;

/** What Settings says under a kind's switch, where its email works differently from the rest. */
export const NOTIFICATION_KIND_HINTS: Partial<Record<NotificationKind, string>> = {
  eventActivity: `In the app at once, then at most one notice an hour per event. By email, one summary a day at most; unless you choose, none for groups of more than ${ACTIVITY_EMAIL_MAX_MEMBERS} members.`,
};

export const notificationSchema = z.object({
  id: z.number().int().positive(),
  kind: notificationKindSchema,
  text: z.string(),
  /** A path inside the app, to the thing it is about. */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /notifications: newest first. */
export const notificationsQuerySchema = z.object({
  cursor: z.string().max(500).optional(),
});
export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  /** Ask with it for the next (older) page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** POST /notifications/read: these, or all of the caller's. */
export const markNotificationsReadBodySchema = z.union([
  z.object({ ids: z.array(rowIdSchema).min(1).max(LIMITS.notificationsPageSize) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBodySchema>;

export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });

/** PUT /account/email. */
export const emailSchema = textSchema()
  .trim()
  .max(LIMITS.emailMax, MESSAGES.email)
  .pipe(z.email({ error: MESSAGES.email }));
export const setEmailBodySchema = z.object({ email: emailSchema });

/** GET /notifications/preferences. */
export const notificationPreferencesSchema = z.object({
  /** The address notifications go to, once verified; null when none is set. */
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** False when this server sends no email at all (no SMTP configured). */
  emailAvailable: z.boolean(),
  kinds: z.array(z.object({ kind: notificationKindSchema, email: z.boolean() })),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /notifications/preferences: the kinds to change, on or off. */
export const updateNotificationPreferencesBodySchema = z.object({
  kinds: z.partialRecord(notificationKindSchema, z.boolean()),
});

/** A signed link's token (verification, unsubscribe). */
export const signedTokenQuerySchema = z.object({
  token: z
    .string()
    .min(1)
    .max(LIMITS.signedTokenMax)
    .regex(/^[A-Za-z0-9._-]+$/, MESSAGES.badLink),
});

export const unsubscribeResultSchema = z.object({ kind: notificationKindSchema });
