/**
 * The second line against deadlocks (issue #24): a transaction PostgreSQL ends as a deadlock
 * victim runs again; what still collides answers 503 BUSY (or 409 for a row removed meanwhile),
 * never 500.
 */
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../test/app.ts';
import { registerErrorHandling } from '../http/errors.ts';
import { inTransaction } from './transaction.ts';

describe('database collisions in answers', () => {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  const failWith = (code: string, message: string) => () => {
    throw Object.assign(new Error(message), { code });
  };
  app.get('/deadlock', failWith('40P01', 'deadlock detected'));
  app.get('/serialization', failWith('40001', 'could not serialize access'));
  app.get('/foreign-key', failWith('23503', 'violates foreign key constraint "notifications_user_id_fkey"'));
  afterAll(() => app.close());

  it('a deadlock or serialization failure that outlasted the retries is 503 BUSY with Retry-After', async () => {
    for (const url of ['/deadlock', '/serialization']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.json()).toEqual({
        error: {
          code: 'BUSY',
          message: 'Someone else was changing the same thing at that moment. Please try again.',
          // A 5xx names its request, for the person to quote (issue #32).
          requestId: expect.any(String),
        },
      });
    }
  });

  it('a foreign key to a row removed meanwhile is 409, naming no table', async () => {
    const response = await app.inject({ method: 'GET', url: '/foreign-key' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('CONFLICT');
    expect(response.body).not.toContain('notifications');
  });
});

describe.runIf(TEST_DIALECT === 'postgres')('inTransaction on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await sql`create table scratch (id integer primary key, n integer not null)`.execute(t.app.deps.db);
    await sql`insert into scratch values (1, 0), (2, 0)`.execute(t.app.deps.db);
  });
  afterAll(async () => t?.close());

  it('runs the deadlock victim again, so both transactions commit', async () => {
    const db = t.app.deps.db;
    const bump = (trx: typeof db, id: number) =>
      sql`update scratch set n = n + 1 where id = ${id}`.execute(trx);
    // Both hold their first row before either asks for the other's: a deadlock, every time.
    let arrived = 0;
    let bothArrived: () => void = () => {};
    const barrier = new Promise<void>((resolve) => (bothArrived = resolve));
    const attempts = { first: 0, second: 0 };
    const crossing = (name: 'first' | 'second', mine: number, theirs: number) =>
      inTransaction(db, async (trx) => {
        attempts[name]++;
        await bump(trx, mine);
        if (attempts[name] === 1) {
          if (++arrived === 2) bothArrived();
          await barrier;
        }
        await bump(trx, theirs);
      });

    await Promise.all([crossing('first', 1, 2), crossing('second', 2, 1)]);

    expect(attempts.first + attempts.second).toBe(3);
    const { rows } = await sql<{ id: number; n: number }>`select id, n from scratch order by id`.execute(db);
    expect(rows).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  });

  it('does not run again what failed for another reason', async () => {
    let attempts = 0;
    const failing = inTransaction(t.app.deps.db, async (trx) => {
      attempts++;
      await sql`insert into scratch values (1, 0)`.execute(trx);
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(attempts).toBe(1);
  });
});
