/**
 * Live delivery through a real port: GET /live streams a person's events as Server-Sent Events,
 * and on PostgreSQL (and through Redis when TEST_REDIS_URL is set) an event published on one
 * instance reaches the pages open on another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { Redis } from 'ioredis';
import { API_PATHS, type LiveEvent } from '@neighbourly/shared';
import type { Env } from '../config.ts';
import { buildTestApp, busTransports, TEST_DIALECT, type TestApp } from '../test/app.ts';
import { createGroup, memberOfGroup, signedInClient } from '../test/factories.ts';
import { listen, SseStream } from '../test/sse.ts';
import { NOTIFY_PAYLOAD_MAX_BYTES, notifyPayloads } from './postgres-bus.ts';
import { STREAMS_PER_PERSON } from './streams.ts';
import { listenerCount, until } from '../test/wait.ts';

const ON: Env = { MESSAGING_ENABLED: 'true' };
let nextId = 1;
const messageFor = (conversationWith: string, text = 'Hello there'): LiveEvent => ({
  type: 'message',
  conversationWith,
  message: { id: nextId++, userId: conversationWith, message: text, timestamp: new Date().toISOString() },
});
describe('GET /live', () => {
  let t: TestApp;
  let base: string;
  const streams: SseStream[] = [];
  const open = async (client?: Parameters<typeof SseStream.open>[1]) => {
    const stream = await SseStream.open(base, client);
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    t = await buildTestApp(ON);
    base = await listen(t.app);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });

  it('streams with messaging off too: notifications use it', async () => {
    const off = await buildTestApp();
    try {
      const offBase = await listen(off.app);
      const { client, user } = await signedInClient(off.app);
      const stream = await SseStream.open(offBase, client);
      expect(stream.status).toBe(200);
      await until(() => listenerCount(off.app.deps.live) === 1);
      await off.app.deps.live.publish([user.login], { type: 'notifications' });
      expect(await stream.next()).toEqual({ event: 'notifications', data: '{"type":"notifications"}' });
      stream.close();
    } finally {
      await off.close();
    }
  });

  it('answers 401 to a visitor', async () => {
    const stream = await open();
    expect(stream.status).toBe(401);
    expect(await stream.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
  });

  it("streams an event to its person's page, and to no one else's", async () => {
    const alice = await signedInClient(t.app);
    const bob = await signedInClient(t.app);
    const aliceStream = await open(alice.client);
    const bobStream = await open(bob.client);
    expect(aliceStream.status).toBe(200);
    expect(aliceStream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(aliceStream.response.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(aliceStream.response.headers.get('x-accel-buffering')).toBe('no');
    await until(() => listenerCount(t.app.deps.live) === 2);

    const event = messageFor(bob.user.login, 'Coffee at 10?');
    await t.app.deps.live.publish([alice.user.login], event);
    const received = await aliceStream.next();
    expect(received).toEqual({
      event: 'message',
      id: String(event.type === 'message' ? event.message.id : ''),
      data: JSON.stringify(event),
    });
    expect(aliceStream.retries).toEqual([2000]);
    expect(await bobStream.drain(300)).toEqual([]);

    await t.app.deps.live.publish([bob.user.login], { type: 'read', conversationWith: alice.user.login });
    expect(await bobStream.next()).toEqual({
      event: 'read',
      data: JSON.stringify({ type: 'read', conversationWith: alice.user.login }),
    });
  });

  it('feeds every open page of a person, and stops feeding a page that left', async () => {
    const { client, user } = await signedInClient(t.app);
    const before = listenerCount(t.app.deps.live) ?? 0;
    const first = await open(client);
    const second = await open(client);
    await until(() => listenerCount(t.app.deps.live) === before + 2);

    const event = messageFor('someone');
    await t.app.deps.live.publish([user.login], event);
    expect(JSON.parse((await first.next()).data)).toEqual(event);
    expect(JSON.parse((await second.next()).data)).toEqual(event);

    second.close();
    await until(() => listenerCount(t.app.deps.live) === before + 1);
    const later = messageFor('someone');
    await t.app.deps.live.publish([user.login], later);
    expect(JSON.parse((await first.next()).data)).toEqual(later);
  });

  it(`refuses a person's page beyond ${STREAMS_PER_PERSON} open ones`, async () => {
    const { client } = await signedInClient(t.app);
    const pages = await Promise.all(Array.from({ length: STREAMS_PER_PERSON }, () => open(client)));
    expect(pages.map((page) => page.status)).toEqual(pages.map(() => 200));
    const extra = await open(client);
    expect(extra.status).toBe(429);
    expect(await extra.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });

    pages[0]?.close();
    await until(() => pages[0]?.isEnded === true);
    const again = await open(client);
    expect(again.status).toBe(200);
  });

  it('ends the open streams when the app closes, without waiting for the pages', async () => {
    const other = await buildTestApp(ON);
    const otherBase = await listen(other.app);
    const { client } = await signedInClient(other.app);
    const stream = await SseStream.open(otherBase, client);
    expect(stream.status).toBe(200);

    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await stream.end(2000);
  });
});

describe('NOTIFY payloads', () => {
  const relayed = (payload: string) => JSON.parse(payload) as { userIds: string[]; event: LiveEvent };

  it('carries an event to its two people in one payload, even with a 1000-character message', () => {
    const event = messageFor('bob', '"\\'.repeat(500));
    const payloads = notifyPayloads(['alice', 'bob'], event) ?? [];
    expect(payloads.map(relayed)).toEqual([{ userIds: ['alice', 'bob'], event }]);
    expect(notifyPayloads([], event)).toEqual([]);
  });

  it('splits many people over as many payloads as fit, each under the limit', () => {
    const userIds = Array.from({ length: 2000 }, (_, i) => `person_${i}`);
    const event = messageFor('bob');
    const payloads = notifyPayloads(userIds, event) ?? [];
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads)
      expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(NOTIFY_PAYLOAD_MAX_BYTES);
    expect(payloads.flatMap((payload) => relayed(payload).userIds)).toEqual(userIds);
  });

  it('refuses an event too large for any payload', () => {
    expect(notifyPayloads(['alice'], messageFor('bob', 'é'.repeat(4000)))).toBeUndefined();
  });
});

const transports = busTransports(ON);

describe.skipIf(TEST_DIALECT !== 'postgres').each(transports)('two instances through $name', ({ env }) => {
  let first: TestApp;
  let second: TestApp;
  let firstBase: string;
  const streams: SseStream[] = [];
  const open = async (baseUrl: string, client: Parameters<typeof SseStream.open>[1]) => {
    const stream = await SseStream.open(baseUrl, client);
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  };

  beforeAll(async () => {
    first = await buildTestApp(env);
    second = await buildTestApp(env, { schema: first.schema });
    firstBase = await listen(first.app);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await second.close();
    await first.close();
  });

  it('delivers an event published on one instance to a page open on the other, once', async () => {
    const { client, user } = await signedInClient(first.app);
    const page = await open(firstBase, client);
    await until(() => listenerCount(first.app.deps.live) === 1);

    const fromSecond = messageFor('friend', 'From the other instance');
    await second.app.deps.live.publish([user.login], fromSecond);
    expect(JSON.parse((await page.next()).data)).toEqual(fromSecond);

    // The publisher's own instance hears its notification back: delivered once, not twice.
    const fromFirst = messageFor('friend', 'From this instance');
    await first.app.deps.live.publish([user.login], fromFirst);
    expect(JSON.parse((await page.next()).data)).toEqual(fromFirst);
    expect(await page.drain(300)).toEqual([]);
  });

  it.skipIf(env.REDIS_URL)(
    'carries a 1000-character message, and drops (without failing) one too large for NOTIFY',
    async () => {
      const { client, user } = await signedInClient(first.app);
      const before = listenerCount(first.app.deps.live) ?? 0;
      const page = await open(firstBase, client);
      await until(() => listenerCount(first.app.deps.live) === before + 1);
      // The longest JSON a 1000-character message can make: every character escaped.
      const longest = messageFor('friend', '"\\'.repeat(500));
      await second.app.deps.live.publish([user.login], longest);
      expect(JSON.parse((await page.next()).data)).toEqual(longest);

      await second.app.deps.live.publish([user.login], messageFor('friend', 'é'.repeat(4000)));
      const after = messageFor('friend', 'Still live');
      await second.app.deps.live.publish([user.login], after);
      expect(JSON.parse((await page.next()).data)).toEqual(after);
    },
  );

  it('still delivers once the other instance restarted (same database, new port)', async () => {
    const { client, user } = await signedInClient(first.app);
    const page = await open(firstBase, client);
    const secondBase = await listen(second.app);
    const pageOnSecond = await open(secondBase, client);

    await second.close();
    await pageOnSecond.end(2000);
    second = await buildTestApp(env, { schema: first.schema });
    const restartedBase = await listen(second.app);
    const reconnected = await open(restartedBase, client);
    await until(() => listenerCount(second.app.deps.live) === 1);

    const event = messageFor('friend', 'After the restart');
    await second.app.deps.live.publish([user.login], event);
    expect(JSON.parse((await page.next()).data)).toEqual(event);
    expect(JSON.parse((await reconnected.next()).data)).toEqual(event);
    expect(await page.drain(300)).toEqual([]);
    expect(await reconnected.drain(0)).toEqual([]);
  });

  it('listens again after losing its connection, and ends the pages so they catch up', async () => {
    const { client, user } = await signedInClient(first.app);
    const page = await open(firstBase, client);
    await dropListeners(first, env.REDIS_URL);

    // The pages may have missed events meanwhile: they are ended, and reconnect (EventSource).
    await page.end(15_000);
    const reopened = await open(firstBase, client);
    const event = messageFor('friend', 'After the drop');
    await second.app.deps.live.publish([user.login], event);
    expect(JSON.parse((await reopened.next()).data)).toEqual(event);
    expect(await reopened.drain(300)).toEqual([]);
  });

  it('lets a person on one instance and a person on the other exchange messages live', async () => {
    // Ana uses the first instance, Ben the second; they share a group, so they may write.
    const { id: groupId, owner: ana } = await createGroup(first.app);
    const anaLogin = ((await ana.get(API_PATHS.usersSelf)).json() as { success: { data: { id: string } } })
      .success.data.id;
    const { client: ben, user: benUser } = await memberOfGroup(second.app, groupId);
    const secondBase = await listen(second.app);
    const anaPage = await open(firstBase, ana);
    const benPage = await open(secondBase, ben);
    await until(() => listenerCount(second.app.deps.live) === 1);

    const sent = await ana.post(API_PATHS.messages, { userId: benUser.login, message: 'Run on Saturday?' });
    expect(sent.statusCode).toBe(201);
    expect(JSON.parse((await benPage.next()).data)).toMatchObject({
      type: 'message',
      conversationWith: anaLogin,
      message: { userId: anaLogin, message: 'Run on Saturday?' },
    });

    const reply = await ben.post(API_PATHS.messages, { userId: anaLogin, message: 'Yes, 9 am!' });
    expect(reply.statusCode).toBe(201);
    // Ana's page first got her own message (her other tabs would show it), then Ben's reply.
    const anaEvents = [JSON.parse((await anaPage.next()).data), JSON.parse((await anaPage.next()).data)];
    expect(anaEvents.map((event) => event.message.message)).toEqual(['Run on Saturday?', 'Yes, 9 am!']);
    expect(await benPage.drain(300)).toHaveLength(1);
  });
});

/** Cuts the listening connections of the schema's instances, as a network drop would. */
async function dropListeners(app: TestApp, redis: string | undefined): Promise<void> {
  const channel = `live_${app.schema}`;
  if (redis) {
    const admin = new Redis(redis);
    try {
      const name = `neighbourly-live-${app.schema}`;
      const clients = String(await admin.client('LIST')).split('\n');
      for (const line of clients.filter((l) => l.includes(` name=${name} `))) {
        const id = /(?:^|\s)id=(\d+)/.exec(line)?.[1];
        if (id) await admin.client('KILL', 'ID', id);
      }
    } finally {
      await admin.quit();
    }
    return;
  }
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      `neighbourly-live-${channel}`,
    ]);
  } finally {
    await admin.end();
  }
}
