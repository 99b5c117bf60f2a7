/**
 * The community's clock (America/Vancouver), from the time zone data of Node's own ICU.
 *
 * Node 24's ICU carries tz 2026c, which knows that British Columbia keeps UTC−7 all year from
 * 1 November 2026 (browsers, phones and calendar apps have it too). Node 20's carried 2025c,
 * an hour early all winter, so this module read moment-timezone's data until the move to
 * Node 24; Intl gives the same answers now (checked against moment-timezone over 16 years of
 * five zones, every DST gap and overlap included) without 10 MB of zone data in memory.
 */
import { COMMUNITY_TIME_ZONE, wallClockMsOfSearchDate, type Locale } from '@neighbourly/shared';
import { formatDateTime } from '@neighbourly/i18n/dates';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter that gives the zone's calendar fields, made once per zone. */
function fieldsOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's clock at `ms`, as milliseconds of a UTC date whose fields carry that time. */
function wallClockMs(ms: number, zone: string): number {
  const field: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of fieldsOf(zone).formatToParts(ms)) field[part.type] = Number(part.value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = field;
  return Date.UTC(year, month - 1, day, hour, minute, second) + (((ms % 1000) + 1000) % 1000);
}

/** An instant as the zone's clock shows it, in a Date whose UTC fields carry that time. */
export function toWallClock(instant: string, zone = COMMUNITY_TIME_ZONE): Date {
  return new Date(wallClockMs(Date.parse(instant), zone));
}

/**
 * The instant at which the zone's clock shows `wall` (the reverse of toWallClock). A time shown
 * twice (clocks going back) is its first showing; a time the clocks skip moves on by the skip.
 */
export function fromWallClock(wall: Date, zone = COMMUNITY_TIME_ZONE): string {
  const target = wall.getTime();
  // The zone's offsets a day either side: around a change they differ, elsewhere they agree.
  const offsetBefore = wallClockMs(target - DAY_MS, zone) - (target - DAY_MS);
  const offsetAfter = wallClockMs(target + DAY_MS, zone) - (target + DAY_MS);
  const candidates = [target - offsetBefore, target - offsetAfter].sort((a, b) => a - b);
  const shown = candidates.find((instant) => wallClockMs(instant, zone) === target);
  return new Date(shown ?? target - offsetBefore).toISOString();
}

/** An instant on the community's clock in a dayjs pattern, e.g. DATE_TIME_PATTERN. */
export function formatOnCommunityClock(instant: string, pattern: string): string {
  return dayjs.utc(toWallClock(instant)).format(pattern);
}

/**
 * "Sat, Dec 5, 2026 · 18:30" in Vancouver: the way the app shows times, in the reader's language
 * ("sam. 5 déc. 2026 · 18 h 30"); English when none is given.
 */
export const formatWhen = (iso: string, locale: Locale = 'en'): string =>
  formatDateTime(iso, locale, COMMUNITY_TIME_ZONE);

/**
 * A search's `from` or `to` (issue #28) as an instant: a date is its midnight on the community's
 * clock (with `endOfDay`, the midnight after it, so `to` takes in the whole day); a date and time
 * without an offset is read on that clock; one with an offset is that instant.
 */
export function instantOfSearchDate(value: string, endOfDay = false): string {
  if (/(Z|[+-]\d{2}:\d{2})$/.test(value)) return new Date(value).toISOString();
  return fromWallClock(new Date(wallClockMsOfSearchDate(value, endOfDay)));
}
