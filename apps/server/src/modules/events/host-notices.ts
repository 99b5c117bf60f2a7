/**
 * What an event's hosts hear of it (issue #26): its host and co-hosts (the hosts of the other
 * occurrences of its series still to come), never of their own doing.
 *
 * - Activity (`eventActivity`): someone attends, joins the waitlist or leaves. Gathered: the
 *   first change after a quiet hour is told at once; what follows within the hour waits in
 *   event_activity, and a job at the hour's end tells all of it in one notice ("3 people joined
 *   Seawall walk (…); 1 left."), then opens the next hour the same way. Emailed only in the
 *   person's daily summary (notifications/digests.ts), by default not for groups of more than
 *   ACTIVITY_EMAIL_MAX_MEMBERS members.
 * - Capacity (`eventCapacity`): the event became full, or places opened and went to the
 *   waitlist. Told at once.
 *
 * Everything here runs in the transaction of the change, with the event locked (the job locks
 * it too), so two changes at once see one another's rows and one window.
 */
import { ACTIVITY_EMAIL_MAX_MEMBERS, type Locale } from '@neighbourly/shared';
import {
  mail_activity_joined,
  mail_activity_joined_first,
  mail_activity_left,
  mail_activity_left_first,
  mail_activity_sentence,
  mail_activity_separator,
  mail_activity_waitlisted,
  mail_activity_waitlisted_first,
  mail_event_with_time,
  mail_full_all,
  mail_full_one,
  mail_places_opened_many,
  mail_places_opened_one,
} from '@neighbourly/i18n/messages';
import type { Db } from '../../db/client.ts';
import type { EventActivityAction } from '../../db/types.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../deps.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { notify, type Notice } from '../notifications/index.ts';
import { findEventById, lockEvent, type EventRow } from './events.repository.ts';
import {
  coHostIdsOf,
  deleteActivity,
  insertActivity,
  lastActivityNotice,
  membersCountOf,
  pendingActivity,
  saveActivityNotice,
} from './host-activity.repository.ts';
import { linkTo, others, when } from './notice-words.ts';

const ACTIVITY_JOB = 'eventActivity';
/** At most one activity notice per event in this long. */
export const ACTIVITY_WINDOW_MS = 3_600_000;
const activityKey = (eventId: number) => `activity:${eventId}`;
const participantsTab = (event: EventRow) => `${linkTo(event)}?tab=participants`;

/** The event's host and co-hosts. */
async function hostsOf(db: Db, event: EventRow): Promise<string[]> {
  return [event.host_id, ...(await coHostIdsOf(db, event, new Date().toISOString()))];
}

/**
 * Notes that `actorId` made `action` happen at the event (their own place, or someone's they
 * removed), and tells the hosts at once unless they were told within the hour.
 */
export async function recordActivity(
  deps: AppDeps,
  db: Db,
  event: EventRow,
  actorId: string,
  action: EventActivityAction,
): Promise<void> {
  const now = new Date();
  // An event that is over has nothing left to tell (a deleted account gives up past places too).
  if (event.end_date_time <= now.toISOString()) return;
  await insertActivity(db, { event_id: event.id, actor_id: actorId, action, created_at: now.toISOString() });
  const last = await lastActivityNotice(db, event.id);
  // Within the hour: the job due at its end tells this with the rest.
  if (last && Date.parse(last) > now.getTime() - ACTIVITY_WINDOW_MS) return;
  await tellActivity(deps, db, event);
}

/**
 * "3 people joined Seawall walk (…); 1 joined the waitlist; 1 left." — undefined when nothing.
 * In the reader's language (English when none is given).
 */
export function activityText(
  event: Pick<EventRow, 'name' | 'start_date_time'>,
  actions: readonly EventActivityAction[],
  locale: Locale = 'en',
): string | undefined {
  const count = (action: EventActivityAction) => actions.filter((a) => a === action).length;
  const inLocale = { locale };
  const event_ = mail_event_with_time({ event: event.name, when: when(event, locale) }, inLocale);
  // The first phrase names the event; those after it say only what else happened.
  const phrases: [number, (n: number, first: boolean) => string][] = [
    [
      count('attended'),
      (n, first) =>
        first
          ? mail_activity_joined_first({ count: n, event: event_ }, inLocale)
          : mail_activity_joined({ count: n }, inLocale),
    ],
    [
      count('waitlisted'),
      (n, first) =>
        first
          ? mail_activity_waitlisted_first({ count: n, event: event_ }, inLocale)
          : mail_activity_waitlisted({ count: n }, inLocale),
    ],
    [
      count('left'),
      (n, first) =>
        first
          ? mail_activity_left_first({ count: n, event: event_ }, inLocale)
          : mail_activity_left({ count: n }, inLocale),
    ],
  ];
  const said = phrases.filter(([n]) => n > 0).map(([n, say], i) => say(n, i === 0));
  return said.length > 0
    ? mail_activity_sentence({ phrases: said.join(mail_activity_separator({}, inLocale)) }, inLocale)
    : undefined;
}

