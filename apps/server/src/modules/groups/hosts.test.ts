/**
 * Co-hosts (issue #18): the owner names event hosts and takes it back, removes members and hands
 * the group over; hosts create events and manage the ones they host.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createEvent, createGroup, memberOfGroup, signedInClient } from '../../test/factories.ts';
import { eventCountsOf, eventPlaceOf, groupRoleOf } from '../../test/rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const db = () => t.app.deps.db;
const roleOf = (groupId: string, userId: string) => groupRoleOf(t.app, groupId, userId);
const groupRow = (id: string) =>
  db()
    .selectFrom('groups')
    .select(['owner_id', 'members_count'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const eventRow = (id: number) => eventCountsOf(t.app, id);
const placeOf = (eventId: number, userId: string) => eventPlaceOf(t.app, eventId, userId);
const newRoleNotices = async (userId: string) =>
  (
    await db()
      .selectFrom('notifications')
      .select('text')
      .where('user_id', '=', userId)
      .where('kind', '=', 'newRole')
      .execute()
  ).map((row) => row.text);

const selfId = async (client: TestClient) =>
  (await client.get(API_PATHS.usersSelf)).json().success.data.id as string;
const setRole = (client: TestClient, groupId: string, userId: string, role: unknown) =>
  client.put(API_PATHS.groupMembers, { groupId, userId, role });
const handOver = (client: TestClient, groupId: string, userId: string) =>
  client.put(API_PATHS.groupOwner, { groupId, userId });
const remove = (client: TestClient, groupId: string, userId: string) =>
  client.delete(`${API_PATHS.groupMembers}?groupId=${groupId}&userId=${userId}`);
const attend = (client: TestClient, groupId: string, eventId: number, userId: string) =>
  client.post(API_PATHS.eventParticipants, { groupId, eventId, userId });

/** Renames the event through PUT /events, keeping the rest as the event answer gives it. */
async function rename(client: TestClient, groupId: string, eventId: number, name: string) {
  const event = (await client.get(`${API_PATHS.events}?groupId=${groupId}&eventId=${eventId}`)).json().success
    .data;
  return client.put(API_PATHS.events, {
    groupId,
    eventId,
    name,
    description: event.description,
    location: event.location,
    type: event.type,
    startDateTime: event.startDateTime,
    endDateTime: event.endDateTime,
    tags: event.tags,
    participantsLimit: event.participantsLimit,
  });
}

/** A group with its owner, a plain member, and a member the owner made an event host. */
async function groupWithHost() {
  const { id, owner } = await createGroup(t.app);
  const ownerId = await selfId(owner);
  const member = await memberOfGroup(t.app, id);
  const host = await memberOfGroup(t.app, id);
  const made = await setRole(owner, id, host.user.login, 'HOST');
  if (made.statusCode !== 200) throw new Error(`promotion failed: ${made.body}`);
  return { id, owner, ownerId, member, host };
}

