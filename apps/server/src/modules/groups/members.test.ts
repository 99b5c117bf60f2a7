import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createGroup, signedInClient } from '../../test/factories.ts';
import { groupRoleOf, membersCountOf } from '../../test/rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const db = () => t.app.deps.db;
const membersCount = (groupId: string) => membersCountOf(t.app, groupId);
const roleOf = (groupId: string, userId: string) => groupRoleOf(t.app, groupId, userId);
const requestExists = async (groupId: string, userId: string) =>
  (await db()
    .selectFrom('membership_requests')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst()) !== undefined;

const join = (client: TestClient, groupId: string, userId: string, extra: object = {}) =>
  client.post(API_PATHS.groupMembers, { groupId, userId, ...extra });
const ask = (client: TestClient, groupId: string, userId: string) =>
  client.post(API_PATHS.membershipRequests, { groupId, userId });

describe('POST /groupMembers (join)', () => {
  it('refuses a visitor, someone joining for another user, and any role but MEMBER', async () => {
    const { id } = await createGroup(t.app);
    const { client, user } = await signedInClient(t.app);
    const other = await signedInClient(t.app);
    expect((await join(new TestClient(t.app), id, user.login)).statusCode).toBe(401);
    expect((await join(client, id, other.user.login)).statusCode).toBe(403);
    expect((await join(client, id, user.login, { role: 'OWNER' })).statusCode).toBe(403);
    expect((await join(client, id, user.login, { role: 'HOST' })).statusCode).toBe(403);
    expect(await roleOf(id, user.login)).toBeUndefined();
    expect(await roleOf(id, other.user.login)).toBeUndefined();
    expect(await membersCount(id)).toBe(1);
  });

  it('makes the caller a MEMBER of a public group, once', async () => {
    const { id } = await createGroup(t.app);
    const { client, user } = await signedInClient(t.app, { name: 'Jo' });
    const response = await join(client, id, user.login, { role: 'MEMBER' });
    expect(response.statusCode).toBe(201);
    expect(response.json().success.data).toEqual({
      groupId: id,
      user: { id: user.login, name: 'Jo', hasAvatar: false },
      role: 'MEMBER',
    });
    expect(await membersCount(id)).toBe(2);
    const again = await join(client, id, user.login);
    expect(again.statusCode).toBe(409);
    expect(await membersCount(id)).toBe(2);
  });

  it('keeps the count right when the same person joins twice at once', async () => {
    const { id } = await createGroup(t.app);
    const { client, user } = await signedInClient(t.app);
    const responses = await Promise.all([join(client, id, user.login), join(client, id, user.login)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await membersCount(id)).toBe(2);
  });

  it('refuses to join a private group directly, and an unknown group', async () => {
    const { id } = await createGroup(t.app, { type: 'PRIVATE' });
    const { client, user } = await signedInClient(t.app);
    expect((await join(client, id, user.login)).statusCode).toBe(403);
    expect((await join(client, 'no_such_group', user.login)).statusCode).toBe(404);
    expect(await roleOf(id, user.login)).toBeUndefined();
  });
});

describe('DELETE /groupMembers (leave)', () => {
  it('refuses a visitor, leaving for another member (the owner removes: hosts.test.ts), the owner, and a non-member', async () => {
    const { id, owner } = await createGroup(t.app);
    const member = await signedInClient(t.app);
    await join(member.client, id, member.user.login);
    const ownerId = (await owner.get(API_PATHS.usersSelf)).json().success.data.id as string;
    const stranger = await signedInClient(t.app);
    const leave = (client: TestClient, userId: string) =>
      client.delete(`${API_PATHS.groupMembers}?groupId=${id}&userId=${userId}`);
    expect((await leave(new TestClient(t.app), member.user.login)).statusCode).toBe(401);
    expect((await leave(stranger.client, member.user.login)).statusCode).toBe(403);
    const ownerLeaves = await leave(owner, ownerId);
    expect(ownerLeaves.statusCode).toBe(403);
    expect(ownerLeaves.json().error.message).toBe('The owner cannot leave the group.');
    expect((await leave(stranger.client, stranger.user.login)).statusCode).toBe(404);
    expect(await roleOf(id, member.user.login)).toBe('MEMBER');
    expect(await roleOf(id, ownerId)).toBe('OWNER');
    expect(await membersCount(id)).toBe(2);
  });

  it('lets a member leave', async () => {
    const { id } = await createGroup(t.app);
    const { client, user } = await signedInClient(t.app);
    await join(client, id, user.login);
    expect(
      (await client.delete(`${API_PATHS.groupMembers}?groupId=${id}&userId=${user.login}`)).statusCode,
    ).toBe(200);
    expect(await roleOf(id, user.login)).toBeUndefined();
    expect(await membersCount(id)).toBe(1);
  });
});

describe('GET /groupMembers (membership check)', () => {
  it('answers the caller their own membership, or null', async () => {
    const { id } = await createGroup(t.app);
    const { client, user } = await signedInClient(t.app);
    const check = async () =>
      (await client.get(`${API_PATHS.groupMembers}?groupId=${id}&userId=${user.login}`)).json().success.data;
    expect(await check()).toBeNull();
    await join(client, id, user.login);
    expect(await check()).toMatchObject({ role: 'MEMBER', user: { id: user.login } });
  });

  it('refuses a visitor, and a non-member asking about someone in a private group', async () => {
    const { id, owner } = await createGroup(t.app, { type: 'PRIVATE' });
    const ownerId = (await owner.get(API_PATHS.usersSelf)).json().success.data.id as string;
    expect(
      (await new TestClient(t.app).get(`${API_PATHS.groupMembers}?groupId=${id}&userId=${ownerId}`))
        .statusCode,
    ).toBe(401);
    const stranger = (await signedInClient(t.app)).client;
    expect((await stranger.get(`${API_PATHS.groupMembers}?groupId=${id}&userId=${ownerId}`)).statusCode).toBe(
      403,
    );
  });
});

describe('GET /groupMembers/allForGroup', () => {
  it('refuses a visitor, and a non-member of a private group', async () => {
    const { id } = await createGroup(t.app, { type: 'PRIVATE' });
    expect(
      (await new TestClient(t.app).get(`${API_PATHS.groupMembersForGroup}?groupId=${id}`)).statusCode,
    ).toBe(401);
    const stranger = (await signedInClient(t.app)).client;
    expect((await stranger.get(`${API_PATHS.groupMembersForGroup}?groupId=${id}`)).statusCode).toBe(403);
  });

  it('lists a public group to any signed-in user, owner first, in pages when asked', async () => {
    const { id, owner } = await createGroup(t.app);
    const ownerId = (await owner.get(API_PATHS.usersSelf)).json().success.data.id as string;
    const joined: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { client, user } = await signedInClient(t.app);
      await join(client, id, user.login);
      joined.push(user.login);
    }
    const stranger = (await signedInClient(t.app)).client;
    const all = (await stranger.get(`${API_PATHS.groupMembersForGroup}?groupId=${id}`)).json().success;
    expect(all.data.map((m: { user: { id: string }; role: string }) => [m.user.id, m.role])).toEqual([
      [ownerId, 'OWNER'],
      ...joined.map((login) => [login, 'MEMBER']),
    ]);
    expect(all.nextCursor).toBeUndefined();

    const first = (await stranger.get(`${API_PATHS.groupMembersForGroup}?groupId=${id}&limit=2`)).json()
      .success;
    expect(first.data).toHaveLength(2);
    const second = (
      await stranger.get(`${API_PATHS.groupMembersForGroup}?groupId=${id}&limit=2&cursor=${first.nextCursor}`)
    ).json().success;
    expect([...first.data, ...second.data]).toEqual(all.data);
    expect(second.nextCursor).toBeUndefined();
    expect(
      (await stranger.get(`${API_PATHS.groupMembersForGroup}?groupId=${id}&cursor=garbage`)).statusCode,
    ).toBe(400);
  });
});

