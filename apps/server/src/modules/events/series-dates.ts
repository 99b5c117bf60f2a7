/**
 * New dates for a series (issue #26): a one-off edited into a series, or a series extended, made
 * as POST /events makes events, under the same limits.
 */
import { LIMITS, MESSAGES, type UpdateEventData } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest } from '../../http/errors.ts';
import type { CurrentUser } from '../../http/session.ts';
import { assertStartAllowed, reserveEventAllowance } from './event-limits.ts';
import { findEventById, insertSeries, type EventRow } from './events.repository.ts';
import { insertOccurrence } from './occurrences.ts';
import { toWallClock } from '../../time/community-clock.ts';
import { moreStarts, seriesStarts } from './recurrence.ts';
import { lastOfSeries, setSeriesOf, startsOfSeries, upcomingInSeries } from './series.repository.ts';

/**
 * After an edit (inside its transaction, the caller's account and the group locked first):
 * `recurrence` makes the one-off `event` the first of a new series, `moreDates` adds dates to
 * its series. The new events are made as POST /events makes them (same limits and messages),
 * from the edited values, on the series' rule after its last event, hosted by the event's host.
 */
export async function addSeriesDates(
  deps: AppDeps,
  trx: Db,
  user: CurrentUser,
  eventId: number,
  body: UpdateEventData,
): Promise<void> {
  if (!body.recurrence && !body.moreDates) return;
  // As saved by the edit: the new events follow its time and length.
  const event = (await findEventById(trx, eventId))!;
  const now = new Date().toISOString();
  let seriesId = event.series_id;
  let starts: string[];
  if (body.recurrence) {
    if (seriesId !== null) throw badRequest(MESSAGES.alreadyASeries);
    // The edited event is the first of its series; its start is already saved.
    starts = (await seriesStarts(event.start_date_time, body.recurrence)).slice(1);
  } else {
    if (seriesId === null) throw badRequest(MESSAGES.notASeries);
    starts = await nextDatesOf(trx, seriesId, event, body, now);
    const upcoming = (await upcomingInSeries(trx, [seriesId], now)).get(seriesId)?.all ?? 0;
    if (upcoming + starts.length > LIMITS.seriesMaxEvents) {
      throw badRequest(body.moreDates?.until ? MESSAGES.seriesMoreUntil : MESSAGES.seriesMoreCount);
    }
  }
  assertStartAllowed(starts[0]!);
  assertStartAllowed(starts.at(-1)!);
  await reserveEventAllowance(deps, trx, {
    userId: user.id,
    groupId: event.group_id,
    count: starts.length,
    now,
  });
  if (seriesId === null) {
    seriesId = await insertSeries(trx, {
      group_id: event.group_id,
      frequency: body.recurrence!.frequency,
      created_at: now,
    });
    await setSeriesOf(trx, event.id, seriesId);
  }
  const durationMs = Date.parse(event.end_date_time) - Date.parse(event.start_date_time);
  for (const start of starts) {
    const end = new Date(Date.parse(start) + durationMs).toISOString();
    await insertOccurrence(trx, event.host_id, body, { start, end, seriesId, now });
  }
}

/** The next dates of the series on its rule, after its last event (and after now). */
async function nextDatesOf(trx: Db, seriesId: number, event: EventRow, body: UpdateEventData, now: string) {
  const last = (await lastOfSeries(trx, seriesId)) ?? event;
  const frequency = last.series_frequency ?? event.series_frequency ?? 'WEEKLY';
  // "The last Friday" reads as a 4th Friday in a month of four: a 5th one anywhere in the
  // series says which rule it is.
  const lastOfMonth =
    frequency === 'MONTHLY' &&
    (await startsOfSeries(trx, seriesId)).some((start) => toWallClock(start).getUTCDate() > 28);
  return moreStarts(last.start_date_time, frequency, body.moreDates!, { now, lastOfMonth });
}
