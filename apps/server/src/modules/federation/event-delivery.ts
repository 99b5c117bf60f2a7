/**
 * The job that tells a group's followers about one of its events, whichever way it changed:
 * a Create the first time it federates, an Update after, a Delete once it is gone, hidden or
 * no longer public. Fedify signs each delivery and sends it through the job table, one job per
 * inbox, a server's shared inbox standing for all its followers.
 */
import type { Federation } from '@fedify/fedify';
import { Delete, PUBLIC_COLLECTION, Tombstone, Update } from '@fedify/vocab';
import type { AppDeps } from '../../deps.ts';
import { findEventById, tagsOfEvents } from '../events/index.ts';
import { upcomingEventsOfGroup } from '../feeds/index.ts';
import { buildEventObject, eventObjectUri } from './event-object.ts';
import { federatedGroup } from './federated-group.ts';
import { groupActor } from './federation.ts';
import {
  federatedEventIdsOf,
  findFederatedEvent,
  forgetFederatedEvent,
  markEventFederated,
} from './federation.repository.ts';
import { recipientsOf } from './recipients.ts';
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
  // Gone, hidden or private now: the accounts that were sent it hear so, whatever became of the
  // group (still there: it signs; deleted: its followers went with it).
  const recipients = await recipientsOf(deps.db, sent.group_id);
  if (recipients.length > 0) {
    const objectId = eventObjectUri(ctx, eventId);
    await ctx.sendActivity(
      { identifier: sent.group_id },
      recipients,
      new Delete({
        id: new URL(`#delete/${stamp}`, objectId),
        actor: ctx.getActorUri(sent.group_id),
        object: new Tombstone({ id: objectId }),
        to: PUBLIC_COLLECTION,
      }),
      { preferSharedInbox: true },
    );
  }
  await forgetFederatedEvent(deps.db, eventId);
}

/**
 * A group changed: while it federates, its followers get its new profile (an Update of the
 * actor) and the upcoming public events they were never sent (it was hidden, say); once it no
 * longer does, each event they were sent is deleted.
 */
export async function deliverGroupChange(deps: AppDeps, federation: Federation<void>, groupId: string) {
  const ctx = federation.createContext(new URL(deps.config.publicUrl));
  const group = await federatedGroup(deps, groupId);
  if (!group) {
    for (const eventId of await federatedEventIdsOf(deps.db, groupId)) {
      await deliverEventChange(deps, federation, eventId);
    }
    return;
  }
  const actor = await groupActor(ctx, deps, groupId);
  if (actor) {
    await ctx.sendActivity(
      { identifier: groupId },
      'followers',
      new Update({
        id: new URL(`#update/${Date.now()}`, ctx.getActorUri(groupId)),
        actor: ctx.getActorUri(groupId),
        object: actor,
        to: PUBLIC_COLLECTION,
      }),
      { preferSharedInbox: true },
    );
  }
  const upcoming = await upcomingEventsOfGroup(deps.db, groupId, {
    publicOnly: true,
    limit: COMEBACK_EVENTS,
    now: new Date().toISOString(),
  });
  const sent = new Set(await federatedEventIdsOf(deps.db, groupId));
  for (const event of upcoming) {
    if (!sent.has(event.id)) await deliverEventChange(deps, federation, event.id);
  }
}

/** Upcoming events sent again to followers when a group comes back: a few months' worth. */
const COMEBACK_EVENTS = 200;
