/**
 * What the job runner does for notifications after commit: nudge the bells of the people told,
 * send the emails, send the verification link. An email is sent at most once per job: the job
 * is marked done right after the mail server accepted it; a refusal for good is not retried.
 */
import { API_PATHS, LOCALES, notificationKindSchema, type LiveEvent, type Locale } from '@neighbourly/shared';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { PermanentJobError, type JobRunner } from '../../jobs/runner.ts';
import { MailRefused, type Mail, type Mailer } from '../../mail/mailer.ts';
import { notificationMail, verificationMail } from './emails.ts';
import { DIGEST_JOB, digestMailText } from './digests.ts';
import { deleteDigestItems, takeDigestItems } from './digests.repository.ts';
import { emailAddressOf, emailRecipients, isNotificationHidden } from './notifications.repository.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ANNOUNCE_JOB, EMAIL_JOB, VERIFY_EMAIL_JOB } from './notifications.service.ts';
import { unsubscribeToken, verifyEmailToken } from './signed-links.ts';
import { localeOfUser } from './recipient-locale.repository.ts';

const attachmentSchema = z.object({ filename: z.string(), content: z.string(), contentType: z.string() });
const emailJobSchema = z.object({
  userId: z.string(),
  kind: notificationKindSchema,
  /** The notification's subject; older jobs have none. */
  subject: z.string().optional(),
  text: z.string(),
  link: z.string(),
  attachments: z.array(attachmentSchema).optional(),
  /** The recipient's language the text is in; older jobs have none (English). */
  locale: z.enum(LOCALES as [Locale, ...Locale[]]).optional(),
});
const verifyJobSchema = z.object({ userId: z.string(), email: z.string() });
type VerifyJob = z.infer<typeof verifyJobSchema>;
const digestJobSchema = z.object({ userId: z.string(), kind: notificationKindSchema });
const announceJobSchema = z.object({ userIds: z.array(z.string()) });

/** The same job always gets the same Message-ID, so a receiving system can spot a repeat. */
const messageIdOf = (deps: AppDeps, jobKey: string) =>
  `<${createHash('sha256').update(jobKey).digest('hex').slice(0, 32)}@${new URL(deps.config.publicUrl).hostname}>`;

/** The headers that let a mail program offer "unsubscribe" in one click (RFC 8058). */
const oneClickHeaders = (oneClick: string) => ({
  'List-Unsubscribe': `<${oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/**
 * What every notice email links to, for its recipient and kind: the unsubscribe page in the
 * recipient's language (?lang=, whoever's browser opens it), the settings, the one-click header.
 */
function noticeLinks(deps: AppDeps, token: string, locale: Locale) {
  const url = (path: string) => `${deps.config.publicUrl}${path}`;
  const lang = locale === 'en' ? '' : `&lang=${encodeURIComponent(locale)}`;
  return {
    page: {
      unsubscribeUrl: url(`/unsubscribe?token=${token}${lang}`),
      settingsUrl: url('/settings/notifications'),
      homeUrl: url('/'),
    },
    headers: oneClickHeaders(url(`${API_PATHS.unsubscribe}?token=${token}`)),
  };
}

async function send(mailer: Mailer, mail: Mail) {
  try {
    await mailer.send(mail);
  } catch (error) {
    if (error instanceof MailRefused) throw new PermanentJobError(error.message);
    throw error;
  }
}

export function registerNotificationJobs(runner: JobRunner, deps: AppDeps, mailer: Mailer | undefined) {
  const url = (path: string) => `${deps.config.publicUrl}${path}`;

  runner.handle(ANNOUNCE_JOB, async (payload) => {
    const { userIds } = announceJobSchema.parse(payload);
    const event: LiveEvent = { type: 'notifications' };
    await deps.live.publish(userIds, event);
  });

  runner.handle(EMAIL_JOB, async (payload, job) => {
    if (!mailer) return;
    const email = emailJobSchema.parse(payload);
    // Asked again now: the address may have gone, or the kind been switched off, since.
    const [recipient] = await emailRecipients(deps.db, [email.userId], email.kind);
    if (!recipient) return;
    // What it is about was hidden by the moderators meanwhile (issue #27): not sent.
    if (
      email.subject !== undefined &&
      (await isNotificationHidden(deps.db, email.userId, email.kind, email.subject))
    ) {
      return;
    }
    const locale = email.locale ?? 'en';
    const links = noticeLinks(deps, unsubscribeToken(deps.secret, email.userId, email.kind), locale);
    const rendered = notificationMail({
      kind: email.kind,
      text: email.text,
      url: url(email.link),
      ...links.page,
      locale,
    });
    await send(mailer, {
      to: recipient.email,
      ...rendered,
      messageId: messageIdOf(deps, job.key ?? `job:${job.id}`),
      headers: links.headers,
      // The logo first, then the notice's own files (a reminder's .ics).
      attachments: [...rendered.attachments, ...(email.attachments ?? [])],
    });
  });

  // A person's daily summary of a kind: what waited for it, in one email (digests.ts).
  runner.handle(DIGEST_JOB, async (payload, job) => {
    const { userId, kind } = digestJobSchema.parse(payload);
    const key = job.key ?? `job:${job.id}`;
    const items = await inTransaction(deps.db, (trx) => takeDigestItems(trx, userId, kind, key));
    // Whether it was wanted was settled as each notice came; only switching it off since stops it.
    const [recipient] = await emailRecipients(deps.db, [userId], kind, true);
    if (mailer && recipient && items.length > 0) {
      const locale = (await localeOfUser(deps.db, userId)) ?? 'en';
      const links = noticeLinks(deps, unsubscribeToken(deps.secret, userId, kind), locale);
      const { subject, text } = digestMailText(
        kind,
        items.map((item) => ({ text: item.text, url: url(item.link) })),
        locale,
      );
      const rendered = notificationMail({
        kind,
        text,
        url: url('/notifications'),
        ...links.page,
        locale,
      });
      await send(mailer, {
        to: recipient.email,
        ...rendered,
        subject,
        messageId: messageIdOf(deps, key),
        headers: links.headers,
      });
    }
    await deleteDigestItems(deps.db, key);
  });

  runner.handle(VERIFY_EMAIL_JOB, async (payload, job) => {
    if (mailer) await sendVerification(deps, mailer, verifyJobSchema.parse(payload), job.id);
  });
}

/** The link that proves an address, unless it changed or was proven meanwhile. */
async function sendVerification(deps: AppDeps, mailer: Mailer, { userId, email }: VerifyJob, jobId: number) {
  const url = (path: string) => `${deps.config.publicUrl}${path}`;
  const address = await emailAddressOf(deps.db, userId);
  // Changed or verified meanwhile, or the account is gone: this link is not needed any more.
  if (address?.email !== email || address.verified_at) return;
  const token = verifyEmailToken(deps.secret, userId, email);
  await send(mailer, {
    to: email,
    // Nothing in it that the requester chose: the address is not proven to be theirs.
    ...verificationMail({
      url: url(`${API_PATHS.verifyEmail}?token=${token}`),
      homeUrl: url('/'),
      locale: (await localeOfUser(deps.db, userId)) ?? 'en',
    }),
    messageId: messageIdOf(deps, `verify:${jobId}`),
  });
}
