/**
 * Notifications: other domains call `notify` inside the transaction of the change that causes
 * it, so the notification, its emails and the bell's nudge commit or vanish with the change.
 * Delivery (email, the live nudge) is done after commit by the job runner.
 */
import {
  EMAIL_ON_BY_DEFAULT,
  LIMITS,
  NOTIFICATION_KINDS,
  type MarkNotificationsReadBody,
  type NotificationKind,
  type NotificationPage,
  type NotificationPreferences,
  type Locale,
} from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { decodeCursor, encodeCursor } from '../../db/keyset.ts';
import type { CurrentUser } from '../../http/session.ts';
import { enqueue } from '../../jobs/queue.ts';
import { existingUserIds, findUserById } from '../people/index.ts';
import { DIGEST_KINDS, queueDigest } from './digests.ts';
import { claimEmailChange, sameAddress } from './email-limits.ts';
import {
  deleteEmailAddress,
  emailAddressOf,
  emailChoicesOf,
  emailRecipients,
  insertNotifications,
  markEmailVerified,
  markNotificationsRead,
  notificationsOf,
  saveEmailAddress,
  saveEmailChoices,
  unreadCountOf,
} from './notifications.repository.ts';
import { toNotification } from './notifications.presenter.ts';
import { readUnsubscribeToken, readVerifyEmailToken } from './signed-links.ts';
import { localesOf } from './recipient-locale.repository.ts';
import { inTransaction } from '../../db/transaction.ts';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

/**
 * A notice's words in a reader's language (issue #29): each person reads it, in the app and by
 * email, in their own account's language, not the language of whoever caused it.
 */
export type Worded = string | ((locale: Locale) => string);

/** The words for one reader. */
export const wordedIn = (text: Worded, locale: Locale): string =>
  typeof text === 'function' ? text(locale) : text;

/** Something that happened, for these people. */
export interface Notice {
  kind: NotificationKind;
  /** With the kind, what makes it one notification: the same again is not notified twice. */
  subject: string;
  text: Worded;
  /** A path inside the app. */
  link: string;
  userIds: readonly string[];
  /** Files for the email, or the files in a reader's language (a reminder's .ics). */
  attachments?: MailAttachment[] | ((locale: Locale) => Promise<MailAttachment[]>);
  /**
   * Whether it is emailed to those who never chose for its kind, when that depends on more than
   * the kind (activity at an event of a large group); EMAIL_ON_BY_DEFAULT otherwise.
   */
  emailByDefault?: boolean;
}

/** What an email job carries; the address is looked up when it is sent. */
export interface EmailJob {
  userId: string;
  kind: NotificationKind;
  /** What it is about (the notification's subject): not sent once that is hidden (issue #27). */
  subject: string;
  text: string;
  link: string;
  attachments?: MailAttachment[];
  /** The recipient's language when it was written (the text is in it). */
  locale?: Locale;
}

export const EMAIL_JOB = 'email';
export const VERIFY_EMAIL_JOB = 'verifyEmail';
export const ANNOUNCE_JOB = 'announceNotifications';

const emailJobKey = (kind: NotificationKind, subject: string, userId: string) =>
  `email:${kind}:${subject}:${userId}`;

/**
 * Queues the email of `kind` for those of `userIds` who want it, once per (kind, subject,
 * person); a kind summarised daily waits for its person's summary instead (digests.ts).
 */
export async function queueEmails(
  deps: AppDeps,
  db: Db,
  notice: Omit<Notice, 'userIds'>,
  userIds: readonly string[],
  knownLocales?: ReadonlyMap<string, Locale>,
) {
  if (!deps.config.mail.smtpUrl || userIds.length === 0) return;
  const recipients = await emailRecipients(db, userIds, notice.kind, notice.emailByDefault);
  const ids = recipients.map((r) => r.user_id);
  const locales = knownLocales ?? (await localesOf(db, ids));
  const localeOf = (userId: string): Locale => locales.get(userId) ?? 'en';
  if (DIGEST_KINDS.has(notice.kind)) {
    await queueDigest(db, notice, ids, (userId) => wordedIn(notice.text, localeOf(userId)));
    return;
  }
  for (const userId of ids) {
    const locale = localeOf(userId);
    const attachments =
      typeof notice.attachments === 'function' ? await notice.attachments(locale) : notice.attachments;
    const payload: EmailJob = {
      userId,
      kind: notice.kind,
      subject: notice.subject,
      text: wordedIn(notice.text, locale),
      link: notice.link,
      ...(attachments ? { attachments } : {}),
      locale,
    };
    await enqueue(db, { type: EMAIL_JOB, key: emailJobKey(notice.kind, notice.subject, userId), payload });
  }
}

/**
 * Records notices in the caller's transaction; each (person, kind, subject) once, and only for
 * people whose accounts still exist (an account deleted at this moment is waited for, then left
 * out), held so none goes before this commits.
 */
