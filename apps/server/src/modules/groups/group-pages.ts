/** Open group pages: the word that what they show (the group, its members, its events) changed. */
import { liveTopics, type PageChange } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { announcePageChange } from '../../live/page-changes.ts';

/** After the change being made through `db` commits, pages showing the group load it again. */
export function announceGroupChange(
  deps: Pick<AppDeps, 'live'>,
  db: Db,
  groupId: string,
  what: PageChange,
): void {
  announcePageChange(deps.live, db, liveTopics.group(groupId), what);
}
