/**
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
import { mail_reminder, mail_reminder_waitlisted } from '@neighbourly/i18n/messages';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../deps.ts';
import { cancelJob } from '../../jobs/queue.repository.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { notify, type Notice } from '../notifications/index.ts';
import { findEventById, type EventRow } from './events.repository.ts';
import { icsOf, joinOnline } from './ics.ts';
import { linkTo, when } from './notice-words.ts';
import { placesOf } from './participants.repository.ts';

const REMINDER_JOB = 'eventReminder';
const LATE_REMINDER_JOB = 'lateReminder';
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
export async function scheduleLateReminder(db: Db, event: EventRow, userId: string) {
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

/** The event's reminders are off: it is cancelled. */
export async function cancelReminder(db: Db, eventId: number) {
  await cancelJob(db, reminderKey(eventId));
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
  const attachmentsFor = (withMeetingUrl: boolean) => async (locale: Locale) => {
    const ics = await icsOf(deps, event, { withMeetingUrl, locale });
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

export function registerReminderJobs(runner: JobRunner, deps: AppDeps) {
  runner.handle(REMINDER_JOB, async (payload) => {
    const { eventId, start, except } = payload as { eventId: number; start: string; except?: string };
    await remind(deps, { eventId, start, except });
  });

  runner.handle(LATE_REMINDER_JOB, async (payload) => {
    const { eventId, start, userId } = payload as { eventId: number; start: string; userId: string };
    await remind(deps, { eventId, start, only: userId });
  });
}
