/**
 * Events: the group owner and its event hosts create them, each hosting what they create; the
 * host or the group owner edits and deletes. A private event's details (description, location,
 * times, tags, host) go only to members of its group; others get the card with
 * `areAllFieldsAvailable: false`.
 */
import {
  can,
  MESSAGES,
  type ActionOn,
  type CreateEventData,
  type Event,
  type EventFacts,
  type SeriesScope,
  type UpdateEventData,
} from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.ts';
import { keysetPage, type Page } from '../../db/keyset.ts';
import { authorize, requireSelf } from '../../http/guards.ts';
import type { CurrentUser } from '../../http/session.ts';
import type { Locale } from '@neighbourly/shared';
import {
  announceGroupChange,
  groupsJoinedAmong,
  markGroupActive,
  requireGroup,
  requireGroupFor,
  roleIn,
} from '../groups/index.ts';
import { forgetImage } from '../../storage/images.repository.ts';
import { queueEventFederation } from './event-federation.ts';
import { announceEventChange } from './event-pages.ts';
import { announceNewEvent, tellCancelled, tellChanged } from './event-notices.ts';
import { icsOf } from './ics.ts';
import { promoteWaitlist } from './waitlist.ts';
import { seriesStarts, shiftOnWallClock, toWallClock } from './recurrence.ts';
import { assertStartAllowed, reserveEventAllowance } from './event-limits.ts';
import { detailsVisible, seesMeetingUrl, toEvent } from './events.presenter.ts';
import {
  deleteEventRow,
  deleteEventsOfGroup,
  eventIdsOfGroup,
  eventsOfGroupQuery,
  findEvent,
  followingInSeries,
  lockFollowingInSeries,
  insertSeries,
  lockEvent,
  replaceEventTags,
  tagsOfEvents,
  updateEventRow,
  type EventRow,
} from './events.repository.ts';
import { eventsWithPlaceAmong, waitlistPositions } from './participants.repository.ts';
import { firstUpcomingOfSeries } from './series.repository.ts';
import { insertOccurrence, whereColumns } from './occurrences.ts';
import { addSeriesDates } from './series-dates.ts';
import {
  forgetEmptySeries,
  forgetSeriesCovers,
  lockForNewDates,
  seriesUpcomingCounts,
} from './series.service.ts';
import { inTransaction } from '../../db/transaction.ts';
import { maySeeHidden, shownTo, type Viewer } from '../../db/hidden.ts';
import { heldForReview, queueForReview } from '../people/index.ts';

const eventNotFound = () => notFound('This event does not exist.');
const badDates = () => badRequest(MESSAGES.eventDates);

/**
 * The event, or 404. A hidden event, or one of a hidden group (issue #27), is found only by its
 * host, its group's owner and moderators; with no viewer (first paint, feeds) by no one.
 */
export async function requireEvent(
  db: Db,
  groupId: string,
  eventId: number,
  viewer: Viewer | null = null,
): Promise<EventRow> {
  const event = await findEvent(db, groupId, eventId);
  if (!event) throw eventNotFound();
  const hidden = event.hidden !== null || event.group_hidden !== null;
  if (hidden && !maySeeHidden(viewer, [event.host_id, event.group_owner_id])) throw eventNotFound();
  return event;
}

export async function isGroupMember(db: Db, user: CurrentUser | null, groupId: string): Promise<boolean> {
  return user !== null && (await roleIn(db, groupId, user.id)) !== undefined;
}

export type EventAction = ActionOn<EventFacts>;

/** What the shared policies need to know of an event and the caller. */
export async function eventFacts(db: Db, event: EventRow, user: CurrentUser | null): Promise<EventFacts> {
  return factsOf(event, await isGroupMember(db, user, event.group_id));
}

function factsOf(event: EventRow, actorIsMember: boolean): EventFacts {
  return {
    kind: 'event',
    type: event.type,
    groupType: event.group_type,
    hostId: event.host_id,
    groupOwnerId: event.group_owner_id,
    actorIsMember,
  };
}

