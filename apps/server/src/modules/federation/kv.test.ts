/**
 * Fedify's key–value store on our database, on both: what Fedify relies on (get/set/delete,
 * lifetimes, listing by prefix, compare-and-swap) and the hourly removal of what expired.
 */
import { Temporal } from '@js-temporal/polyfill';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { DatabaseKvStore, pruneExpiredKv } from './kv.repository.ts';

let t: TestApp;
let kv: DatabaseKvStore;
beforeAll(async () => {
  t = await buildTestApp();
  kv = new DatabaseKvStore(t.app.deps.db);
});
afterAll(async () => t.close());

const ttl = (ms: number) => ({ ttl: Temporal.Duration.from({ milliseconds: ms }) as never });

it('keeps, replaces and deletes values, and forgets them once their lifetime is over', async () => {
  await kv.set(['a', 'b'], { n: 1 });
  expect(await kv.get(['a', 'b'])).toEqual({ n: 1 });
  await kv.set(['a', 'b'], [2]);
  expect(await kv.get(['a', 'b'])).toEqual([2]);
  await kv.delete(['a', 'b']);
  expect(await kv.get(['a', 'b'])).toBeUndefined();
  await kv.set(['short'], 'lived', ttl(1));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(await kv.get(['short'])).toBeUndefined();
  await pruneExpiredKv(t.app.deps.db);
  const left = await t.app.deps.db.selectFrom('federation_kv').select('key').execute();
  expect(left.map((row) => row.key)).not.toContain('["short"]');
});

it('keeps remote keys an hour at most, whatever Fedify asks', async () => {
  await kv.set(['_fedify', 'publicKey', 'https://x.example/u#k'], { id: 'k' });
  const row = await t.app.deps.db
    .selectFrom('federation_kv')
    .select('expires_at')
    .where('key', '=', JSON.stringify(['_fedify', 'publicKey', 'https://x.example/u#k']))
    .executeTakeFirstOrThrow();
  const left = Date.parse(row.expires_at!) - Date.now();
  expect(left).toBeGreaterThan(59 * 60_000);
  expect(left).toBeLessThanOrEqual(60 * 60_000);
});

it('lists by prefix of parts, not of characters; an empty prefix lists all', async () => {
  await kv.set(['p', 'x'], 1);
  await kv.set(['p', 'x', 'y'], 2);
  await kv.set(['p', 'xy'], 3);
  await kv.set(['q'], 4);
  const keys = async (prefix?: readonly string[]) => {
    const found: unknown[] = [];
    for await (const entry of kv.list(prefix as never)) found.push(entry.key);
    return found;
  };
  expect((await keys(['p', 'x'])).sort()).toEqual([
    ['p', 'x'],
    ['p', 'x', 'y'],
  ]);
  expect((await keys([])).length).toBeGreaterThanOrEqual(4);
  expect(await keys()).toEqual(await keys([]));
});

it('swaps a value only while it is the one expected', async () => {
  expect(await kv.cas(['c'], undefined, 'first')).toBe(true);
  expect(await kv.cas(['c'], undefined, 'again')).toBe(false);
  expect(await kv.cas(['c'], 'other', 'second')).toBe(false);
  expect(await kv.cas(['c'], 'first', { state: 'open' })).toBe(true);
  expect(await kv.get(['c'])).toEqual({ state: 'open' });
  // Ten instances count a failure at once: each retries until its swap holds, none is lost.
  const countOne = async () => {
    for (;;) {
      const seen = await kv.get<number>(['count']);
      if (await kv.cas(['count'], seen, (seen ?? 0) + 1)) return;
    }
  };
  await Promise.all(Array.from({ length: 10 }, countOne));
  expect(await kv.get(['count'])).toBe(10);
});
