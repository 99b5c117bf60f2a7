/** PUT /events/host: the host or the group owner gives an event to another host of the group. */
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
const eventRow = (id: number) =>
  db()
    .selectFrom('events')
    .select(['host_id', 'participants_count', 'waitlist_count'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
/** Everyone's place at the event, in the waitlist's order. */
const places = async (eventId: number) =>
  (
    await db()
      .selectFrom('event_participants')
      .select(['user_id', 'role'])
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute()
  ).map((r) => [r.user_id, r.role]);

const selfId = async (client: TestClient) =>
  (await client.get(API_PATHS.usersSelf)).json().success.data.id as string;
const handOver = (client: TestClient, groupId: string, eventId: unknown, userId: string) =>
  client.put(API_PATHS.eventHost, { groupId, eventId, userId });
const attend = (client: TestClient, groupId: string, eventId: number, userId: string) =>
  client.post(API_PATHS.eventParticipants, { groupId, eventId, userId });
const leave = (client: TestClient, groupId: string, eventId: number, userId: string) =>
  client.delete(`${API_PATHS.eventParticipants}?groupId=${groupId}&eventId=${eventId}&userId=${userId}`);

/** A group whose owner named two event hosts; the first hosts an event (limit `limit`). */
async function hostedEvent(limit = 0) {
  const { id, owner } = await createGroup(t.app);
  const ownerId = await selfId(owner);
  const member = await memberOfGroup(t.app, id);
  const host = await memberOfGroup(t.app, id);
  const other = await memberOfGroup(t.app, id);
  for (const person of [host, other]) {
    await owner.put(API_PATHS.groupMembers, { groupId: id, userId: person.user.login, role: 'HOST' });
  }
  const eventId = await createEvent(host.client, id, { participantsLimit: limit, name: 'Board games' });
  return { id, owner, ownerId, member, host, other, eventId };
}

describe('PUT /events/host', () => {
  it('refuses a visitor, a stranger, a member and another host; changes nothing', async () => {
    const { id, eventId, member, host, other } = await hostedEvent();
    const stranger = await signedInClient(t.app);
    expect((await handOver(new TestClient(t.app), id, eventId, other.user.login)).statusCode).toBe(401);
    for (const client of [stranger.client, member.client, other.client]) {
      const refused = await handOver(client, id, eventId, other.user.login);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(
        'Only the host of the event or the owner of the group may hand it over.',
      );
    }
    expect(await eventRow(eventId)).toEqual({
      host_id: host.user.login,
      participants_count: 1,
      waitlist_count: 0,
    });
    expect(await places(eventId)).toEqual([[host.user.login, 'HOST']]);
  });

  it('answers 404 for an unknown event or group, and for someone not in the group', async () => {
    const { id, eventId, host, other } = await hostedEvent();
    const stranger = await signedInClient(t.app);
    expect((await handOver(host.client, id, 999_999_999, other.user.login)).statusCode).toBe(404);
    expect((await handOver(host.client, 'no_such_group', eventId, other.user.login)).statusCode).toBe(404);
    const notIn = await handOver(host.client, id, eventId, stranger.user.login);
    expect(notIn.statusCode).toBe(404);
    expect(notIn.json().error.message).toBe('This person is not a member of this group.');
    expect((await eventRow(eventId)).host_id).toBe(host.user.login);
  });

  it('refuses a bad body with 400, a plain member as new host and the host themselves with 409', async () => {
    const { id, eventId, member, host, other } = await hostedEvent();
    expect((await handOver(host.client, id, 'first', other.user.login)).statusCode).toBe(400);
    expect((await handOver(host.client, id, -1, other.user.login)).statusCode).toBe(400);
    expect((await handOver(host.client, id, eventId, `${other.user.login}\u0000`)).statusCode).toBe(400);
    expect((await host.client.put(API_PATHS.eventHost, { groupId: id, eventId })).statusCode).toBe(400);
    expect(
      (await host.client.put(API_PATHS.eventHost, { eventId, userId: other.user.login })).statusCode,
    ).toBe(400);
    const toMember = await handOver(host.client, id, eventId, member.user.login);
    expect(toMember.statusCode).toBe(409);
    expect(toMember.json().error.message).toBe(
      'Only an event host or the owner of the group can be given an event.',
    );
    expect((await handOver(host.client, id, eventId, host.user.login)).statusCode).toBe(409);
    expect(await eventRow(eventId)).toEqual({
      host_id: host.user.login,
      participants_count: 1,
      waitlist_count: 0,
    });
  });

  it('hands the event to another host, who is told; the old host stays as a participant and may leave', async () => {
    const { id, eventId, host, other } = await hostedEvent();
    const answer = await handOver(host.client, id, eventId, other.user.login);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().success.data).toMatchObject({
      eventId,
      hostId: other.user.login,
      host: { id: other.user.login },
      participantsCount: 2,
    });
    expect(await eventRow(eventId)).toEqual({
      host_id: other.user.login,
      participants_count: 2,
      waitlist_count: 0,
    });
    expect(await places(eventId)).toEqual([
      [host.user.login, 'PARTICIPANT'],
      [other.user.login, 'HOST'],
    ]);
    const notices = await db()
      .selectFrom('notifications')
      .select('text')
      .where('user_id', '=', other.user.login)
      .where('kind', '=', 'newRole')
      .execute();
    expect(notices.map((n) => n.text).filter((text) => text.startsWith('You now host'))).toEqual([
      expect.stringMatching(/^You now host Board games \(/),
    ]);

    // The old host is one of the participants now: no more host's calls.
    expect((await handOver(host.client, id, eventId, host.user.login)).statusCode).toBe(403);
    expect((await leave(other.client, id, eventId, other.user.login)).statusCode).toBe(403);
    expect((await leave(host.client, id, eventId, host.user.login)).statusCode).toBe(200);
    expect(await eventRow(eventId)).toMatchObject({ participants_count: 1 });
  });

  it("lets the group owner hand a host's event to themselves", async () => {
    const { id, eventId, owner, ownerId, host } = await hostedEvent();
    expect((await handOver(owner, id, eventId, ownerId)).statusCode).toBe(200);
    expect(await places(eventId)).toEqual([
      [host.user.login, 'PARTICIPANT'],
      [ownerId, 'HOST'],
    ]);
  });

  it("on a full event, the old host takes the new host's place", async () => {
    const { id, eventId, member, host, other } = await hostedEvent(1);
    await attend(other.client, id, eventId, other.user.login);
    await attend(member.client, id, eventId, member.user.login);
    expect(await eventRow(eventId)).toMatchObject({ participants_count: 2, waitlist_count: 1 });

    expect((await handOver(host.client, id, eventId, other.user.login)).statusCode).toBe(200);
    expect(await places(eventId)).toEqual([
      [host.user.login, 'PARTICIPANT'],
      [other.user.login, 'HOST'],
      [member.user.login, 'WAITLISTED'],
    ]);
    expect(await eventRow(eventId)).toMatchObject({ participants_count: 2, waitlist_count: 1 });
  });

  it('on a full event, a waitlisted new host moves up and the old host waits first in line', async () => {
    const { id, eventId, owner, ownerId, member, host, other } = await hostedEvent(1);
    await attend(member.client, id, eventId, member.user.login);
    await attend(owner, id, eventId, ownerId);
    await attend(other.client, id, eventId, other.user.login);
    expect(await eventRow(eventId)).toMatchObject({ participants_count: 2, waitlist_count: 2 });

    expect((await handOver(host.client, id, eventId, other.user.login)).statusCode).toBe(200);
    expect(await places(eventId)).toEqual([
      [host.user.login, 'WAITLISTED'],
      [member.user.login, 'PARTICIPANT'],
      [ownerId, 'WAITLISTED'],
      [other.user.login, 'HOST'],
    ]);
    expect(await eventRow(eventId)).toMatchObject({ participants_count: 2, waitlist_count: 2 });

    // When the place frees up, the old host has it first.
    expect((await leave(member.client, id, eventId, member.user.login)).statusCode).toBe(200);
    expect(await places(eventId)).toEqual([
      [host.user.login, 'PARTICIPANT'],
      [ownerId, 'WAITLISTED'],
      [other.user.login, 'HOST'],
    ]);
    expect(await eventRow(eventId)).toMatchObject({ participants_count: 2, waitlist_count: 1 });
  });
});