describe('PUT /groupMembers (make or unmake an event host)', () => {
  it('refuses a visitor, a stranger, a member and a host, and an unknown group; changes nothing', async () => {
    const { id, member, host } = await groupWithHost();
    const stranger = await signedInClient(t.app);
    expect((await setRole(new TestClient(t.app), id, member.user.login, 'HOST')).statusCode).toBe(401);
    for (const client of [stranger.client, member.client, host.client]) {
      const refused = await setRole(client, id, member.user.login, 'HOST');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.code).toBe('FORBIDDEN');
    }
    expect((await setRole(host.client, id, host.user.login, 'MEMBER')).statusCode).toBe(403);
    expect((await setRole(member.client, id, member.user.login, 'HOST')).statusCode).toBe(403);
    expect((await setRole(stranger.client, 'no_such_group', member.user.login, 'HOST')).statusCode).toBe(404);
    expect(await roleOf(id, member.user.login)).toBe('MEMBER');
    expect(await roleOf(id, host.user.login)).toBe('HOST');
  });

  it('refuses a bad body with 400: OWNER, an unknown role, NUL bytes, missing fields', async () => {
    const { id, owner, member } = await groupWithHost();
    const asOwner = await setRole(owner, id, member.user.login, 'OWNER');
    expect(asOwner.statusCode).toBe(400);
    expect(asOwner.json().error.message).toContain('handing the group over');
    expect((await setRole(owner, id, member.user.login, 'ADMIN')).statusCode).toBe(400);
    expect((await setRole(owner, id, `${member.user.login}\u0000`, 'HOST')).statusCode).toBe(400);
    expect((await setRole(owner, `${id}\u0000`, member.user.login, 'HOST')).statusCode).toBe(400);
    expect(
      (await owner.put(API_PATHS.groupMembers, { groupId: id, userId: member.user.login })).statusCode,
    ).toBe(400);
    expect((await owner.put(API_PATHS.groupMembers, { groupId: id, role: 'HOST' })).statusCode).toBe(400);
    expect((await owner.put(API_PATHS.groupMembers, {})).statusCode).toBe(400);
    expect(await roleOf(id, member.user.login)).toBe('MEMBER');
  });

  it('answers 404 for someone not in the group and 409 for the owner', async () => {
    const { id, owner, ownerId } = await groupWithHost();
    const stranger = await signedInClient(t.app);
    const notIn = await setRole(owner, id, stranger.user.login, 'HOST');
    expect(notIn.statusCode).toBe(404);
    expect(notIn.json().error.message).toBe('This person is not a member of this group.');
    expect((await setRole(owner, id, 'nobody_here', 'HOST')).statusCode).toBe(404);
    const self = await setRole(owner, id, ownerId, 'MEMBER');
    expect(self.statusCode).toBe(409);
    expect(await roleOf(id, ownerId)).toBe('OWNER');
    expect(await roleOf(id, stranger.user.login)).toBeUndefined();
  });

  it('lets the owner make a member an event host, tells them, and take it back', async () => {
    const { id, owner } = await createGroup(t.app);
    const member = await memberOfGroup(t.app, id);
    const made = await setRole(owner, id, member.user.login, 'HOST');
    expect(made.statusCode).toBe(200);
    expect(made.json().success.data).toEqual({
      groupId: id,
      user: { id: member.user.login, name: member.user.login, hasAvatar: false },
      role: 'HOST',
    });
    expect(await roleOf(id, member.user.login)).toBe('HOST');
    expect(await newRoleNotices(member.user.login)).toEqual([`You are now an event host of Group ${id}.`]);
    const list = (await member.client.get(`${API_PATHS.groupMembersForGroup}?groupId=${id}`)).json().success;
    expect(list.data.map((m: { role: string }) => m.role)).toEqual(['OWNER', 'HOST']);

    // Asking again changes nothing and tells no one twice.
    expect((await setRole(owner, id, member.user.login, 'HOST')).statusCode).toBe(200);
    expect(await newRoleNotices(member.user.login)).toHaveLength(1);
    const back = await setRole(owner, id, member.user.login, 'MEMBER');
    expect(back.statusCode).toBe(200);
    expect(back.json().success.data.role).toBe('MEMBER');
    expect(await roleOf(id, member.user.login)).toBe('MEMBER');
  });
});

describe('membership requests', () => {
  it('are notified to the owner only, not to the event hosts, who cannot handle them', async () => {
    const { id, owner } = await createGroup(t.app, { type: 'PRIVATE' });
    const ownerId = await selfId(owner);
    const host = await memberOfGroup(t.app, id, owner);
    await setRole(owner, id, host.user.login, 'HOST');
    const asker = await signedInClient(t.app);
    const asked = await asker.client.post(API_PATHS.membershipRequests, {
      groupId: id,
      userId: asker.user.login,
    });
    expect(asked.statusCode).toBe(201);
    const told = await db()
      .selectFrom('notifications')
      .select(['user_id', 'text'])
      .where('kind', '=', 'newRequest')
      .where('user_id', 'in', [ownerId, host.user.login])
      .execute();
    const aboutAsker = told.filter((row) => row.text.includes(asker.user.login));
    expect(aboutAsker.map((row) => row.user_id)).toEqual([ownerId]);
  });
});

