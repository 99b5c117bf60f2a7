/**
 * Dates and times in a reader's language (issue #29), through Intl, for the web (the viewer's own
 * time zone) and the server (the community's). English reads exactly as the spec writes it:
 * "Sat, Dec 5, 2026 · 18:30". Everywhere the clock is 24-hour, as the spec's pattern is.
 */
import type { Locale } from '@neighbourly/shared';

/**
 * Where a language's Intl locale is not its own tag: English as the spec writes dates (US order),
 * Canadian French, and Persian on the Gregorian calendar (the events are in Vancouver, on its
 * calendar; Intl's Persian default is the Solar Hijri one). A new language needs no line here
 * unless it has such a need.
 */
const INTL_LOCALES: Partial<Record<Locale, string>> = {
  en: 'en-US',
  fr: 'fr-CA',
  fa: 'fa-u-ca-gregory',
};

export const intlLocaleOf = (locale: Locale): string => INTL_LOCALES[locale] ?? locale;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
  timeZone?: string,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone ?? ''}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocaleOf(locale), { ...options, timeZone });
    formats.set(key, format);
  }
  return format;
}

const DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

const toDate = (instant: string | number | Date): Date | undefined => {
  const value = instant instanceof Date ? instant : new Date(instant);
  return Number.isNaN(value.getTime()) ? undefined : value;
};

/** "Sat, Dec 5, 2026", "sam. 5 déc. 2026", "2026年12月5日周六". */
export function formatDay(instant: string | number | Date, locale: Locale, timeZone?: string): string {
  const value = toDate(instant);
  return value ? formatter(locale, DAY, timeZone).format(value) : '';
}

/** "18:30", "18 h 30", "۱۸:۳۰". */
export function formatTime(instant: string | number | Date, locale: Locale, timeZone?: string): string {
  const value = toDate(instant);
  return value ? formatter(locale, TIME, timeZone).format(value) : '';
}

/**
 * Between a day and its time: the spec's middle dot, but a Persian comma in Persian, where a dot
 * beside Persian digits reads as a zero (۰).
 */
const daySeparatorOf = (locale: Locale) => (locale === 'fa' ? '، ' : ' · ');

/** "Sat, Dec 5, 2026 · 18:30", "sam. 5 déc. 2026 · 18 h 30", "2026年12月5日周六 · 18:30". */
export function formatDateTime(instant: string | number | Date, locale: Locale, timeZone?: string): string {
  const value = toDate(instant);
  return value
    ? `${formatDay(value, locale, timeZone)}${daySeparatorOf(locale)}${formatTime(value, locale, timeZone)}`
    : '';
}

/** Whether two instants fall on the same calendar day in the zone. */
export function isSameDay(a: Date, b: Date, timeZone?: string): boolean {
  const day = formatter('en', { year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone);
  return day.format(a) === day.format(b);
}

/** "Sat, Dec 5, 2026 · 18:30 – 20:00", or both in full when the end is on another day. */
export function formatDateTimeRange(
  start: string | number | Date,
  end: string | number | Date,
  locale: Locale,
  timeZone?: string,
): string {
  const from = toDate(start);
  const to = toDate(end);
  if (!from || !to) return '';
  const endText = isSameDay(from, to, timeZone)
    ? formatTime(to, locale, timeZone)
    : formatDateTime(to, locale, timeZone);
  return `${formatDateTime(from, locale, timeZone)} – ${endText}`;
}

/** A day in words: "November 22, 2026", "22 novembre 2026", "2026年11月22日". */
export function formatLongDate(instant: string | number | Date, locale: Locale, timeZone?: string): string {
  const value = toDate(instant);
  return value
    ? formatter(locale, { month: 'long', day: 'numeric', year: 'numeric' }, timeZone).format(value)
    : '';
}

/**
 * A recent instant in few characters (conversation lists, message bubbles): "18:30" today,
 * "Dec 5, 18:30" this year, "Dec 5, 2025" before.
 */
export function formatShortDateTime(
  instant: string | number | Date,
  locale: Locale,
  now: number = Date.now(),
  timeZone?: string,
): string {
  const value = toDate(instant);
  if (!value) return '';
  const today = new Date(now);
  if (isSameDay(value, today, timeZone)) return formatTime(value, locale, timeZone);
  const year = formatter('en', { year: 'numeric' }, timeZone);
  if (year.format(value) === year.format(today)) {
    const day = formatter(locale, { month: 'short', day: 'numeric' }, timeZone).format(value);
    return `${day}, ${formatTime(value, locale, timeZone)}`;
  }
  return formatter(locale, { month: 'short', day: 'numeric', year: 'numeric' }, timeZone).format(value);
}

/**
 * A number as the reader writes it: "1,500", "1 500", "۱٬۵۰۰"; without grouping, digits alone
 * ("1000/1000" counters keep the spec's English look).
 */
export function formatNumber(value: number, locale: Locale, grouping = true): string {
  return new Intl.NumberFormat(intlLocaleOf(locale), { useGrouping: grouping }).format(value);
}

const collators = new Map<Locale, Intl.Collator>();
/** Orders people's and groups' names as the reader's language sorts them. */
export function compareNames(a: string, b: string, locale: Locale): number {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(intlLocaleOf(locale), { sensitivity: 'base', numeric: true });
    collators.set(locale, collator);
  }
  return collator.compare(a, b);
}
