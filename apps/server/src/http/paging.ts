/** Keyset paging (DESIGN §3): an opaque cursor holds the sort key of the last item sent. */
import { badRequest } from './errors.ts';

export interface Page<T> {
  items: T[];
  nextCursor: string | undefined;
}

export function encodeCursor(key: (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined, length: number): (string | number)[] | undefined {
  if (cursor === undefined) return undefined;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(key) &&
      key.length === length &&
      key.every((k) => typeof k === 'string' || typeof k === 'number')
    ) {
      return key as (string | number)[];
    }
  } catch {
    // fall through to the refusal
  }
  throw badRequest('The cursor is not valid.');
}

/** Rows fetched with limit + 1: the extra one only says that there is more. */
export function toPage<T>(
  rows: T[],
  limit: number | undefined,
  keyOf: (row: T) => (string | number)[],
): Page<T> {
  if (limit === undefined || rows.length <= limit) return { items: rows, nextCursor: undefined };
  const items = rows.slice(0, limit);
  return { items, nextCursor: encodeCursor(keyOf(items[items.length - 1]!)) };
}

export function listOk<T>(page: Page<T>) {
  return { success: { data: page.items, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) } };
}
