import { LIMITS, MESSAGES } from '@neighbourly/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventFormSchema, type EventFormValues } from './event-form.ts';
import { newEventFormValues } from './event-form-values.ts';

// Friday 20 November 2026, 10:00 in Toronto.
const NOW = Date.parse('2026-11-20T15:00:00.000Z');

/** The form's problems, one message per field ('' for the form as a whole). */
function problemsOf(change: Partial<EventFormValues>): Record<string, string> {
  const values = {
    ...newEventFormValues('PUBLIC', NOW),
    name: 'Seed swap',
    description: 'Bring seeds.',
    location: 'The library',
    ...change,
  };
  const result = eventFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the event form', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('starts tomorrow evening for the default duration, and is then valid', () => {
    const values = newEventFormValues('PRIVATE', NOW);
    expect(values).toMatchObject({
      startDateTime: '2026-11-21T18:00',
      endDateTime: '2026-11-21T20:00',
      type: 'PRIVATE',
      participantsLimit: '0',
      repeats: 'NEVER',
      format: 'IN_PERSON',
      pin: null,
    });
    expect(problemsOf({})).toEqual({});
  });

  it('wants a start in the future, before the end', () => {
    expect(problemsOf({ startDateTime: '2026-11-20T09:00' })).toEqual({ startDateTime: MESSAGES.eventDates });
    expect(problemsOf({ endDateTime: '2026-11-21T17:00' })).toEqual({ endDateTime: MESSAGES.eventDates });
    expect(problemsOf({ startDateTime: '', endDateTime: '' })).toEqual({
      startDateTime: MESSAGES.eventDates,
      endDateTime: MESSAGES.eventDates,
    });
  });

  it('refuses a start more than two years ahead, and an event longer than a week', () => {
    expect(problemsOf({ startDateTime: '2028-11-25T18:00', endDateTime: '2028-11-25T20:00' })).toEqual({
      startDateTime: MESSAGES.eventTooFarAhead,
    });
    expect(problemsOf({ endDateTime: '2026-11-28T18:01' })).toEqual({ endDateTime: MESSAGES.eventTooLong });
    expect(problemsOf({ endDateTime: '2026-11-28T18:00' })).toEqual({});
  });

  it('checks the times even while another field is wrong', () => {
    expect(problemsOf({ name: '', endDateTime: '2026-11-21T17:00' })).toHaveProperty(
      'endDateTime',
      MESSAGES.eventDates,
    );
  });

  it('takes a participants limit of whole numbers up to the limit only', () => {
    expect(problemsOf({ participantsLimit: ' 25 ' })).toEqual({});
    for (const typed of ['-1', '2.5', 'ten', '', '10001'])
      expect(problemsOf({ participantsLimit: typed }), typed).toEqual({
        participantsLimit: MESSAGES.participantsLimit,
      });
  });

  it('counts a series from 2 to the most events, its last start at most two years ahead', () => {
    const weekly = { repeats: 'WEEKLY', repeatEnds: 'COUNT' } as const;
    expect(problemsOf({ ...weekly, repeatCount: '2' })).toEqual({});
    expect(problemsOf({ ...weekly, repeatCount: String(LIMITS.seriesMaxEvents) })).toEqual({});
    expect(problemsOf({ ...weekly, repeatCount: '1' })).toEqual({ repeatCount: MESSAGES.seriesCount });
    expect(problemsOf({ ...weekly, repeatCount: String(LIMITS.seriesMaxEvents + 1) })).toEqual({
      repeatCount: MESSAGES.seriesCount,
    });
    // Monthly from November 2027: the 14th event would start in December 2028.
    const late = { startDateTime: '2027-11-20T18:00', endDateTime: '2027-11-20T20:00' };
    expect(problemsOf({ ...late, repeats: 'MONTHLY', repeatEnds: 'COUNT', repeatCount: '12' })).toEqual({});
    expect(problemsOf({ ...late, repeats: 'MONTHLY', repeatEnds: 'COUNT', repeatCount: '14' })).toEqual({
      repeatCount: MESSAGES.eventTooFarAhead,
    });
  });

  it('ends a series on a date after its first event, at most the most events long', () => {
    const until = { repeats: 'BIWEEKLY', repeatEnds: 'UNTIL' } as const;
    expect(problemsOf({ ...until, repeatUntil: '2027-03-01' })).toEqual({});
    expect(problemsOf({ ...until, repeatUntil: '2026-11-20' })).toEqual({
      repeatUntil: MESSAGES.seriesUntil,
    });
    expect(problemsOf({ ...until, repeatUntil: '1 March' })).toEqual({ repeatUntil: MESSAGES.seriesUntil });
    // Every 2 weeks for three years: 79 events.
    expect(problemsOf({ ...until, repeatUntil: '2029-11-20' })).toEqual({
      repeatUntil: MESSAGES.seriesUntil,
    });
    expect(problemsOf({ ...until, repeats: 'WEEKLY', repeatUntil: '2027-11-19' })).toEqual({});
    expect(problemsOf({ ...until, repeats: 'WEEKLY', repeatUntil: '2027-11-27' })).toEqual({
      repeatUntil: MESSAGES.seriesUntil,
    });
  });

  it('adds from 1 to one less than the most dates to a series, or dates until a day after its start', () => {
    expect(problemsOf({ moreDates: 'COUNT', moreCount: '1' })).toEqual({});
    expect(problemsOf({ moreDates: 'COUNT', moreCount: '0' })).toEqual({
      moreCount: MESSAGES.seriesMoreCount,
    });
    expect(problemsOf({ moreDates: 'COUNT', moreCount: String(LIMITS.seriesMaxEvents) })).toEqual({
      moreCount: MESSAGES.seriesMoreCount,
    });
    expect(problemsOf({ moreDates: 'UNTIL', moreUntil: '2027-01-31' })).toEqual({});
    expect(problemsOf({ moreDates: 'UNTIL', moreUntil: '2026-11-01' })).toEqual({
      moreUntil: MESSAGES.seriesMoreUntil,
    });
    expect(problemsOf({ moreDates: 'UNTIL', moreUntil: '2029-01-31' })).toEqual({
      moreUntil: MESSAGES.eventTooFarAhead,
    });
  });

  it('checks the meeting link only where the format has one', () => {
    expect(problemsOf({ format: 'ONLINE', meetingUrl: '' })).toEqual({});
    expect(problemsOf({ format: 'ONLINE', meetingUrl: 'meet me at the library' })).toEqual({
      meetingUrl: MESSAGES.meetingUrl,
    });
    expect(problemsOf({ format: 'HYBRID', meetingUrl: ' https://meet.example/seeds ' })).toEqual({});
    expect(problemsOf({ format: 'IN_PERSON', meetingUrl: 'meet me at the library' })).toEqual({});
  });
});
