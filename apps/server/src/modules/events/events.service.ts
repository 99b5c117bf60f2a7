/**
 * Events: the group owner and its event hosts create them, each hosting what they create; the
 * host or the group owner edits and deletes. Finding an event and who may do what to it are in
 * event-access.ts, reading in reading.service.ts, a series' "this and following" in
 * series.service.ts.
 */
import {
  MESSAGES,
  type CreateEventData,
  type Event,
  type SeriesScope,
  type UpdateEventData,
} from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { AppDeps } from '../../deps.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { requireSelf } from '../../http/guards.ts';
import type { CurrentUser } from '../../http/session.ts';
import { forgetImage } from '../../storage/images.repository.ts';
import { announceGroupChange, markGroupActive, requireGroupFor } from '../groups/index.ts';
import { heldForReview, queueForReview } from '../people/index.ts';
import { requireEventFor } from './event-access.ts';
import { queueEventFederation } from './event-federation.ts';
import { assertStartAllowed, reserveEventAllowance } from './event-limits.ts';
import { announceNewEvent, tellCancelled, tellChanged } from './event-notices.ts';
import { announceEventChange } from './event-pages.ts';
import {
  deleteEventRow,
  deleteEventsOfGroup,
  eventIdsOfGroup,
  eventsOfGroupQuery,
  insertSeries,
  lockEvent,
  replaceEventTags,
  updateEventRow,
  type EventRow,
} from './events.repository.ts';
import { insertOccurrence, whereColumns } from './occurrences.ts';
import { readEvent } from './reading.service.ts';
import { seriesStarts } from './recurrence.ts';
import { addSeriesDates } from './series-dates.ts';
import {
  eventsInScope,
  forgetEmptySeries,
  forgetSeriesCovers,
  lockForNewDates,
  movesInScope,
} from './series.service.ts';
import { promoteWaitlist } from './waitlist.ts';

const badDates = () => badRequest(MESSAGES.eventDates);

/** Stored instants are always `toISOString()`: fixed width, so they compare as text. */
const normalise = (instant: string) => new Date(instant).toISOString();

export async function createEvent(deps: AppDeps, user: CurrentUser, body: CreateEventData): Promise<number> {
  await requireGroupFor(deps.db, user, body.groupId, 'createEvent');
  if (body.hostId !== undefined) requireSelf(user, body.hostId, 'The person who creates an event hosts it.');
  assertStartAllowed(body.startDateTime);
  const start = normalise(body.startDateTime);
  const durationMs = Date.parse(body.endDateTime) - Date.parse(start);
  const starts = body.recurrence ? await seriesStarts(start, body.recurrence) : [start];
  // The last event of a series starts latest.
  assertStartAllowed(starts.at(-1)!);
  const now = new Date().toISOString();
  return inTransaction(deps.db, async (trx) => {
    await reserveEventAllowance(deps, trx, {
      userId: user.id,
      groupId: body.groupId,
      count: starts.length,
      now,
    });
    const seriesId = body.recurrence
      ? await insertSeries(trx, {
          group_id: body.groupId,
          frequency: body.recurrence.frequency,
          created_at: now,
        })
      : null;
    const ids: number[] = [];
    for (const occurrenceStart of starts) {
      const end = new Date(Date.parse(occurrenceStart) + durationMs).toISOString();
      ids.push(await insertOccurrence(trx, user.id, body, { start: occurrenceStart, end, seriesId, now }));
    }
    // A new account's link past its allowance (issue #27): the events wait for a moderator, unannounced.
    if (await heldForReview(deps, trx, user.id, linkableTexts(body))) {
      await holdEvents(trx, body.groupId, ids);
      return ids[0]!;
    }
    await markGroupActive(trx, body.groupId, now);
    announceGroupChange(deps, trx, body.groupId, 'events');
    // Followers on the fediverse get each occurrence (Mobilizon shows a series as its events).
    for (const id of ids) await queueEventFederation(trx, id);
    // One announcement for a series: members hear of it once, not once per week.
    await announceNewEvent(trx, ids[0]!);
    return ids[0]!;
  });
}

/** The edited event, checked again once locked, inside the caller's transaction. */
async function lockedEventFor(
  deps: AppDeps,
  trx: Db,
  user: CurrentUser,
  key: { groupId: string; eventId: number },
  action: 'update' | 'delete',
) {
  await lockEvent(trx, deps.dialect, key.eventId);
  return requireEventFor(trx, user, key.groupId, key.eventId, action);
}

