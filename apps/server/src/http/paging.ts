/** Keyset paging: an opaque cursor holds the sort key of the last item sent. */
import { isTypeable, LIMITS } from '@neighbourly/shared';
import { AppError } from './errors.ts';

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
  throw new AppError(400, 'INVALID_CURSOR', 'The cursor is not valid: ask for the first page again.');
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

export function listOk<T>(page: Page<T>) {
  return { success: { data: page.items, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) } };
}
