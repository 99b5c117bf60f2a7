/**
 * What the events domain tells people, and when: each notice is written in the transaction of
 * the change; a new event's notices to a whole group are written by a job, so creating an event
 * stays quick in a large group. What the hosts hear is in host-notices.ts.
 *
 * Reminders (issue #26) go to each person with a place or waiting, once per event whatever
 * happens (the subject `event:<id>:reminder` is the same for every reminder of an event, and a
 * notification is written once per person, kind and subject):
 * - the event's job at the 24-hour mark reminds everyone there then;
 * - someone who comes after the mark, and more than 2 hours before the start, is reminded at
 *   once by a job of their own; nobody whose place is from the last 2 hours before the start is;
 * - when the event moves, its job moves with it; the person who created or moved it is not
 *   reminded by a job that this makes due at once (an event created within a day).
 */
import { ordinal, type Locale } from '@neighbourly/shared';
import { formatNumber } from '@neighbourly/i18n/dates';
import {
  mail_cancelled,
  mail_changed_place,
  mail_changed_time,
  mail_changed_time_and_place,
  mail_commented,
  mail_new_event,
  mail_new_host,
  mail_promoted,
  mail_reminder,
  mail_reminder_waitlisted,
} from '@neighbourly/i18n/messages';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { cancelJob } from '../../jobs/queue.repository.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { memberIdsOf } from '../groups/index.ts';
import { notify, type Notice } from '../notifications/index.ts';
import { commenterIdsOf } from './comments.repository.ts';
import { findEventById, type EventRow } from './events.repository.ts';
import { registerHostNoticeJobs, recordActivity, tellFull, tellPlacesOpened } from './host-notices.ts';
import { icsOf, joinOnline } from './ics.ts';
import { linkTo, others, when } from './notice-words.ts';
import { countParticipants, peopleAtEvent, placesOf } from './participants.repository.ts';
import { inTransaction } from '../../db/transaction.ts';

const REMINDER_JOB = 'eventReminder';
const LATE_REMINDER_JOB = 'lateReminder';
const NEW_EVENT_JOB = 'newEventNotices';
const HOUR_MS = 3_600_000;
const REMINDER_LEAD_MS = 24 * HOUR_MS;
/** A place taken this close to the start gets no reminder: its person has just decided. */
const NO_REMINDER_WITHIN_MS = 2 * HOUR_MS;
const reminderKey = (eventId: number) => `reminder:${eventId}`;
const lateReminderKey = (eventId: number, userId: string) => `reminder:${eventId}:${userId}`;
/** One for every reminder of the event, so nobody gets two of one event. */
const reminderSubject = (eventId: number) => `event:${eventId}:reminder`;

/**
 * The event's job, due at the 24-hour mark (now, when that has passed); replaces its earlier
 * one. `actorId` created or moved the event: a job due at once leaves them out.
 */
export async function scheduleReminder(
  db: Db,
  event: Pick<EventRow, 'id' | 'start_date_time'>,
  actorId: string,
) {
  const now = Date.now();
  const mark = Date.parse(event.start_date_time) - REMINDER_LEAD_MS;
  await enqueue(
    db,
    {
      type: REMINDER_JOB,
      key: reminderKey(event.id),
      runAt: new Date(Math.max(now, mark)).toISOString(),
      payload: {
        eventId: event.id,
        start: event.start_date_time,
        ...(mark <= now ? { except: actorId } : {}),
      },
    },
    'reschedule',
  );
}

/** Someone who comes after the 24-hour mark, and more than 2 hours before the start: at once. */
async function scheduleLateReminder(db: Db, event: EventRow, userId: string) {
  const now = Date.now();
  const start = Date.parse(event.start_date_time);
  if (now < start - REMINDER_LEAD_MS || now >= start - NO_REMINDER_WITHIN_MS) return;
  await enqueue(
    db,
    {
      type: LATE_REMINDER_JOB,
      key: lateReminderKey(event.id, userId),
      payload: { eventId: event.id, start: event.start_date_time, userId },
    },
    'renewIfDone',
  );
}

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
  await cancelJob(db, reminderKey(event.id));
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

/**
 * Reminds the people at the event (all of them, or `only` one) of it, but `except`, those whose
 * place is from the last 2 hours before the start, and those reminded of it already. Waiting
 * people are told their place in line.
 */
async function remind(
  deps: AppDeps,
  job: { eventId: number; start: string; except?: string | undefined; only?: string | undefined },
) {
  const event = await findEventById(deps.db, job.eventId);
  // Moved since (its reminders moved with it), or begun: nothing to remind of.
  if (!event || event.start_date_time !== job.start || Date.parse(job.start) <= Date.now()) return;
  const tooLate = new Date(Date.parse(job.start) - NO_REMINDER_WITHIN_MS).toISOString();
  // Attendees get the meeting link (issue #28); the waiting get it once they have a place.
  const attachmentsFor = (withMeetingUrl: boolean) => (locale: Locale) => {
    const ics = icsOf(deps, event, { withMeetingUrl, locale });
    return [{ filename: ics.filename, content: ics.body, contentType: 'text/calendar' }];
  };
  const base = (locale: Locale) =>
    mail_reminder({ event: event.name, when: when(event, locale), place: event.location }, { locale });
  // "1st" in English; elsewhere the number as the language writes it.
  const position = (n: number, locale: Locale) => (locale === 'en' ? ordinal(n) : formatNumber(n, locale));
  await inTransaction(deps.db, async (trx) => {
    const places = await placesOf(trx, event.id);
    const waitlist = places.filter((place) => place.role === 'WAITLISTED').map((place) => place.user_id);
    const wanted = places.filter(
      (place) =>
        place.joined_at < tooLate &&
        place.user_id !== job.except &&
        (job.only === undefined || place.user_id === job.only),
    );
    const notice = (text: Notice['text'], userIds: string[], going: boolean): Notice => ({
      kind: 'eventReminder',
      subject: reminderSubject(event.id),
      text,
      link: linkTo(event),
      userIds,
      attachments: attachmentsFor(going),
    });
    const going = wanted.filter((place) => place.role !== 'WAITLISTED').map((place) => place.user_id);
    const waiting = wanted
      .filter((place) => place.role === 'WAITLISTED')
      .map((place) =>
        notice(
          (locale) =>
            `${base(locale)} ${mail_reminder_waitlisted(
              { position: position(waitlist.indexOf(place.user_id) + 1, locale) },
              { locale },
            )}`,
          [place.user_id],
          false,
        ),
      );
    const meetingUrl = event.meeting_url;
    const goingText = (locale: Locale) =>
      meetingUrl ? `${base(locale)} ${joinOnline(meetingUrl, locale)}` : base(locale);
    await notify(deps, trx, [notice(goingText, going, true), ...waiting]);
  });
}

export function registerEventJobs(runner: JobRunner, deps: AppDeps) {
  runner.handle(REMINDER_JOB, async (payload) => {
    const { eventId, start, except } = payload as { eventId: number; start: string; except?: string };
    await remind(deps, { eventId, start, except });
  });

  runner.handle(LATE_REMINDER_JOB, async (payload) => {
    const { eventId, start, userId } = payload as { eventId: number; start: string; userId: string };
    await remind(deps, { eventId, start, only: userId });
  });

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