export async function updateEvent(deps: AppDeps, user: CurrentUser, body: UpdateEventData): Promise<Event> {
  const checked = await requireEventFor(deps.db, user, body.groupId, body.eventId, 'update');
  if (body.hostId !== undefined && body.hostId !== checked.host_id)
    throw forbidden('The host of an event cannot be changed here.');
  const start = normalise(body.startDateTime);
  const durationMs = Date.parse(body.endDateTime) - Date.parse(start);
  await inTransaction(deps.db, async (trx) => {
    await lockForNewDates(deps, trx, user, body);
    const event = await lockedEventFor(deps, trx, user, body, 'update');
    for (const { target, start: to } of await movesInScope(deps, trx, user, event, {
      scope: body.scope,
      start,
    })) {
      // An event that has begun may still be edited as long as its start stays where it was.
      if (to !== target.start_date_time) assertStartAllowed(to);
      // A shift past year 9999 would not sort as text any more.
      if (!/^\d{4}-/.test(to)) throw badDates();
      const end = new Date(Date.parse(to) + durationMs).toISOString();
      await applyEdit(deps, trx, { target, start: to, end }, body, user.id);
    }
    await addSeriesDates(deps, trx, user, event.id, body);
  });
  return readEvent(deps, user, body.groupId, body.eventId);
}

/** The texts of an event a link can be posted in; a meeting link is one (issue #28). */
const linkableTexts = (body: Pick<CreateEventData, 'description' | 'location' | 'meetingUrl'>) => [
  body.description,
  body.location,
  body.meetingUrl,
];

/** Takes the events out of sight until a moderator reviews them (each its own row in the queue). */
async function holdEvents(trx: Db, groupId: string, ids: readonly number[]) {
  for (const eventId of ids) {
    await updateEventRow(trx, eventId, { hidden: 'REVIEW' });
    await queueForReview(trx, { type: 'EVENT', groupId, eventId });
  }
}

async function applyEdit(
  deps: AppDeps,
  trx: Db,
  move: { target: EventRow; start: string; end: string },
  body: UpdateEventData,
  actorId: string,
) {
  await lockEvent(trx, deps.dialect, move.target.id);
  const linked =
    body.description !== move.target.description ||
    body.location !== move.target.location ||
    (body.meetingUrl ?? null) !== move.target.meeting_url;
  if (
    linked &&
    move.target.hidden === null &&
    (await heldForReview(deps, trx, actorId, linkableTexts(body)))
  ) {
    await holdEvents(trx, move.target.group_id, [move.target.id]);
  }
  await updateEventRow(trx, move.target.id, {
    name: body.name,
    description: body.description,
    location: body.location,
    type: body.type,
    start_date_time: move.start,
    end_date_time: move.end,
    participants_limit: body.participantsLimit,
    ...whereColumns(body),
    updated_at: new Date().toISOString(),
  });
  await replaceEventTags(trx, move.target.id, body.tags);
  announceEventChange(deps, trx, move.target.id, 'details');
  await queueEventFederation(trx, move.target.id);
  // A raised limit (or none) makes room for the waitlist, in order.
  await promoteWaitlist(deps, trx, move.target.id, actorId);
  await tellChanged(deps, trx, move.target, actorId);
}

export async function deleteEvent(
  deps: AppDeps,
  user: CurrentUser,
  query: { groupId: string; eventId: number; scope: SeriesScope },
): Promise<void> {
  await requireEventFor(deps.db, user, query.groupId, query.eventId, 'delete');
  const keys = await inTransaction(deps.db, async (trx) => {
    const event = await lockedEventFor(deps, trx, user, query, 'delete');
    const imageKeys: string[] = [];
    for (const target of await eventsInScope(deps, trx, user, event, query.scope, 'delete')) {
      await tellCancelled(deps, trx, target, user.id);
      announceEventChange(deps, trx, target.id, 'cancelled');
      await queueEventFederation(trx, target.id);
      const imageKey = await forgetImage(trx, 'event', String(target.id));
      if (imageKey) imageKeys.push(imageKey);
      await deleteEventRow(trx, target.id);
    }
    const seriesCover = await forgetEmptySeries(trx, event.series_id);
    if (seriesCover) imageKeys.push(seriesCover);
    announceGroupChange(deps, trx, event.group_id, 'events');
    return imageKeys;
  });
  for (const key of keys) await deps.storage.delete(key);
}

/**
 * Deletes a group's events inside the caller's transaction (places and comments go by cascade);
 * the people going to the ones not yet over are told they are cancelled. Returns the storage
 * keys of their covers, to delete after commit.
 */
export async function removeEventsOfGroup(deps: AppDeps, trx: Db, groupId: string, actorId: string) {
  const keys: string[] = [];
  const upcoming = await eventsOfGroupQuery(trx, groupId, true, new Date().toISOString()).execute();
  for (const event of upcoming) {
    await tellCancelled(deps, trx, event, actorId);
    announceEventChange(deps, trx, event.id, 'cancelled');
    await queueEventFederation(trx, event.id);
  }
  for (const eventId of await eventIdsOfGroup(trx, groupId)) {
    const key = await forgetImage(trx, 'event', String(eventId));
    if (key) keys.push(key);
  }
  keys.push(...(await forgetSeriesCovers(trx, groupId)));
  await deleteEventsOfGroup(trx, groupId);
  return keys;
}

/** Whether the event shows a cover; set in the same transaction as the image's record. */
export async function markEventCover(trx: Db, eventKey: string, hasCover: boolean) {
  await updateEventRow(trx, Number(eventKey), { has_logo: hasCover ? 1 : 0 });
}
