import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createEvent, createGroup, memberOfGroup, signedInClient } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const db = () => t.app.deps.db;
const roles = async (eventId: number) =>
  (
    await db()
      .selectFrom('event_participants')
      .select(['user_id', 'role'])
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute()
  ).map((r) => [r.user_id, r.role]);
const count = async (eventId: number) =>
  (
    await db()
      .selectFrom('events')
      .select('participants_count')
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow()
  ).participants_count;
const waitlistCount = async (eventId: number) =>
  (
    await db()
      .selectFrom('events')
      .select('waitlist_count')
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow()
  ).waitlist_count;
/** The two counts as the event answer gives them to `client`. */
const counts = async (client: TestClient, groupId: string, eventId: number) => {
  const event = (await client.get(`${API_PATHS.events}?groupId=${groupId}&eventId=${eventId}`)).json().success
    .data as { participantsCount: number; waitlistCount: number };
  return [event.participantsCount, event.waitlistCount];
};
const attend = (client: TestClient, groupId: string, eventId: number, userId: string, extra: object = {}) =>
  client.post(API_PATHS.eventParticipants, { groupId, eventId, userId, ...extra });
const leave = (client: TestClient, groupId: string, eventId: number, userId: string) =>
  client.delete(`${API_PATHS.eventParticipants}?groupId=${groupId}&eventId=${eventId}&userId=${userId}`);

describe('POST /eventParticipants (attend)', () => {
  it('refuses a visitor, a non-member (spec message), attending for someone else, and asking for HOST', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id);
    const member = await memberOfGroup(t.app, id);
    const stranger = await signedInClient(t.app);
    expect((await attend(new TestClient(t.app), id, eventId, member.user.login)).statusCode).toBe(401);
    const notMember = await attend(stranger.client, id, eventId, stranger.user.login);
    expect(notMember.statusCode).toBe(403);
    expect(notMember.json().error).toEqual({
      code: 'NOT_GROUP_MEMBER',
      message: 'You must be a member of the group to attend',
    });
    expect((await attend(member.client, id, eventId, stranger.user.login)).statusCode).toBe(403);
    expect((await attend(member.client, id, eventId, member.user.login, { role: 'HOST' })).statusCode).toBe(
      403,
    );
    expect((await roles(eventId)).length).toBe(1);
    expect(await count(eventId)).toBe(1);
  });

  it('gives places while they remain, then the waitlist; the server decides whatever the body asks', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id, { participantsLimit: 2 });
    const people = [];
    for (let i = 0; i < 3; i++) people.push(await memberOfGroup(t.app, id));
    const given = [];
    for (const p of people) {
      const response = await attend(p.client, id, eventId, p.user.login, { role: 'PARTICIPANT' });
      expect(response.statusCode).toBe(201);
      given.push(response.json().success.data.role);
    }
    expect(given).toEqual(['PARTICIPANT', 'PARTICIPANT', 'WAITLISTED']);
    expect(await count(eventId)).toBe(3);
    expect((await attend(people[0]!.client, id, eventId, people[0]!.user.login)).statusCode).toBe(409);
  });

  it('treats a limit of 0 as unlimited', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id, { participantsLimit: 0 });
    for (let i = 0; i < 3; i++) {
      const p = await memberOfGroup(t.app, id);
      expect((await attend(p.client, id, eventId, p.user.login)).json().success.data.role).toBe(
        'PARTICIPANT',
      );
    }
  });

  it('refuses an event that has ended, and an unknown one', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id);
    await db()
      .updateTable('events')
      .set({
        start_date_time: new Date(Date.now() - 7200_000).toISOString(),
        end_date_time: new Date(Date.now() - 3600_000).toISOString(),
      })
      .where('id', '=', eventId)
      .execute();
    const p = await memberOfGroup(t.app, id);
    expect((await attend(p.client, id, eventId, p.user.login)).statusCode).toBe(409);
    expect((await attend(p.client, id, 999999, p.user.login)).statusCode).toBe(404);
  });

  it('gives exactly 10 places and 90 waitlist spots to 100 simultaneous attends on a limit-10 event', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id, { participantsLimit: 10 });
    const people = await Promise.all(Array.from({ length: 100 }, () => memberOfGroup(t.app, id)));
    const responses = await Promise.all(people.map((p) => attend(p.client, id, eventId, p.user.login)));
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    const given = responses.map((r) => r.json().success.data.role);
    expect(given.filter((r) => r === 'PARTICIPANT')).toHaveLength(10);
    expect(given.filter((r) => r === 'WAITLISTED')).toHaveLength(90);
    const stored = await roles(eventId);
    expect(stored.filter(([, r]) => r === 'PARTICIPANT')).toHaveLength(10);
    expect(stored.filter(([, r]) => r === 'WAITLISTED')).toHaveLength(90);
    expect(await count(eventId)).toBe(11);
    expect(await waitlistCount(eventId)).toBe(90);
  }, 120_000);
});

