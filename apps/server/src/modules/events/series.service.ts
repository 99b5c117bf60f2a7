/**
 * A series as one thing (issue #26): how many of its dates are ahead, the cover its events show,
 * what goes with its last event or its group, and editing "this and following" events. Its
 * cover's changes are in series-covers.ts, its new dates in series-dates.ts.
 */
import { can, type SeriesScope, type UpdateEventData } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import type { CurrentUser } from '../../http/session.ts';
import { forgetImage } from '../../storage/images.repository.ts';
import { toWallClock } from '../../time/community-clock.ts';
import { factsOf, isGroupMember } from './event-access.ts';
import { lockForAllowance } from './event-limits.ts';
import { followingInSeries, lockFollowingInSeries, type EventRow } from './events.repository.ts';
import { shiftOnWallClock } from './recurrence.ts';
import { seriesHasEvents, seriesIdsOfGroup, upcomingInSeries } from './series.repository.ts';

/**
 * For each row of a series, how many of its events not yet over the viewer may see, this one
 * included: all of them for a member of the group, the PUBLIC ones for anyone else.
 */
export async function seriesUpcomingCounts(
  db: Db,
  rows: readonly EventRow[],
  isMember: (groupId: string) => boolean,
): Promise<Map<number, number>> {
  const seriesIds = [...new Set(rows.flatMap((r) => (r.series_id === null ? [] : [r.series_id])))];
  const counts = await upcomingInSeries(db, seriesIds, new Date().toISOString());
  const byEvent = new Map<number, number>();
  for (const row of rows) {
    const count = row.series_id === null ? undefined : counts.get(row.series_id);
    if (count) byEvent.set(row.id, isMember(row.group_id) ? count.all : count.open);
  }
  return byEvent;
}

/** The image GET /images/event serves: the event's own cover, else its series'. */
export function shownCover(event: EventRow) {
  if (event.has_logo !== 1 && event.series_has_logo === 1 && event.series_id !== null) {
    return { kind: 'series' as const, ownerKey: String(event.series_id) };
  }
  return String(event.id);
}

/** Once an event is deleted: a series left without events drops its cover. */
export async function forgetEmptySeries(trx: Db, seriesId: number | null): Promise<string | undefined> {
  if (seriesId === null || (await seriesHasEvents(trx, seriesId))) return undefined;
  return forgetImage(trx, 'series', String(seriesId));
}

/** A group's series covers, forgotten as the group goes; their storage keys, to delete after commit. */
export async function forgetSeriesCovers(trx: Db, groupId: string): Promise<string[]> {
  const keys: string[] = [];
  for (const seriesId of await seriesIdsOfGroup(trx, groupId)) {
    const key = await forgetImage(trx, 'series', String(seriesId));
    if (key) keys.push(key);
  }
  return keys;
}

/**
 * An edit that adds dates reserves the caller's allowance: the account and the group are locked
 * before the event, in the order every workflow takes them.
 */
export async function lockForNewDates(deps: AppDeps, trx: Db, user: CurrentUser, body: UpdateEventData) {
  if (body.recurrence || body.moreDates) await lockForAllowance(deps, trx, user.id, body.groupId);
}

/**
 * The event, or with scope FOLLOWING it and the later events of its series that the caller may
 * also `action` (a co-host's occurrences are theirs to change). Inside the caller's transaction:
 * the events are locked before they are read, so a concurrent edit is not undone from a stale copy.
 */
export async function eventsInScope(
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

/**
 * Where each event in the edit's scope starts: the edited `event` at `start`; the later ones of
 * its series move as it does on the local clock (19:00 to 18:30 moves them all).
 */
export async function movesInScope(
  deps: AppDeps,
  trx: Db,
  user: CurrentUser,
  event: EventRow,
  edit: { scope: SeriesScope; start: string },
): Promise<{ target: EventRow; start: string }[]> {
  const wallDeltaMs = toWallClock(edit.start).getTime() - toWallClock(event.start_date_time).getTime();
  const targets = await eventsInScope(deps, trx, user, event, edit.scope, 'update');
  return targets.map((target) => ({
    target,
    start: target.id === event.id ? edit.start : shiftOnWallClock(target.start_date_time, wallDeltaMs),
  }));
}
