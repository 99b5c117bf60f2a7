/**
 * Automatic limits for new accounts (issue #27), through HTTP on a real database: the third link
 * within an hour is held for review (its author sees it waiting, no one else sees it, the queue
 * gets it as SPAM by "Neighbourly", RESTORE publishes it), and messages to people who never wrote
 * back are limited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  LIMITS,
  type ChatMessage,
  type EventComment,
  type ModerationQueueItem,
} from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createEvent, createGroup, createUser, memberOfGroup, signedInClient } from '../../test/factories.ts';
import { setSiteRole } from './index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ MESSAGING_ENABLED: 'true' });
});
afterAll(async () => t.close());

const data = <T>(response: { json: () => unknown }) =>
  (response.json() as { success: { data: T } }).success.data;

/** Someone who signed up just now. */
async function newcomer() {
  const user = await createUser(t.app, { newAccount: true });
  const client = new TestClient(t.app);
  expect((await client.signIn(user.login, user.password)).statusCode).toBe(200);
  return { client, id: user.login };
}

async function moderator() {
  const { client, user } = await signedInClient(t.app);
  await setSiteRole(t.app.deps.db, user.login, 'MODERATOR');
  return client;
}

/** A public group with an event; `who` joins it. */
async function eventToJoin(who: TestClient, whoId: string) {
  const { id: groupId, owner } = await createGroup(t.app);
  const eventId = await createEvent(owner, groupId);
  expect((await who.post(API_PATHS.groupMembers, { groupId, userId: whoId })).statusCode).toBe(201);
  return { groupId, eventId, owner };
}

const comment = (who: TestClient, groupId: string, eventId: number, text: string) =>
  who.post(API_PATHS.eventComments, { groupId, eventId, comment: text });

const commentIdsSeenBy = async (who: TestClient, groupId: string, eventId: number) =>
  data<EventComment[]>(
    await who.get(`${API_PATHS.eventCommentsForEvent}?groupId=${groupId}&eventId=${eventId}`),
  ).map((c) => c.id);

describe('links from a new account', () => {
  it('publishes two an hour, holds the third for review, and RESTORE publishes it', async () => {
    const author = await newcomer();
    const { groupId, eventId, owner } = await eventToJoin(author.client, author.id);
    for (const text of ['See https://example.org/a', 'Also www.example.org', 'Plain words, no link']) {
      const posted = await comment(author.client, groupId, eventId, text);
      expect(posted.statusCode).toBe(201);
      expect(data<EventComment>(posted).hidden).toBeUndefined();
    }
    const held = await comment(author.client, groupId, eventId, 'Cheap pills at pills-4-you.com');
    expect(held.statusCode).toBe(201);
    const heldComment = data<EventComment>(held);
    expect(heldComment.hidden).toEqual({ state: 'HELD', reason: null });

    expect(await commentIdsSeenBy(owner, groupId, eventId)).not.toContain(heldComment.id);
    expect(await commentIdsSeenBy(author.client, groupId, eventId)).toContain(heldComment.id);

    await t.app.jobs.runDue();
    const mod = await moderator();
    const queue = data<ModerationQueueItem[]>(await mod.get(`${API_PATHS.moderationReports}?status=OPEN`));
    const row = queue.find(
      (item) => item.subject.type === 'COMMENT' && item.subject.commentId === heldComment.id,
    );
    expect(row).toMatchObject({ state: 'HELD', reasons: ['SPAM'] });
    expect(row?.reports[0]?.reporterLogin).toBe('Neighbourly');

    const restored = await mod.post(API_PATHS.moderationActions, {
      subject: { type: 'COMMENT', commentId: heldComment.id },
      action: 'RESTORE',
      reason: 'A real shop the group talked about',
    });
    expect(restored.statusCode).toBe(200);
    expect(await commentIdsSeenBy(owner, groupId, eventId)).toContain(heldComment.id);
  });

  it('holds a message with a link past the allowance from its recipient, and a group description', async () => {
    const author = await newcomer();
    const { groupId, eventId, owner } = await eventToJoin(author.client, author.id);
    const ownerId = data<{ id: string }>(await owner.get(API_PATHS.usersSelf)).id;
    for (const text of ['https://a.example.org', 'https://b.example.org']) {
      expect((await comment(author.client, groupId, eventId, text)).statusCode).toBe(201);
    }
    const sent = await author.client.post(API_PATHS.messages, {
      userId: ownerId,
      message: 'Visit scam.example.com/now',
    });
    expect(sent.statusCode).toBe(201);
    const message = data<ChatMessage>(sent);
    expect(message.hidden?.state).toBe('HELD');
    const received = data<ChatMessage[]>(await owner.get(`${API_PATHS.messages}?userId=${author.id}`));
    expect(received.map((m) => m.id)).not.toContain(message.id);

    // Their own group's description with a link: the group waits too.
    await t.app.deps.db
      .updateTable('users')
      .set({ group_allowance: 2 })
      .where('id', '=', author.id)
      .execute();
    const own = `g_new_${Date.now().toString(36)}`;
    const created = await author.client.post(API_PATHS.groups, {
      id: own,
      name: 'Deals',
      description: 'Deals at https://deals.example.org',
      type: 'PUBLIC',
      tags: ['deals'],
    });
    expect(created.statusCode).toBe(201);
    expect(data<{ hidden?: unknown }>(created).hidden).toEqual({ state: 'HELD', reason: null });
    expect((await owner.get(`${API_PATHS.groups}?id=${own}`)).statusCode).toBe(404);
  });

  it('never holds the links of an account older than a day', async () => {
    const { client, user } = await signedInClient(t.app);
    const { groupId, eventId } = await eventToJoin(client, user.login);
    for (let i = 0; i < LIMITS.newAccountLinksPerHour + 2; i++) {
      const posted = await comment(client, groupId, eventId, `https://example.org/${i}`);
      expect(data<EventComment>(posted).hidden).toBeUndefined();
    }
  });
});

describe('messages from a new account to people who never wrote back', () => {
  it(`allows ${LIMITS.newAccountStrangerMessagesPerHour} an hour, then 429; someone who wrote back is no stranger`, async () => {
    const author = await newcomer();
    const { id: groupId, owner } = await createGroup(t.app);
    expect(
      (await author.client.post(API_PATHS.groupMembers, { groupId, userId: author.id })).statusCode,
    ).toBe(201);
    const friend = await memberOfGroup(t.app, groupId, owner);
    const ownerId = data<{ id: string }>(await owner.get(API_PATHS.usersSelf)).id;
    const send = (to: string, text: string) =>
      author.client.post(API_PATHS.messages, { userId: to, message: text });

    for (let i = 0; i < LIMITS.newAccountStrangerMessagesPerHour; i++) {
      expect((await send(ownerId, `Hello ${i}`)).statusCode).toBe(201);
    }
    const refused = await send(ownerId, 'One more');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toMatch(/^New accounts may write only a few messages an hour/);

    expect(
      (await friend.client.post(API_PATHS.messages, { userId: author.id, message: 'Hi, welcome!' }))
        .statusCode,
    ).toBe(201);
    expect((await send(friend.user.login, 'Thanks!')).statusCode).toBe(201);
  });
});
