import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation.ts';
import { createEventBodySchema } from './events.ts';
import { searchEventsQuerySchema, searchGroupsQuerySchema } from './discovery.ts';
import { updateUserBodySchema } from './users.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

const event = {
  groupId: 'walkers',
  name: 'Walk',
  description: 'A walk',
  location: 'Kits Beach',
  startDateTime: '2026-12-05T18:00:00.000Z',
  endDateTime: '2026-12-05T20:00:00.000Z',
};

describe('where an event is', () => {
  it('defaults to in person with no link and no pin', () => {
    const parsed = createEventBodySchema.parse(event);
    expect(parsed.format).toBe('IN_PERSON');
    expect(parsed.meetingUrl).toBeUndefined();
    expect(parsed.latitude).toBeUndefined();
  });

  it('takes http(s) meeting links only', () => {
    expect(
      createEventBodySchema.safeParse({ ...event, meetingUrl: 'https://meet.example/abc' }).success,
    ).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'ftp://x.example/a',
      'not a link',
      `https://x.example/${'a'.repeat(500)}`,
    ]) {
      expect(messagesOf(createEventBodySchema.safeParse({ ...event, meetingUrl: bad }))).toContain(
        MESSAGES.meetingUrl,
      );
    }
  });

  it('takes a pin of both coordinates, in range', () => {
    expect(createEventBodySchema.safeParse({ ...event, latitude: 49.27, longitude: -123.15 }).success).toBe(
      true,
    );
    expect(messagesOf(createEventBodySchema.safeParse({ ...event, latitude: 49.27 }))).toContain(
      MESSAGES.pinBoth,
    );
    expect(messagesOf(createEventBodySchema.safeParse({ ...event, latitude: 91, longitude: 0 }))).toContain(
      MESSAGES.latitude,
    );
    expect(messagesOf(createEventBodySchema.safeParse({ ...event, latitude: 0, longitude: '1' }))).toContain(
      MESSAGES.longitude,
    );
    expect(messagesOf(createEventBodySchema.safeParse({ ...event, format: 'VIRTUAL' }))).toContain(
      MESSAGES.format,
    );
  });
});

describe('search filters', () => {
  const search = (query: Record<string, string>) => searchEventsQuerySchema.safeParse(query);

  it('reads a point, a place and a distance', () => {
    const parsed = searchEventsQuerySchema.parse({ near: '49.2642,-123.1553', withinKm: '5' });
    expect(parsed.near).toEqual({ latitude: 49.2642, longitude: -123.1553 });
    expect(parsed.withinKm).toBe(5);
    expect(search({ place: 'kitsilano', withinKm: '2' }).success).toBe(true);
  });

  it('refuses bad points, places and distances with their messages', () => {
    expect(messagesOf(search({ near: 'here' }))).toContain(MESSAGES.near);
    expect(messagesOf(search({ near: '91,0' }))).toContain(MESSAGES.latitude);
    expect(messagesOf(search({ near: '0,181' }))).toContain(MESSAGES.longitude);
    expect(messagesOf(search({ place: 'atlantis' }))).toContain(MESSAGES.unknownPlace);
    expect(messagesOf(search({ place: 'kitsilano', withinKm: '0' }))).toContain(MESSAGES.withinKm);
    expect(messagesOf(search({ place: 'kitsilano', withinKm: '10000' }))).toContain(MESSAGES.withinKm);
    expect(messagesOf(search({ place: 'kitsilano', withinKm: 'far' }))).toContain(MESSAGES.withinKm);
    expect(messagesOf(search({ withinKm: '5' }))).toContain(MESSAGES.withinNeedsPoint);
    expect(messagesOf(search({ near: '49,-123', place: 'kitsilano' }))).toContain(MESSAGES.nearOrPlace);
  });

  it('refuses unreal dates, backward ranges and ranges over a year', () => {
    expect(search({ from: '2026-12-05', to: '2026-12-05' }).success).toBe(true);
    expect(search({ from: '2026-12-05T18:00', to: '2026-12-06T02:00-08:00' }).success).toBe(true);
    expect(messagesOf(search({ from: '2026-02-30' }))).toContain(MESSAGES.searchWhen);
    expect(messagesOf(search({ from: 'tomorrow' }))).toContain(MESSAGES.searchWhen);
    expect(messagesOf(search({ from: '2026-12-06', to: '2026-12-05' }))).toContain(MESSAGES.searchRange);
    expect(messagesOf(search({ from: '2026-01-01', to: '2035-12-31' }))).toContain(MESSAGES.searchRange);
  });

  it('groups take the same point and distance', () => {
    expect(searchGroupsQuerySchema.safeParse({ place: 'burnaby', withinKm: '10' }).success).toBe(true);
    expect(messagesOf(searchGroupsQuerySchema.safeParse({ place: 'nowhere' }))).toContain(
      MESSAGES.unknownPlace,
    );
  });

  it('a home place is a known slug or null', () => {
    expect(updateUserBodySchema.safeParse({ id: 'ann', name: 'Ann', homePlace: null }).success).toBe(true);
    expect(
      messagesOf(updateUserBodySchema.safeParse({ id: 'ann', name: 'Ann', homePlace: 'mars' })),
    ).toContain(MESSAGES.unknownPlace);
  });
});
