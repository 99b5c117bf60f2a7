import { describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, startsTooFarAhead } from './index.ts';

describe('how far ahead an event may start (issue #24)', () => {
  const now = Date.parse('2026-11-25T12:00:00.000Z');
  const DAY = 86_400_000;

  it('allows up to LIMITS.eventStartMaxDaysAhead days ahead, to the millisecond', () => {
    expect(LIMITS.eventStartMaxDaysAhead).toBe(730);
    expect(startsTooFarAhead(new Date(now + 730 * DAY).toISOString(), now)).toBe(false);
    expect(startsTooFarAhead(new Date(now + 730 * DAY + 1).toISOString(), now)).toBe(true);
    expect(startsTooFarAhead('9999-12-31T00:00:00.000Z', now)).toBe(true);
  });

  it('says so with the limit in the words', () => {
    expect(MESSAGES.eventTooFarAhead).toBe('The event must start within 2 years from now.');
    expect(MESSAGES.eventsPerDay).toContain(`${LIMITS.eventsPerHostPerDay} events in 24 hours`);
    expect(MESSAGES.groupUpcomingEvents).toContain(`${LIMITS.groupUpcomingEventsMax} upcoming events`);
  });
});
