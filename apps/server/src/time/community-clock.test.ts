import { describe, expect, it } from 'vitest';
import { DATE_TIME_PATTERN } from '@neighbourly/shared';
import { formatOnCommunityClock, fromWallClock, toWallClock } from './community-clock.ts';

describe("the community's clock", () => {
  it('knows British Columbia keeps UTC−7 from November 2026 (tz 2026; Node 20’s own data did not)', () => {
    expect(formatOnCommunityClock('2026-06-06T02:00:00.000Z', DATE_TIME_PATTERN)).toBe(
      'Fri, Jun 5, 2026 · 19:00',
    );
    expect(formatOnCommunityClock('2026-12-05T02:00:00.000Z', DATE_TIME_PATTERN)).toBe(
      'Fri, Dec 4, 2026 · 19:00',
    );
    // Before the change, winters were UTC−8.
    expect(formatOnCommunityClock('2025-12-05T03:00:00.000Z', DATE_TIME_PATTERN)).toBe(
      'Thu, Dec 4, 2025 · 19:00',
    );
  });

  it('turns an instant into wall-clock time and back, in any zone', () => {
    const wall = toWallClock('2035-11-11T00:00:00.000Z', 'America/Toronto');
    expect(wall.toISOString()).toBe('2035-11-10T19:00:00.000Z');
    expect(fromWallClock(wall, 'America/Toronto')).toBe('2035-11-11T00:00:00.000Z');
    expect(fromWallClock(new Date('2035-07-10T19:00:00.000Z'), 'America/Toronto')).toBe(
      '2035-07-10T23:00:00.000Z',
    );
  });

  it('reads a time shown twice as its first showing, and moves a skipped time on by the skip', () => {
    // Toronto, 4 November 2035: 01:30 comes twice (EDT, then EST).
    expect(fromWallClock(new Date('2035-11-04T01:30:00.000Z'), 'America/Toronto')).toBe(
      '2035-11-04T05:30:00.000Z',
    );
    // 11 March 2035: the clocks skip from 02:00 to 03:00, so 02:30 is 03:30 EDT.
    expect(fromWallClock(new Date('2035-03-11T02:30:00.000Z'), 'America/Toronto')).toBe(
      '2035-03-11T07:30:00.000Z',
    );
    expect(toWallClock('2035-03-11T07:30:00.000Z', 'America/Toronto').toISOString()).toBe(
      '2035-03-11T03:30:00.000Z',
    );
  });
});
