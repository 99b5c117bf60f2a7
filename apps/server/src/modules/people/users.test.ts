import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, COOKIE_NAMES, MESSAGES } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import {
  createEvent,
  createGroup,
  createUser,
  fileUpload,
  makeImage,
  memberOfGroup,
  signedInClient,
} from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const db = () => t.app.deps.db;
const userRow = (id: string) => db().selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
const NEW_PASSWORD = 'N3wPassw0rd!';

describe('GET /users', () => {
  it('shows a signed-in person anyone’s public profile, and nothing private', async () => {
    const { user } = await signedInClient(t.app);
    const { client: other } = await signedInClient(t.app);
    const response = await other.get(`${API_PATHS.users}?id=${user.login}`);
    expect(response.statusCode).toBe(200);
    const profile = response.json().success.data;
    expect(profile).toEqual({
      id: user.login,
      name: user.login,
      hasAvatar: false,
      location: { city: 'Vancouver', state: 'BC', country: 'Canada' },
      registrationDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain('password');
  });

  it('answers 404 for a missing user and 401 for a visitor', async () => {
    const { client } = await signedInClient(t.app);
    expect((await client.get(`${API_PATHS.users}?id=nobody_here`)).statusCode).toBe(404);
    const { user } = await signedInClient(t.app);
    expect((await new TestClient(t.app).get(`${API_PATHS.users}?id=${user.login}`)).statusCode).toBe(401);
  });
});

describe('POST /users', () => {
  it('changes the caller’s display name and location', async () => {
    const { client, user } = await signedInClient(t.app);
    const location = { city: 'Burnaby', state: 'BC', country: 'Canada' };
    const response = await client.post(API_PATHS.users, {
      id: user.login,
      name: 'Ada L',
      hasAvatar: false,
      location,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().success.data).toMatchObject({ name: 'Ada L', location });
    expect((await client.get(API_PATHS.usersSelf)).json().success.data.name).toBe('Ada L');
  });

  it.each([
    ['a name of 51 characters', 'n'.repeat(51)],
    ['a name starting with a space', ' Ada'],
    ['an empty name', ''],
  ])('refuses %s with the spec message and changes nothing', async (_why, name) => {
    const { client, user } = await signedInClient(t.app);
    const response = await client.post(API_PATHS.users, { id: user.login, name });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(MESSAGES.displayName);
    expect((await userRow(user.login))?.name).toBe(user.login);
  });

  it('refuses another user’s id (403) and a visitor (401)', async () => {
    const { user: victim } = await signedInClient(t.app);
    const { client } = await signedInClient(t.app);
    expect((await client.post(API_PATHS.users, { id: victim.login, name: 'Hacked' })).statusCode).toBe(403);
    expect(
      (await new TestClient(t.app).post(API_PATHS.users, { id: victim.login, name: 'Hacked' })).statusCode,
    ).toBe(401);
    expect((await userRow(victim.login))?.name).toBe(victim.login);
  });
});

describe('POST /account/updatePassword', () => {
  it('checks the current password, sets the new one and ends the other sessions', async () => {
    const { client, user } = await signedInClient(t.app);
    const elsewhere = new TestClient(t.app);
    expect((await elsewhere.signIn(user.login, user.password)).statusCode).toBe(200);
    const response = await client.post(API_PATHS.updatePassword, {
      id: user.login,
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect((await client.get(API_PATHS.usersSelf)).statusCode).toBe(200);
    expect((await elsewhere.get(API_PATHS.usersSelf)).statusCode).toBe(401);
    expect((await new TestClient(t.app).signIn(user.login, user.password)).statusCode).toBe(401);
    expect((await new TestClient(t.app).signIn(user.login, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [
      'a wrong current password',
      { currentPassword: 'Wr0ng!pass' },
      'CURRENT_PASSWORD_WRONG',
      MESSAGES.currentPasswordWrong,
    ],
    ['a weak new password', { newPassword: 'weakpass' }, 'VALIDATION_ERROR', MESSAGES.password],
  ])('refuses %s and keeps the old password', async (_why, change, code, message) => {
    const { client, user } = await signedInClient(t.app);
    const before = (await userRow(user.login))?.password_hash;
    const response = await client.post(API_PATHS.updatePassword, {
      id: user.login,
      currentPassword: user.password,
      newPassword: NEW_PASSWORD,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code, message: expect.stringContaining(message) });
    expect((await userRow(user.login))?.password_hash).toBe(before);
  });

  it('refuses another user’s id (403) and a visitor (401)', async () => {
    const { user: victim } = await signedInClient(t.app);
    const { client, user } = await signedInClient(t.app);
    const body = { id: victim.login, currentPassword: user.password, newPassword: NEW_PASSWORD };
    expect((await client.post(API_PATHS.updatePassword, body)).statusCode).toBe(403);
    expect((await new TestClient(t.app).post(API_PATHS.updatePassword, body)).statusCode).toBe(401);
    expect((await new TestClient(t.app).signIn(victim.login, victim.password)).statusCode).toBe(200);
  });
});

describe('avatar: /images/avatar', () => {
  const upload = (
    client: TestClient,
    userId: string,
    data: Buffer,
    filename = 'me.png',
    type = 'image/png',
  ) => {
    const file = fileUpload('avatar', data, filename, type);
    return client.post(`${API_PATHS.avatarImage}?userId=${userId}`, file.body, { headers: file.headers });
  };

  it('uploads, serves with validators, replaces and deletes the caller’s avatar', async () => {
    const { client, user } = await signedInClient(t.app);
    const visitor = new TestClient(t.app);
    const url = `${API_PATHS.avatarImage}?userId=${user.login}`;
    expect((await visitor.get(url)).statusCode).toBe(404);
    expect((await upload(client, user.login, await makeImage('png'))).statusCode).toBe(200);
    expect((await client.get(API_PATHS.usersSelf)).json().success.data.hasAvatar).toBe(true);
    const served = await visitor.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const etag = served.headers.etag as string;
    expect((await visitor.get(url, { headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    expect(
      (await upload(client, user.login, await makeImage('jpeg'), 'me.jpg', 'image/jpeg')).statusCode,
    ).toBe(200);
    expect((await visitor.get(url)).headers['content-type']).toBe('image/jpeg');
    expect((await client.delete(url)).statusCode).toBe(200);
    expect((await visitor.get(url)).statusCode).toBe(404);
    expect((await client.get(API_PATHS.usersSelf)).json().success.data.hasAvatar).toBe(false);
    expect((await client.delete(url)).statusCode).toBe(404);
  });

  it('refuses another user (403) and a visitor (401), storing nothing', async () => {
    const { user: victim } = await signedInClient(t.app);
    const { client } = await signedInClient(t.app);
    for (const [caller, status] of [
      [client, 403],
      [new TestClient(t.app), 401],
    ] as const) {
      expect((await upload(caller, victim.login, await makeImage())).statusCode).toBe(status);
      expect((await caller.delete(`${API_PATHS.avatarImage}?userId=${victim.login}`)).statusCode).toBe(
        status,
      );
    }
    expect((await userRow(victim.login))?.has_avatar).toBe(0);
  });

  it.each([
    [
      'a GIF',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      415,
    ],
    ['a text file named .png', async () => Buffer.from('not an image'), 415],
    [
      'an image over 5 MB',
      () =>
        sharp({ create: { width: 2600, height: 2600, channels: 4, background: '#123' } })
          .png({ compressionLevel: 0 })
          .toBuffer(),
      413,
    ],
  ])('refuses %s and keeps no avatar', async (_why, make, status) => {
    const { client, user } = await signedInClient(t.app);
    expect((await upload(client, user.login, await make())).statusCode).toBe(status);
    expect((await userRow(user.login))?.has_avatar).toBe(0);
  });
});

describe('DELETE /users', () => {
  it('refuses another user (403) and a visitor (401)', async () => {
    const { user: victim } = await signedInClient(t.app);
    const { client } = await signedInClient(t.app);
    expect((await client.delete(`${API_PATHS.users}?id=${victim.login}`)).statusCode).toBe(403);
    expect((await new TestClient(t.app).delete(`${API_PATHS.users}?id=${victim.login}`)).statusCode).toBe(
      401,
    );
    expect(await userRow(victim.login)).toBeDefined();
  });

  it('ends the session, frees the login, and leaves nothing pointing at the account', async () => {
    const { client, user } = await signedInClient(t.app);
    const { id: joinedGroup, owner: joinedOwner } = await createGroup(t.app);
    const joinedEvent = await createEvent(joinedOwner, joinedGroup, { participantsLimit: 1 });
    expect(
      (await client.post(API_PATHS.groupMembers, { groupId: joinedGroup, userId: user.login })).statusCode,
    ).toBe(201);
    const attend = { groupId: joinedGroup, eventId: joinedEvent, userId: user.login };
    expect((await client.post(API_PATHS.eventParticipants, attend)).statusCode).toBe(201);
    const waiting = await memberOfGroup(t.app, joinedGroup);
    await waiting.client.post(API_PATHS.eventParticipants, { ...attend, userId: waiting.user.login });
    await client.post(API_PATHS.eventComments, {
      groupId: joinedGroup,
      eventId: joinedEvent,
      comment: 'Hi!',
    });
    const file = fileUpload('avatar', await makeImage(), 'me.png', 'image/png');
    await client.post(`${API_PATHS.avatarImage}?userId=${user.login}`, file.body, { headers: file.headers });

    const response = await client.delete(`${API_PATHS.users}?id=${user.login}`);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === COOKIE_NAMES.session)?.value).toBe('');
    expect((await client.get(API_PATHS.usersSelf)).statusCode).toBe(401);
    expect((await new TestClient(t.app).signIn(user.login, user.password)).statusCode).toBe(401);
    expect(
      (await new TestClient(t.app).get(`${API_PATHS.checkLogin}?login=${user.login}`)).json().success.data,
    ).toBe(true);
    for (const [table, column] of [
      ['group_members', 'user_id'],
      ['event_participants', 'user_id'],
      ['event_comments', 'user_id'],
      ['sessions', 'user_id'],
    ] as const) {
      expect(
        await db().selectFrom(table).selectAll().where(column, '=', user.login).execute(),
        table,
      ).toEqual([]);
    }
    expect(await db().selectFrom('images').selectAll().where('owner_key', '=', user.login).execute()).toEqual(
      [],
    );
    const group = (await joinedOwner.get(`${API_PATHS.groups}?id=${joinedGroup}`)).json().success.data;
    expect(group.membersCount).toBe(2);
    // The freed place went to the waitlisted member.
    const roles = await db()
      .selectFrom('event_participants')
      .select(['user_id', 'role'])
      .where('event_id', '=', joinedEvent)
      .where('role', '!=', 'HOST')
      .execute();
    expect(roles).toEqual([{ user_id: waiting.user.login, role: 'PARTICIPANT' }]);
    const counts = await db()
      .selectFrom('events')
      .select(['participants_count', 'waitlist_count'])
      .where('id', '=', joinedEvent)
      .executeTakeFirst();
    expect(counts).toEqual({ participants_count: 2, waitlist_count: 0 });
  });

  it('takes a deleted account off the waitlist, and a waitlisted new host off it too', async () => {
    const { client: owner, user } = await signedInClient(t.app);
    const { id: groupId } = await createGroup(t.app, { owner });
    const eventId = await createEvent(owner, groupId, { participantsLimit: 1 });
    // The earliest member becomes the owner and host; they wait for a place, behind `placed`.
    const heir = await memberOfGroup(t.app, groupId);
    const [placed, waiting] = [await memberOfGroup(t.app, groupId), await memberOfGroup(t.app, groupId)];
    for (const p of [placed, heir, waiting]) {
      await p.client.post(API_PATHS.eventParticipants, { groupId, eventId, userId: p.user.login });
    }
    const counts = () =>
      db()
        .selectFrom('events')
        .select(['participants_count', 'waitlist_count'])
        .where('id', '=', eventId)
        .executeTakeFirst();
    expect(await counts()).toEqual({ participants_count: 2, waitlist_count: 2 });

    expect((await waiting.client.delete(`${API_PATHS.users}?id=${waiting.user.login}`)).statusCode).toBe(200);
    expect(await counts()).toEqual({ participants_count: 2, waitlist_count: 1 });
    expect((await owner.delete(`${API_PATHS.users}?id=${user.login}`)).statusCode).toBe(200);
    expect(await counts()).toEqual({ participants_count: 2, waitlist_count: 0 });
  });

  it('passes an owned group to its earliest member, with its events, or deletes a group nobody else is in', async () => {
    const { client: owner, user } = await signedInClient(t.app);
    const { id: shared } = await createGroup(t.app, { owner });
    const event = await createEvent(owner, shared);
    const first = await memberOfGroup(t.app, shared);
    await memberOfGroup(t.app, shared);
    await first.client.post(API_PATHS.eventParticipants, {
      groupId: shared,
      eventId: event,
      userId: first.user.login,
    });
    await db().updateTable('users').set({ group_allowance: 2 }).where('id', '=', user.login).execute();
    const { id: lonely } = await createGroup(t.app, { owner });

    expect((await owner.delete(`${API_PATHS.users}?id=${user.login}`)).statusCode).toBe(200);

    const group = await db().selectFrom('groups').selectAll().where('id', '=', shared).executeTakeFirst();
    expect(group?.owner_id).toBe(first.user.login);
    expect(group?.members_count).toBe(2);
    const role = await db()
      .selectFrom('group_members')
      .select('role')
      .where('group_id', '=', shared)
      .where('user_id', '=', first.user.login)
      .executeTakeFirst();
    expect(role?.role).toBe('OWNER');
    const moved = await db().selectFrom('events').selectAll().where('id', '=', event).executeTakeFirst();
    expect(moved?.host_id).toBe(first.user.login);
    expect(moved?.participants_count).toBe(1);
    const places = await db()
      .selectFrom('event_participants')
      .select(['user_id', 'role'])
      .where('event_id', '=', event)
      .execute();
    expect(places).toEqual([{ user_id: first.user.login, role: 'HOST' }]);
    expect(
      await db().selectFrom('groups').selectAll().where('id', '=', lonely).executeTakeFirst(),
    ).toBeUndefined();
  });

  it('keeps the rest working for a login that signs up again', async () => {
    const { client, user } = await signedInClient(t.app);
    await client.delete(`${API_PATHS.users}?id=${user.login}`);
    const again = await createUser(t.app, { login: user.login });
    expect((await new TestClient(t.app).signIn(again.login, again.password)).statusCode).toBe(200);
  });
});
