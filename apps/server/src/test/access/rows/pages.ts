/**
 * The app's pages (pages.routes.ts) answer every path no route did; they are kept out of the
 * API document, so the table has no row for them (pages.test.ts checks who sees what on them).
 */
import type { AccessRow } from '../table.ts';

export const rows: AccessRow[] = [];
