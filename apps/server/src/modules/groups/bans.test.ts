/**
 * Group bans (issue #27), through HTTP on a real database: who may ban, lift and list; what a
 * ban does (the membership or request ends, places go to the waitlist, hosted events to the
 * owner; no joining, asking or commenting, no private content) until it is lifted; bad input;
 * a ban racing the person leaving or joining.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import {
  createEvent,
  createGroup,
  hostOfGroup,
  memberOfGroup,
  selfId,
  signedInClient,
} from '../../test/factories.ts';
import { eventCountsOf, eventPlaceOf, groupRoleOf, membersCountOf } from '../../test/rows.ts';

let t: TestApp;
beforeAll(async () => {
  // The races sign in a few people a round: more than the tests' usual sign-ins a minute.
  t = await buildTestApp({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000000' });
});
afterAll(async () => t?.close());

const db = () => t.app.deps.db;
const roleOf = (groupId: string, userId: string) => groupRoleOf(t.app, groupId, userId);
const membersCount = (groupId: string) => membersCountOf(t.app, groupId);
const memberRows = async (groupId: string) =>
  (await db().selectFrom('group_members').select('user_id').where('group_id', '=', groupId).execute()).length;
const banRow = (groupId: string, userId: string) =>
  db()
    .selectFrom('group_bans')
    .selectAll()
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
const placeOf = (eventId: number, userId: string) => eventPlaceOf(t.app, eventId, userId);
const eventRow = (id: number) => eventCountsOf(t.app, id);

const ban = (client: TestClient, groupId: string, userId: string, reason?: string) =>
  client.post(API_PATHS.groupBans, { groupId, userId, ...(reason === undefined ? {} : { reason }) });
const lift = (client: TestClient, groupId: string, userId: string) =>
  client.delete(`${API_PATHS.groupBans}?groupId=${groupId}&userId=${userId}`);
const list = (client: TestClient, groupId: string) => client.get(`${API_PATHS.groupBans}?groupId=${groupId}`);
const ownBan = (client: TestClient, groupId: string) =>
  client.get(`${API_PATHS.groupBansSelf}?groupId=${groupId}`);
const join = (client: TestClient, groupId: string, userId: string) =>
  client.post(API_PATHS.groupMembers, { groupId, userId });
const ask = (client: TestClient, groupId: string, userId: string) =>
  client.post(API_PATHS.membershipRequests, { groupId, userId });
const leave = (client: TestClient, groupId: string, userId: string) =>
  client.delete(`${API_PATHS.groupMembers}?groupId=${groupId}&userId=${userId}`);
const attend = (client: TestClient, groupId: string, eventId: number, userId: string) =>
  client.post(API_PATHS.eventParticipants, { groupId, eventId, userId });
const comment = (client: TestClient, groupId: string, eventId: number, text = 'See you there') =>
  client.post(API_PATHS.eventComments, { groupId, eventId, comment: text });

/** A group with its owner, a plain member, and a member the owner made an event host. */
async function groupWithHost(type: 'PUBLIC' | 'PRIVATE' = 'PUBLIC') {
  const { id, owner } = await createGroup(t.app, { type });
  const ownerId = await selfId(owner);
  const member = await memberOfGroup(t.app, id, owner);
  const host = await hostOfGroup(t.app, id, owner);
  return { id, owner, ownerId, member, host };
}

