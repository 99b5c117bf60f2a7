/**
 * The moderation_log table (issue #27). Append-only: this file inserts and reads, and must never
 * gain an update or a delete (moderation.test.ts checks what it exports).
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/client.ts';
import type { ModerationLogTable } from '../../db/types.ts';

export async function insertLogEntry(db: Db, row: Insertable<ModerationLogTable>): Promise<number> {
  const inserted = await db
    .insertInto('moderation_log')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The whole log, unordered, for keyset paging (newest first by id). */
export function logQuery(db: Db) {
  return db.selectFrom('moderation_log').selectAll();
}

export type LogRow = Awaited<ReturnType<ReturnType<typeof logQuery>['executeTakeFirstOrThrow']>>;

/** These rows of the log, by id. */
export function logEntriesByIds(db: Db, ids: readonly number[]): Promise<LogRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return logQuery(db)
    .where('id', 'in', [...ids])
    .execute();
}

/** Earlier actions against the person (not dismissals, not grants), newest first. */
export function actionsAgainst(db: Db, login: string, limit: number): Promise<LogRow[]> {
  return logQuery(db)
    .where('subject_user_login', '=', login)
    .where('action', 'not in', ['DISMISS', 'SET_ROLE', 'SET_ALLOWANCE'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
