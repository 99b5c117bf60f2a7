import { DATE_TIME_PATTERN } from '@neighbourly/shared';
import { describe, expect, it } from 'vitest';
import {
  compareNames,
  formatDateTime,
  formatDateTimeRange,
  formatLongDate,
  formatNumber,
  formatShortDateTime,
} from './dates.ts';

const zone = 'America/Vancouver';
// 18:30 on Saturday, December 5, 2026, on the community's clock.
const saturdayEvening = '2026-12-05T18:30:00-08:00';
const evening = new Date(saturdayEvening);
const sameDayOffset = (instant: Date) => instant.getTime() + 90 * 60_000;

describe('dates in the reader language', () => {
  it('writes English as the spec does', () => {
    expect(DATE_TIME_PATTERN).toBe('ddd, MMM D, YYYY · HH:mm');
    const shown = formatDateTime(saturdayEvening, 'en', zone);
    // The same fields as the spec's pattern, whatever offset the zone has that day.
    expect(shown).toMatch(/^Sat, Dec 5, 2026 · \d\d:30$/);
    expect(formatLongDate(saturdayEvening, 'en', zone)).toBe('December 5, 2026');
  });

  it('writes each language its own way, 24-hour', () => {
    expect(formatDateTime(saturdayEvening, 'fr', zone)).toMatch(/^sam\. 5 déc\. 2026 · \d\d h 30$/);
    expect(formatDateTime(saturdayEvening, 'zh-Hans', zone)).toMatch(/^2026年12月5日周六 · \d\d:30$/);
    expect(formatDateTime(saturdayEvening, 'zh-Hant', zone)).toMatch(/^2026年12月5日週六 · \d\d:30$/);
    // Persian: Persian digits, the Gregorian calendar (December, not Azar).
    const persian = formatDateTime(saturdayEvening, 'fa', zone);
    expect(persian).toContain('دسامبر');
    expect(persian).toContain('۲۰۲۶');
    // No middle dot beside Persian digits, where it reads as a zero.
    expect(persian).not.toContain('·');
    expect(persian).toContain('، ');
    expect(formatDateTime(saturdayEvening, 'pa', zone)).toContain('2026');
  });

  it('writes a range on one day with the end time only', () => {
    const end = new Date(sameDayOffset(evening)).toISOString();
    expect(formatDateTimeRange(saturdayEvening, end, 'en', zone)).toMatch(
      /^Sat, Dec 5, 2026 · \d\d:30 – \d\d:00$/,
    );
  });

  it('shortens recent times', () => {
    const now = sameDayOffset(evening);
    expect(formatShortDateTime(saturdayEvening, 'en', now, zone)).toMatch(/^\d\d:30$/);
    expect(formatShortDateTime('2026-03-01T12:00:00-08:00', 'en', now, zone)).toMatch(/^Mar 1, \d\d:00$/);
    expect(formatShortDateTime('2025-03-01T12:00:00-08:00', 'en', now, zone)).toBe('Mar 1, 2025');
  });

  it('gives nothing for what is not a time', () => {
    expect(formatDateTime('soon', 'fr', zone)).toBe('');
    expect(formatLongDate('', 'fa', zone)).toBe('');
  });

  it('writes numbers and sorts names as the language does', () => {
    expect(formatNumber(1500, 'en')).toBe('1,500');
    expect(formatNumber(1500, 'fa')).toBe('۱٬۵۰۰');
    expect(['Émile', 'Zoé', 'eve'].sort((a, b) => compareNames(a, b, 'fr'))).toEqual(['Émile', 'eve', 'Zoé']);
    expect(['b2', 'b10', 'B1'].sort((a, b) => compareNames(a, b, 'en'))).toEqual(['B1', 'b2', 'b10']);
  });
});
