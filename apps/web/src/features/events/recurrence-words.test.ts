import { describe, expect, it } from 'vitest';
import { describeRepeatText, repeatChoiceText } from './recurrence-words.ts';
import { seriesSummaryText } from './series-summary.ts';

// Tuesday 8 December 2026, 22:30 in Vancouver: the 2nd Tuesday of the month. In UTC and in the
// viewer's Toronto it is already Wednesday: the weekday is the community's.
const secondTuesday = '2026-12-09T05:30:00.000Z';

describe('the words of a series', () => {
  it("names the weekday and the week of the month where the community's clock puts them", () => {
    expect(repeatChoiceText('WEEKLY', secondTuesday)).toBe('Weekly on Tuesdays');
    expect(repeatChoiceText('BIWEEKLY', secondTuesday)).toBe('Every 2 weeks on Tuesdays');
    expect(repeatChoiceText('MONTHLY', secondTuesday)).toBe('Monthly on the 2nd Tuesday');
    expect(describeRepeatText('MONTHLY', secondTuesday)).toBe('Repeats monthly on the 2nd Tuesday');
    expect(describeRepeatText('WEEKLY', secondTuesday)).toBe('Repeats weekly on Tuesdays');
  });

  it('says "last" for a fifth weekday, which not every month has', () => {
    expect(repeatChoiceText('MONTHLY', { weekday: 2, nth: -1 })).toBe('Monthly on the last Tuesday');
    // Tuesday 29 December 2026: the 5th Tuesday.
    expect(describeRepeatText('MONTHLY', '2026-12-30T05:30:00.000Z')).toBe(
      'Repeats monthly on the last Tuesday',
    );
  });

  it("names the weekday in the page's language", () => {
    document.documentElement.lang = 'fr';
    expect(repeatChoiceText('WEEKLY', { weekday: 6, nth: 1 })).toContain('samedi');
  });

  it('sums up a series in a list, one date or many', () => {
    expect(seriesSummaryText('WEEKLY', 8)).toBe('Weekly · 8 dates');
    expect(seriesSummaryText('BIWEEKLY', 1)).toBe('Every 2 weeks · 1 date');
    expect(seriesSummaryText('MONTHLY', 0)).toBe('Monthly · 0 dates');
  });
});
