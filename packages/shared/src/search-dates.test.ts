import { describe, expect, it } from 'vitest';
import { addDays, communityToday, datesOfPreset } from './search-dates.ts';

// Wednesday 2 December 2026, 20:00 in Vancouver (UTC-7 all year under Node 24's tzdata; 03:00Z Thursday).
const wednesdayEvening = new Date('2026-12-03T03:00:00Z');

describe('date presets on the community clock', () => {
  it('reads today in Vancouver, not in UTC', () => {
    expect(communityToday(wednesdayEvening)).toBe('2026-12-02');
  });

  it('covers whole days from Wednesday', () => {
    expect(datesOfPreset('today', wednesdayEvening)).toEqual({ from: '2026-12-02', to: '2026-12-02' });
    expect(datesOfPreset('tomorrow', wednesdayEvening)).toEqual({ from: '2026-12-03', to: '2026-12-03' });
    expect(datesOfPreset('weekend', wednesdayEvening)).toEqual({ from: '2026-12-05', to: '2026-12-06' });
    expect(datesOfPreset('this-week', wednesdayEvening)).toEqual({ from: '2026-12-02', to: '2026-12-06' });
    expect(datesOfPreset('next-week', wednesdayEvening)).toEqual({ from: '2026-12-07', to: '2026-12-13' });
  });

  it('on a Saturday the weekend starts today; on a Sunday it is today alone', () => {
    expect(datesOfPreset('weekend', new Date('2026-12-05T18:00:00Z'))).toEqual({
      from: '2026-12-05',
      to: '2026-12-06',
    });
    expect(datesOfPreset('weekend', new Date('2026-12-06T18:00:00Z'))).toEqual({
      from: '2026-12-06',
      to: '2026-12-06',
    });
    // Sunday's "next week" starts the next day.
    expect(datesOfPreset('next-week', new Date('2026-12-06T18:00:00Z')).from).toBe('2026-12-07');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});
