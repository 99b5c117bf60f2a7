import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, LIMITS, MESSAGES, type ChatMessage, type LiveEvent } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createGroup, memberOfGroup, signedInClient } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ MESSAGING_ENABLED: 'true' });
});
afterAll(async () => t.close());

interface Person {
  client: TestClient;
  id: string;
}

/** Two people who share a group: the group's owner and a member. */
async function neighbours(): Promise<{ a: Person; b: Person; groupId: string }> {
  const { client, user } = await signedInClient(t.app);
  const { id: groupId } = await createGroup(t.app, { owner: client });
  const member = await memberOfGroup(t.app, groupId);
  return { a: { client, id: user.login }, b: { client: member.client, id: member.user.login }, groupId };
}

async function stranger(): Promise<Person> {
  const { client, user } = await signedInClient(t.app);
  return { client, id: user.login };
}

const send = (from: Person, to: Person, message = 'Hello there') =>
  from.client.post(API_PATHS.messages, { userId: to.id, message });
const messagesOf = async (viewer: Person, other: Person, query = '') =>
  (await viewer.client.get(`${API_PATHS.messages}?userId=${other.id}${query}`)).json().success
    .data as ChatMessage[];
const conversationsOf = async (viewer: Person) =>
  (await viewer.client.get(API_PATHS.conversations)).json().success.data as {
    user: { id: string };
    timestamp: string;
    unreadCount: number;
  }[];

/** Every route, with a valid request from `from` to `to`. */
const everyRoute = (from: TestClient, to: string) => [
  () => from.get(API_PATHS.conversations),
  () => from.post(API_PATHS.conversations, { id: to }),
  () => from.get(`${API_PATHS.messages}?userId=${to}`),
  () => from.post(API_PATHS.messages, { userId: to, message: 'Hi' }),
  () => from.post(API_PATHS.messagesRead, { userId: to }),
  () => from.get(API_PATHS.blocks),
  () => from.post(API_PATHS.blocks, { userId: to }),
  () => from.delete(`${API_PATHS.blocks}?userId=${to}`),
];

/**
 * The live events each person receives during `run` and until `arrived` says the expected ones
 * are in (a bus between instances delivers on its own schedule), plus a moment for any that
 * should not come. Events of earlier requests may arrive late: assertions pick their own.
 */
async function liveEventsDuring(
  people: Person[],
  run: () => Promise<void>,
  arrived: (events: Map<string, LiveEvent[]>) => boolean,
) {
  const events = new Map<string, LiveEvent[]>(people.map((p) => [p.id, []]));
  const stops = people.map((p) => t.app.deps.live.subscribe(p.id, (e) => events.get(p.id)!.push(e)));
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  try {
    await run();
    for (let waited = 0; !arrived(events) && waited < 5000; waited += 20) await pause(20);
    await pause(100);
  } finally {
    for (const stop of stops) stop();
  }
  return events;
}

const messageEvents = (events: LiveEvent[] | undefined, text: string) =>
  (events ?? []).filter((e) => e.type === 'message' && e.message.message === text);

