/**
 * What the write watch makes of a query (issue #31): which writes end list answers, and which end
 * kept sessions. Query trees only: the watch's effect on real requests is tested through the
 * list cache and the session cache.
 */
import {
  DummyDriver,
  Kysely,
  sql,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type OperationNodeSource,
  type RootOperationNode,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from './types.ts';
import { isAccountWrite, listWriteOf } from './write-watch.ts';

const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (inner) => new SqliteIntrospector(inner),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});
const nodeOf = (query: OperationNodeSource) => query.toOperationNode() as RootOperationNode;

describe('the write watch', () => {
  it.each([
    ['a session deleted', db.deleteFrom('sessions').where('id_hash', '=', 'h'), true],
    ['a person renamed', db.updateTable('users').set({ name: 'Ada' }).where('id', '=', 'ada'), true],
    ['a person deleted', db.deleteFrom('users').where('id', '=', 'ada'), true],
    [
      'a session moved to another person',
      db.updateTable('sessions').set({ user_id: 'bob' }).where('id_hash', '=', 'h'),
      true,
    ],
    [
      'a session touched',
      db
        .updateTable('sessions')
        .set({ last_seen_at: 'now', idle_expires_at: 'later' })
        .where('id_hash', '=', 'h'),
      false,
    ],
    [
      'a person upserted',
      db
        .insertInto('users')
        .values({ id: 'ada', name: 'Ada' } as never)
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ name: 'Ada' })),
      true,
    ],
    ['a person added', db.insertInto('users').values({ id: 'ada', name: 'Ada' } as never), false],
    ['a hand-written session delete', sql`delete from ${sql.table('sessions')} where id_hash = ${'h'}`, true],
    ['a group renamed', db.updateTable('groups').set({ name: 'Hikers' }).where('id', '=', 'g'), false],
  ])('%s: ends kept sessions: %s', (_what, query, expected) => {
    expect(isAccountWrite(nodeOf(query))).toBe(expected);
  });

  it.each([
    ['a group renamed', db.updateTable('groups').set({ name: 'Hikers' }).where('id', '=', 'g'), 'public'],
    [
      "a group's count moved",
      db.updateTable('groups').set({ members_count: 3 }).where('id', '=', 'g'),
      undefined,
    ],
    ['a membership', db.deleteFrom('group_members').where('user_id', '=', 'ada'), 'viewer'],
    [
      'a hand-written tag replace',
      sql`delete from ${sql.table('group_tags')} where group_id = ${'g'}`,
      'public',
    ],
    ['a session deleted', db.deleteFrom('sessions').where('id_hash', '=', 'h'), undefined],
  ])('%s: ends list answers: %s', (_what, query, expected) => {
    expect(listWriteOf(nodeOf(query))).toBe(expected);
  });
});