const EVENT_REFUSALS: Record<EventAction, string> = {
  seeDetails: 'Only members of the group see this event.',
  comment: 'Only members of the group see this event.',
  update: 'Only the host of the event or the owner of the group may do this.',
  handOver: 'Only the host of the event or the owner of the group may hand it over.',
  delete: 'Only the host or the owner of the group may delete the event.',
  attend: 'You must be a member of the group to attend',
  leave: 'The host cannot leave their own event.',
  exportAttendees: 'Only the host or the owner of the group may download the attendee list.',
};

/** The event, once the policies let the caller do `action` to it (404 first, then 403). */
export async function requireEventFor(
  db: Db,
  user: CurrentUser | null,
  groupId: string,
  eventId: number,
  action: EventAction,
): Promise<EventRow> {
  const event = await requireEvent(db, groupId, eventId, user);
  const facts = await eventFacts(db, event, user);
  // Attending has its own code, so the web can offer to join the group first.
  if (action === 'attend' && !can(user?.id ?? null, action, facts)) {
    throw new AppError(403, 'NOT_GROUP_MEMBER', EVENT_REFUSALS.attend);
  }
  authorize(user, action, facts, EVENT_REFUSALS[action]);
  return event;
}

export async function readEvent(
  deps: AppDeps,
  user: CurrentUser | null,
  groupId: string,
  eventId: number,
): Promise<Event> {
  const event = await requireEvent(deps.db, groupId, eventId, user);
  const member = await isGroupMember(deps.db, user, groupId);
  const available = detailsVisible(event, member);
  const positions = await callerWaitlistPositions(deps.db, user, [event]);
  const upcoming = await seriesUpcomingCounts(deps.db, [event], () => member);
  const attending = await meetingLinkAttendance(deps.db, user, [event]);
  return toEvent(event, (await tagsOfEvents(deps.db, [event.id])).get(event.id) ?? [], available, {
    waitlistPosition: positions.get(event.id),
    seriesUpcoming: upcoming.get(event.id),
    seesMeetingUrl: seesMeetingUrl(event, user?.id, attending.has(event.id)),
  });
}

/** Of `rows` with a meeting link, those the caller attends or hosts (asked only of those). */
function meetingLinkAttendance(db: Db, user: CurrentUser | null, rows: EventRow[]) {
  const withLink = rows.filter((r) => r.meeting_url !== null).map((r) => r.id);
  return user ? eventsWithPlaceAmong(db, user.id, withLink) : Promise.resolve(new Set<number>());
}

/**
 * The caller's places on the waitlists of `rows`, asked only of events that have a waitlist and
 * have not ended (no one gets a place then, so there is no line to be in).
 */
function callerWaitlistPositions(db: Db, user: CurrentUser | null, rows: EventRow[]) {
  const now = new Date().toISOString();
  const withWaitlist = rows.filter((r) => r.waitlist_count > 0 && r.end_date_time > now).map((r) => r.id);
  return user ? waitlistPositions(db, user.id, withWaitlist) : Promise.resolve(new Map<number, number>());
}

/**
 * Presents many rows for one viewer, whose memberships decide what each shows; `distances`, by
 * event id, when a search measured from a point.
 */
export async function presentEvents(
  db: Db,
  user: CurrentUser | null,
  rows: EventRow[],
  distances?: ReadonlyMap<number, number>,
): Promise<Event[]> {
  const memberOf = new Set<string>();
  // Membership only matters for events not open to everyone, and for a series' count of dates.
  const restricted = rows.filter((r) => !detailsVisible(r, false) || r.series_id !== null);
  if (user && restricted.length > 0) {
    const groupIds = [...new Set(restricted.map((r) => r.group_id))];
    for (const groupId of await groupsJoinedAmong(db, user.id, groupIds)) memberOf.add(groupId);
  }
  const tags = await tagsOfEvents(
    db,
    rows.map((r) => r.id),
  );
  const positions = await callerWaitlistPositions(db, user, rows);
  const upcoming = await seriesUpcomingCounts(db, rows, (groupId) => memberOf.has(groupId));
  const attending = await meetingLinkAttendance(db, user, rows);
  return rows.map((row) =>
    toEvent(row, tags.get(row.id) ?? [], detailsVisible(row, memberOf.has(row.group_id)), {
      waitlistPosition: positions.get(row.id),
      seriesUpcoming: upcoming.get(row.id),
      seesMeetingUrl: seesMeetingUrl(row, user?.id, attending.has(row.id)),
      distanceKm: distances?.get(row.id),
    }),
  );
}

