/** Open event pages: what they may watch, and the word that what they show changed. */
import { liveTopics, type PageChange } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { announcePageChange } from '../../live/page-changes.ts';
import { findEventById } from './events.repository.ts';

/** After the change being made through `db` commits, pages showing the event load it again. */
export function announceEventChange(deps: AppDeps, db: Db, eventId: number, what: PageChange): void {
  announcePageChange(deps.live, db, liveTopics.event(eventId), what);
}

/** An event's page may be watched by anyone who can open it: every event page opens. */
export async function requireWatchableEvent(db: Db, eventId: number): Promise<void> {
  if (!(await findEventById(db, eventId))) throw notFound('This event does not exist.');
}
