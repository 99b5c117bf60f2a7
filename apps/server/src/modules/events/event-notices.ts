/**
 * What the events domain tells people, and when: each notice is written in the transaction of
 * the change; the reminder is a job due 24 hours before the start, moved when the event moves;
 * a new event's notices to a whole group are written by a job, so creating an event stays quick
 * in a large group.
 */
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { cancelJob, enqueue } from '../../jobs/queue.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { memberIdsOf } from '../groups/index.ts';
import { formatWhen, notify } from '../notifications/index.ts';
import { commenterIdsOf } from './comments.repository.ts';
import { findEventById, type EventRow } from './events.repository.ts';
import { icsOf } from './ics.ts';
import { peopleAtEvent } from './participants.repository.ts';
import { inTransaction } from '../../db/transaction.ts';

const REMINDER_JOB = 'eventReminder';
const NEW_EVENT_JOB = 'newEventNotices';
const REMINDER_LEAD_MS = 24 * 3_600_000;
const reminderKey = (eventId: number) => `reminder:${eventId}`;

type EventFacts = Pick<EventRow, 'id' | 'group_id' | 'name' | 'start_date_time' | 'location'>;

const linkTo = (event: Pick<EventRow, 'id' | 'group_id'>) =>
  `/group/${encodeURIComponent(event.group_id)}/events/${event.id}`;
const when = (event: EventFacts) => formatWhen(event.start_date_time);
const others = (userIds: string[], actorId: string) => userIds.filter((id) => id !== actorId);

/** Due 24 hours before the start (now, when that has passed); replaces the event's earlier one. */
export async function scheduleReminder(db: Db, event: Pick<EventRow, 'id' | 'start_date_time'>) {
  const due = Math.max(Date.now(), Date.parse(event.start_date_time) - REMINDER_LEAD_MS);
  await enqueue(
    db,
    {
      type: REMINDER_JOB,
      key: reminderKey(event.id),
      runAt: new Date(due).toISOString(),
      payload: { eventId: event.id, start: event.start_date_time },
    },
    'reschedule',
  );
}

export async function announceNewEvent(db: Db, eventId: number) {
  await enqueue(db, { type: NEW_EVENT_JOB, key: `new-event:${eventId}`, payload: { eventId } });
}

export async function tellPromoted(deps: AppDeps, db: Db, eventId: number, userIds: string[]) {
  const event = await findEventById(db, eventId);
  if (!event || userIds.length === 0) return;
  await notify(deps, db, [
    {
      kind: 'waitlistPromoted',
      // A person can be promoted at an event more than once (leave, wait again, move up again).
      subject: `event:${event.id}:promoted:${new Date().toISOString()}`,
      text: `A place opened up at ${event.name} (${when(event)}): you are going.`,
      link: linkTo(event),
      userIds,
    },
  ]);
}

/** After an edit that moved the event in time or place: everyone with a place or waiting. */
export async function tellChanged(deps: AppDeps, db: Db, before: EventRow, actorId: string) {
  const after = await findEventById(db, before.id);
  if (!after) return;
  const moved = after.start_date_time !== before.start_date_time;
  if (!moved && after.location === before.location) return;
  if (moved) await scheduleReminder(db, after);
  await notify(deps, db, [
    {
      kind: 'eventChanged',
      subject: `event:${after.id}:changed:${after.updated_at}`,
      text: `${after.name} changed: it is now ${when(after)} at ${after.location}.`,
      link: linkTo(after),
      userIds: others(await peopleAtEvent(db, after.id, ['PARTICIPANT', 'WAITLISTED', 'HOST']), actorId),
    },
  ]);
}

/** Before the event's rows go: everyone with a place or waiting is told. */
export async function tellCancelled(deps: AppDeps, db: Db, event: EventRow, actorId: string) {
  await cancelJob(db, reminderKey(event.id));
  await notify(deps, db, [
    {
      kind: 'eventCancelled',
      subject: `event:${event.id}:cancelled`,
      text: `${event.name} (${when(event)}) was cancelled.`,
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
      text: `${comment.authorName} commented on ${event.name}: “${quote}”`,
      link: `${linkTo(event)}?tab=comments`,
      userIds: others([event.host_id, ...(await commenterIdsOf(db, event.id))], comment.authorId),
    },
  ]);
}

export function registerEventJobs(runner: JobRunner, deps: AppDeps) {
  runner.handle(REMINDER_JOB, async (payload) => {
    const { eventId, start } = payload as { eventId: number; start: string };
    const event = await findEventById(deps.db, eventId);
    // Moved since (a newer reminder is due then), or over: nothing to remind of.
    if (!event || event.start_date_time !== start || Date.parse(start) < Date.now()) return;
    const ics = icsOf(deps, event);
    await inTransaction(deps.db, async (trx) =>
      notify(deps, trx, [
        {
          kind: 'eventReminder',
          subject: `event:${event.id}:reminder:${start}`,
          text: `Reminder: ${event.name} is ${when(event)} at ${event.location}.`,
          link: linkTo(event),
          userIds: await peopleAtEvent(trx, event.id, ['PARTICIPANT', 'HOST']),
          attachments: [{ filename: ics.filename, content: ics.body, contentType: 'text/calendar' }],
        },
      ]),
    );
  });

  runner.handle(NEW_EVENT_JOB, async (payload) => {
    const { eventId } = payload as { eventId: number };
    const event = await findEventById(deps.db, eventId);
    if (!event) return;
    await inTransaction(deps.db, async (trx) =>
      notify(deps, trx, [
        {
          kind: 'newEvent',
          subject: `event:${event.id}:new`,
          text: `New event in ${event.group_name}: ${event.name}, ${when(event)}.`,
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
      text: `You now host ${event.name} (${when(event)}).`,
      link: linkTo(event),
      userIds: [hostId],
    },
  ]);
}