describe('refusals', () => {
  it('answers 404 on every route when messaging is off, before anything else', async () => {
    const off = await buildTestApp();
    try {
      const { client } = await signedInClient(off.app);
      for (const call of [...everyRoute(client, 'anyone'), ...everyRoute(new TestClient(off.app), '')]) {
        const response = await call();
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
    } finally {
      await off.close();
    }
  });

  it('answers 401 to visitors on every route', async () => {
    const { a } = await neighbours();
    for (const call of everyRoute(new TestClient(t.app), a.id)) {
      expect((await call()).statusCode).toBe(401);
    }
  });

  it('refuses writing to a stranger, and to oneself', async () => {
    const { a } = await neighbours();
    const s = await stranger();
    for (const response of [
      await a.client.post(API_PATHS.conversations, { id: s.id }),
      await send(a, s),
      await send(s, a),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(MESSAGES.messagingNotAllowed);
    }
    for (const response of [await a.client.post(API_PATHS.conversations, { id: a.id }), await send(a, a)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(MESSAGES.messagingSelf);
    }
    expect(await conversationsOf(a)).toEqual([]);
    expect(await conversationsOf(s)).toEqual([]);
  });

  it('lets a person answer someone who wrote first, though they no longer share a group', async () => {
    const { a, b, groupId } = await neighbours();
    expect((await send(a, b)).statusCode).toBe(201);
    const left = await b.client.delete(`${API_PATHS.groupMembers}?groupId=${groupId}&userId=${b.id}`);
    expect(left.statusCode).toBe(200);
    expect((await send(b, a, 'Hi back')).statusCode).toBe(201);
    // A wrote first, and B answered: both may go on.
    expect((await send(a, b, 'Good to hear')).statusCode).toBe(201);
    expect((await messagesOf(a, b)).map((m) => m.message)).toEqual([
      'Hello there',
      'Hi back',
      'Good to hear',
    ]);
  });

  it('answers 404 for an unknown person', async () => {
    const { a } = await neighbours();
    for (const response of [
      await a.client.post(API_PATHS.conversations, { id: 'nobody_here' }),
      await a.client.get(`${API_PATHS.messages}?userId=nobody_here`),
      await a.client.post(API_PATHS.messages, { userId: 'nobody_here', message: 'Hi' }),
      await a.client.post(API_PATHS.messagesRead, { userId: 'nobody_here' }),
      await a.client.post(API_PATHS.blocks, { userId: 'nobody_here' }),
      await a.client.delete(`${API_PATHS.blocks}?userId=nobody_here`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('refuses a message over 1000 characters, or blank', async () => {
    const { a, b } = await neighbours();
    for (const message of ['m'.repeat(LIMITS.chatMessageMax + 1), '   ']) {
      const response = await send(a, b, message);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toContain(MESSAGES.chatMessage);
    }
    expect((await send(a, b, 'm'.repeat(LIMITS.chatMessageMax))).statusCode).toBe(201);
  });

  it('refuses the 31st message of a minute from one sender, whoever it goes to', async () => {
    const { a, b, groupId } = await neighbours();
    const c = await memberOfGroup(t.app, groupId);
    for (let i = 0; i < LIMITS.messagesPerMinute; i++) {
      expect((await send(a, i % 2 ? b : { client: c.client, id: c.user.login }, `n${i}`)).statusCode).toBe(
        201,
      );
    }
    const refused = await send(a, b, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: 'RATE_LIMITED', message: MESSAGES.messagingTooFast });
    // Another sender, on the same address, still writes.
    expect((await send(b, a, 'Slow down')).statusCode).toBe(201);
  });
});

describe('RATE_LIMIT_MESSAGES_PER_MINUTE', () => {
  it('lowers the limit per sender', async () => {
    const lowered = await buildTestApp({ MESSAGING_ENABLED: 'true', RATE_LIMIT_MESSAGES_PER_MINUTE: '2' });
    try {
      const { client } = await signedInClient(lowered.app);
      const { id: groupId } = await createGroup(lowered.app, { owner: client });
      const member = await memberOfGroup(lowered.app, groupId);
      const post = () => client.post(API_PATHS.messages, { userId: member.user.login, message: 'Hi' });
      expect([(await post()).statusCode, (await post()).statusCode, (await post()).statusCode]).toEqual([
        201, 201, 429,
      ]);
    } finally {
      await lowered.close();
    }
  });
});

describe('blocks', () => {
  it('refuses the blocker, and withholds what the blocked one sends without telling them', async () => {
    const { a, b } = await neighbours();
    expect((await send(a, b, 'Before the block')).statusCode).toBe(201);
    expect((await b.client.post(API_PATHS.blocks, { userId: a.id })).statusCode).toBe(200);

    for (const response of [await b.client.post(API_PATHS.conversations, { id: a.id }), await send(b, a)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(MESSAGES.messagingYouBlocked);
    }

    const events = await liveEventsDuring(
      [a, b],
      async () => {
        const sent = await send(a, b, 'After the block');
        expect(sent.statusCode).toBe(201);
        expect(sent.json().success.data).toMatchObject({ userId: a.id, message: 'After the block' });
      },
      (e) => messageEvents(e.get(a.id), 'After the block').length > 0,
    );
    expect(messageEvents(events.get(b.id), 'After the block')).toEqual([]);
    expect(messageEvents(events.get(a.id), 'After the block')).toEqual([
      expect.objectContaining({ type: 'message', conversationWith: b.id }),
    ]);
    expect((await messagesOf(a, b)).map((m) => m.message)).toEqual(['Before the block', 'After the block']);
    expect((await messagesOf(b, a)).map((m) => m.message)).toEqual(['Before the block']);
    const [seenByB] = await conversationsOf(b);
    // What A wrote before the block stays readable, but nothing of a blocked person asks to be read.
    expect(seenByB).toMatchObject({ user: { id: a.id }, unreadCount: 0 });
    // The blocker's list is not moved by a message they were not shown.
    expect(seenByB!.timestamp).toBe((await messagesOf(b, a))[0]!.timestamp);
  });

  const listOf = async (viewer: Person) =>
    (await conversationsOf(viewer)).map((x) => ({ id: x.user.id, at: x.timestamp, unread: x.unreadCount }));
  /** The Messages badge: the unread counts of the list, added up. */
  const badge = async (viewer: Person) => (await listOf(viewer)).reduce((n, x) => n + x.unread, 0);

  it('leaves a conversation from before the block in its place, with nothing of it unread', async () => {
    const { a: m, b, groupId } = await neighbours();
    const c = await memberOfGroup(t.app, groupId);
    const cPerson = { client: c.client, id: c.user.login };
    // Before the block, B's conversation shows as any other: first when B writes, unread.
    expect((await send(b, m, 'Before the block')).statusCode).toBe(201);
    expect(await listOf(m)).toMatchObject([{ id: b.id, unread: 1 }]);
    await send(cPerson, m, 'Hello from C');
    const before = await listOf(m);
    expect(before).toMatchObject([
      { id: cPerson.id, unread: 1 },
      { id: b.id, unread: 1 },
    ]);
    expect(await badge(m)).toBe(2);

    expect((await m.client.post(API_PATHS.blocks, { userId: b.id })).statusCode).toBe(200);
    // B's history stays in its place, to be read back; nothing of it asks to be read any more.
    const blocked = [before[0]!, { ...before[1]!, unread: 0 }];
    expect(await listOf(m)).toEqual(blocked);
    expect(await badge(m)).toBe(1);

    const events = await liveEventsDuring(
      [m, b],
      async () => void expect((await send(b, m, 'After the block')).statusCode).toBe(201),
      (e) => messageEvents(e.get(b.id), 'After the block').length > 0,
    );
    expect(events.get(m.id)).toEqual([]);
    expect(await listOf(m)).toEqual(blocked);
    expect((await messagesOf(m, b)).map((x) => x.message)).toEqual(['Before the block']);
    // B is not told: their side looks as it always would.
    expect((await messagesOf(b, m)).map((x) => x.message)).toEqual(['Before the block', 'After the block']);
  });

  it('never lists a conversation that a blocked person starts, or writes in, after the block', async () => {
    const { a: m, b, groupId } = await neighbours();
    const d = await memberOfGroup(t.app, groupId);
    const dPerson = { client: d.client, id: d.user.login };
    await send(b, m, 'From B');
    const before = await listOf(m);
    expect(before).toMatchObject([{ id: b.id, unread: 1 }]);

    expect((await m.client.post(API_PATHS.blocks, { userId: dPerson.id })).statusCode).toBe(200);
    const events = await liveEventsDuring(
      [m, dPerson],
      async () => {
        expect((await dPerson.client.post(API_PATHS.conversations, { id: m.id })).statusCode).toBe(201);
        expect((await send(dPerson, m, 'First words from D')).statusCode).toBe(201);
      },
      (e) => messageEvents(e.get(dPerson.id), 'First words from D').length > 0,
    );
    expect(events.get(m.id)).toEqual([]);
    expect(await listOf(m)).toEqual(before);
    expect(await badge(m)).toBe(1);
    expect(await messagesOf(m, dPerson)).toEqual([]);
    // D is not told: their side lists the conversation as usual.
    expect((await listOf(dPerson)).map((x) => x.id)).toEqual([m.id]);
  });

  it('lists, keeps one block however often it is made, and unblocks', async () => {
    const { a, b } = await neighbours();
    const s = await stranger();
    for (const person of [b, s, b]) {
      expect((await a.client.post(API_PATHS.blocks, { userId: person.id })).statusCode).toBe(200);
    }
    const listed = (await a.client.get(API_PATHS.blocks)).json().success.data as { id: string }[];
    expect(listed.map((p) => p.id).sort()).toEqual([b.id, s.id].sort());
    expect(listed[0]).toEqual({ id: expect.any(String), name: expect.any(String), hasAvatar: false });
    expect((await a.client.post(API_PATHS.blocks, { userId: a.id })).statusCode).toBe(403);

    expect((await a.client.delete(`${API_PATHS.blocks}?userId=${b.id}`)).statusCode).toBe(200);
    const again = await a.client.delete(`${API_PATHS.blocks}?userId=${b.id}`);
    expect(again.statusCode).toBe(404);
    expect(
      ((await a.client.get(API_PATHS.blocks)).json().success.data as { id: string }[]).map((p) => p.id),
    ).toEqual([s.id]);
    expect((await send(a, b, 'Unblocked')).statusCode).toBe(201);
    expect((await messagesOf(b, a)).map((m) => m.message)).toEqual(['Unblocked']);
  });
});

describe('conversations and messages', () => {
  it('creates a conversation (201), finds it again (200), and lists the most recent first', async () => {
    const { a, b, groupId } = await neighbours();
    const c = await memberOfGroup(t.app, groupId);
    const created = await a.client.post(API_PATHS.conversations, { id: b.id });
    expect(created.statusCode).toBe(201);
    expect(created.json().success.data).toEqual({
      user: { id: b.id, name: expect.any(String), hasAvatar: false },
      timestamp: expect.any(String),
      unreadCount: 0,
    });
    expect((await a.client.post(API_PATHS.conversations, { id: b.id })).statusCode).toBe(200);
    expect((await a.client.post(API_PATHS.conversations, { id: c.user.login })).statusCode).toBe(201);
    expect((await conversationsOf(a)).map((x) => x.user.id)).toEqual([c.user.login, b.id]);
    // The other side sees it too, with nothing to read yet, and no history.
    expect(await conversationsOf(b)).toMatchObject([{ user: { id: a.id }, unreadCount: 0 }]);
    expect(await messagesOf(b, a)).toEqual([]);

    await send(a, b, 'Now you are first');
    expect((await conversationsOf(a)).map((x) => x.user.id)).toEqual([b.id, c.user.login]);
  });

  it('has an empty history, not an error, before there is a conversation', async () => {
    const { a, b } = await neighbours();
    const response = await a.client.get(`${API_PATHS.messages}?userId=${b.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().success.data).toEqual([]);
    expect((await a.client.post(API_PATHS.messagesRead, { userId: b.id })).statusCode).toBe(200);
  });

  it('pages history backwards, 50 at a time, by message id or by instant', async () => {
    const { a, b } = await neighbours();
    const conversationId = (
      await t.app.deps.db
        .insertInto('conversations')
        .values({
          user_a: a.id < b.id ? a.id : b.id,
          user_b: a.id < b.id ? b.id : a.id,
          created_at: '2026-01-01T00:00:00.000Z',
          last_message_at: '2026-01-01T00:00:00.000Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    await t.app.deps.db
      .insertInto('messages')
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          conversation_id: conversationId,
          sender_id: i % 2 ? a.id : b.id,
          message: `m${i}`,
          created_at: new Date(start + (i + 1) * 1000).toISOString(),
        })),
      )
      .execute();
    const texts = (page: ChatMessage[]) => page.map((m) => m.message);
    const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `m${from + i}`);

    const newest = await messagesOf(a, b);
    expect(texts(newest)).toEqual(range(70, 120));
    const older = await messagesOf(a, b, `&before=${newest[0]!.id}`);
    expect(texts(older)).toEqual(range(20, 70));
    const oldest = await messagesOf(a, b, `&before=${older[0]!.id}`);
    expect(texts(oldest)).toEqual(range(0, 20));
    expect(await messagesOf(a, b, `&before=${oldest[0]!.id}`)).toEqual([]);

    expect(texts(await messagesOf(b, a, `&timestamp=${newest[0]!.timestamp}`))).toEqual(range(20, 70));
    // The same instant written without milliseconds is the same cursor.
    const noMillis = newest[0]!.timestamp.replace('.000Z', 'Z');
    expect(texts(await messagesOf(b, a, `&timestamp=${noMillis}`))).toEqual(range(20, 70));
    expect(newest[0]).toEqual({
      id: expect.any(Number),
      userId: b.id,
      message: 'm70',
      timestamp: new Date(start + 71_000).toISOString(),
    });
  });

  it('counts unread messages per conversation, and marks them read', async () => {
    const { a, b } = await neighbours();
    for (const text of ['one', 'two', 'three']) await send(a, b, text);
    expect(await conversationsOf(b)).toMatchObject([{ user: { id: a.id }, unreadCount: 3 }]);
    // One's own messages are read.
    expect(await conversationsOf(a)).toMatchObject([{ user: { id: b.id }, unreadCount: 0 }]);

    const reads = (list: LiveEvent[] | undefined) => (list ?? []).filter((e) => e.type === 'read');
    const events = await liveEventsDuring(
      [a, b],
      async () => {
        expect((await b.client.post(API_PATHS.messagesRead, { userId: a.id })).json()).toEqual({
          success: { data: null },
        });
      },
      (e) => reads(e.get(b.id)).length > 0,
    );
    expect(reads(events.get(b.id))).toEqual([{ type: 'read', conversationWith: a.id }]);
    expect(reads(events.get(a.id))).toEqual([]);
    expect(await conversationsOf(b)).toMatchObject([{ unreadCount: 0 }]);

    await send(a, b, 'four');
    expect(await conversationsOf(b)).toMatchObject([{ unreadCount: 1 }]);
    // Answering reads the conversation too.
    await send(b, a, 'Thanks');
    expect(await conversationsOf(b)).toMatchObject([{ unreadCount: 0 }]);
    expect(await conversationsOf(a)).toMatchObject([{ unreadCount: 1 }]);
  });

  it('publishes a sent message to both sides, after it is stored', async () => {
    const { a, b } = await neighbours();
    let sent: ChatMessage | undefined;
    const events = await liveEventsDuring(
      [a, b],
      async () => {
        const response = await send(a, b, 'Live!');
        expect(response.statusCode).toBe(201);
        sent = response.json().success.data;
      },
      (e) => e.get(a.id)!.length > 0 && e.get(b.id)!.length > 0,
    );
    expect(sent).toEqual({
      id: expect.any(Number),
      userId: a.id,
      message: 'Live!',
      timestamp: expect.any(String),
    });
    expect(events.get(b.id)).toEqual([{ type: 'message', conversationWith: a.id, message: sent }]);
    expect(events.get(a.id)).toEqual([{ type: 'message', conversationWith: b.id, message: sent }]);
    expect(await messagesOf(b, a)).toEqual([sent]);
  });

  it("takes a deleted account's conversations and messages with it", async () => {
    const { a, b, groupId } = await neighbours();
    const c = await memberOfGroup(t.app, groupId);
    const cPerson = { client: c.client, id: c.user.login };
    await send(a, b, 'To B');
    await send(a, cPerson, 'To C');
    await send(b, a, 'From B');
    expect((await conversationsOf(a)).map((x) => x.user.id)).toEqual([b.id, cPerson.id]);

    expect((await b.client.delete(`${API_PATHS.users}?id=${b.id}`)).statusCode).toBe(200);
    expect((await conversationsOf(a)).map((x) => x.user.id)).toEqual([cPerson.id]);
    const left = await t.app.deps.db
      .selectFrom('messages')
      .select('id')
      .where('sender_id', '=', b.id)
      .execute();
    expect(left).toEqual([]);
    expect(await messagesOf(a, cPerson)).toMatchObject([{ message: 'To C' }]);
  });
});
