import { describe, expect, it } from 'vitest';
import { describeRepeat, monthlyPosition, repeatChoiceLabel, seriesSummary } from './recurrence.ts';

// Instants chosen so that UTC and Vancouver disagree on the day: the words follow Vancouver.
const SATURDAY_EVENING = '2035-10-28T02:00:00.000Z'; // Sat 27 Oct 2035, 19:00 PDT (Sun in UTC)
const SECOND_TUESDAY = '2035-01-10T02:30:00.000Z'; // Tue 9 Jan 2035, 18:30 PST
const LAST_FRIDAY = '2035-03-30T18:00:00.000Z'; // Fri 30 Mar 2035, the 5th Friday

describe('recurrence wording', () => {
  it('names the weekday in Vancouver', () => {
    expect(describeRepeat('WEEKLY', SATURDAY_EVENING)).toBe('Repeats weekly on Saturdays');
    expect(describeRepeat('BIWEEKLY', SATURDAY_EVENING)).toBe('Repeats every 2 weeks on Saturdays');
    expect(repeatChoiceLabel('WEEKLY', SATURDAY_EVENING)).toBe('Weekly on Saturdays');
  });

  it('places a monthly event by its weekday in the month, a 5th one as the last', () => {
    expect(monthlyPosition(SECOND_TUESDAY)).toEqual({ weekday: 2, nth: 2 });
    expect(describeRepeat('MONTHLY', SECOND_TUESDAY)).toBe('Repeats monthly on the 2nd Tuesday');
    expect(monthlyPosition(LAST_FRIDAY)).toEqual({ weekday: 5, nth: -1 });
    expect(describeRepeat('MONTHLY', LAST_FRIDAY)).toBe('Repeats monthly on the last Friday');
  });
});

describe('a series in a list', () => {
  it('says how often and how many dates are ahead', () => {
    expect(seriesSummary('WEEKLY', 8)).toBe('Weekly · 8 dates');
    expect(seriesSummary('BIWEEKLY', 2)).toBe('Every 2 weeks · 2 dates');
    expect(seriesSummary('MONTHLY', 1)).toBe('Monthly · 1 date');
  });
});
