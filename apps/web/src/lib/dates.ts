/**
 * How the SPA shows and reads times: stored as UTC ISO instants, shown in the viewer's time zone
 * in 24-hour format with year, month, day, hour and minute, in the page's language through Intl
 * (issue #29). Every screen formats through here, so the format changes in one place.
 */
import * as inLanguage from '@neighbourly/i18n/dates';
import { pageLanguage } from './page-language.ts';

/** e.g. "Sat, Dec 5, 2026 · 18:30" — local time, 24-hour; the server's emails write the same. */
export function formatDateTime(instant: string): string {
  return inLanguage.formatDateTime(instant, pageLanguage());
}

/** "Sat, Dec 5, 2026 · 18:30 – 20:00", or both dates in full when the end is on another day. */
export function formatDateTimeRange(start: string, end: string): string {
  return inLanguage.formatDateTimeRange(start, end, pageLanguage());
}

/**
 * An instant the way the browser's own date-time picker words it (its locale's date order and
 * 12- or 24-hour clock), with the weekday the picker leaves out: the form's hint under the
 * picker must not read differently from the picker itself.
 */
export function formatPickerDateTime(instant: string): string {
  const value = new Date(instant);
  if (Number.isNaN(value.getTime())) return '';
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }).format(value);
}

/** Whether the instant is before now (an event whose end has passed has ended). */
export const isPast = (instant: string | null | undefined, now = Date.now()) =>
  !!instant && Date.parse(instant) < now;

/** A day in words, e.g. "November 22, 2026" (the profile's 'Member since'). */
export function formatLongDate(instant: string): string {
  return inLanguage.formatLongDate(instant, pageLanguage());
}

/**
 * A recent instant in few characters (conversation lists, message bubbles): "18:30" today,
 * "Dec 5, 18:30" this year, "Dec 5, 2025" before.
 */
export function formatShortDateTime(instant: string, now = Date.now()): string {
  return inLanguage.formatShortDateTime(instant, pageLanguage(), now);
}

/** A number as the page's language writes it ("1,500", "1 500", "۱٬۵۰۰"). */
export const formatNumber = (value: number): string => inLanguage.formatNumber(value, pageLanguage());

/** A count in the page's digits without grouping, as character counters show it ("250/1000"). */
export const formatDigits = (value: number): string => inLanguage.formatNumber(value, pageLanguage(), false);

/** Sorts names (people, groups) as the page's language orders them. */
export const compareNames = (a: string, b: string): number => inLanguage.compareNames(a, b, pageLanguage());
