/**
 * Telling open pages that what they show changed: called inside the transaction of the change,
 * sent once it commits (never for a change rolled back), to every page watching the topic.
 */
import type { PageChange } from '@neighbourly/shared';
import type { Db } from '../db/client.ts';
import { afterCommit } from '../db/transaction.ts';
import type { LiveBus } from './bus.ts';

export function announcePageChange(live: LiveBus, db: Db, topic: string, what: PageChange): void {
  // The bus logs its own failures; a page that misses one catches up on its next load.
  afterCommit(db, () => void live.announce({ type: 'changed', topic, what }).catch(() => undefined));
}
