/**
 * The word to the fediverse that a group changed (issue #30), written in the transaction of the
 * change: the federation module's job then sends its followers an Update of the group, or, once
 * the group is private or hidden, a Delete of each event they were sent.
 */
import type { Db } from '../../db/client.ts';
import { enqueue } from '../../jobs/queue.ts';

export const GROUP_FEDERATION_JOB = 'federation.group';

export async function queueGroupFederation(db: Db, groupId: string): Promise<void> {
  await enqueue(
    db,
    { type: GROUP_FEDERATION_JOB, key: `${GROUP_FEDERATION_JOB}:${groupId}`, payload: { groupId } },
    'reschedule',
  );
}
