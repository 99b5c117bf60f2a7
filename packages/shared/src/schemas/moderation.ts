/**
 * Trust and safety (issue #27): reports anyone signed in makes, the moderators' queue and
 * actions, and the append-only moderation log.
 */
import { z } from 'zod';
import {
  LIMITS,
  MODERATION_ACTIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_SUBJECT_TYPES,
  SUBJECT_STATES,
} from '../constants.ts';
import { MESSAGES } from '../validation.ts';
import { rowIdSchema, textSchema, userIdSchema } from './common.ts';
import { groupIdSchema } from './groups.ts';

/** What a report or an action is about. */
export const reportSubjectSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('GROUP'), groupId: groupIdSchema }),
  z.object({ type: z.literal('EVENT'), groupId: groupIdSchema, eventId: rowIdSchema }),
  z.object({ type: z.literal('COMMENT'), commentId: rowIdSchema }),
  z.object({ type: z.literal('MESSAGE'), messageId: rowIdSchema }),
  z.object({ type: z.literal('USER'), userId: userIdSchema.min(1) }),
]);
export type ReportSubject = z.infer<typeof reportSubjectSchema>;

export const reportReasonSchema = z.enum(REPORT_REASONS, { error: MESSAGES.reportReason });

/** POST /reports */
export const createReportBodySchema = z.object({
  subject: reportSubjectSchema,
  reason: reportReasonSchema,
  details: textSchema().max(LIMITS.reportDetailsMax, MESSAGES.reportDetails).optional(),
});
export type CreateReportBody = z.infer<typeof createReportBodySchema>;

export const reportCreatedSchema = z.object({ id: z.number().int().positive() });

/**
 * What was reported as people saw it, kept with the report when it is made (so the evidence
 * outlives an edit or a deletion), and read again for the queue's "current" content.
 */
export const reportSnapshotSchema = z.object({
  /** A group's or an event's name, a person's display name; null for comments and messages. */
  title: z.string().nullable(),
  /** The words: a description, a comment, a message; null for a person. */
  text: z.string().nullable(),
  /** Who wrote or runs it (the person themselves for USER). */
  author: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The image shown with it (a cover or an avatar): its content hash, null when none. */
  imageId: z.string().nullable(),
  /** The page it was on, a path inside the app. */
  link: z.string().nullable(),
});
export type ReportSnapshot = z.infer<typeof reportSnapshotSchema>;

/** Everything the log records: the moderators' actions and the command line's grants. */
export const MODERATION_LOG_ACTIONS = [
  ...MODERATION_ACTIONS,
  'SET_ROLE',
  'SET_ALLOWANCE',
  // Issue #30: a fediverse server or account blocked, and the block lifted.
  'BLOCK',
  'UNBLOCK',
] as const;
export type ModerationLogAction = (typeof MODERATION_LOG_ACTIONS)[number];

/** What the log names: what can be reported, and the fediverse's servers and accounts (issue #30). */
export const LOG_SUBJECT_TYPES = [...REPORT_SUBJECT_TYPES, 'REMOTE_SERVER', 'REMOTE_ACCOUNT'] as const;
export type LogSubjectType = (typeof LOG_SUBJECT_TYPES)[number];

/** One row of the moderation log. */
export const moderationLogEntrySchema = z.object({
  id: z.number().int().positive(),
  /** The moderator's login as it was; null: the command line. */
  actorLogin: z.string().nullable(),
  action: z.enum(MODERATION_LOG_ACTIONS),
  subjectType: z.enum(LOG_SUBJECT_TYPES),
  /** The subject's key: a login, a group id, `groupId/eventId`, a comment's or message's id. */
  subjectId: z.string(),
  /** The person the action concerned (the subject's author), as their login was. */
  subjectUserLogin: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ModerationLogEntry = z.infer<typeof moderationLogEntrySchema>;

export const moderationPageQuerySchema = z.object({ cursor: z.string().max(500).optional() });

/** GET /moderation/reports */
export const moderationQueueQuerySchema = moderationPageQuerySchema.extend({
  status: z.enum(REPORT_STATUSES).default('OPEN'),
});

/** One subject in the queue with all its reports (open ones, or the ones one action closed). */
export const moderationQueueItemSchema = z.object({
  subject: reportSubjectSchema,
  status: z.enum(REPORT_STATUSES),
  count: z.number().int().positive(),
  firstReportedAt: z.string(),
  reasons: z.array(reportReasonSchema),
  reports: z.array(
    z.object({
      id: z.number().int().positive(),
      reason: reportReasonSchema,
      details: z.string().nullable(),
      reporterLogin: z.string(),
      createdAt: z.string(),
    }),
  ),
  /** As it was when last reported. */
  snapshot: reportSnapshotSchema,
  /** As it is now; null once deleted. */
  current: reportSnapshotSchema.nullable(),
  /**
   * What people see of it now: VISIBLE, HIDDEN (by the moderators, or with its author's
   * suspension), HELD for review, SUSPENDED (a person), DELETED. Decides the actions offered.
   */
  state: z.enum(SUBJECT_STATES),
  /** SUSPENDED: until when; null for good. */
  suspendedUntil: z.string().nullable(),
  /** Earlier actions against the subject's author, newest first. */
  authorHistory: z.array(moderationLogEntrySchema),
  /** CLOSED: the action that closed them. */
  closedBy: moderationLogEntrySchema.nullable(),
});
export type ModerationQueueItem = z.infer<typeof moderationQueueItemSchema>;

export const moderationReasonSchema = textSchema()
  .trim()
  .min(1, MESSAGES.moderationReason)
  .max(LIMITS.moderationReasonMax, MESSAGES.moderationReason);

/** POST /moderation/actions */
export const moderationActionBodySchema = z
  .object({
    subject: reportSubjectSchema,
    action: z.enum(MODERATION_ACTIONS),
    reason: moderationReasonSchema,
    reportIds: z.array(rowIdSchema).min(1).max(100).optional(),
    /** SUSPEND only: when the suspension ends by itself; absent, it lasts until UNSUSPEND. */
    until: z.iso.datetime({ offset: true, error: MESSAGES.suspendUntil }).optional(),
  })
  .refine((body) => body.until === undefined || body.action === 'SUSPEND', {
    message: MESSAGES.suspendUntilOnlySuspend,
    path: ['until'],
  });
export type ModerationActionBody = z.infer<typeof moderationActionBodySchema>;

/** What an action did: the reports it closed, its log row (none when someone did it first). */
export const moderationActionResultSchema = z.object({
  closedReportIds: z.array(z.number().int().positive()),
  logId: z.number().int().positive().nullable(),
});
export type ModerationActionResult = z.infer<typeof moderationActionResultSchema>;
