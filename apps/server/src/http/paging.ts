/** Keyset paging's HTTP side: a page in the envelope (the cursor code is in db/keyset.ts). */
import type { Page } from '../db/keyset.ts';

export function listOk<T>(page: Page<T>) {
  return { success: { data: page.items, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) } };
}
