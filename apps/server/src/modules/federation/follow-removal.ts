/**
 * The owner removes a follower (issue #30): its server is told with a Reject of its Follow, which
 * Mastodon and Mobilizon take as the end of the follow; it may follow again.
 */
import type { Federation } from '@fedify/fedify';
import { Follow, Reject } from '@fedify/vocab';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { recipientOf } from './recipients.ts';

const REJECT_FOLLOW_JOB = 'federation.reject-follow';

interface Removal {
  groupId: string;
  follower: { uri: string; inbox: string; shared_inbox: string | null };
  followUri: string | null;
}

/** In the transaction that removes the follower. */
export async function queueFollowRejection(trx: Db, removal: Removal): Promise<void> {
  await enqueue(trx, { type: REJECT_FOLLOW_JOB, payload: removal });
}

export function registerFollowRemoval(jobs: JobRunner, deps: AppDeps, federation: Federation<void>): void {
  jobs.handle(REJECT_FOLLOW_JOB, async (payload) => {
    if (!deps.config.federation.enabled) return;
    const { groupId, follower, followUri } = payload as Removal;
    const ctx = federation.createContext(new URL(deps.config.publicUrl));
    const group = ctx.getActorUri(groupId);
    await ctx.sendActivity(
      { identifier: groupId },
      recipientOf(follower),
      new Reject({
        id: new URL(`#rejects/${Date.now()}`, group),
        actor: group,
        object: new Follow({
          ...(followUri ? { id: new URL(followUri) } : {}),
          actor: new URL(follower.uri),
          object: group,
        }),
      }),
    );
  });
}