/**
 * Upcoming (not yet ended) soonest first, or past most recent first, in keyset pages. Upcoming,
 * a series is listed once, at its next event; with `seriesId`, that series' events, each.
 */
export async function eventsOfGroup(
  deps: AppDeps,
  user: CurrentUser | null,
  groupId: string,
  future: boolean,
  paging: { limit?: number | undefined; cursor?: string | undefined; seriesId?: number | undefined },
): Promise<Page<Event>> {
  await requireGroup(deps.db, groupId, user);
  const now = new Date().toISOString();
  let query = eventsOfGroupQuery(deps.db, groupId, future, now);
  if (paging.seriesId !== undefined) query = query.where('events.series_id', '=', paging.seriesId);
  else if (future) query = query.where(firstUpcomingOfSeries(now));
  query = query.where(shownTo('events', 'events.host_id', user));
  const page = await keysetPage(
    query,
    {
      columns: ['events.start_date_time', 'events.id'],
      kinds: ['text', 'int'],
      direction: future ? 'asc' : 'desc',
      keyOf: (r) => [r.start_date_time, r.id],
    },
    paging,
  );
  return { items: await presentEvents(deps.db, user, page.items), nextCursor: page.nextCursor };
}

/** Stored instants are always `toISOString()`: fixed width, so they compare as text. */
const normalise = (instant: string) => new Date(instant).toISOString();

export async function createEvent(deps: AppDeps, user: CurrentUser, body: CreateEventData): Promise<number> {
  await requireGroupFor(deps.db, user, body.groupId, 'createEvent');
  if (body.hostId !== undefined) requireSelf(user, body.hostId, 'The person who creates an event hosts it.');
  assertStartAllowed(body.startDateTime);
  const start = normalise(body.startDateTime);
  const durationMs = Date.parse(body.endDateTime) - Date.parse(start);
  const starts = body.recurrence ? seriesStarts(start, body.recurrence) : [start];
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

/**
 * The event, or with scope FOLLOWING it and the later events of its series that the caller may
 * also `action` (a co-host's occurrences are theirs to change). Inside the caller's transaction:
 * the events are locked before they are read, so a concurrent edit is not undone from a stale copy.
 */
async function eventsInScope(
  deps: AppDeps,
  trx: Db,
  user: CurrentUser,
  event: EventRow,
  scope: SeriesScope,
  action: 'update' | 'delete',
): Promise<EventRow[]> {
  if (scope === 'THIS' || event.series_id === null) return [event];
  await lockFollowingInSeries(trx, deps.dialect, event);
  const actorIsMember = await isGroupMember(trx, user, event.group_id);
  const following = await followingInSeries(trx, event);
  return following.filter((row) => row.id === event.id || can(user.id, action, factsOf(row, actorIsMember)));
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
    // Later occurrences move as this one does on the local clock: 19:00 to 18:30 moves them all.
    const wallDeltaMs = toWallClock(start).getTime() - toWallClock(event.start_date_time).getTime();
    for (const target of await eventsInScope(deps, trx, user, event, body.scope, 'update')) {
      const from = target.start_date_time;
      const to = target.id === event.id ? start : shiftOnWallClock(from, wallDeltaMs);
      // An event that has begun may still be edited as long as its start stays where it was.
      if (to !== from) assertStartAllowed(to);
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

/** The event as an iCalendar file, for "Add to calendar". */
export async function eventCalendar(
  deps: AppDeps,
  user: CurrentUser | null,
  groupId: string,
  eventId: number,
  locale: Locale = 'en',
) {
  const event = await requireEventFor(deps.db, user, groupId, eventId, 'seeDetails');
  const attending = await meetingLinkAttendance(deps.db, user, [event]);
  return icsOf(deps, event, {
    withMeetingUrl: seesMeetingUrl(event, user?.id, attending.has(event.id)),
    locale,
  });
}

export const eventConflict = (message: string) => new AppError(409, 'CONFLICT', message);
