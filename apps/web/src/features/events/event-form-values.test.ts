import { describe, expect, it } from 'vitest';
import { anEvent } from '@/test/factories.ts';
import {
  duplicateFormValues,
  eventBodyFields,
  eventFormValues,
  importedEventFields,
  moreDatesOf,
  newEventFormValues,
  parseEventType,
  recurrenceOf,
} from './event-form-values.ts';

// Saturday 5 December 2026, 18:30 to 20:00 in Toronto (the tests' zone).
const seedSwap = anEvent({
  startDateTime: '2026-12-05T23:30:00.000Z',
  endDateTime: '2026-12-06T01:00:00.000Z',
  tags: ['seeds', 'swap'],
  participantsLimit: 20,
});

describe('what fills the event form', () => {
  it("fills an event's details in local time, tags as one text", () => {
    expect(eventFormValues(seedSwap)).toMatchObject({
      name: 'Seed swap',
      description: 'Bring seeds.',
      startDateTime: '2026-12-05T18:30',
      endDateTime: '2026-12-05T20:00',
      participantsLimit: '20',
      tags: 'seeds, swap',
      location: 'The library',
      repeats: 'NEVER',
      moreDates: 'NONE',
      meetingUrl: '',
      pin: null,
    });
  });

  it('keeps a pin only when both numbers are there', () => {
    expect(eventFormValues(anEvent({ latitude: 49.26, longitude: -123.11 })).pin).toEqual({
      latitude: 49.26,
      longitude: -123.11,
    });
    expect(eventFormValues(anEvent({ latitude: 49.26, longitude: null })).pin).toBeNull();
  });

  it('duplicates an event to the same weekday and time in the first week still ahead, across a clock change', () => {
    // Thursday 12 March 2026, after the clocks went forward on the 8th; the source was before it.
    const now = Date.parse('2026-03-12T16:00:00.000Z');
    const before = anEvent({
      startDateTime: '2026-02-28T00:00:00.000Z',
      endDateTime: '2026-02-28T02:00:00.000Z',
    });
    expect(duplicateFormValues(before, now)).toMatchObject({
      // Friday 27 February, 19:00 → Friday 13 March, 19:00 still.
      startDateTime: '2026-03-13T19:00',
      endDateTime: '2026-03-13T21:00',
    });
  });

  it('duplicates an event still ahead to a week after it', () => {
    const now = Date.parse('2026-11-20T15:00:00.000Z');
    expect(duplicateFormValues(seedSwap, now)).toMatchObject({
      startDateTime: '2026-12-12T18:30',
      endDateTime: '2026-12-12T20:00',
    });
  });

  it("fills a Meetup event's fields, ending it four hours after its start", () => {
    const imported = {
      title: 'Walk',
      description: 'A walk',
      location: 'Park',
      startDate: '2026-12-05T18:30:00-05:00',
    };
    expect(importedEventFields(imported)).toEqual({
      name: 'Walk',
      description: 'A walk',
      location: 'Park',
      startDateTime: '2026-12-05T18:30',
      endDateTime: '2026-12-05T22:30',
    });
    expect(importedEventFields({ ...imported, startDate: '' })).toMatchObject({
      startDateTime: '',
      endDateTime: '',
    });
  });

  it("reads the route's event type: PUBLIC when absent, null when it is no type", () => {
    expect(parseEventType(undefined)).toBe('PUBLIC');
    expect(parseEventType('private')).toBe('PRIVATE');
    expect(parseEventType('secret')).toBeNull();
  });
});

describe('what the event form sends', () => {
  const values = { ...eventFormValues(seedSwap), tags: '#Seed Swap, seeds, ' };

  it('sends instants, a number and the tags as a list', () => {
    expect(eventBodyFields(values)).toMatchObject({
      startDateTime: '2026-12-05T23:30:00.000Z',
      endDateTime: '2026-12-06T01:00:00.000Z',
      participantsLimit: 20,
      tags: ['seed-swap', 'seeds'],
    });
  });

  it('sends only what the format shows: no link in person, no pin online', () => {
    const pin = { latitude: 49.26, longitude: -123.11 };
    const both = { ...values, meetingUrl: ' https://meet.example/x ', pin };
    expect(eventBodyFields({ ...both, format: 'IN_PERSON' })).toMatchObject({
      meetingUrl: null,
      latitude: 49.26,
      longitude: -123.11,
    });
    expect(eventBodyFields({ ...both, format: 'ONLINE' })).toMatchObject({
      meetingUrl: 'https://meet.example/x',
      latitude: null,
      longitude: null,
    });
    expect(eventBodyFields({ ...both, format: 'HYBRID', meetingUrl: '  ' })).toMatchObject({
      meetingUrl: null,
      latitude: 49.26,
    });
  });

  it('sends a series by count or by date, and nothing for a one-off', () => {
    expect(recurrenceOf(newEventFormValues('PUBLIC'))).toBeUndefined();
    expect(recurrenceOf({ ...values, repeats: 'WEEKLY', repeatEnds: 'COUNT', repeatCount: '8' })).toEqual({
      frequency: 'WEEKLY',
      count: 8,
    });
    expect(
      recurrenceOf({ ...values, repeats: 'MONTHLY', repeatEnds: 'UNTIL', repeatUntil: '2027-06-30' }),
    ).toEqual({ frequency: 'MONTHLY', until: '2027-06-30' });
  });

  it('sends more dates by count or by date, and nothing when none are added', () => {
    expect(moreDatesOf(values)).toBeUndefined();
    expect(moreDatesOf({ ...values, moreDates: 'COUNT', moreCount: '4' })).toEqual({ count: 4 });
    expect(moreDatesOf({ ...values, moreDates: 'UNTIL', moreUntil: '2027-06-30' })).toEqual({
      until: '2027-06-30',
    });
  });
});