describe('GET /groupMembers/allForUser', () => {
  it('refuses a visitor and another user', async () => {
    const { user } = await signedInClient(t.app);
    expect(
      (await new TestClient(t.app).get(`${API_PATHS.groupMembersForUser}?userId=${user.login}`)).statusCode,
    ).toBe(401);
    const other = (await signedInClient(t.app)).client;
    expect((await other.get(`${API_PATHS.groupMembersForUser}?userId=${user.login}`)).statusCode).toBe(403);
  });

  it("lists the caller's groups, newest first, with the role and card fields", async () => {
    const { client, user } = await signedInClient(t.app);
    const { id: own } = await createGroup(t.app, { owner: client });
    const { id: joinedId } = await createGroup(t.app);
    await join(client, joinedId, user.login);
    const data = (await client.get(`${API_PATHS.groupMembersForUser}?userId=${user.login}`)).json().success
      .data;
    expect(data.map((g: { group: { id: string }; role: string }) => [g.group.id, g.role])).toEqual([
      [joinedId, 'MEMBER'],
      [own, 'OWNER'],
    ]);
    expect(data[0].group).toMatchObject({ membersCount: 2, hasLogo: false, tags: ['community'] });
  });
});

describe('membership requests', () => {
  it('refuses a visitor, a request for someone else, a public group and a member', async () => {
    const { id } = await createGroup(t.app, { type: 'PRIVATE' });
    const { id: publicId } = await createGroup(t.app);
    const { client, user } = await signedInClient(t.app);
    const other = await signedInClient(t.app);
    expect((await ask(new TestClient(t.app), id, user.login)).statusCode).toBe(401);
    expect((await ask(client, id, other.user.login)).statusCode).toBe(403);
    expect((await ask(client, publicId, user.login)).statusCode).toBe(409);
    expect(await requestExists(id, other.user.login)).toBe(false);
  });

  it('lets a person ask once, see and withdraw their request', async () => {
    const { id } = await createGroup(t.app, { type: 'PRIVATE' });
    const { client, user } = await signedInClient(t.app);
    const own = async () =>
      (await client.get(`${API_PATHS.membershipRequests}?groupId=${id}`)).json().success.data;
    expect(await own()).toBeNull();
    expect((await ask(client, id, user.login)).statusCode).toBe(201);
    expect(await own()).toMatchObject({ groupId: id, user: { id: user.login } });
    expect((await ask(client, id, user.login)).statusCode).toBe(409);
    expect(
      (await client.delete(`${API_PATHS.membershipRequests}?groupId=${id}&userId=${user.login}`)).statusCode,
    ).toBe(200);
    expect(await own()).toBeNull();
  });

  it("shows the group's requests to its owner only", async () => {
    const { id, owner } = await createGroup(t.app, { type: 'PRIVATE' });
    const requester = await signedInClient(t.app);
    await ask(requester.client, id, requester.user.login);
    const url = `${API_PATHS.membershipRequestsForGroup}?groupId=${id}`;
    expect((await new TestClient(t.app).get(url)).statusCode).toBe(401);
    expect((await requester.client.get(url)).statusCode).toBe(403);
    expect((await (await signedInClient(t.app)).client.get(url)).statusCode).toBe(403);
    const list = (await owner.get(url)).json().success.data;
    expect(list.map((r: { user: { id: string } }) => r.user.id)).toEqual([requester.user.login]);
  });

  it('lets only the owner approve: the requester becomes a MEMBER', async () => {
    const { id, owner } = await createGroup(t.app, { type: 'PRIVATE' });
    const requester = await signedInClient(t.app);
    await ask(requester.client, id, requester.user.login);
    const approve = (client: TestClient) =>
      client.post(API_PATHS.membershipRequestApprove, { groupId: id, userId: requester.user.login });
    expect((await approve(new TestClient(t.app))).statusCode).toBe(401);
    expect((await approve(requester.client)).statusCode).toBe(403);
    expect((await approve((await signedInClient(t.app)).client)).statusCode).toBe(403);
    expect(await roleOf(id, requester.user.login)).toBeUndefined();

    const approved = await approve(owner);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().success.data).toMatchObject({
      role: 'MEMBER',
      user: { id: requester.user.login },
    });
    expect(await roleOf(id, requester.user.login)).toBe('MEMBER');
    expect(await requestExists(id, requester.user.login)).toBe(false);
    expect(await membersCount(id)).toBe(2);
    expect((await approve(owner)).statusCode).toBe(404);
    // Now a member, they see the member list of the private group.
    expect((await requester.client.get(`${API_PATHS.groupMembersForGroup}?groupId=${id}`)).statusCode).toBe(
      200,
    );
    expect((await ask(requester.client, id, requester.user.login)).statusCode).toBe(409);
  });

  it('lets the owner reject, but not a third person', async () => {
    const { id, owner } = await createGroup(t.app, { type: 'PRIVATE' });
    const requester = await signedInClient(t.app);
    await ask(requester.client, id, requester.user.login);
    const url = `${API_PATHS.membershipRequests}?groupId=${id}&userId=${requester.user.login}`;
    expect((await new TestClient(t.app).delete(url)).statusCode).toBe(401);
    expect((await (await signedInClient(t.app)).client.delete(url)).statusCode).toBe(403);
    expect(await requestExists(id, requester.user.login)).toBe(true);
    expect((await owner.delete(url)).statusCode).toBe(200);
    expect(await requestExists(id, requester.user.login)).toBe(false);
    expect(await roleOf(id, requester.user.login)).toBeUndefined();
    expect((await owner.delete(url)).statusCode).toBe(404);
  });
});

