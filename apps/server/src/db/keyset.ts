/**
 * Keyset paging, the one way lists are paged: rows in a fixed order of key columns that together
 * are unique; a cursor holds the key of the last row sent, and the next page starts after it.
 * Unlike OFFSET, a page costs the same however deep, and rows added meanwhile shift nothing.
 */
import { sql, type SelectQueryBuilder, type SqlBool, type StringReference } from 'kysely';
import { decodeCursor, toPage, type CursorKey, type CursorKeyKind, type Page } from '../http/paging.ts';

export interface Paging {
  /** No limit: every row, in one page. */
  limit?: number | undefined;
  cursor?: string | undefined;
}

export interface KeysetOrder<DB, TB extends keyof DB, O, K extends readonly CursorKeyKind[]> {
  /** The key's columns, most significant first. */
  columns: { [I in keyof K]: StringReference<DB, TB> };
  /** What each column holds, so a cursor is checked before it reaches the database. */
  kinds: K;
  direction: 'asc' | 'desc';
  /** A row's key, in the order of `columns`. */
  keyOf: (row: O) => CursorKey<K>;
}

/** Orders `query` by the key, starts after the cursor's row and reads one page. */
export async function keysetPage<DB, TB extends keyof DB, O, const K extends readonly CursorKeyKind[]>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: KeysetOrder<DB, TB, O, K>,
  paging: Paging,
): Promise<Page<O>> {
  const after = decodeCursor(paging.cursor, order.kinds);
  const columns = order.columns.map((column) => sql.ref(column));
  let paged = query;
  for (const column of columns) paged = paged.orderBy(column, order.direction);
  if (after) {
    // A row comparison reads the index from the cursor on: one range, not an OR per column.
    const beyond = order.direction === 'asc' ? sql.raw('>') : sql.raw('<');
    paged = paged.where(sql<SqlBool>`(${sql.join(columns)}) ${beyond} (${sql.join(after)})`);
  }
  // One row more than asked says whether there is a next page.
  if (paging.limit !== undefined) paged = paged.limit(paging.limit + 1);
  return toPage(await paged.execute(), paging.limit, order.keyOf);
}
