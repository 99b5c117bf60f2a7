/**
 * The list cache (issue #31), through HTTP: answers come from it, changes show at once (or,
 * for counts, within two seconds), nobody's private answer reaches anyone else, a cold key is
 * computed once however many ask, and two instances on one database and Redis share one
 * computation and both hear a change.
 */
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createEvent, createGroup, memberOfGroup, signedInClient } from '../../test/factories.ts';
import { listCacheOf } from './index.ts';
import { ListCache } from './list-cache.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

/** A word no other test uses, so each test's searches find only its own events. */
const word = () => `w${crypto.randomBytes(4).toString('hex')}`;
const computations = (app: TestApp['app']) => listCacheOf(app.deps)!.computations;
const eventSearch = (term: string) => `${API_PATHS.eventSearch}?searchTerm=${term}`;
const eventNames = async (client: TestClient, path: string) =>
  ((await client.get(path)).json().success.data as { name: string }[]).map((e) => e.name);
const attend = (client: TestClient, groupId: string, eventId: number, userId: string) =>
  client.post(API_PATHS.eventParticipants, { groupId, eventId, userId });

describe('the list cache', () => {
  it("serves a visitor's list from the cache, and a new public event at once", async () => {
    const w = word();
    const { id: groupId, owner } = await createGroup(t.app);
    await createEvent(owner, groupId, { name: `First ${w}` });
    const visitor = new TestClient(t.app);
    const before = computations(t.app);
    expect(await eventNames(visitor, eventSearch(w))).toEqual([`First ${w}`]);
    expect(await eventNames(visitor, eventSearch(w))).toEqual([`First ${w}`]);
    const defaults = `${API_PATHS.eventDefaults}?limit=100`;
    const listed = await eventNames(visitor, defaults);
    expect(await eventNames(visitor, defaults)).toEqual(listed);
    // Two lists, each computed once.
    expect(computations(t.app) - before).toBe(2);

    await createEvent(owner, groupId, { name: `Second ${w}`, startsInHours: 48 });
    expect(await eventNames(visitor, eventSearch(w))).toEqual([`First ${w}`, `Second ${w}`]);
    expect(await eventNames(visitor, defaults)).toContain(`Second ${w}`);
  });

  it('shows a changed count within two seconds, though an RSVP ends no shared answer', async () => {
    const w = word();
    const { id: groupId, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, groupId, { name: `Counted ${w}` });
    const visitor = new TestClient(t.app);
    const count = async () =>
      (await visitor.get(eventSearch(w))).json().success.data[0].participantsCount as number;
    const first = await count();
    const member = await memberOfGroup(t.app, groupId);
    expect((await attend(member.client, groupId, eventId, member.user.login)).statusCode).toBe(201);
    const changedAt = Date.now();
    // The count moves with every RSVP: the list may show it late, never more than two seconds.
    expect(await count()).toBe(first);
    await expect.poll(count, { timeout: 2500, interval: 100 }).toBe(first + 1);
    expect(Date.now() - changedAt).toBeLessThan(2500);
  });

  it("never shows a visitor or another person a member's private events or meeting link", async () => {
    const w = word();
    const { id: privateGroup, owner: privateOwner } = await createGroup(t.app, { type: 'PRIVATE' });
    const { id: publicGroup, owner } = await createGroup(t.app);
    await createEvent(privateOwner, privateGroup, { name: `Secret group ${w}` });
    await createEvent(owner, publicGroup, { name: `Members only ${w}`, type: 'PRIVATE' });
    const onlineId = await createEvent(owner, publicGroup, {
      name: `Online ${w}`,
      startsInHours: 30,
      where: { format: 'ONLINE', meetingUrl: 'https://meet.example.org/secret-room' },
    });
    const member = await memberOfGroup(t.app, publicGroup);
    expect((await attend(member.client, publicGroup, onlineId, member.user.login)).statusCode).toBe(201);
    const stranger = (await signedInClient(t.app)).client;
    const visitor = new TestClient(t.app);

    // The member asks first, so a shared entry, were there one, would hold their answer.
    const mine = (await member.client.get(eventSearch(w))).json().success.data as {
      name: string;
      meetingUrl: string | null;
    }[];
    expect(mine.map((e) => e.name)).toEqual([`Members only ${w}`, `Online ${w}`]);
    expect(mine[1]!.meetingUrl).toBe('https://meet.example.org/secret-room');
    expect(
      (await privateOwner.get(eventSearch(w))).json().success.data.map((e: { name: string }) => e.name),
    ).toEqual([`Secret group ${w}`, `Online ${w}`]);

    for (const other of [visitor, stranger]) {
      const theirs = (await other.get(eventSearch(w))).json().success.data as {
        name: string;
        meetingUrl: string | null;
      }[];
      expect(theirs.map((e) => e.name)).toEqual([`Online ${w}`]);
      expect(theirs[0]!.meetingUrl).toBeNull();
      const defaults = await eventNames(other, `${API_PATHS.eventDefaults}?limit=100`);
      expect(defaults.filter((name) => name.endsWith(w))).toEqual([`Online ${w}`]);
    }
  });

  it("shows a person's own new group in 'my groups' at once", async () => {
    const { id: groupId } = await createGroup(t.app);
    const { client, user } = await signedInClient(t.app);
    const mine = async () =>
      (
        (await client.get(`${API_PATHS.groupSearch}?onlyMyGroups=true`)).json().success.data as {
          id: string;
        }[]
      ).map((g) => g.id);
    expect(await mine()).toEqual([]);
    expect((await client.post(API_PATHS.groupMembers, { groupId, userId: user.login })).statusCode).toBe(201);
    expect(await mine()).toEqual([groupId]);
  });

  it("gives a person in no group the visitors' answer, and their own once they join", async () => {
    const w = word();
    const { id: groupId, owner } = await createGroup(t.app);
    await createEvent(owner, groupId, { name: `Open ${w}` });
    await createEvent(owner, groupId, { name: `Members ${w}`, type: 'PRIVATE', startsInHours: 30 });
    const visitor = new TestClient(t.app);
    const { client, user } = await signedInClient(t.app);
    const before = computations(t.app);
    expect(await eventNames(visitor, eventSearch(w))).toEqual([`Open ${w}`]);
    expect(await eventNames(client, eventSearch(w))).toEqual([`Open ${w}`]);
    expect(computations(t.app) - before).toBe(1);
    expect((await client.post(API_PATHS.groupMembers, { groupId, userId: user.login })).statusCode).toBe(201);
    expect(await eventNames(client, eventSearch(w))).toEqual([`Open ${w}`, `Members ${w}`]);
    expect(await eventNames(visitor, eventSearch(w))).toEqual([`Open ${w}`]);
  });

  it('computes a cold list once however many ask at the same time', async () => {
    const w = word();
    const { id: groupId, owner } = await createGroup(t.app);
    await createEvent(owner, groupId, { name: `Crowd ${w}` });
    const before = computations(t.app);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => new TestClient(t.app).get(eventSearch(w))),
    );
    expect(computations(t.app) - before).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.json().success.data[0].name).toBe(`Crowd ${w}`);
    expect(answers[0]!.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(TEST_DIALECT !== 'postgres' || !redisUrl)('the list cache across two instances', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await buildTestApp({ REDIS_URL: redisUrl });
    second = await buildTestApp({ REDIS_URL: redisUrl }, { schema: first.schema });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('computes a list on one instance for both, and both show a new event at once', async () => {
    const w = word();
    const { id: groupId, owner } = await createGroup(first.app);
    await createEvent(owner, groupId, { name: `Shared ${w}` });
    const onFirst = new TestClient(first.app);
    const onSecond = new TestClient(second.app);
    const before = computations(first.app) + computations(second.app);
    const [a, b] = await Promise.all([
      eventNames(onFirst, eventSearch(w)),
      eventNames(onSecond, eventSearch(w)),
    ]);
    expect([a, b]).toEqual([[`Shared ${w}`], [`Shared ${w}`]]);
    expect(await eventNames(onSecond, eventSearch(w))).toEqual([`Shared ${w}`]);
    // One computation for the two instances: the other read it from Redis.
    expect(computations(first.app) + computations(second.app) - before).toBe(1);

    await createEvent(owner, groupId, { name: `Later ${w}`, startsInHours: 48 });
    expect(await eventNames(onFirst, eventSearch(w))).toEqual([`Shared ${w}`, `Later ${w}`]);
    // The second instance hears of it over the bus, long before its answer would go stale.
    await expect
      .poll(() => eventNames(onSecond, eventSearch(w)), { timeout: 500, interval: 20 })
      .toEqual([`Shared ${w}`, `Later ${w}`]);
  });

  it("keeps the shared answer in Redis through an RSVP, and ends that person's own", async () => {
    const w = word();
    const { id: groupId, owner } = await createGroup(first.app);
    const eventId = await createEvent(owner, groupId, { name: `Kept ${w}` });
    const member = await memberOfGroup(first.app, groupId);
    const countOf = async (client: TestClient) =>
      (await client.get(eventSearch(w))).json().success.data[0].participantsCount as number;
    const countBefore = await countOf(member.client);
    const visitorOnFirst = await new TestClient(first.app).get(eventSearch(w));
    // Words reach the second instance after Redis's generation moved: once it has heard the
    // RSVP's, Redis has heard it too.
    let heard = 0;
    const stopWatching = second.app.deps.live.watch('lists', (event) => {
      if (event.what === 'membership') heard++;
    });
    try {
      const joined = heard;
      expect((await attend(member.client, groupId, eventId, member.user.login)).statusCode).toBe(201);
      await expect.poll(() => heard, { timeout: 1000, interval: 5 }).toBeGreaterThan(joined);
    } finally {
      stopWatching();
    }
    const before = computations(first.app) + computations(second.app);
    const visitorOnSecond = await new TestClient(second.app).get(eventSearch(w));
    // Read from Redis, not computed again: a place at an event is in no visitor's answer.
    expect(computations(first.app) + computations(second.app) - before).toBe(0);
    expect(visitorOnSecond.body).toBe(visitorOnFirst.body);
    // The member's own answer, stored in Redis before their RSVP, is not read after it.
    const memberOnSecond = new TestClient(second.app);
    for (const [name, value] of member.client.cookies) memberOnSecond.cookies.set(name, value);
    expect(await countOf(memberOnSecond)).toBe(countBefore + 1);
  });
});

describe.skipIf(!redisUrl)('the list cache on Redis', () => {
  const settings = { freshMs: 1000, maxAgeMs: 2000, maxBytes: 1_000_000 };
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await redis.quit();
  });
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const locksOf = (namespace: string) => redis.keys(`neighbourly:lists:${namespace}:lock:*`);

  it("lets a failing computation's error through once, and frees its lock", async () => {
    const namespace = word();
    const warnings: unknown[] = [];
    const cache = new ListCache({
      settings,
      redis,
      namespace,
      log: { warn: (w: unknown) => warnings.push(w) },
    });
    let calls = 0;
    const failing = async (): Promise<string> => {
      calls++;
      throw new Error('database down');
    };
    await expect(cache.get('k', failing)).rejects.toThrow('database down');
    expect(calls).toBe(1);
    expect(warnings).toEqual([]);
    expect(await locksOf(namespace)).toEqual([]);
  });

  it("never frees another instance's lock after its own ran out", async () => {
    const namespace = word();
    // The first instance's lock lives 150 ms; its computation takes 300.
    const slow = new ListCache({ settings: { ...settings, freshMs: 100, maxAgeMs: 150 }, redis, namespace });
    const other = new ListCache({ settings, redis, namespace });
    const slowAnswer = slow.get('k', async () => (await sleep(300), 'slow'));
    await sleep(200);
    let otherDone = false;
    const otherAnswer = other
      .get('k', async () => (await sleep(400), 'other'))
      .finally(() => {
        otherDone = true;
      });
    expect(await slowAnswer).toBe('slow');
    expect(otherDone).toBe(false);
    expect(await locksOf(namespace)).toHaveLength(1);
    expect(await otherAnswer).toBe('other');
    expect(await locksOf(namespace)).toEqual([]);
  });

  it('lets a waiting instance take a computation slower than freshness', async () => {
    const namespace = word();
    const quick = { ...settings, freshMs: 50 };
    const computing = new ListCache({ settings: quick, redis, namespace });
    const waiting = new ListCache({ settings: quick, redis, namespace });
    const computed = computing.get('k', async () => (await sleep(200), 'computed once'));
    await sleep(20);
    expect(await waiting.get('k', async () => 'computed twice')).toBe('computed once');
    expect(waiting.computations).toBe(0);
    await computed;
  });
});