describe('who may ban, lift and list', () => {
  it('POST /groupBans: a visitor 401; a stranger, a member and a host 403; the owner 201', async () => {
    const { id, owner, member, host } = await groupWithHost();
    const stranger = await signedInClient(t.app);
    expect((await ban(new TestClient(t.app), id, member.user.login)).statusCode).toBe(401);
    for (const client of [stranger.client, member.client, host.client]) {
      const refused = await ban(client, id, member.user.login);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe('Only the owner of the group may do this.');
    }
    // A host cannot ban a plain member, nor a member ban the host.
    expect((await ban(member.client, id, host.user.login)).statusCode).toBe(403);
    expect(await roleOf(id, member.user.login)).toBe('MEMBER');
    expect(await banRow(id, member.user.login)).toBeUndefined();
    expect((await ban(owner, id, member.user.login)).statusCode).toBe(201);
  });

  it('DELETE /groupBans: a visitor 401; a stranger, a member, a host and the banned person 403; the owner 200', async () => {
    const { id, owner, member, host } = await groupWithHost();
    const stranger = await signedInClient(t.app);
    expect((await ban(owner, id, stranger.user.login)).statusCode).toBe(201);
    expect((await lift(new TestClient(t.app), id, stranger.user.login)).statusCode).toBe(401);
    for (const client of [stranger.client, member.client, host.client]) {
      expect((await lift(client, id, stranger.user.login)).statusCode).toBe(403);
    }
    expect(await banRow(id, stranger.user.login)).toBeDefined();
    expect((await lift(owner, id, stranger.user.login)).statusCode).toBe(200);
    expect(await banRow(id, stranger.user.login)).toBeUndefined();
  });

  it('GET /groupBans: a visitor 401; a stranger, a member, a host and the banned person 403; the owner sees everything', async () => {
    const { id, owner, ownerId, member, host } = await groupWithHost();
    const stranger = await signedInClient(t.app, { name: 'Sam Stranger' });
    expect((await ban(owner, id, stranger.user.login, '  Spam in every comment  ')).statusCode).toBe(201);
    // A later instant for the second ban, so "newest first" has one answer.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await ban(owner, id, member.user.login)).statusCode).toBe(201);
    expect((await list(new TestClient(t.app), id)).statusCode).toBe(401);
    for (const client of [stranger.client, member.client, host.client]) {
      expect((await list(client, id)).statusCode).toBe(403);
    }
    const answer = await list(owner, id);
    expect(answer.statusCode).toBe(200);
    const bans = answer.json().success.data;
    // Newest first; the reason trimmed; no reason is null.
    expect(bans.map((b: { user: { id: string } }) => b.user.id)).toEqual([
      member.user.login,
      stranger.user.login,
    ]);
    expect(bans[1]).toMatchObject({
      groupId: id,
      user: { id: stranger.user.login, name: 'Sam Stranger', hasAvatar: false },
      reason: 'Spam in every comment',
      bannedBy: { id: ownerId },
    });
    expect(bans[0].reason).toBeNull();
    expect(Date.parse(bans[1].bannedAt)).not.toBeNaN();
    // Paged like every list.
    const first = (await owner.get(`${API_PATHS.groupBans}?groupId=${id}&limit=1`)).json().success;
    expect(first.data).toHaveLength(1);
    const second = (
      await owner.get(
        `${API_PATHS.groupBans}?groupId=${id}&limit=1&cursor=${encodeURIComponent(first.nextCursor)}`,
      )
    ).json().success;
    expect(second.data.map((b: { user: { id: string } }) => b.user.id)).toEqual([stranger.user.login]);
  });

  it('GET /groupBans/self: a visitor 401; the banned person learns when, never why or who', async () => {
    const { id, owner, member } = await groupWithHost();
    expect((await ownBan(new TestClient(t.app), id)).statusCode).toBe(401);
    expect((await ownBan(member.client, id)).json().success.data).toBeNull();
    expect((await ban(owner, id, member.user.login, 'Rude to the hosts')).statusCode).toBe(201);
    const own = await ownBan(member.client, id);
    expect(own.statusCode).toBe(200);
    expect(Object.keys(own.json().success.data).sort()).toEqual(['bannedAt', 'groupId']);
    expect(own.body).not.toContain('Rude');
    expect((await ownBan(member.client, 'no_such_group')).statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('answers 404 for an unknown group or person, 400 for bad ids and a long reason, never 5xx', async () => {
    const { id, owner, member } = await groupWithHost();
    const noGroup = await ban(owner, 'no_such_group', member.user.login);
    expect(noGroup.statusCode).toBe(404);
    expect(noGroup.json().error.message).toBe('This group does not exist.');
    const noPerson = await ban(owner, id, 'nobody_here');
    expect(noPerson.statusCode).toBe(404);
    expect(noPerson.json().error.message).toBe('This person does not exist.');
    expect((await ban(owner, `${id}\u0000`, member.user.login)).statusCode).toBe(400);
    expect((await ban(owner, 'bad id!', member.user.login)).statusCode).toBe(400);
    expect((await ban(owner, id, `${member.user.login}\u0000`)).statusCode).toBe(400);
    expect((await ban(owner, id, 'x'.repeat(31))).statusCode).toBe(400);
    const long = await ban(owner, id, member.user.login, 'x'.repeat(501));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('The reason may be at most 500 characters long.');
    expect(
      (await owner.post(API_PATHS.groupBans, { groupId: id, userId: member.user.login, reason: 7 }))
        .statusCode,
    ).toBe(400);
    expect((await owner.post(API_PATHS.groupBans, { groupId: id })).statusCode).toBe(400);
    expect((await owner.post(API_PATHS.groupBans, {})).statusCode).toBe(400);
    expect((await lift(owner, 'bad id!', member.user.login)).statusCode).toBe(400);
    expect((await owner.delete(`${API_PATHS.groupBans}?groupId=${id}`)).statusCode).toBe(400);
    expect((await owner.get(`${API_PATHS.groupBans}`)).statusCode).toBe(400);
    expect((await list(owner, 'no_such_group')).statusCode).toBe(404);
    expect((await lift(owner, 'no_such_group', member.user.login)).statusCode).toBe(404);
    // Nothing changed; 500 characters is fine.
    expect(await roleOf(id, member.user.login)).toBe('MEMBER');
    expect((await ban(owner, id, member.user.login, 'x'.repeat(500))).statusCode).toBe(201);
  });

  it('refuses the owner banning themselves, a second ban (409) and lifting no ban (404)', async () => {
    const { id, owner, ownerId, member } = await groupWithHost();
    const self = await ban(owner, id, ownerId);
    expect(self.statusCode).toBe(409);
    expect(self.json().error.message).toBe('You cannot ban yourself: you own this group.');
    expect(await roleOf(id, ownerId)).toBe('OWNER');
    expect((await ban(owner, id, member.user.login)).statusCode).toBe(201);
    const twice = await ban(owner, id, member.user.login);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('This person is already banned from this group.');
    expect((await lift(owner, id, member.user.login)).statusCode).toBe(200);
    const none = await lift(owner, id, member.user.login);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('This person is not banned from this group.');
    expect((await lift(owner, id, 'nobody_here')).statusCode).toBe(404);
  });
});

describe('what a ban does', () => {
  it('removes a host as removal does: places freed for the waitlist, hosted events to the owner', async () => {
    const { id, owner, ownerId, member, host } = await groupWithHost();
    const hosted = await createEvent(host.client, id);
    const full = await createEvent(owner, id, { participantsLimit: 1 });
    await attend(host.client, id, full, host.user.login);
    await attend(member.client, id, full, member.user.login);
    expect([await placeOf(full, host.user.login), await placeOf(full, member.user.login)]).toEqual([
      'PARTICIPANT',
      'WAITLISTED',
    ]);

    const banned = await ban(owner, id, host.user.login, 'Cancelled on everyone twice');
    expect(banned.statusCode).toBe(201);
    expect(banned.json().success.data).toMatchObject({
      groupId: id,
      user: { id: host.user.login },
      reason: 'Cancelled on everyone twice',
      bannedBy: { id: ownerId },
    });
    expect(await roleOf(id, host.user.login)).toBeUndefined();
    expect(await membersCount(id)).toBe(2);
    expect(await placeOf(full, host.user.login)).toBeUndefined();
    expect(await placeOf(full, member.user.login)).toBe('PARTICIPANT');
    expect(await eventRow(full)).toMatchObject({ participants_count: 2, waitlist_count: 0 });
    expect(await eventRow(hosted)).toMatchObject({ host_id: ownerId, participants_count: 1 });
    expect([await placeOf(hosted, ownerId), await placeOf(hosted, host.user.login)]).toEqual([
      'HOST',
      undefined,
    ]);
  });

  it('keeps the banned person from joining, attending and commenting, until the ban is lifted', async () => {
    const { id, owner, member } = await groupWithHost();
    const eventId = await createEvent(owner, id);
    expect((await comment(member.client, id, eventId, 'Before the ban')).statusCode).toBe(201);
    const said = (await comment(member.client, id, eventId, 'Said before')).json().success.data.id as number;
    expect((await ban(owner, id, member.user.login)).statusCode).toBe(201);

    const joined = await join(member.client, id, member.user.login);
    expect(joined.statusCode).toBe(403);
    expect(joined.json().error.message).toBe('You cannot join this group.');
    expect((await ask(member.client, id, member.user.login)).statusCode).toBe(403);
    expect((await attend(member.client, id, eventId, member.user.login)).statusCode).toBe(403);
    // A public event of a public group: anyone signed in may comment, but not the banned person.
    const refused = await comment(member.client, id, eventId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("You cannot comment on this group's events.");
    expect(
      (await member.client.put(API_PATHS.eventComments, { id: said, comment: 'Rewritten' })).statusCode,
    ).toBe(403);
    // Taking their words back stays theirs; and they still see what anyone sees.
    expect((await member.client.delete(`${API_PATHS.eventComments}?id=${said}`)).statusCode).toBe(200);
    expect(
      (await member.client.get(`${API_PATHS.eventCommentsForEvent}?groupId=${id}&eventId=${eventId}`))
        .statusCode,
    ).toBe(200);
    expect(await roleOf(id, member.user.login)).toBeUndefined();

    expect((await lift(owner, id, member.user.login)).statusCode).toBe(200);
    expect((await ownBan(member.client, id)).json().success.data).toBeNull();
    // Lifting does not make them a member again: they join themselves.
    expect(await roleOf(id, member.user.login)).toBeUndefined();
    expect((await join(member.client, id, member.user.login)).statusCode).toBe(201);
    expect((await comment(member.client, id, eventId, 'Back again')).statusCode).toBe(201);
    expect((await attend(member.client, id, eventId, member.user.login)).statusCode).toBe(201);
  });

  it('bans a requester of a private group: the request goes (told as declined), asking again is refused', async () => {
    const { id, owner } = await createGroup(t.app, { type: 'PRIVATE' });
    const asker = await signedInClient(t.app);
    expect((await ask(asker.client, id, asker.user.login)).statusCode).toBe(201);
    expect((await ban(owner, id, asker.user.login, 'Known spammer')).statusCode).toBe(201);
    const requests = (await owner.get(`${API_PATHS.membershipRequestsForGroup}?groupId=${id}`)).json().success
      .data;
    expect(requests).toEqual([]);
    const notices = await db()
      .selectFrom('notifications')
      .select(['kind', 'text'])
      .where('user_id', '=', asker.user.login)
      .execute();
    expect(notices).toEqual([
      { kind: 'requestRejected', text: `Your request to join Group ${id} was declined.` },
    ]);
    expect(JSON.stringify(notices)).not.toContain('spammer');

    const again = await ask(asker.client, id, asker.user.login);
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe('You cannot ask to join this group.');
    expect(
      (await asker.client.get(`${API_PATHS.membershipRequests}?groupId=${id}`)).json().success.data,
    ).toBeNull();

    expect((await lift(owner, id, asker.user.login)).statusCode).toBe(200);
    expect((await ask(asker.client, id, asker.user.login)).statusCode).toBe(201);
  });

  it("takes a private group's content from a banned member: members, events' details and comments", async () => {
    const { id, owner, member } = await groupWithHost('PRIVATE');
    const eventId = await createEvent(owner, id);
    const commentsUrl = `${API_PATHS.eventCommentsForEvent}?groupId=${id}&eventId=${eventId}`;
    const membersUrl = `${API_PATHS.groupMembersForGroup}?groupId=${id}`;
    const eventUrl = `${API_PATHS.events}?groupId=${id}&eventId=${eventId}`;
    expect((await member.client.get(commentsUrl)).statusCode).toBe(200);
    expect((await member.client.get(membersUrl)).statusCode).toBe(200);
    expect((await member.client.get(eventUrl)).json().success.data.description).toBeTruthy();

    expect((await ban(owner, id, member.user.login)).statusCode).toBe(201);
    expect((await member.client.get(commentsUrl)).statusCode).toBe(403);
    expect((await member.client.get(membersUrl)).statusCode).toBe(403);
    expect((await member.client.get(eventUrl)).json().success.data.description).toBeFalsy();
    expect((await member.client.get(`${API_PATHS.groupCalendar}?groupId=${id}`)).statusCode).toBe(403);
  });

  it('goes with the group, and with the banned account; outlives the account that banned', async () => {
    const { id, owner, member, host } = await groupWithHost();
    const other = await memberOfGroup(t.app, id);
    expect((await ban(owner, id, member.user.login)).statusCode).toBe(201);
    expect((await ban(owner, id, other.user.login)).statusCode).toBe(201);

    expect((await other.client.delete(`${API_PATHS.users}?id=${other.user.login}`)).statusCode).toBe(200);
    expect(await banRow(id, other.user.login)).toBeUndefined();

    // The owner goes: the host takes the group over, and the ban stays, by no one now.
    const ownerId = await selfId(owner);
    expect((await owner.delete(`${API_PATHS.users}?id=${ownerId}`)).statusCode).toBe(200);
    expect(await banRow(id, member.user.login)).toMatchObject({ banned_by: null });
    const bans = (await list(host.client, id)).json().success.data;
    expect(bans).toHaveLength(1);
    expect(bans[0].bannedBy).toBeNull();
    expect((await join(member.client, id, member.user.login)).statusCode).toBe(403);

    expect((await host.client.delete(`${API_PATHS.groups}?id=${id}`)).statusCode).toBe(200);
    expect(await banRow(id, member.user.login)).toBeUndefined();
  });
});

describe('a ban racing the person', () => {
  const rounds = TEST_DIALECT === 'postgres' ? 12 : 4;

  it('leaving at the same moment: no 5xx; banned, not a member, counts right', async () => {
    for (let round = 0; round < rounds; round++) {
      const { id, owner } = await createGroup(t.app);
      const person = await memberOfGroup(t.app, id);
      const hosted = await createEvent(owner, id, { participantsLimit: 1 });
      await attend(person.client, id, hosted, person.user.login);
      const [banned, left] = await Promise.all([
        ban(owner, id, person.user.login),
        leave(person.client, id, person.user.login),
      ]);
      // Whichever comes first, the ban holds: someone who just left can still be banned.
      expect(banned.statusCode).toBe(201);
      expect([200, 404]).toContain(left.statusCode);
      expect(await roleOf(id, person.user.login)).toBeUndefined();
      expect(await banRow(id, person.user.login)).toBeDefined();
      expect(await membersCount(id)).toBe(await memberRows(id));
      expect(await placeOf(hosted, person.user.login)).toBeUndefined();
      expect((await eventRow(hosted)).participants_count).toBe(1);
    }
  });

  it('joining at the same moment: no 5xx; never a banned member', async () => {
    for (let round = 0; round < rounds; round++) {
      const { id, owner } = await createGroup(t.app);
      const person = await signedInClient(t.app);
      const [banned, joined] = await Promise.all([
        ban(owner, id, person.user.login),
        join(person.client, id, person.user.login),
      ]);
      expect(banned.statusCode).toBe(201);
      expect([201, 403]).toContain(joined.statusCode);
      expect(await roleOf(id, person.user.login)).toBeUndefined();
      expect(await membersCount(id)).toBe(await memberRows(id));
    }
  });

  it('two bans of one person at once: one 201, one 409', async () => {
    for (let round = 0; round < rounds; round++) {
      const { id, owner } = await createGroup(t.app);
      const person = await memberOfGroup(t.app, id);
      const answers = await Promise.all([
        ban(owner, id, person.user.login),
        ban(owner, id, person.user.login),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(await membersCount(id)).toBe(1);
    }
  });
});
