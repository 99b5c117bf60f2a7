/**
 * The cap on open live streams per client address (LIVE_STREAMS_PER_ADDRESS), whatever the
 * accounts behind it: per instance in memory, and across instances through Redis when it is set,
 * where the places of an instance that died without giving them back run out by themselves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import type { Env } from '../config.ts';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../test/app.ts';
import { signedInClient } from '../test/factories.ts';
import { listen, SseStream } from '../test/sse.ts';
import { addressKey, addressSlotsKey, RedisAddressSlots, SLOT_TTL_MS } from './address-slots.ts';
import { listenerCount, until } from '../test/wait.ts';

const CAP = 3;
/** A page of a new person (each with an account of their own) from 127.0.0.1. */
async function pageOfSomeone(app: TestApp['app'], base: string): Promise<SseStream> {
  const { client } = await signedInClient(app);
  return SseStream.open(base, client);
}

async function expectRefused(stream: SseStream): Promise<void> {
  expect(stream.status).toBe(429);
  expect(await stream.json()).toMatchObject({
    error: { code: 'RATE_LIMITED', message: expect.stringContaining(`already has ${CAP} pages open`) },
  });
}

describe('live streams per address, on one instance', () => {
  let t: TestApp;
  let base: string;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ LIVE_STREAMS_PER_ADDRESS: String(CAP) });
    base = await listen(t.app);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });

  it(`lets ${CAP} accounts' pages in from one address, refuses the next, and frees a closed page's place`, async () => {
    for (let i = 0; i < CAP; i++) streams.push(await pageOfSomeone(t.app, base));
    expect(streams.map((stream) => stream.status)).toEqual(streams.map(() => 200));
    await until(() => listenerCount(t.app.deps.live) === CAP);

    const extra = await pageOfSomeone(t.app, base);
    await expectRefused(extra);

    streams[0]?.close();
    await until(() => listenerCount(t.app.deps.live) === CAP - 1);
    const again = await pageOfSomeone(t.app, base);
    streams.push(again);
    expect(again.status).toBe(200);
  });
});

describe('what the cap counts', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:db8:aa:bb::9', '2001:db8:aa:bb::/64'],
    ['2001:0db8:00aa:00bb:ffff::1%eth0', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s counts as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(TEST_DIALECT !== 'postgres' || !redisUrl)('live streams per address, through Redis', () => {
  const env: Env = { LIVE_STREAMS_PER_ADDRESS: String(CAP), REDIS_URL: redisUrl };
  let first: TestApp;
  let second: TestApp;
  let firstBase: string;
  let secondBase: string;
  let redis: Redis;
  const streams: SseStream[] = [];
  const open = async (app: TestApp['app'], base: string) => {
    const stream = await pageOfSomeone(app, base);
    streams.push(stream);
    return stream;
  };
  const members = () => redis.zcard(addressSlotsKey(first.schema, '127.0.0.1'));

  beforeAll(async () => {
    first = await buildTestApp(env);
    second = await buildTestApp(env, { schema: first.schema });
    firstBase = await listen(first.app);
    secondBase = await listen(second.app);
    redis = new Redis(redisUrl ?? '');
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await second.close();
    await first.close();
    await redis.quit();
  });

  it('shares the cap between two instances, and a closed page frees its place for either', async () => {
    const a1 = await open(first.app, firstBase);
    const a2 = await open(first.app, firstBase);
    const b1 = await open(second.app, secondBase);
    expect([a1.status, a2.status, b1.status]).toEqual([200, 200, 200]);
    expect(await members()).toBe(CAP);

    await expectRefused(await open(second.app, secondBase));
    await expectRefused(await open(first.app, firstBase));

    a1.close();
    await until(async () => (await members()) === CAP - 1);
    const b2 = await open(second.app, secondBase);
    expect(b2.status).toBe(200);

    for (const stream of [a2, b1, b2]) stream.close();
    await until(() => listenerCount(first.app.deps.live) + listenerCount(second.app.deps.live) === 0);
  });

  it('does not stay blocked by the places of an instance that died (kill -9) once they run out', async () => {
    await until(() => listenerCount(first.app.deps.live) + listenerCount(second.app.deps.live) === 0);
    const key = addressSlotsKey(first.schema, '127.0.0.1');
    // What a dead instance leaves: places it never gave back, whose time has run out.
    const [seconds] = await redis.time();
    const ranOut = String(Number(seconds) * 1000 - 1);
    await redis.zadd(key, ...Array.from({ length: CAP }, (_, i) => [ranOut, `dead:${i}`]).flat());

    const page = await open(second.app, secondBase);
    expect(page.status).toBe(200);
    expect(await redis.zrange(key, '0', '-1')).not.toContain('dead:0');
    page.close();
  });

  it('keeps a held place alive on each heartbeat, for the time a place lasts', async () => {
    const slots = new RedisAddressSlots(redis, CAP, `${first.schema}_unit`, first.app.log);
    const slot = await slots.take('198.51.100.9');
    expect(slot).toBeDefined();
    const key = addressSlotsKey(`${first.schema}_unit`, '198.51.100.9');
    const [member] = await redis.zrange(key, '0', '-1');
    await redis.zadd(key, '1', member ?? '');
    // The same connection as the reads below: its commands run in order.
    slots.refresh();
    const [seconds] = await redis.time();
    const score = Number(await redis.zscore(key, member ?? ''));
    expect(score).toBeGreaterThan(Number(seconds) * 1000 + SLOT_TTL_MS - 5000);
    expect(await redis.pttl(key)).toBeGreaterThan(SLOT_TTL_MS - 5000);

    slot?.release();
    expect(await redis.zcard(key)).toBe(0);
  });
});