describe('GET /groupMembers/allForGroup?hostsOnly=true', () => {
  it('lists only the owner and the event hosts, to whoever may see the members', async () => {
    const { id, ownerId, member, host } = await groupWithHost();
    const listed = async (client: TestClient, query: string) =>
      (await client.get(`${API_PATHS.groupMembersForGroup}?groupId=${id}${query}`))
        .json()
        .success.data.map((m: { user: { id: string } }) => m.user.id);
    expect(await listed(member.client, '&hostsOnly=true')).toEqual([ownerId, host.user.login]);
    expect(await listed(member.client, '&hostsOnly=false')).toHaveLength(3);
    expect(await listed(member.client, '')).toHaveLength(3);
    const bad = await member.client.get(`${API_PATHS.groupMembersForGroup}?groupId=${id}&hostsOnly=yes`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('events of hosts', () => {
  it('lets a host create events in the group, not a member nor a stranger', async () => {
    const { id, member, host } = await groupWithHost();
    const stranger = await signedInClient(t.app);
    await expect(createEvent(member.client, id)).rejects.toThrow(/owner and the event hosts/);
    await expect(createEvent(stranger.client, id)).rejects.toThrow(/403|owner and the event hosts/);
    const eventId = await createEvent(host.client, id, { name: 'Host night' });
    const event = await eventRow(eventId);
    expect([event.host_id, event.participants_count]).toEqual([host.user.login, 1]);
    expect(await placeOf(eventId, host.user.login)).toBe('HOST');
  });

  it("refuses a host editing another host's event; the owner may edit and delete any", async () => {
    const { id, owner, member, host } = await groupWithHost();
    const other = await memberOfGroup(t.app, id);
    await setRole(owner, id, other.user.login, 'HOST');
    const eventId = await createEvent(host.client, id);
    expect((await rename(other.client, id, eventId, 'Taken')).statusCode).toBe(403);
    expect((await rename(member.client, id, eventId, 'Taken')).statusCode).toBe(403);
    expect(
      (await other.client.delete(`${API_PATHS.events}?groupId=${id}&eventId=${eventId}`)).statusCode,
    ).toBe(403);
    const byOwner = await rename(owner, id, eventId, 'Renamed by the owner');
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().success.data).toMatchObject({
      name: 'Renamed by the owner',
      hostId: host.user.login,
    });
    expect((await rename(host.client, id, eventId, 'Renamed by the host')).statusCode).toBe(200);
    expect((await owner.delete(`${API_PATHS.events}?groupId=${id}&eventId=${eventId}`)).statusCode).toBe(200);
  });

  it('a host made a member again creates no more events but keeps managing the ones they host', async () => {
    const { id, owner, host } = await groupWithHost();
    const eventId = await createEvent(host.client, id);
    await setRole(owner, id, host.user.login, 'MEMBER');
    await expect(createEvent(host.client, id)).rejects.toThrow(/owner and the event hosts/);
    expect((await eventRow(eventId)).host_id).toBe(host.user.login);
    expect((await rename(host.client, id, eventId, 'Still mine')).statusCode).toBe(200);
  });
});

describe('PUT /groups/owner (hand the group over)', () => {
  it('refuses a visitor, a stranger, a member and a host, and an unknown group; changes nothing', async () => {
    const { id, ownerId, member, host } = await groupWithHost();
    const stranger = await signedInClient(t.app);
    expect((await handOver(new TestClient(t.app), id, member.user.login)).statusCode).toBe(401);
    for (const client of [stranger.client, member.client, host.client]) {
      expect((await handOver(client, id, host.user.login)).statusCode).toBe(403);
    }
    expect((await handOver(host.client, id, host.user.login)).statusCode).toBe(403);
    expect((await handOver(stranger.client, 'no_such_group', host.user.login)).statusCode).toBe(404);
    expect((await groupRow(id)).owner_id).toBe(ownerId);
    expect([await roleOf(id, ownerId), await roleOf(id, host.user.login)]).toEqual(['OWNER', 'HOST']);
  });

  it('refuses a bad body, someone not in the group, and the owner themselves', async () => {
    const { id, owner, ownerId } = await groupWithHost();
    const stranger = await signedInClient(t.app);
    expect((await owner.put(API_PATHS.groupOwner, { groupId: id })).statusCode).toBe(400);
    expect((await owner.put(API_PATHS.groupOwner, { userId: stranger.user.login })).statusCode).toBe(400);
    expect((await handOver(owner, id, `${stranger.user.login}\u0000`)).statusCode).toBe(400);
    expect((await handOver(owner, id, stranger.user.login)).statusCode).toBe(404);
    expect((await handOver(owner, id, ownerId)).statusCode).toBe(409);
    expect((await groupRow(id)).owner_id).toBe(ownerId);
    expect(await roleOf(id, ownerId)).toBe('OWNER');
  });

  it('makes the member the owner and the old owner a member, who may then leave', async () => {
    const { id, owner, ownerId, member } = await groupWithHost();
    const answer = await handOver(owner, id, member.user.login);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().success.data).toMatchObject({
      id,
      owner: { id: member.user.login },
      membersCount: 3,
    });
    expect(await groupRow(id)).toEqual({ owner_id: member.user.login, members_count: 3 });
    expect([await roleOf(id, member.user.login), await roleOf(id, ownerId)]).toEqual(['OWNER', 'MEMBER']);
    expect(await newRoleNotices(member.user.login)).toHaveLength(1);

    // The old owner is one of the members now: no more owner's calls, and free to leave.
    expect((await handOver(owner, id, ownerId)).statusCode).toBe(403);
    expect((await setRole(owner, id, member.user.login, 'MEMBER')).statusCode).toBe(403);
    expect((await remove(member.client, id, member.user.login)).statusCode).toBe(403);
    expect((await remove(owner, id, ownerId)).statusCode).toBe(200);
    expect(await roleOf(id, ownerId)).toBeUndefined();
    expect((await groupRow(id)).members_count).toBe(2);
  });

  it('gives the group away once when the owner hands it to two people at once', async () => {
    const { id, owner, member, host } = await groupWithHost();
    const answers = await Promise.all([
      handOver(owner, id, member.user.login),
      handOver(owner, id, host.user.login),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 403]);
    const roles = await db().selectFrom('group_members').select('role').where('group_id', '=', id).execute();
    expect(roles.filter((r) => r.role === 'OWNER')).toHaveLength(1);
  });
});

describe('DELETE /groupMembers (the owner removes someone)', () => {
  it('refuses a stranger, a member and a host removing someone else, and the owner removing a non-member', async () => {
    const { id, owner, ownerId, member, host } = await groupWithHost();
    const stranger = await signedInClient(t.app);
    expect((await remove(new TestClient(t.app), id, member.user.login)).statusCode).toBe(401);
    for (const client of [stranger.client, member.client]) {
      expect((await remove(client, id, host.user.login)).statusCode).toBe(403);
    }
    expect((await remove(host.client, id, member.user.login)).statusCode).toBe(403);
    expect((await remove(host.client, id, ownerId)).statusCode).toBe(403);
    expect((await remove(owner, id, stranger.user.login)).statusCode).toBe(404);
    expect((await remove(owner, 'no_such_group', member.user.login)).statusCode).toBe(404);
    expect((await remove(owner, id, `${member.user.login}%00`)).statusCode).toBe(400);
    expect((await groupRow(id)).members_count).toBe(3);
  });

  it('ends the membership, gives up their places and passes the events they host to the owner', async () => {
    const { id, owner, ownerId, member, host } = await groupWithHost();
    const hosted = await createEvent(host.client, id);
    const full = await createEvent(owner, id, { participantsLimit: 1 });
    await attend(host.client, id, full, host.user.login);
    await attend(member.client, id, full, member.user.login);
    expect([await placeOf(full, host.user.login), await placeOf(full, member.user.login)]).toEqual([
      'PARTICIPANT',
      'WAITLISTED',
    ]);

    expect((await remove(owner, id, host.user.login)).statusCode).toBe(200);
    expect(await roleOf(id, host.user.login)).toBeUndefined();
    expect((await groupRow(id)).members_count).toBe(2);
    // The freed place went to the waitlist.
    expect(await placeOf(full, host.user.login)).toBeUndefined();
    expect(await placeOf(full, member.user.login)).toBe('PARTICIPANT');
    expect(await eventRow(full)).toMatchObject({ participants_count: 2, waitlist_count: 0 });
    expect(await eventRow(hosted)).toMatchObject({ host_id: ownerId, participants_count: 1 });
    expect([await placeOf(hosted, ownerId), await placeOf(hosted, host.user.login)]).toEqual([
      'HOST',
      undefined,
    ]);
  });

  it('a host who leaves passes the events they host to the owner', async () => {
    const { id, ownerId, host } = await groupWithHost();
    const hosted = await createEvent(host.client, id);
    expect((await remove(host.client, id, host.user.login)).statusCode).toBe(200);
    expect((await eventRow(hosted)).host_id).toBe(ownerId);
    expect(await placeOf(hosted, ownerId)).toBe('HOST');
  });
});

describe('a hand-over racing the new owner leaving', () => {
  it('always leaves the group with an owner who is its member (both lock the group)', async () => {
    for (let round = 0; round < 8; round++) {
      const { id, owner } = await createGroup(t.app);
      const heir = await memberOfGroup(t.app, id);
      const [handedOver, left] = await Promise.all([
        handOver(owner, id, heir.user.login),
        heir.client.delete(`${API_PATHS.groupMembers}?groupId=${id}&userId=${heir.user.login}`),
      ]);
      // Whichever came first, the other is refused or harmless, never a 500.
      expect([200, 403, 404]).toContain(handedOver.statusCode);
      expect([200, 403]).toContain(left.statusCode);
      const group = await groupRow(id);
      expect(await roleOf(id, group.owner_id)).toBe('OWNER');
      const members = await db()
        .selectFrom('group_members')
        .select('user_id')
        .where('group_id', '=', id)
        .execute();
      expect(group.members_count).toBe(members.length);
    }
  });
});
