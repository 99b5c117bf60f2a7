/**
 * The owner removes a follower (issue #30): its server is told with a Reject of its Follow, which
 * Mastodon and Mobilizon take as the end of the follow; it may follow again.
 */
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import type { LazyFederation } from './federation-loader.ts';

const REJECT_FOLLOW_JOB = 'federation.reject-follow';

export interface Removal {
  groupId: string;
  follower: { uri: string; inbox: string; shared_inbox: string | null };
  followUri: string | null;
}

/** In the transaction that removes the follower. */
export async function queueFollowRejection(trx: Db, removal: Removal): Promise<void> {
  await enqueue(trx, { type: REJECT_FOLLOW_JOB, payload: removal });
}

export function registerFollowRemoval(jobs: JobRunner, deps: AppDeps, fedify: LazyFederation): void {
  jobs.handle(REJECT_FOLLOW_JOB, async (payload) => {
    if (!deps.config.federation.enabled) return;
    const { federation, runtime } = await fedify.load();
    await runtime.sendFollowRejection(deps, federation, payload as Removal);
  });
}
