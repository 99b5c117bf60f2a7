/**
 * Reading events: one event, a group's lists, any rows as one viewer sees them, and one event as
 * a calendar file. A private event's details (description, location, times, tags, host) go only
 * to members of its group; others get the card with `areAllFieldsAvailable: false`.
 */
import type { Event, Locale } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import { shownTo } from '../../db/hidden.ts';
import { keysetPage, type Page } from '../../db/keyset.ts';
import type { AppDeps } from '../../deps.ts';
import type { CurrentUser } from '../../http/session.ts';
import { groupsJoinedAmong, requireGroup } from '../groups/index.ts';
import { isGroupMember, requireEvent, requireEventFor } from './event-access.ts';
import { detailsVisible, seesMeetingUrl, toEvent } from './events.presenter.ts';
import { eventsOfGroupQuery, tagsOfEvents, type EventRow } from './events.repository.ts';
import { icsOf } from './ics.ts';
import { eventsWithPlaceAmong, waitlistPositions } from './participants.repository.ts';
import { firstUpcomingOfSeries } from './series.repository.ts';
import { seriesUpcomingCounts } from './series.service.ts';

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