describe('DELETE /eventParticipants (leave)', () => {
  it('refuses a visitor, leaving for someone else, the host, and someone not attending', async () => {
    const { id, owner } = await createGroup(t.app);
    const ownerId = (await owner.get(API_PATHS.usersSelf)).json().success.data.id as string;
    const eventId = await createEvent(owner, id);
    const p = await memberOfGroup(t.app, id);
    await attend(p.client, id, eventId, p.user.login);
    const other = await memberOfGroup(t.app, id);
    expect((await leave(new TestClient(t.app), id, eventId, p.user.login)).statusCode).toBe(401);
    expect((await leave(other.client, id, eventId, p.user.login)).statusCode).toBe(403);
    expect((await leave(owner, id, eventId, ownerId)).statusCode).toBe(403);
    expect((await leave(other.client, id, eventId, other.user.login)).statusCode).toBe(404);
    expect(await roles(eventId)).toEqual([
      [ownerId, 'HOST'],
      [p.user.login, 'PARTICIPANT'],
    ]);
  });

  it('promotes the earliest waitlisted person when a participant leaves', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id, { participantsLimit: 1 });
    const [first, second, third] = [
      await memberOfGroup(t.app, id),
      await memberOfGroup(t.app, id),
      await memberOfGroup(t.app, id),
    ];
    for (const p of [first, second, third]) await attend(p.client, id, eventId, p.user.login);
    expect((await leave(first.client, id, eventId, first.user.login)).statusCode).toBe(200);
    expect((await roles(eventId)).slice(1)).toEqual([
      [second.user.login, 'PARTICIPANT'],
      [third.user.login, 'WAITLISTED'],
    ]);
    expect(await count(eventId)).toBe(2);
    // Leaving the waitlist frees no place and moves nobody.
    expect((await leave(third.client, id, eventId, third.user.login)).statusCode).toBe(200);
    expect(await count(eventId)).toBe(2);
  });

  it('gives up places in upcoming events when a member leaves the group', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id, { participantsLimit: 1 });
    const [leaver, waiting] = [await memberOfGroup(t.app, id), await memberOfGroup(t.app, id)];
    await attend(leaver.client, id, eventId, leaver.user.login);
    await attend(waiting.client, id, eventId, waiting.user.login);
    expect(
      (await leaver.client.delete(`${API_PATHS.groupMembers}?groupId=${id}&userId=${leaver.user.login}`))
        .statusCode,
    ).toBe(200);
    expect((await roles(eventId)).slice(1)).toEqual([[waiting.user.login, 'PARTICIPANT']]);
  });
});

describe('GET /eventParticipants/allForGroupEvent', () => {
  it('refuses a visitor, and a non-member for a private event', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id, { type: 'PRIVATE' });
    const path = `${API_PATHS.eventParticipantsForEvent}?groupId=${id}&eventId=${eventId}`;
    expect((await new TestClient(t.app).get(path)).statusCode).toBe(401);
    expect((await (await signedInClient(t.app)).client.get(path)).statusCode).toBe(403);
  });

  it('lists the host, then participants, then the waitlist in order', async () => {
    const { id, owner } = await createGroup(t.app);
    const ownerId = (await owner.get(API_PATHS.usersSelf)).json().success.data.id as string;
    const eventId = await createEvent(owner, id, { participantsLimit: 1 });
    const [a, b] = [await memberOfGroup(t.app, id), await memberOfGroup(t.app, id)];
    await attend(a.client, id, eventId, a.user.login);
    await attend(b.client, id, eventId, b.user.login);
    const list = (
      await (
        await signedInClient(t.app)
      ).client.get(`${API_PATHS.eventParticipantsForEvent}?groupId=${id}&eventId=${eventId}`)
    ).json().success.data;
    expect(list.map((p: { user: { id: string }; role: string }) => [p.user.id, p.role])).toEqual([
      [ownerId, 'HOST'],
      [a.user.login, 'PARTICIPANT'],
      [b.user.login, 'WAITLISTED'],
    ]);
  });
});