describe('every role that must be refused, on a private group', () => {
  it('refuses requester and member on owner-only calls, the owner on joining its own group, and changes nothing', async () => {
    const { id, owner } = await createGroup(t.app, { type: 'PRIVATE' });
    const ownerId = (await owner.get(API_PATHS.usersSelf)).json().success.data.id as string;
    const requester = await signedInClient(t.app);
    await ask(requester.client, id, requester.user.login);
    const member = await signedInClient(t.app);
    await ask(member.client, id, member.user.login);
    await owner.post(API_PATHS.membershipRequestApprove, { groupId: id, userId: member.user.login });
    const third = await signedInClient(t.app);
    await ask(third.client, id, third.user.login);

    for (const client of [requester.client, member.client]) {
      expect((await client.get(`${API_PATHS.membershipRequestsForGroup}?groupId=${id}`)).statusCode).toBe(
        403,
      );
      expect(
        (await client.post(API_PATHS.membershipRequestApprove, { groupId: id, userId: third.user.login }))
          .statusCode,
      ).toBe(403);
      expect(
        (await client.delete(`${API_PATHS.membershipRequests}?groupId=${id}&userId=${third.user.login}`))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await client.put(API_PATHS.groups, {
            id,
            name: 'Taken over',
            description: 'x',
            type: 'PUBLIC',
            tags: [],
          })
        ).statusCode,
      ).toBe(403);
      expect((await client.delete(`${API_PATHS.groups}?id=${id}`)).statusCode).toBe(403);
      expect((await client.delete(`${API_PATHS.groupImage}?groupId=${id}`)).statusCode).toBe(403);
    }
    // A requester is not yet a member: the member list stays closed to them.
    expect((await requester.client.get(`${API_PATHS.groupMembersForGroup}?groupId=${id}`)).statusCode).toBe(
      403,
    );
    expect(
      (await requester.client.get(`${API_PATHS.groupMembers}?groupId=${id}&userId=${ownerId}`)).statusCode,
    ).toBe(403);
    expect((await member.client.get(`${API_PATHS.groupMembersForGroup}?groupId=${id}`)).statusCode).toBe(200);
    // The owner is already in: neither joining nor asking makes sense.
    expect((await ask(owner, id, ownerId)).statusCode).toBe(409);
    expect(
      (await new TestClient(t.app).get(`${API_PATHS.membershipRequests}?groupId=${id}`)).statusCode,
    ).toBe(401);

    expect(await requestExists(id, third.user.login)).toBe(true);
    expect(await roleOf(id, requester.user.login)).toBeUndefined();
    expect(await roleOf(id, third.user.login)).toBeUndefined();
    const group = await db().selectFrom('groups').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([group.name, group.members_count]).toEqual([`Group ${id}`, 2]);
  });

  it('refuses the owner joining its own public group again', async () => {
    const { id, owner } = await createGroup(t.app);
    const ownerId = (await owner.get(API_PATHS.usersSelf)).json().success.data.id as string;
    expect((await join(owner, id, ownerId)).statusCode).toBe(409);
    expect(await roleOf(id, ownerId)).toBe('OWNER');
    expect(await membersCount(id)).toBe(1);
  });
});
