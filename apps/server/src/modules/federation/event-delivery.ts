/**
 * The job that tells a group's followers about one of its events, whichever way it changed:
 * a Create the first time it federates, an Update after, a Delete once it is gone, hidden or
 * no longer public. Fedify signs each delivery and sends it through the job table, one job per
 * inbox, a server's shared inbox standing for all its followers.
 */
import type { Federation } from '@fedify/fedify';
import { Delete, PUBLIC_COLLECTION, Tombstone } from '@fedify/vocab';
import type { AppDeps } from '../../deps.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { EVENT_FEDERATION_JOB, findEventById, tagsOfEvents } from '../events/index.ts';
import { buildEventObject, eventObjectUri } from './event-object.ts';
import { federatedGroup } from './federated-group.ts';
import { findFederatedEvent, forgetFederatedEvent, markEventFederated } from './federation.repository.ts';
import { EventCreate, EventUpdate } from './vocabulary.ts';

async function federates(deps: AppDeps, eventId: number) {
  const event = await findEventById(deps.db, eventId);
  if (!event || event.type !== 'PUBLIC' || event.hidden !== null) return undefined;
  return (await federatedGroup(deps, event.group_id)) ? event : undefined;
}

export async function deliverEventChange(deps: AppDeps, federation: Federation<void>, eventId: number) {
  const ctx = federation.createContext(new URL(deps.config.publicUrl));
  const sent = await findFederatedEvent(deps.db, eventId);
  const event = await federates(deps, eventId);
  const stamp = Date.now();
  if (event) {
    const object = buildEventObject(
      ctx,
      deps,
      event,
      (await tagsOfEvents(deps.db, [event.id])).get(event.id) ?? [],
    );
    const Activity = sent ? EventUpdate : EventCreate;
    const activity = new Activity({
      id: new URL(`#${sent ? 'update' : 'create'}/${stamp}`, object.id!),
      actor: ctx.getActorUri(event.group_id),
      object,
      to: PUBLIC_COLLECTION,
      cc: ctx.getFollowersUri(event.group_id),
    });
    await ctx.sendActivity({ identifier: event.group_id }, 'followers', activity, {
      preferSharedInbox: true,
    });
    await markEventFederated(deps.db, event.id, event.group_id, new Date(stamp).toISOString());
    return;
  }
  if (!sent) return;
  // Gone, hidden or private now: the followers who were sent it hear so (while the group federates).
  if (await federatedGroup(deps, sent.group_id)) {
    const objectId = eventObjectUri(ctx, eventId);
    await ctx.sendActivity(
      { identifier: sent.group_id },
      'followers',
      new Delete({
        id: new URL(`#delete/${stamp}`, objectId),
        actor: ctx.getActorUri(sent.group_id),
        object: new Tombstone({ id: objectId }),
        to: PUBLIC_COLLECTION,
        cc: ctx.getFollowersUri(sent.group_id),
      }),
      { preferSharedInbox: true },
    );
  }
  await forgetFederatedEvent(deps.db, eventId);
}

export function registerEventDelivery(jobs: JobRunner, deps: AppDeps, federation: Federation<void>): void {
  jobs.handle(EVENT_FEDERATION_JOB, async (payload) => {
    if (!deps.config.federation.enabled) return;
    await deliverEventChange(deps, federation, (payload as { eventId: number }).eventId);
  });
}