describe('GET /eventParticipants/allForUser', () => {
  it('refuses a visitor and another user; lists the caller’s events with their role', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id, { participantsLimit: 1 });
    const soon = await createEvent(owner, id, { startsInHours: 2 });
    const [a, b] = [await memberOfGroup(t.app, id), await memberOfGroup(t.app, id)];
    await attend(a.client, id, eventId, a.user.login);
    await attend(b.client, id, eventId, b.user.login);
    await attend(b.client, id, soon, b.user.login);
    const path = (userId: string) => `${API_PATHS.eventParticipantsForUser}?userId=${userId}`;
    expect((await new TestClient(t.app).get(path(b.user.login))).statusCode).toBe(401);
    expect((await a.client.get(path(b.user.login))).statusCode).toBe(403);
    const mine = (await b.client.get(path(b.user.login))).json().success.data;
    expect(mine.map((e: { event: { eventId: number }; role: string }) => [e.event.eventId, e.role])).toEqual([
      [soon, 'PARTICIPANT'],
      [eventId, 'WAITLISTED'],
    ]);
  });
});

describe('waitlistCount in the event answer', () => {
  it('follows attending, leaving and promotion, and agrees with the stored rows', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id, { participantsLimit: 1 });
    const [first, second, third, fourth] = [
      await memberOfGroup(t.app, id),
      await memberOfGroup(t.app, id),
      await memberOfGroup(t.app, id),
      await memberOfGroup(t.app, id),
    ];
    const people = [first, second, third, fourth];
    expect(await counts(owner, id, eventId)).toEqual([1, 0]);
    for (const p of people) await attend(p.client, id, eventId, p.user.login);
    expect(await counts(owner, id, eventId)).toEqual([2, 3]);
    // A refused attend (already in) changes nothing.
    expect((await attend(fourth.client, id, eventId, fourth.user.login)).statusCode).toBe(409);
    expect(await counts(owner, id, eventId)).toEqual([2, 3]);
    // Leaving the waitlist shortens it; a participant leaving promotes the earliest one waiting.
    await leave(third.client, id, eventId, third.user.login);
    expect(await counts(owner, id, eventId)).toEqual([2, 2]);
    await leave(first.client, id, eventId, first.user.login);
    expect(await counts(owner, id, eventId)).toEqual([2, 1]);
    expect((await roles(eventId)).slice(1)).toEqual([
      [second.user.login, 'PARTICIPANT'],
      [fourth.user.login, 'WAITLISTED'],
    ]);
    // Leaving the group gives the waitlisted place up too.
    await fourth.client.delete(`${API_PATHS.groupMembers}?groupId=${id}&userId=${fourth.user.login}`);
    expect(await counts(owner, id, eventId)).toEqual([2, 0]);
    const stored = await roles(eventId);
    expect(await waitlistCount(eventId)).toBe(stored.filter(([, r]) => r === 'WAITLISTED').length);
  });

  it('is given to visitors and non-members too, like participantsCount, when the details are not', async () => {
    const { id, owner } = await createGroup(t.app, { type: 'PRIVATE' });
    const eventId = await createEvent(owner, id, { participantsLimit: 1 });
    for (let i = 0; i < 2; i++) {
      const p = await memberOfGroup(t.app, id, owner);
      await attend(p.client, id, eventId, p.user.login);
    }
    const visitor = (
      await new TestClient(t.app).get(`${API_PATHS.events}?groupId=${id}&eventId=${eventId}`)
    ).json().success.data;
    expect(visitor).toMatchObject({ areAllFieldsAvailable: false, participantsCount: 2, waitlistCount: 1 });
    expect(await counts((await signedInClient(t.app)).client, id, eventId)).toEqual([2, 1]);
  });
});
