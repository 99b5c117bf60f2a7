/**
 * Automatic limits for new accounts (issue #27): an account younger than LIMITS.newAccountHours
 * posts at most NEW_ACCOUNT_LINKS_PER_HOUR (LIMITS.newAccountLinksPerHour) links an hour in comments, messages and
 * descriptions. Further ones are stored hidden ('REVIEW'): their author sees "Waiting for
 * review", and a job files them in the moderators' queue, where RESTORE publishes them.
 * Here, in the lowest module, so that every module that takes text can ask.
 */
import { LIMITS, type ReportSubject } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { enqueue } from '../../jobs/queue.ts';
import { linksPostedSince, recordLinkPost } from './link-posts.repository.ts';
import { findUserById, lockUserRow } from './users.repository.ts';

/** The job that files held content in the moderators' queue (moderation handles it). */
export const HELD_FOR_REVIEW_JOB = 'heldForReview';

const HOUR_MS = 3_600_000;

/**
 * A web address as people paste them: with a scheme, with www., a name.tld/path, or a common bare
 * domain (not an email address's).
 */
const LINK =
  /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]{2,}\.[a-z]{2,24}\/|(?<![@\w.-])[a-z0-9-]{2,}\.(?:com|net|org|ca|io|co|me|ly|info|biz|xyz|ru|cn|shop|top|site|online|app|link|club)\b/i;

/** An account younger than LIMITS.newAccountHours at `nowMs`: the automatic limits apply to it. */
export const isNewAccount = (person: { registration_date: string }, nowMs = Date.now()) =>
  Date.parse(person.registration_date) > nowMs - LIMITS.newAccountHours * HOUR_MS;

export const holdsLink = (text: string | null | undefined) => !!text && LINK.test(text);

/**
 * Whether a new text of the person's with a link is held for review, inside the caller's
 * transaction: counted under the account's lock, so two at once cannot both pass.
 * A text without a link, or by an account old enough, is never held.
 */
export async function heldForReview(
  deps: Pick<AppDeps, 'dialect' | 'config'>,
  trx: Db,
  userId: string,
  texts: readonly (string | null | undefined)[],
): Promise<boolean> {
  if (!texts.some(holdsLink)) return false;
  const now = Date.now();
  const person = await findUserById(trx, userId);
  if (!person || !isNewAccount(person, now)) return false;
  await lockUserRow(trx, deps.dialect, userId);
  if (
    (await linksPostedSince(trx, userId, new Date(now - HOUR_MS).toISOString())) >=
    deps.config.rateLimits.newAccountLinksPerHour
  ) {
    return true;
  }
  await recordLinkPost(trx, userId, new Date(now).toISOString());
  return false;
}

/** Files the held subject in the moderators' queue once the caller's transaction commits. */
export async function queueForReview(trx: Db, subject: ReportSubject): Promise<void> {
  await enqueue(trx, { type: HELD_FOR_REVIEW_JOB, payload: { subject } });
}
