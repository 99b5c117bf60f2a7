/**
 * Hidden content (issue #27): out of sight for everyone but its author and site moderators.
 * Lists anyone may read (search, feeds, calendars, the sitemap, first paint) use `notHidden`;
 * a list read by one person uses `shownTo`, so authors still find their own hidden things.
 */
import { isModeratorRole, type HiddenNotice, type SiteRole } from '@neighbourly/shared';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { HiddenBy } from './types.ts';

export interface Viewer {
  id: string;
  siteRole: SiteRole;
}

/** `table.hidden IS NULL`: the row is in sight. */
export const notHidden = (table: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`${sql.ref(`${table}.hidden`)} is null`;

/** In sight, or the viewer wrote it (`authorColumn`), or the viewer is a moderator. */
export function shownTo(table: string, authorColumn: string, viewer: Viewer | null): RawBuilder<SqlBool> {
  if (viewer && isModeratorRole(viewer.siteRole)) return sql<SqlBool>`1 = 1`;
  if (!viewer) return notHidden(table);
  return sql<SqlBool>`(${sql.ref(`${table}.hidden`)} is null or ${sql.ref(authorColumn)} = ${viewer.id})`;
}

/** Whether one of `authorIds` or a moderator may still see a hidden row. */
export const maySeeHidden = (viewer: Viewer | null, authorIds: readonly string[]): boolean =>
  viewer !== null && (isModeratorRole(viewer.siteRole) || authorIds.includes(viewer.id));

/** What an author (or a moderator) reads on a hidden row; undefined while it is in sight. */
export function hiddenNoticeOf(hidden: HiddenBy | null, reason: string | null): HiddenNotice {
  if (hidden === null) return undefined;
  return hidden === 'REVIEW' ? { state: 'HELD', reason: null } : { state: 'HIDDEN', reason };
}
