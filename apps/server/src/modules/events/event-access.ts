/**
 * Finding an event and checking who may do what to it, for every service of the domain: the
 * hidden ones are found by few (issue #27), and the shared policies decide the rest (404 first,
 * then 403).
 */
import { can, type ActionOn, type EventFacts } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import { maySeeHidden, type Viewer } from '../../db/hidden.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { authorize } from '../../http/guards.ts';
import type { CurrentUser } from '../../http/session.ts';
import { roleIn } from '../groups/index.ts';
import { findEvent, type EventRow } from './events.repository.ts';

const eventNotFound = () => notFound('This event does not exist.');

export const eventConflict = (message: string) => new AppError(409, 'CONFLICT', message);

/**
 * The event, or 404. A hidden event, or one of a hidden group (issue #27), is found only by its
 * host, its group's owner and moderators; with no viewer (first paint, feeds) by no one.
 */
export async function requireEvent(
  db: Db,
  groupId: string,
  eventId: number,
  viewer: Viewer | null = null,
): Promise<EventRow> {
  const event = await findEvent(db, groupId, eventId);
  if (!event) throw eventNotFound();
  const hidden = event.hidden !== null || event.group_hidden !== null;
  if (hidden && !maySeeHidden(viewer, [event.host_id, event.group_owner_id])) throw eventNotFound();
  return event;
}

export async function isGroupMember(db: Db, user: CurrentUser | null, groupId: string): Promise<boolean> {
  return user !== null && (await roleIn(db, groupId, user.id)) !== undefined;
}

export type EventAction = ActionOn<EventFacts>;

/** What the shared policies need to know of an event and the caller. */
export async function eventFacts(db: Db, event: EventRow, user: CurrentUser | null): Promise<EventFacts> {
  return factsOf(event, await isGroupMember(db, user, event.group_id));
}

/** The same, when the caller's membership of the event's group is known already. */
export function factsOf(event: EventRow, actorIsMember: boolean): EventFacts {
  return {
    kind: 'event',
    type: event.type,
    groupType: event.group_type,
    hostId: event.host_id,
    groupOwnerId: event.group_owner_id,
    actorIsMember,
  };
}

const EVENT_REFUSALS: Record<EventAction, string> = {
  seeDetails: 'Only members of the group see this event.',
  comment: 'Only members of the group see this event.',
  update: 'Only the host of the event or the owner of the group may do this.',
  handOver: 'Only the host of the event or the owner of the group may hand it over.',
  delete: 'Only the host or the owner of the group may delete the event.',
  attend: 'You must be a member of the group to attend',
  leave: 'The host cannot leave their own event.',
  exportAttendees: 'Only the host or the owner of the group may download the attendee list.',
};

/** The event, once the policies let the caller do `action` to it (404 first, then 403). */
export async function requireEventFor(
  db: Db,
  user: CurrentUser | null,
  groupId: string,
  eventId: number,
  action: EventAction,
): Promise<EventRow> {
  const event = await requireEvent(db, groupId, eventId, user);
  const facts = await eventFacts(db, event, user);
  // Attending has its own code, so the web can offer to join the group first.
  if (action === 'attend' && !can(user?.id ?? null, action, facts)) {
    throw new AppError(403, 'NOT_GROUP_MEMBER', EVENT_REFUSALS.attend);
  }
  authorize(user, action, facts, EVENT_REFUSALS[action]);
  return event;
}
