/**
 * What the events domain tells people, and when: each notice is written in the transaction of
 * the change; a new event's notices to a whole group are written by a job, so creating an event
 * stays quick in a large group. What the hosts hear is in host-notices.ts, the reminders
 * (issue #26) in event-reminders.ts.
 */
import type { Locale } from '@neighbourly/shared';
import {
  mail_cancelled,
  mail_changed_place,
  mail_changed_time,
  mail_changed_time_and_place,
  mail_commented,
  mail_new_event,
  mail_new_host,
  mail_promoted,
} from '@neighbourly/i18n/messages';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { memberIdsOf } from '../groups/index.ts';
import { notify } from '../notifications/index.ts';
import { commenterIdsOf } from './comments.repository.ts';
import { findEventById, type EventRow } from './events.repository.ts';
import { registerHostNoticeJobs, recordActivity, tellFull, tellPlacesOpened } from './host-notices.ts';
import {
  cancelReminder,
  registerReminderJobs,
  scheduleLateReminder,
  scheduleReminder,
} from './event-reminders.ts';
import { linkTo, others, when } from './notice-words.ts';
import { countParticipants, peopleAtEvent } from './participants.repository.ts';
import { inTransaction } from '../../db/transaction.ts';

const NEW_EVENT_JOB = 'newEventNotices';

/**
 * After `userId` took a place (`role`) at the event, with it locked: the hosts hear of it, and
 * of the last place going; a late comer's reminder is queued.
 */
export async function noticeAttendance(
  deps: AppDeps,
  db: Db,
  eventId: number,
  userId: string,
  role: 'PARTICIPANT' | 'WAITLISTED',
) {
  const event = await findEventById(db, eventId);
  if (!event) return;
  await recordActivity(deps, db, event, userId, role === 'PARTICIPANT' ? 'attended' : 'waitlisted');
  const limit = event.participants_limit;
  if (role === 'PARTICIPANT' && limit > 0 && (await countParticipants(db, eventId)) === limit) {
    await tellFull(deps, db, event, userId);
  }
  await scheduleLateReminder(db, event, userId);
}

/** After a place at the event was given up (by its person, or `actorId` who removed them). */
export async function noticeLeaving(deps: AppDeps, db: Db, eventId: number, actorId: string) {
  const event = await findEventById(db, eventId);
  if (event) await recordActivity(deps, db, event, actorId, 'left');
}

export async function announceNewEvent(db: Db, eventId: number) {
  await enqueue(db, { type: NEW_EVENT_JOB, key: `new-event:${eventId}`, payload: { eventId } });
}

/** The first on the waitlist got the places that opened; the hosts hear of it too. */
export async function tellPromoted(
  deps: AppDeps,
  db: Db,
  eventId: number,
  userIds: string[],
  actorId: string | undefined,
) {
  const event = await findEventById(db, eventId);
  if (!event || userIds.length === 0) return;
  await tellPlacesOpened(deps, db, event, userIds.length, actorId);
  await notify(deps, db, [
    {
      kind: 'waitlistPromoted',
      // A person can be promoted at an event more than once (leave, wait again, move up again).
      subject: `event:${event.id}:promoted:${new Date().toISOString()}`,
      text: (locale) => mail_promoted({ event: event.name, when: when(event, locale) }, { locale }),
      link: linkTo(event),
      userIds,
    },
  ]);
}

/**
 * After an edit that moved the event in time or place: everyone with a place or waiting, but
 * `actorId`, hears what changed, old and new. The reminders move with it.
 */
export async function tellChanged(deps: AppDeps, db: Db, before: EventRow, actorId: string) {
  const after = await findEventById(db, before.id);
  if (!after) return;
  const moved = after.start_date_time !== before.start_date_time;
  const relocated = after.location !== before.location;
  if (!moved && !relocated) return;
  if (moved) await scheduleReminder(db, after, actorId);
  await notify(deps, db, [
    {
      kind: 'eventChanged',
      subject: `event:${after.id}:changed:${after.updated_at}`,
      text: (locale) => changeText(before, after, locale),
      link: linkTo(after),
      userIds: others(await peopleAtEvent(db, after.id, ['PARTICIPANT', 'WAITLISTED', 'HOST']), actorId),
    },
  ]);
}

