/**
 * Daily summary emails (issue #26): a kind in DIGEST_KINDS is not emailed notice by notice.
 * Each notice that would have been emailed waits in email_digest_items, and one job per person,
 * kind and day sends what waits in one email at 18:00 on the community's clock. The job's key
 * names the person, the kind and the day, and a second job of the same key is not added, so a
 * person gets at most one summary of a kind a day.
 */
import type { Locale, NotificationKind } from '@neighbourly/shared';
import {
  mail_digest_event_activity_subject,
  mail_digest_event_activity_title,
  mail_digest_heading,
  mail_subject,
} from '@neighbourly/i18n/messages';
import type { Db } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { fromWallClock, toWallClock } from '../../time/community-clock.ts';
import { insertDigestItems } from './digests.repository.ts';
import { notificationKindLabel } from '@neighbourly/i18n/notification-kinds';

export const DIGEST_JOB = 'emailDigest';
/** Kinds emailed as a daily summary rather than one email each. */
export const DIGEST_KINDS: ReadonlySet<NotificationKind> = new Set<NotificationKind>(['eventActivity']);
/** The summary's first line and subject, per kind, in the reader's language. */
const DIGEST_WORDS: Partial<
  Record<NotificationKind, { title: (locale: Locale) => string; subject: (locale: Locale) => string }>
> = {
  eventActivity: {
    title: (locale) => mail_digest_event_activity_title({}, { locale }),
    subject: (locale) => mail_digest_event_activity_subject({}, { locale }),
  },
};
/** When summaries go, on the community's clock: before the evening's events. */
const DIGEST_HOUR = 18;
const DAY_MS = 86_400_000;

/** The first 18:00 in Vancouver after `now`, and its date there ("2026-12-05"). */
export function nextDigestTime(now: Date): { at: string; day: string } {
  const wall = toWallClock(now.toISOString());
  let target = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), DIGEST_HOUR);
  if (target <= wall.getTime()) target += DAY_MS;
  const day = new Date(target);
  return { at: fromWallClock(day), day: day.toISOString().slice(0, 10) };
}

export const digestJobKey = (kind: NotificationKind, userId: string, day: string) =>
  `digest:${kind}:${userId}:${day}`;

/** Keeps the notice for these people's next summary, which is queued once for its day. */
export async function queueDigest(
  db: Db,
  notice: { kind: NotificationKind; link: string },
  userIds: readonly string[],
  textFor: (userId: string) => string,
): Promise<void> {
  if (userIds.length === 0) return;
  const now = new Date();
  const { at, day } = nextDigestTime(now);
  const { kind, link } = notice;
  const createdAt = now.toISOString();
  await insertDigestItems(
    db,
    userIds.map((userId) => ({ user_id: userId, kind, text: textFor(userId), link, created_at: createdAt })),
  );
  for (const userId of userIds) {
    await enqueue(db, {
      type: DIGEST_JOB,
      key: digestJobKey(kind, userId, day),
      runAt: at,
      payload: { userId, kind },
    });
  }
}

/** The summary's subject and text: its title, then one line per notice with its link. */
export function digestMailText(
  kind: NotificationKind,
  items: { text: string; url: string }[],
  locale: Locale = 'en',
) {
  const words = DIGEST_WORDS[kind];
  const title = words?.title(locale) ?? notificationKindLabel(kind, locale);
  const lines = items.map((item) => `• ${item.text} ${item.url}`);
  return {
    subject: words?.subject(locale) ?? mail_subject({ text: title }, { locale }),
    text: [mail_digest_heading({ title }, { locale }), ...lines].join('\n'),
  };
}
