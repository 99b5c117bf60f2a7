/**
 * The date filters people pick (issue #28) as the whole days they cover on the community's
 * clock, for the `from` and `to` of a search. Weeks run Monday to Sunday; the weekend is Saturday
 * and Sunday (on a Sunday, that Sunday).
 */
import { COMMUNITY_TIME_ZONE } from './constants.ts';

export const DATE_PRESETS = ['today', 'tomorrow', 'weekend', 'this-week', 'next-week'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

export interface DateRange {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** Last day, YYYY-MM-DD, inclusive. */
  to: string;
}

/** Today's date on the community's clock, YYYY-MM-DD. */
export function communityToday(now: Date = new Date(), zone = COMMUNITY_TIME_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** `date` moved by `days`, YYYY-MM-DD (calendar arithmetic, no clock involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 1 for Monday … 7 for Sunday. */
function isoWeekday(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay() || 7;
}

export function datesOfPreset(preset: DatePreset, now: Date = new Date()): DateRange {
  const today = communityToday(now);
  const weekday = isoWeekday(today);
  const sunday = addDays(today, 7 - weekday);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'tomorrow':
      return { from: addDays(today, 1), to: addDays(today, 1) };
    case 'weekend':
      return { from: weekday >= 6 ? today : addDays(sunday, -1), to: sunday };
    case 'this-week':
      return { from: today, to: sunday };
    case 'next-week':
      return { from: addDays(sunday, 1), to: addDays(sunday, 7) };
  }
}
