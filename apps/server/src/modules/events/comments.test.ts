import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, MESSAGES } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createEvent, createGroup, memberOfGroup, signedInClient } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const countComments = async () =>
  (await t.app.deps.db.selectFrom('event_comments').select('id').execute()).length;

describe('POST /eventComments', () => {
  it('refuses a visitor, a non-member on a private event, and commenting as someone else', async () => {
    const { id, owner } = await createGroup(t.app);
    const privateEvent = await createEvent(owner, id, { type: 'PRIVATE' });
    const publicEvent = await createEvent(owner, id);
    const member = await memberOfGroup(t.app, id);
    const before = await countComments();
    expect(
      (
        await new TestClient(t.app).post(API_PATHS.eventComments, {
          groupId: id,
          eventId: publicEvent,
          comment: 'Hi',
        })
      ).statusCode,
    ).toBe(401);
    const stranger = (await signedInClient(t.app)).client;
    expect(
      (await stranger.post(API_PATHS.eventComments, { groupId: id, eventId: privateEvent, comment: 'Hi' }))
        .statusCode,
    ).toBe(403);
    const asOther = await stranger.post(API_PATHS.eventComments, {
      groupId: id,
      eventId: publicEvent,
      userId: member.user.login,
      comment: 'Hi',
    });
    expect(asOther.statusCode).toBe(403);
    expect(await countComments()).toBe(before);
  });

  it.each([
    ['251 characters', 'c'.repeat(251)],
    ['only spaces', '    '],
    ['a leading space', ' hello'],
    ['nothing', ''],
  ])('refuses a comment of %s and stores nothing', async (_why, comment) => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id);
    const before = await countComments();
    const response = await owner.post(API_PATHS.eventComments, { groupId: id, eventId, comment });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(MESSAGES.comment);
    expect(await countComments()).toBe(before);
  });

  it('adds comments of 1–250 characters from signed-in users, listed oldest first with timestamps', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id);
    const { client, user } = await signedInClient(t.app, { name: 'Ana' });
    const first = await client.post(API_PATHS.eventComments, {
      groupId: id,
      eventId,
      comment: 'Count me in!',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().success.data).toMatchObject({
      groupId: id,
      eventId,
      comment: 'Count me in!',
      user: { id: user.login, name: 'Ana' },
    });
    await owner.post(API_PATHS.eventComments, { groupId: id, eventId, comment: 'x'.repeat(250) });
    const list = (
      await client.get(`${API_PATHS.eventCommentsForEvent}?groupId=${id}&eventId=${eventId}`)
    ).json().success.data;
    expect(list.map((c: { comment: string }) => c.comment)).toEqual(['Count me in!', 'x'.repeat(250)]);
    expect(Date.parse(list[0].timestamp)).toBeLessThanOrEqual(Date.parse(list[1].timestamp));

    const page = (
      await client.get(`${API_PATHS.eventCommentsForEvent}?groupId=${id}&eventId=${eventId}&limit=1`)
    ).json().success;
    expect(page.data).toHaveLength(1);
    const rest = (
      await client.get(
        `${API_PATHS.eventCommentsForEvent}?groupId=${id}&eventId=${eventId}&limit=1&cursor=${page.nextCursor}`,
      )
    ).json().success;
    expect(rest.data[0].comment).toBe('x'.repeat(250));
  });
});

describe('GET /eventComments/allForGroupEvent', () => {
  it('refuses a visitor, and a non-member for an event of a private group', async () => {
    const { id, owner } = await createGroup(t.app, { type: 'PRIVATE' });
    const eventId = await createEvent(owner, id);
    const path = `${API_PATHS.eventCommentsForEvent}?groupId=${id}&eventId=${eventId}`;
    expect((await new TestClient(t.app).get(path)).statusCode).toBe(401);
    expect((await (await signedInClient(t.app)).client.get(path)).statusCode).toBe(403);
    expect((await owner.get(path)).statusCode).toBe(200);
    expect(
      (await owner.get(`${API_PATHS.eventCommentsForEvent}?groupId=${id}&eventId=999999`)).statusCode,
    ).toBe(404);
  });
});

/**
 * A comment by a member, on an event of a group whose owner is not the event's host (the host
 * is another member), with a plain member and a stranger at hand: every role of the policy.
 */
async function commentScene(type: 'PUBLIC' | 'PRIVATE' = 'PUBLIC') {
  const { id: groupId, owner } = await createGroup(t.app, { type });
  const eventId = await createEvent(owner, groupId);
  const author = await memberOfGroup(t.app, groupId, owner);
  const host = await memberOfGroup(t.app, groupId, owner);
  await t.app.deps.db
    .updateTable('events')
    .set({ host_id: host.user.login })
    .where('id', '=', eventId)
    .execute();
  const member = await memberOfGroup(t.app, groupId, owner);
  const stranger = (await signedInClient(t.app)).client;
  const added = await author.client.post(API_PATHS.eventComments, {
    groupId,
    eventId,
    comment: 'See you at the fountain',
  });
  expect(added.statusCode).toBe(201);
  const commentId = added.json().success.data.id as number;
  return { groupId, eventId, owner, author, host, member, stranger, commentId };
}

const storedComment = (id: number) =>
  t.app.deps.db
    .selectFrom('event_comments')
    .select(['comment', 'edited_at'])
    .where('id', '=', id)
    .executeTakeFirst();