export async function notify(deps: AppDeps, db: Db, notices: Notice[]): Promise<void> {
  const createdAt = new Date().toISOString();
  const told = new Set<string>();
  const existing = new Set(
    await existingUserIds(
      db,
      deps.dialect,
      notices.flatMap((n) => n.userIds),
    ),
  );
  // Each person reads it in their own language (the stored text is what the app's bell shows).
  const locales = await localesOf(db, [...existing]);
  for (const notice of notices) {
    const userIds = [...new Set(notice.userIds)].filter((id) => existing.has(id));
    if (userIds.length === 0) continue;
    const { kind, subject, link } = notice;
    const inserted = await insertNotifications(
      db,
      userIds.map((userId) => ({
        user_id: userId,
        kind,
        subject,
        text: wordedIn(notice.text, locales.get(userId) ?? 'en'),
        link,
        created_at: createdAt,
      })),
    );
    const newlyTold = inserted.map((row) => row.user_id);
    for (const userId of newlyTold) told.add(userId);
    await queueEmails(deps, db, notice, newlyTold, locales);
  }
  if (told.size > 0) await enqueue(db, { type: ANNOUNCE_JOB, payload: { userIds: [...told] } });
}

export async function listNotifications(
  deps: AppDeps,
  user: CurrentUser,
  cursor: string | undefined,
): Promise<NotificationPage> {
  const [beforeId] = decodeCursor(cursor, ['int'] as const) ?? [];
  const size = LIMITS.notificationsPageSize;
  const rows = await notificationsOf(deps.db, user.id, beforeId, size);
  const items = rows.slice(0, size).map(toNotification);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > size && last ? encodeCursor([last.id]) : null };
}

export async function markRead(deps: AppDeps, user: CurrentUser, body: MarkNotificationsReadBody) {
  await markNotificationsRead(deps.db, user.id, 'all' in body ? 'all' : body.ids, new Date().toISOString());
  const count = await unreadCountOf(deps.db, user.id);
  // The person's other tabs update their bell.
  await deps.live.publish([user.id], { type: 'notifications' });
  return { count };
}

export async function unreadCount(deps: AppDeps, user: CurrentUser) {
  return { count: await unreadCountOf(deps.db, user.id) };
}

/** The kinds a person can meet on this server (no messages when messaging is off). */
const kindsHere = (deps: AppDeps) =>
  NOTIFICATION_KINDS.filter((kind) => kind !== 'unreadMessages' || deps.config.messagingEnabled);

export async function preferencesOf(deps: AppDeps, user: CurrentUser): Promise<NotificationPreferences> {
  const address = await emailAddressOf(deps.db, user.id);
  const chosen = new Map((await emailChoicesOf(deps.db, user.id)).map((row) => [row.kind, row.email === 1]));
  return {
    email: address?.email ?? null,
    emailVerified: !!address?.verified_at,
    emailAvailable: !!deps.config.mail.smtpUrl,
    kinds: kindsHere(deps).map((kind) => ({ kind, email: chosen.get(kind) ?? EMAIL_ON_BY_DEFAULT[kind] })),
  };
}

export async function updatePreferences(
  deps: AppDeps,
  user: CurrentUser,
  kinds: Partial<Record<NotificationKind, boolean>>,
) {
  const choices = Object.entries(kinds).filter(([, on]) => on !== undefined) as [NotificationKind, boolean][];
  await saveEmailChoices(deps.db, user.id, choices);
  return preferencesOf(deps, user);
}

/**
 * A new address is saved unverified, and a link to verify it is sent, within the limits of
 * email-limits.ts (429 otherwise, and nothing changes). The verified address again, in any case,
 * changes nothing and costs nothing.
 */
export async function setEmail(deps: AppDeps, user: CurrentUser, email: string) {
  const current = await emailAddressOf(deps.db, user.id);
  if (current?.verified_at && sameAddress(current.email, email)) return preferencesOf(deps, user);
  const mailed = !!deps.config.mail.smtpUrl;
  await inTransaction(deps.db, async (trx) => {
    await claimEmailChange(deps, trx, { userId: user.id, email, mailed });
    await saveEmailAddress(trx, user.id, email, new Date().toISOString());
    if (mailed) await enqueue(trx, { type: VERIFY_EMAIL_JOB, payload: { userId: user.id, email } });
  });
  return preferencesOf(deps, user);
}

export async function removeEmail(deps: AppDeps, user: CurrentUser) {
  await deleteEmailAddress(deps.db, user.id);
  return preferencesOf(deps, user);
}

/** The link from the verification email: true when the address is now verified. */
export async function verifyEmail(deps: AppDeps, token: string) {
  const claim = readVerifyEmailToken(deps.secret, token);
  return markEmailVerified(deps.db, claim.userId, claim.email, new Date().toISOString());
}

/** One click from an email: that kind's emails stop. No session needed: the link is signed. */
export async function unsubscribe(deps: AppDeps, token: string) {
  const claim = readUnsubscribeToken(deps.secret, token);
  // An account deleted since the email was sent has nothing left to change.
  if (!(await findUserById(deps.db, claim.userId))) return { kind: claim.kind };
  await saveEmailChoices(deps.db, claim.userId, [[claim.kind, false]]);
  return { kind: claim.kind };
}
