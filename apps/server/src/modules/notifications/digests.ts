/**
 * Daily summary emails (issue #26): a kind in DIGEST_KINDS is not emailed notice by notice.
 * Each notice that would have been emailed waits in email_digest_items, and one job per person,
 * kind and day sends what waits in one email at 18:00 on the community's clock. The job's key
 * names the person, the kind and the day, and a second job of the same key is not added, so a
 * person gets at most one summary of a kind a day.
 */
import { NOTIFICATION_KIND_LABELS, PRODUCT_NAME, type NotificationKind } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';
import { fromWallClock, toWallClock } from '../../time/community-clock.ts';
import { insertDigestItems } from './digests.repository.ts';

export const DIGEST_JOB = 'emailDigest';
/** Kinds emailed as a daily summary rather than one email each. */
export const DIGEST_KINDS: ReadonlySet<NotificationKind> = new Set<NotificationKind>(['eventActivity']);
/** The summary's first line, per kind. */
export const DIGEST_TITLES: Partial<Record<NotificationKind, string>> = {
  eventActivity: 'Today at the events you host',
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
  notice: { kind: NotificationKind; text: string; link: string },
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  const now = new Date();
  const { at, day } = nextDigestTime(now);
  const { kind, text, link } = notice;
  const createdAt = now.toISOString();
  await insertDigestItems(
    db,
    userIds.map((userId) => ({ user_id: userId, kind, text, link, created_at: createdAt })),
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
export function digestMailText(kind: NotificationKind, items: { text: string; url: string }[]) {
  const title = DIGEST_TITLES[kind] ?? NOTIFICATION_KIND_LABELS[kind];
  const lines = items.map((item) => `• ${item.text} ${item.url}`);
  return { subject: `${PRODUCT_NAME}: ${title.toLowerCase()}`, text: [`${title}:`, ...lines].join('\n') };
}
