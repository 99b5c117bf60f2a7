/**
 * The dates of a recurring event (issue #18). The rule runs on the community's wall-clock time
 * (rrule's "floating" dates, UTC fields read as local ones) and each date is then placed in
 * the zone, so a 19:00 event stays at 19:00 when the clocks change.
 */
import {
  COMMUNITY_TIME_ZONE,
  LIMITS,
  MESSAGES,
  positionInMonth,
  type MoreDates,
  type Recurrence,
  type RepeatFrequency,
} from '@neighbourly/shared';
import type { RRule as RRuleClass } from 'rrule';
import { badRequest } from '../../http/errors.ts';
import { fromWallClock, toWallClock } from '../../time/community-clock.ts';

/** rrule, loaded with the first series rather than at start (issue #31). */
async function loadRRule(): Promise<typeof RRuleClass> {
  // rrule ships CommonJS for Node: its named exports are reached through the default one.
  const { default: rrule } = await import('rrule');
  return rrule.RRule;
}

/** `lastOfMonth`: a monthly rule on the weekday's last one even when `wallStart` is a 4th. */
function ruleOf(RRule: typeof RRuleClass, frequency: RepeatFrequency, wallStart: Date, lastOfMonth = false) {
  const WEEKDAYS = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA] as const;
  if (frequency === 'MONTHLY') {
    const { weekday, nth } = positionInMonth(wallStart.getUTCDate(), wallStart.getUTCDay());
    const place = lastOfMonth ? -1 : nth;
    return { freq: RRule.MONTHLY, interval: 1, byweekday: [WEEKDAYS[weekday]!.nth(place)] };
  }
  return { freq: RRule.WEEKLY, interval: frequency === 'BIWEEKLY' ? 2 : 1 };
}

/**
 * The start instants of a series' events, the first one included, for a first event starting
 * at `start`, on the clock of `zone`. Refused (400) when `until` is before the first event or
 * the series would pass LIMITS.seriesMaxEvents.
 */
export async function seriesStarts(
  start: string,
  recurrence: Recurrence,
  zone = COMMUNITY_TIME_ZONE,
): Promise<string[]> {
  const RRule = await loadRRule();
  const dtstart = toWallClock(start, zone);
  const until = recurrence.until ? new Date(`${recurrence.until}T23:59:59.000Z`) : null;
  if (until && until <= dtstart) throw badRequest(MESSAGES.seriesUntil);
  const rule = new RRule({
    ...ruleOf(RRule, recurrence.frequency, dtstart),
    dtstart,
    count: recurrence.count ?? null,
    until,
  });
  // One more than allowed, to tell "exactly the limit" from "past it".
  const walls = rule.all((_date, index) => index <= LIMITS.seriesMaxEvents);
  if (walls.length > LIMITS.seriesMaxEvents) throw badRequest(MESSAGES.seriesUntil);
  // The first is `start` itself: its weekday (and for MONTHLY, its place in the month) is the rule's.
  const starts = walls.map((wall) => fromWallClock(wall, zone));
  // Past year 9999 an instant no longer sorts as text ("+010000-…"), and rrule stops there.
  const tooLate = starts.some((instant) => !/^\d{4}-/.test(instant));
  if (tooLate || (recurrence.count !== undefined && starts.length < recurrence.count)) {
    throw badRequest(MESSAGES.eventDates);
  }
  return starts;
}

/** `instant` moved by `wallDeltaMs` on the community's clock (a week later is 7 × 24 h of wall time). */
export function shiftOnWallClock(instant: string, wallDeltaMs: number): string {
  return fromWallClock(new Date(toWallClock(instant).getTime() + wallDeltaMs));
}

/** How far a rule is walked looking for dates ahead of a series that ended long ago. */
const MAX_STEPS = 5000;

/**
 * More starts for a series whose last event starts at `last` (issue #26), on its rule from
 * there: the next `count`, or every one until `until` (inclusive, on the community's clock),
 * leaving out those not after `now` (a series that ended goes on from today). At most
 * LIMITS.seriesMaxEvents + 1 are returned, so the caller can tell a series grown too long.
 * `lastOfMonth`: a monthly series on "the last" weekday whose last event was a 4th one.
 */
export async function moreStarts(
  last: string,
  frequency: RepeatFrequency,
  more: MoreDates,
  {
    now,
    lastOfMonth = false,
    zone = COMMUNITY_TIME_ZONE,
  }: { now: string; lastOfMonth?: boolean; zone?: string },
): Promise<string[]> {
  const RRule = await loadRRule();
  const dtstart = toWallClock(last, zone);
  const until = more.until ? new Date(`${more.until}T23:59:59.000Z`) : null;
  if (until && until <= dtstart) throw badRequest(MESSAGES.seriesMoreUntil);
  const wanted = more.count ?? LIMITS.seriesMaxEvents + 1;
  const rule = new RRule({ ...ruleOf(RRule, frequency, dtstart, lastOfMonth), dtstart, until });
  const found: string[] = [];
  rule.all((wall, index) => {
    const instant = fromWallClock(wall, zone);
    if (instant > last && instant > now) found.push(instant);
    return found.length < wanted && index < MAX_STEPS;
  });
  if (found.length === 0) throw badRequest(more.until ? MESSAGES.seriesMoreUntil : MESSAGES.eventDates);
  // Past year 9999 an instant no longer sorts as text, and rrule stops there.
  if (found.some((instant) => !/^\d{4}-/.test(instant)) || found.length < (more.count ?? 1)) {
    throw badRequest(MESSAGES.eventDates);
  }
  return found;
}
