/**
 * Keyset paging, the one way lists are paged: rows in a fixed order of key columns that together
 * are unique; a cursor holds the key of the last row sent, and the next page starts after it.
 * Unlike OFFSET, a page costs the same however deep, and rows added meanwhile shift nothing.
 */
import { sql, type SelectQueryBuilder, type SqlBool, type StringReference } from 'kysely';
import { isTypeable, LIMITS } from '@neighbourly/shared';

/** A cursor the list did not make: http/errors.ts answers 400 INVALID_CURSOR. */
export class InvalidCursorError extends Error {
  constructor() {
    super('The cursor is not valid: ask for the first page again.');
    this.name = 'InvalidCursorError';
  }
}

export interface Page<T> {
  items: T[];
  nextCursor: string | undefined;
}

/** What each part of a cursor's key is: a text column (times, ids) or an integer id column. */
export type CursorKeyKind = 'text' | 'int';
export type CursorKey<K extends readonly CursorKeyKind[]> = {
  [I in keyof K]: K[I] extends 'int' ? number : string;
};

/** Longer than any text key we write (ISO instants, ids); anything longer was not made here. */
const CURSOR_TEXT_MAX = 100;

export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

const isKeyPart = (value: unknown, kind: CursorKeyKind) =>
  kind === 'int'
    ? Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= LIMITS.databaseIntMax
    : typeof value === 'string' && value.length <= CURSOR_TEXT_MAX && isTypeable(value);

/**
 * The key a cursor holds, checked part by part against the list's key kinds, so that whatever a
 * client sends, only values the columns can hold reach the database.
 */
export function decodeCursor<const K extends readonly CursorKeyKind[]>(
  cursor: string | undefined,
  kinds: K,
): CursorKey<K> | undefined {
  if (cursor === undefined) return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  if (
    Array.isArray(key) &&
    key.length === kinds.length &&
    kinds.every((kind, i) => isKeyPart(key[i], kind))
  ) {
    return key as CursorKey<K>;
  }
  throw new InvalidCursorError();
}

/** Rows fetched with limit + 1: the extra one only says that there is more. */
export function toPage<T>(
  rows: T[],
  limit: number | undefined,
  keyOf: (row: T) => readonly (string | number)[],
): Page<T> {
  if (limit === undefined || rows.length <= limit) return { items: rows, nextCursor: undefined };
  const items = rows.slice(0, limit);
  return { items, nextCursor: encodeCursor(keyOf(items[items.length - 1]!)) };
}

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
