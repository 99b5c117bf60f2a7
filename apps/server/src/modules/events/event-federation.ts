/**
 * The word to the fediverse that an event changed (issue #30), written in the transaction of the
 * change (the job table is an outbox): the federation module's job then sends its followers a
 * Create, Update or Delete, whichever the event's state calls for when the job runs.
 */
import type { Db } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';

export const EVENT_FEDERATION_JOB = 'federation.event';

/** Changes of attendance wait this long, so a busy event sends one Update, not one per RSVP. */
const ATTENDANCE_DELAY_MS = 60_000;

export async function queueEventFederation(
  db: Db,
  eventId: number,
  what: 'details' | 'attendance' = 'details',
): Promise<void> {
  const job = { type: EVENT_FEDERATION_JOB, key: `${EVENT_FEDERATION_JOB}:${eventId}`, payload: { eventId } };
  if (what === 'details') {
    await enqueue(db, job, 'reschedule');
    return;
  }
  await enqueue(
    db,
    { ...job, runAt: new Date(Date.now() + ATTENDANCE_DELAY_MS).toISOString() },
    'renewIfDone',
  );
}
