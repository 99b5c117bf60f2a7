/**
 * Places at an event and its waitlist: a freed participant place goes to the earliest
 * waitlisted person. Callers hold a transaction; the event row is locked before counting.
 * Kept apart from the events and attendance services so both can use it without a cycle.
 */
import { type Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { bumpParticipants, lockEvent, participantsLimitOf, updateEventRow } from './events.repository.ts';
import { noticeLeaving, tellPromoted } from './event-notices.ts';
import { announceEventChange } from './event-pages.ts';
import { queueEventFederation } from './event-federation.ts';
import {
  countParticipants,
  deletePlace,
  deletePlaceOf,
  findPlace,
  insertPlace,
  makeParticipants,
  setPlaceRole,
  upcomingPlacesInGroup,
  waitlistHead,
} from './participants.repository.ts';

/**
 * Moves the earliest waitlisted people into the places that are free now (after `actorId` left,
 * raised the limit or handed the event over: the hosts but them hear of it).
 */
export async function promoteWaitlist(
  deps: AppDeps,
  db: Db,
  eventId: number,
  actorId?: string,
): Promise<void> {
  const limit = await participantsLimitOf(db, eventId);
  const taken = await countParticipants(db, eventId);
  let free: number | undefined;
  // A limit of 0 is unlimited: the whole waitlist moves up.
  if (limit > 0) {
    free = limit - taken;
    if (free <= 0) return;
  }
  const promoted = await waitlistHead(db, eventId, free);
  if (promoted.length === 0) return;
  await makeParticipants(
    db,
    promoted.map((place) => place.id),
  );
  await bumpParticipants(db, eventId, promoted.length, -promoted.length);
  await tellPromoted(
    deps,
    db,
    eventId,
    promoted.map((place) => place.user_id),
    actorId,
  );
}

/**
 * Gives up a place (not the host's); a freed participant place goes to the waitlist. `actorId`:
 * who gave it up, when not its person (the owner removing them from the group).
 */
export async function removeParticipation(
  deps: AppDeps,
  db: Db,
  eventId: number,
  userId: string,
  actorId = userId,
): Promise<boolean> {
  await lockEvent(db, deps.dialect, eventId);
  const row = await findPlace(db, eventId, userId);
  if (!row || row.role === 'HOST') return false;
  await deletePlace(db, row.id);
  announceEventChange(deps, db, eventId, 'attendance');
  await queueEventFederation(db, eventId, 'attendance');
  if (row.role === 'PARTICIPANT') {
    await bumpParticipants(db, eventId, -1);
    await promoteWaitlist(deps, db, eventId, actorId);
  } else {
    await bumpParticipants(db, eventId, 0, -1);
  }
  await noticeLeaving(deps, db, eventId, actorId);
  return true;
}

/**
 * On leaving a group (or being removed by `actorId`): the person's places in its upcoming events
 * are given up; in every group's (`groupId` null) when they are suspended.
 */
export async function withdrawFromUpcomingEvents(
  deps: AppDeps,
  db: Db,
  groupId: string | null,
  userId: string,
  actorId = userId,
) {
  const upcoming = await upcomingPlacesInGroup(db, groupId, userId, new Date().toISOString());
  for (const eventId of upcoming) await removeParticipation(deps, db, eventId, userId, actorId);
}

/** Hands an event to a new host, who takes the host's place whatever place they had. */
export async function passEventOn(deps: AppDeps, trx: Db, eventId: number, from: string, to: string) {
  await lockEvent(trx, deps.dialect, eventId);
  await updateEventRow(trx, eventId, { host_id: to });
  announceEventChange(deps, trx, eventId, 'attendance');
  await deletePlaceOf(trx, eventId, from);
  const had = await findPlace(trx, eventId, to);
  if (!had) {
    await insertPlace(trx, {
      event_id: eventId,
      user_id: to,
      role: 'HOST',
      joined_at: new Date().toISOString(),
    });
    return;
  }
  await setPlaceRole(trx, eventId, to, 'HOST');
  // A participant who becomes host frees a counted place; a waitlisted one just moves up.
  if (had.role === 'PARTICIPANT') {
    await bumpParticipants(trx, eventId, -1);
    await promoteWaitlist(deps, trx, eventId, from);
  } else if (had.role === 'WAITLISTED') {
    await bumpParticipants(trx, eventId, 0, -1);
  }
}