/**
 * Tells the hosts what waits in event_activity, one notice each (without their own doing),
 * and opens the next hour: its job tells what comes meanwhile.
 */
async function tellActivity(deps: AppDeps, db: Db, event: EventRow): Promise<void> {
  const rows = await pendingActivity(db, event.id);
  const lastId = rows.at(-1)?.id;
  if (lastId === undefined) return;
  // Hosts told the same (in English words) share a notice, each reading it in their language.
  const byText = new Map<string, { actions: EventActivityAction[]; userIds: string[] }>();
  for (const hostId of await hostsOf(db, event)) {
    const actions = rows.filter((row) => row.actor_id !== hostId).map((row) => row.action);
    const text = activityText(event, actions);
    if (text) byText.set(text, { actions, userIds: [...(byText.get(text)?.userIds ?? []), hostId] });
  }
  await deleteActivity(db, event.id, lastId);
  // Only a host's own doing: nobody was told, so the next change is told at once.
  if (byText.size === 0) return;
  const emailByDefault = (await membersCountOf(db, event.group_id)) <= ACTIVITY_EMAIL_MAX_MEMBERS;
  const notices: Notice[] = [...byText.values()].map(({ actions, userIds }) => ({
    kind: 'eventActivity',
    subject: `event:${event.id}:activity:${lastId}`,
    text: (locale) => activityText(event, actions, locale) ?? '',
    link: participantsTab(event),
    userIds,
    emailByDefault,
  }));
  await notify(deps, db, notices);
  const now = Date.now();
  await saveActivityNotice(db, event.id, new Date(now).toISOString());
  await enqueue(
    db,
    {
      type: ACTIVITY_JOB,
      key: activityKey(event.id),
      runAt: new Date(now + ACTIVITY_WINDOW_MS).toISOString(),
      payload: { eventId: event.id },
    },
    'reschedule',
  );
}

async function tellHosts(
  deps: AppDeps,
  db: Db,
  event: EventRow,
  notice: { subject: string; text: Notice['text'] },
  actorId: string | undefined,
) {
  await notify(deps, db, [
    {
      kind: 'eventCapacity',
      subject: `event:${event.id}:${notice.subject}:${new Date().toISOString()}`,
      text: notice.text,
      link: participantsTab(event),
      userIds: others(await hostsOf(db, event), actorId),
    },
  ]);
}

/** The last place was just taken (by `actorId`). */
export async function tellFull(deps: AppDeps, db: Db, event: EventRow, actorId: string) {
  const text = (locale: Locale) => {
    const words = { event: event.name, when: when(event, locale), count: event.participants_limit };
    return event.participants_limit === 1
      ? mail_full_one(words, { locale })
      : mail_full_all(words, { locale });
  };
  await tellHosts(deps, db, event, { subject: 'full', text }, actorId);
}

/** `count` places opened and went to the first on the waitlist (after `actorId` left or raised the limit). */
export async function tellPlacesOpened(
  deps: AppDeps,
  db: Db,
  event: EventRow,
  count: number,
  actorId: string | undefined,
) {
  const text = (locale: Locale) => {
    const words = { event: event.name, when: when(event, locale), count };
    return count === 1
      ? mail_places_opened_one(words, { locale })
      : mail_places_opened_many(words, { locale });
  };
  await tellHosts(deps, db, event, { subject: 'opened', text }, actorId);
}

export function registerHostNoticeJobs(runner: JobRunner, deps: AppDeps) {
  // The end of an event's hour: what came meanwhile, in one notice.
  runner.handle(ACTIVITY_JOB, async (payload) => {
    const { eventId } = payload as { eventId: number };
    await inTransaction(deps.db, async (trx) => {
      await lockEvent(trx, deps.dialect, eventId);
      const event = await findEventById(trx, eventId);
      if (event) await tellActivity(deps, trx, event);
    });
  });
}