describe('PUT /eventComments', () => {
  it('refuses a visitor (401), a stranger, a member, the host and the group owner (403), an unknown id (404)', async () => {
    const s = await commentScene();
    const body = { id: s.commentId, comment: 'Changed by someone else' };
    expect((await new TestClient(t.app).put(API_PATHS.eventComments, body)).statusCode).toBe(401);
    for (const client of [s.stranger, s.member.client, s.host.client, s.owner]) {
      const response = await client.put(API_PATHS.eventComments, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    const unknown = await s.author.client.put(API_PATHS.eventComments, { id: 2_147_483_647, comment: 'Hi' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    expect(await storedComment(s.commentId)).toEqual({ comment: 'See you at the fountain', edited_at: null });
  });

  it('refuses the author once they no longer see the event (left its private group)', async () => {
    const s = await commentScene('PRIVATE');
    const left = await s.author.client.delete(
      `${API_PATHS.groupMembers}?groupId=${s.groupId}&userId=${s.author.user.login}`,
    );
    expect(left.statusCode).toBe(200);
    const response = await s.author.client.put(API_PATHS.eventComments, {
      id: s.commentId,
      comment: 'Edited',
    });
    expect(response.statusCode).toBe(403);
    expect(await storedComment(s.commentId)).toEqual({ comment: 'See you at the fountain', edited_at: null });
  });

  it.each([
    ['NUL in the text', (id: number) => ({ id, comment: 'Hi\u0000there' })],
    ['251 characters', (id: number) => ({ id, comment: 'c'.repeat(251) })],
    ['a leading space', (id: number) => ({ id, comment: ' hello' })],
    ['nothing', (id: number) => ({ id, comment: '' })],
    ['no comment', (id: number) => ({ id })],
    ['id 2147483648', () => ({ id: 2_147_483_648, comment: 'Hi' })],
    ['no id', () => ({ comment: 'Hi' })],
    ['id 0', () => ({ id: 0, comment: 'Hi' })],
  ])('refuses %s (400) and changes nothing', async (_why, body) => {
    const s = await commentScene();
    const response = await s.author.client.put(API_PATHS.eventComments, body(s.commentId));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(await storedComment(s.commentId)).toEqual({ comment: 'See you at the fountain', edited_at: null });
  });

  it('answers a bad text with the comment rule message', async () => {
    const s = await commentScene();
    const response = await s.author.client.put(API_PATHS.eventComments, {
      id: s.commentId,
      comment: 'c'.repeat(251),
    });
    expect(response.json().error.message).toContain(MESSAGES.comment);
  });

  it('lets the author edit (1–250 characters), marks it edited, and lists it so', async () => {
    const s = await commentScene();
    const same = await s.author.client.put(API_PATHS.eventComments, {
      id: s.commentId,
      comment: 'See you at the fountain',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json().success.data.editedAt).toBeNull();

    const response = await s.author.client.put(API_PATHS.eventComments, { id: s.commentId, comment: 'x' });
    expect(response.statusCode).toBe(200);
    const edited = response.json().success.data;
    expect(edited).toMatchObject({
      id: s.commentId,
      groupId: s.groupId,
      eventId: s.eventId,
      comment: 'x',
      user: { id: s.author.user.login },
    });
    expect(Date.parse(edited.editedAt)).toBeGreaterThanOrEqual(Date.parse(edited.timestamp));

    const longest = await s.author.client.put(API_PATHS.eventComments, {
      id: s.commentId,
      comment: 'y'.repeat(250),
    });
    expect(longest.statusCode).toBe(200);
    const list = (
      await s.member.client.get(
        `${API_PATHS.eventCommentsForEvent}?groupId=${s.groupId}&eventId=${s.eventId}`,
      )
    ).json().success.data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: s.commentId, comment: 'y'.repeat(250) });
    expect(list[0].editedAt).toEqual(expect.any(String));
  });
});

describe('DELETE /eventComments', () => {
  const path = (id: number | string) => `${API_PATHS.eventComments}?id=${id}`;

  it('refuses a visitor (401), a stranger and a plain member (403), an unknown id (404)', async () => {
    const s = await commentScene();
    expect((await new TestClient(t.app).delete(path(s.commentId))).statusCode).toBe(401);
    for (const client of [s.stranger, s.member.client]) {
      const response = await client.delete(path(s.commentId));
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    expect((await s.owner.delete(path(2_147_483_647))).statusCode).toBe(404);
    expect(await storedComment(s.commentId)).toBeDefined();
  });

  it.each([
    ['id 2147483648', '2147483648'],
    ['no id', ''],
    ['a word', 'abc'],
    ['id 0', '0'],
  ])('refuses %s (400) and deletes nothing', async (_why, id) => {
    const s = await commentScene();
    const before = await countComments();
    const response = await s.author.client.delete(id === '' ? API_PATHS.eventComments : path(id));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(await countComments()).toBe(before);
  });

  it.each(['author', 'host', 'owner'] as const)('lets the %s delete the comment', async (who) => {
    const s = await commentScene();
    const client = who === 'author' ? s.author.client : who === 'host' ? s.host.client : s.owner;
    const response = await client.delete(path(s.commentId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: { data: null } });
    expect(await storedComment(s.commentId)).toBeUndefined();
    const list = (
      await s.member.client.get(
        `${API_PATHS.eventCommentsForEvent}?groupId=${s.groupId}&eventId=${s.eventId}`,
      )
    ).json().success.data;
    expect(list).toEqual([]);
    expect((await client.delete(path(s.commentId))).statusCode).toBe(404);
  });

  it('lets an author who left the private group still take back their comment', async () => {
    const s = await commentScene('PRIVATE');
    await s.author.client.delete(
      `${API_PATHS.groupMembers}?groupId=${s.groupId}&userId=${s.author.user.login}`,
    );
    expect((await s.author.client.delete(path(s.commentId))).statusCode).toBe(200);
    expect(await storedComment(s.commentId)).toBeUndefined();
  });
});
