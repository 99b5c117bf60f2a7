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
