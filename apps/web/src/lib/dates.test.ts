import { describe, expect, it } from 'vitest';
import {
  compareNames,
  formatDateTime,
  formatDateTimeRange,
  formatDigits,
  formatLongDate,
  formatNumber,
  formatPickerDateTime,
  formatShortDateTime,
  isPast,
} from './dates.ts';
import { fromDateTimeInput, toDateTimeInput, tomorrowAtInput } from './date-inputs.ts';

// Saturday 5 December 2026, 18:30 in Toronto (the tests' zone: vitest.config.ts).
const saturdayEvening = '2026-12-05T23:30:00.000Z';

describe('dates', () => {
  it("shows an instant in the viewer's zone, 24-hour, in the page's language", () => {
    expect(formatDateTime(saturdayEvening)).toBe('Sat, Dec 5, 2026 · 18:30');
    document.documentElement.lang = 'fr';
    expect(formatDateTime(saturdayEvening)).toBe('sam. 5 déc. 2026 · 18 h 30');
  });

  it('reads English when the page names no language it knows', () => {
    document.documentElement.lang = 'xx';
    expect(formatDateTime(saturdayEvening)).toBe('Sat, Dec 5, 2026 · 18:30');
  });

  it('writes a range on one day with the end time only, else both in full', () => {
    expect(formatDateTimeRange(saturdayEvening, '2026-12-06T01:00:00.000Z')).toBe(
      'Sat, Dec 5, 2026 · 18:30 – 20:00',
    );
    // 20:00 on the 6th: another day.
    expect(formatDateTimeRange(saturdayEvening, '2026-12-07T01:00:00.000Z')).toBe(
      'Sat, Dec 5, 2026 · 18:30 – Sun, Dec 6, 2026 · 20:00',
    );
  });

  it('shortens recent times: the time today, the day this year, the year before', () => {
    const now = Date.parse('2026-12-06T02:00:00.000Z'); // 21:00 on the 5th
    expect(formatShortDateTime(saturdayEvening, now)).toBe('18:30');
    expect(formatShortDateTime('2026-03-01T17:00:00.000Z', now)).toBe('Mar 1, 12:00');
    expect(formatShortDateTime('2025-03-01T17:00:00.000Z', now)).toBe('Mar 1, 2025');
  });

  it('writes long dates and numbers as the page language does', () => {
    expect(formatLongDate(saturdayEvening)).toBe('December 5, 2026');
    expect(formatNumber(1500)).toBe('1,500');
    expect(formatDigits(1500)).toBe('1500');
    document.documentElement.lang = 'fa';
    expect(formatDigits(250)).toBe('۲۵۰');
  });

  it('words a picked time as the picker does, and nothing for what is not a time', () => {
    expect(formatPickerDateTime(saturdayEvening)).toContain('Saturday');
    expect(formatPickerDateTime('not a time')).toBe('');
  });

  it('knows an instant is past only once it is before now', () => {
    const now = Date.parse(saturdayEvening);
    expect(isPast('2026-12-05T23:29:59.000Z', now)).toBe(true);
    expect(isPast(saturdayEvening, now)).toBe(false);
    expect(isPast(null, now)).toBe(false);
  });

  it('sorts names as the page language orders them', () => {
    expect(['Émile', 'Zoë', 'adam'].sort(compareNames)).toEqual(['adam', 'Émile', 'Zoë']);
  });
});

describe('date inputs', () => {
  it('turns a datetime-local value into an instant and back, in local time', () => {
    expect(fromDateTimeInput('2026-12-05T18:30')).toBe(saturdayEvening);
    expect(toDateTimeInput(saturdayEvening)).toBe('2026-12-05T18:30');
  });

  it('reads nothing but a datetime-local value', () => {
    expect(fromDateTimeInput('')).toBeNull();
    expect(fromDateTimeInput('2026-12-05')).toBeNull();
    expect(fromDateTimeInput('2026-12-05 18:30')).toBeNull();
    expect(toDateTimeInput('nonsense')).toBe('');
  });

  it('gives tomorrow at the hour, across a change of the clocks', () => {
    // Saturday 7 March 2026, noon: the clocks go forward that night.
    const now = Date.parse('2026-03-07T17:00:00.000Z');
    expect(tomorrowAtInput(19, 0, now)).toBe('2026-03-08T19:00');
    expect(tomorrowAtInput(19, 2, now)).toBe('2026-03-08T21:00');
  });
});