/**
 * Only what changed, new then old: "Seawall walk changed: now Sat, Dec 5, 2026 · 18:30 (was
 * Fri, Dec 4, 2026 · 18:00), at Jericho Beach (was Kits Beach)." In the reader's language.
 */
export function changeText(
  before: Pick<EventRow, 'start_date_time' | 'location'>,
  after: Pick<EventRow, 'name' | 'start_date_time' | 'location'>,
  locale: Locale = 'en',
): string {
  const moved = after.start_date_time !== before.start_date_time;
  const relocated = after.location !== before.location;
  const words = {
    event: after.name,
    when: when(after, locale),
    whenBefore: when(before, locale),
    place: after.location,
    placeBefore: before.location,
  };
  if (moved && relocated) return mail_changed_time_and_place(words, { locale });
  return moved ? mail_changed_time(words, { locale }) : mail_changed_place(words, { locale });
}

/** Before the event's rows go: everyone with a place or waiting is told. */
export async function tellCancelled(deps: AppDeps, db: Db, event: EventRow, actorId: string) {
  await cancelReminder(db, event.id);
  await notify(deps, db, [
    {
      kind: 'eventCancelled',
      subject: `event:${event.id}:cancelled`,
      text: (locale) => mail_cancelled({ event: event.name, when: when(event, locale) }, { locale }),
      link: `/group/${encodeURIComponent(event.group_id)}`,
      userIds: others(await peopleAtEvent(db, event.id, ['PARTICIPANT', 'WAITLISTED', 'HOST']), actorId),
    },
  ]);
}

/** A new comment: the host, and the others who commented, hear of it. */
export async function tellCommented(
  deps: AppDeps,
  db: Db,
  event: EventRow,
  comment: { id: number; authorId: string; authorName: string; text: string },
) {
  const quote = comment.text.length > 80 ? `${comment.text.slice(0, 79)}…` : comment.text;
  await notify(deps, db, [
    {
      kind: 'newComment',
      subject: `comment:${comment.id}`,
      text: (locale) => mail_commented({ name: comment.authorName, event: event.name, quote }, { locale }),
      link: `${linkTo(event)}?tab=comments`,
      userIds: others([event.host_id, ...(await commenterIdsOf(db, event.id))], comment.authorId),
    },
  ]);
}

export function registerEventJobs(runner: JobRunner, deps: AppDeps) {
  registerReminderJobs(runner, deps);
  registerHostNoticeJobs(runner, deps);

  runner.handle(NEW_EVENT_JOB, async (payload) => {
    const { eventId } = payload as { eventId: number };
    const event = await findEventById(deps.db, eventId);
    if (!event) return;
    await inTransaction(deps.db, async (trx) =>
      notify(deps, trx, [
        {
          kind: 'newEvent',
          subject: `event:${event.id}:new`,
          text: (locale) =>
            mail_new_event(
              { group: event.group_name, event: event.name, when: when(event, locale) },
              { locale },
            ),
          link: linkTo(event),
          userIds: others(await memberIdsOf(trx, event.group_id), event.host_id),
        },
      ]),
    );
  });
}

/** The person who was given an event to host. */
export async function tellNewHost(deps: AppDeps, db: Db, event: EventRow, hostId: string) {
  await notify(deps, db, [
    {
      kind: 'newRole',
      subject: `event:${event.id}:host:${hostId}:${new Date().toISOString()}`,
      text: (locale) => mail_new_host({ event: event.name, when: when(event, locale) }, { locale }),
      link: linkTo(event),
      userIds: [hostId],
    },
  ]);
}
