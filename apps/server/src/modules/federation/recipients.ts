/** A group's followers as Fedify addresses deliveries: the account, its inbox, its server's. */
import type { Recipient } from '@fedify/vocab';
import type { Db } from '../../db/client.ts';
import { followersOf } from './federation.repository.ts';

type FollowerRow = Awaited<ReturnType<ReturnType<typeof followersOf>['execute']>>[number];

export const recipientOf = (row: Pick<FollowerRow, 'uri' | 'inbox' | 'shared_inbox'>): Recipient => ({
  id: new URL(row.uri),
  inboxId: new URL(row.inbox),
  endpoints: row.shared_inbox ? { sharedInbox: new URL(row.shared_inbox) } : null,
});

/** Every follower of the group, whether or not its followers collection is open now. */
export async function recipientsOf(db: Db, groupId: string): Promise<Recipient[]> {
  return (await followersOf(db, groupId).orderBy('remote_actors.id').execute()).map(recipientOf);
}
