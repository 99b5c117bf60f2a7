/**
 * Reports (issue #27): anyone signed in reports what they can see. The report keeps a snapshot
 * of the subject as it is now, so the evidence outlives an edit or a deletion.
 */
import { MESSAGES, reportSubjectSchema, type CreateReportBody } from '@neighbourly/shared';
import { z } from 'zod';
import type { JobRunner } from '../../jobs/runner.ts';
import { HELD_FOR_REVIEW_JOB } from '../people/index.ts';
import type { AppDeps } from '../../deps.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { CurrentUser } from '../../http/session.ts';
import { insertReport } from './reports.repository.ts';
import { audienceIncludes, readSubject, subjectKeyOf } from './subjects.ts';

const NOT_FOUND: Record<CreateReportBody['subject']['type'], string> = {
  GROUP: 'There is no such group.',
  EVENT: 'There is no such event.',
  COMMENT: 'This comment does not exist.',
  MESSAGE: 'There is no such message.',
  USER: 'There is no such user.',
};

/** POST /reports: 404 for what the reporter cannot see, 409 for their own or a repeat. */
export async function createReport(
  deps: AppDeps,
  user: CurrentUser,
  body: CreateReportBody,
): Promise<{ id: number }> {
  const view = await readSubject(deps.db, body.subject);
  // What the reporter cannot see is answered as if it did not exist: a report tells nothing.
  if (!view || !(await audienceIncludes(deps.db, view.audience, user.id))) {
    throw notFound(NOT_FOUND[body.subject.type]);
  }
  if (view.authorId === user.id) throw new AppError(409, 'CONFLICT', MESSAGES.reportSelf);
  try {
    const id = await insertReport(deps.db, {
      reporter_login: user.id,
      subject_type: view.subject.type,
      subject_key: subjectKeyOf(view.subject),
      subject: JSON.stringify(view.subject),
      author_login: view.authorId,
      reason: body.reason,
      details: body.details?.trim() || null,
      snapshot: JSON.stringify(view.snapshot),
      created_at: new Date().toISOString(),
      closed_at: null,
      closed_log_id: null,
    });
    return { id };
  } catch (error) {
    // The partial unique index: one open report of a subject per reporter, even at once.
    if (isUniqueViolation(error)) throw new AppError(409, 'CONFLICT', MESSAGES.reportAgain);
    throw error;
  }
}

/** Who files what the automatic limits hold (issue #27): the product itself, told nothing back. */
export const AUTOMATIC_REPORTER = 'Neighbourly';
const HELD_DETAILS =
  'A new account posted more links than it may in an hour; held until a moderator reviews it.';

const heldJobSchema = z.object({ subject: reportSubjectSchema });

/** Files held content in the queue as a SPAM report by "Neighbourly", once (a repeat job is a no-op). */
export function registerReviewJobs(runner: JobRunner, deps: AppDeps) {
  runner.handle(HELD_FOR_REVIEW_JOB, async (payload) => {
    const { subject } = heldJobSchema.parse(payload);
    const view = await readSubject(deps.db, subject);
    // Published, hidden otherwise or deleted meanwhile: nothing is waiting for review.
    if (!view || view.state !== 'HELD') return;
    try {
      await insertReport(deps.db, {
        reporter_login: AUTOMATIC_REPORTER,
        subject_type: view.subject.type,
        subject_key: subjectKeyOf(view.subject),
        subject: JSON.stringify(view.subject),
        author_login: view.authorId,
        reason: 'SPAM',
        details: HELD_DETAILS,
        snapshot: JSON.stringify(view.snapshot),
        created_at: new Date().toISOString(),
        closed_at: null,
        closed_log_id: null,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  });
}
