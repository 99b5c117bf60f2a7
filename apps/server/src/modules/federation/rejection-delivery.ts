/** The Reject of a removed follower's Follow (follow-removal.ts queues it). */
import type { Federation } from '@fedify/fedify';
import { Follow, Reject } from '@fedify/vocab';
import type { AppDeps } from '../../deps.ts';
import type { Removal } from './follow-removal.ts';
import { recipientOf } from './recipients.ts';

export async function sendFollowRejection(deps: AppDeps, federation: Federation<void>, removal: Removal) {
  const { groupId, follower, followUri } = removal;
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
}
