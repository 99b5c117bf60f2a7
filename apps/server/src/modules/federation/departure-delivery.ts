/**
 * The Deletes a deleted group's followers are sent (group-departure.ts queues them): each event
 * they were sent, then the group, signed with the group's keys.
 */
import type { Federation } from '@fedify/fedify';
import { Delete, PUBLIC_COLLECTION, Tombstone } from '@fedify/vocab';
import type { AppDeps } from '../../deps.ts';
import { eventObjectUri } from './event-object.ts';
import type { Departure } from './group-departure.ts';
import { recipientOf } from './recipients.ts';

export async function sendDeparture(deps: AppDeps, federation: Federation<void>, departure: Departure) {
  const ctx = federation.createContext(new URL(deps.config.publicUrl));
  const actor = ctx.getActorUri(departure.groupId);
  const recipients = departure.recipients.map((r) =>
    recipientOf({ uri: r.id, inbox: r.inbox, shared_inbox: r.sharedInbox }),
  );
  const stamp = Date.now();
  const objectIds = [...departure.eventIds.map((id) => eventObjectUri(ctx, id)), actor];
  for (const objectId of objectIds) {
    await ctx.sendActivity(
      { identifier: departure.groupId },
      recipients,
      new Delete({
        id: new URL(`#delete/${stamp}`, objectId),
        actor,
        object: new Tombstone({ id: objectId }),
        to: PUBLIC_COLLECTION,
      }),
      { preferSharedInbox: true },
    );
  }
}
