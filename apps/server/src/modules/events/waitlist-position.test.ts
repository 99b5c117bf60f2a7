/**
 * The caller's place on an event's waitlist (issue #26): `myWaitlistPosition` in the event
 * answer, in a group's list of events and in "My events", only ever the caller's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type Event, type UserEvent } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import {
  createEvent,
  createGroup,
  endEvent,
  memberOfGroup,
  membersOfGroup,
  signedInClient,
} from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

type Person = Awaited<ReturnType<typeof memberOfGroup>>;

const attend = (p: Person, groupId: string, eventId: number) =>
  p.client.post(API_PATHS.eventParticipants, { groupId, eventId, userId: p.user.login });
const leave = (p: Person, groupId: string, eventId: number) =>
  p.client.delete(
    `${API_PATHS.eventParticipants}?groupId=${groupId}&eventId=${eventId}&userId=${p.user.login}`,
  );

/** The event answer as `client` gets it. */
const eventAs = async (client: TestClient, groupId: string, eventId: number): Promise<Event> => {
  const response = await client.get(`${API_PATHS.events}?groupId=${groupId}&eventId=${eventId}`);
  expect(response.statusCode).toBe(200);
  return response.json().success.data;
};
const positionAs = async (client: TestClient, groupId: string, eventId: number) =>
  (await eventAs(client, groupId, eventId)).myWaitlistPosition;

/** eventId → position in the group's upcoming events as `client` lists them (one page). */
const listedPositions = async (client: TestClient, groupId: string) => {
  const response = await client.get(`${API_PATHS.eventsForGroup}?groupId=${groupId}&showFutureEvents=true`);
  expect(response.statusCode).toBe(200);
  const items: Event[] = response.json().success.data;
  return Object.fromEntries(items.map((e) => [e.eventId, e.myWaitlistPosition]));
};

/** eventId → position in the person's "My events". */
const myEventsPositions = async (p: Person) => {
  const response = await p.client.get(`${API_PATHS.eventParticipantsForUser}?userId=${p.user.login}`);
  expect(response.statusCode).toBe(200);
  const items: UserEvent[] = response.json().success.data;
  return Object.fromEntries(
    items.map(({ event, role }) => [event.eventId, [role, event.myWaitlistPosition]]),
  );
};

describe('myWaitlistPosition', () => {
  it('is 1, 2, 3 in arrival order on the page, in the group list and in My events, and moves up', async () => {
    const { id, owner } = await createGroup(t.app);
    const full = await createEvent(owner, id, { participantsLimit: 1, startsInHours: 24 });
    // A second full event, waited for in the other order: each event counts its own line.
    const other = await createEvent(owner, id, { participantsLimit: 1, startsInHours: 48 });
    const open = await createEvent(owner, id, { participantsLimit: 0, startsInHours: 72 });
    const [attendee, a, b, c] = await membersOfGroup(t.app, id, 4);
    for (const p of [attendee, a, b, c]) expect((await attend(p, id, full)).statusCode).toBe(201);
    for (const p of [attendee, c, b]) expect((await attend(p, id, other)).statusCode).toBe(201);
    expect((await attend(a, id, open)).statusCode).toBe(201);

    expect([await positionAs(a.client, id, full), await positionAs(b.client, id, full)]).toEqual([1, 2]);
    expect(await positionAs(c.client, id, full)).toBe(3);
    // The participant, the host, and a participant of an unlimited event have no position.
    expect(await eventAs(attendee.client, id, full)).not.toHaveProperty('myWaitlistPosition');
    expect(await eventAs(owner, id, full)).not.toHaveProperty('myWaitlistPosition');
    expect(await eventAs(a.client, id, open)).not.toHaveProperty('myWaitlistPosition');

    expect(await listedPositions(c.client, id)).toEqual({ [full]: 3, [other]: 1, [open]: undefined });
    expect(await listedPositions(b.client, id)).toEqual({ [full]: 2, [other]: 2, [open]: undefined });
    expect(await myEventsPositions(c)).toEqual({ [full]: ['WAITLISTED', 3], [other]: ['WAITLISTED', 1] });
    expect(await myEventsPositions(a)).toEqual({
      [full]: ['WAITLISTED', 1],
      [open]: ['PARTICIPANT', undefined],
    });

    // Someone ahead leaves the waitlist: those behind move up.
    expect((await leave(b, id, full)).statusCode).toBe(200);
    expect(await positionAs(c.client, id, full)).toBe(2);
    expect(await positionAs(a.client, id, full)).toBe(1);
    // The participant leaves: the first in line gets the place, the next becomes first.
    expect((await leave(attendee, id, full)).statusCode).toBe(200);
    expect(await eventAs(a.client, id, full)).not.toHaveProperty('myWaitlistPosition');
    expect(await positionAs(c.client, id, full)).toBe(1);
    expect(await myEventsPositions(c)).toEqual({ [full]: ['WAITLISTED', 1], [other]: ['WAITLISTED', 1] });
    expect(await listedPositions(c.client, id)).toEqual({ [full]: 1, [other]: 1, [open]: undefined });
  });

  it('is not given once the event has ended: no one gets a place then', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id, { participantsLimit: 1 });
    const [attendee, waiting] = await membersOfGroup(t.app, id, 2);
    await attend(attendee, id, eventId);
    await attend(waiting, id, eventId);
    expect(await positionAs(waiting.client, id, eventId)).toBe(1);
    await endEvent(t.app, eventId);
    expect(await eventAs(waiting.client, id, eventId)).not.toHaveProperty('myWaitlistPosition');
    expect(await myEventsPositions(waiting)).toEqual({ [eventId]: ['WAITLISTED', undefined] });
  });

  it('is never anyone else’s: members, non-members and visitors see no position of others', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id, { participantsLimit: 1 });
    const [attendee, waiting, member] = await membersOfGroup(t.app, id, 3);
    await attend(attendee, id, eventId);
    await attend(waiting, id, eventId);
    expect(await positionAs(waiting.client, id, eventId)).toBe(1);
    const stranger = await signedInClient(t.app);
    const visitor = new TestClient(t.app);
    for (const client of [member.client, attendee.client, owner, stranger.client, visitor]) {
      const seen = await eventAs(client, id, eventId);
      expect(seen).not.toHaveProperty('myWaitlistPosition');
      // The count is everyone's to see; the place in line is the waiting person's.
      expect(seen.waitlistCount).toBe(1);
      expect(await listedPositions(client, id)).toEqual({ [eventId]: undefined });
    }
    // Another person's "My events" stays refused, position and all.
    expect(
      (await member.client.get(`${API_PATHS.eventParticipantsForUser}?userId=${waiting.user.login}`))
        .statusCode,
    ).toBe(403);
  });
});
