/**
 * Handing an event to another host: the host or the group's owner gives it to an event host
 * (or the owner) of its group. The new host takes the host's place, whatever place they had;
 * the old host stays on as a participant, or first on the waitlist when no place is free.
 */
import type { Event, HandOverEventBody, ParticipantRole } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import type { CurrentUser } from '../../http/session.ts';
import { lockGroup, roleIn } from '../groups/index.ts';
import { bumpParticipants, lockEvent, updateEventRow, type EventRow } from './events.repository.ts';
import { eventConflict, requireEventFor } from './event-access.ts';
import { readEvent } from './reading.service.ts';
import { tellNewHost } from './event-notices.ts';
import { countParticipants, findPlace, insertPlace, setPlaceRole } from './participants.repository.ts';
import { inTransaction } from '../../db/transaction.ts';

export async function handOverEvent(
  deps: AppDeps,
  user: CurrentUser,
  body: HandOverEventBody,
): Promise<Event> {
  await inTransaction(deps.db, async (trx) => {
    // Held before anything is read, so places, counts and the host change together; the group
    // first (as leaving and removal lock it), so the new host cannot leave it meanwhile.
    await lockGroup(trx, deps.dialect, body.groupId);
    await lockEvent(trx, deps.dialect, body.eventId);
    const event = await requireEventFor(trx, user, body.groupId, body.eventId, 'handOver');
    if (body.userId === event.host_id) throw eventConflict('This person already hosts the event.');
    const role = await roleIn(trx, body.groupId, body.userId);
    if (!role) throw notFound('This person is not a member of this group.');
    if (role === 'MEMBER') {
      throw eventConflict('Only an event host or the owner of the group can be given an event.');
    }
    await moveHost(trx, event, body.userId);
    await tellNewHost(deps, trx, event, body.userId);
  });
  return readEvent(deps, user, body.groupId, body.eventId);
}

/**
 * Inside the caller's transaction, with the event locked. `participants_count` counts the host
 * and the participants, so only the places that change kind move the counts.
 */
async function moveHost(trx: Db, event: EventRow, to: string): Promise<void> {
  const from = event.host_id;
  const had = await findPlace(trx, event.id, to);
  await updateEventRow(trx, event.id, { host_id: to });
  if (had) await setPlaceRole(trx, event.id, to, 'HOST');
  else await insertPlace(trx, { event_id: event.id, user_id: to, role: 'HOST', joined_at: now() });

  // A place the new host held is free now, and the old host takes it.
  const taken = await countParticipants(trx, event.id);
  const limit = event.participants_limit;
  const stays: ParticipantRole = limit === 0 || taken < limit ? 'PARTICIPANT' : 'WAITLISTED';
  // The old host's place is the event's first, so on the waitlist they come first too.
  if (await findPlace(trx, event.id, from)) await setPlaceRole(trx, event.id, from, stays);
  else await insertPlace(trx, { event_id: event.id, user_id: from, role: stays, joined_at: now() });

  const counted = (role: ParticipantRole | undefined, kind: ParticipantRole) => (role === kind ? 1 : 0);
  await bumpParticipants(
    trx,
    event.id,
    counted(stays, 'PARTICIPANT') - counted(had?.role, 'PARTICIPANT'),
    counted(stays, 'WAITLISTED') - counted(had?.role, 'WAITLISTED'),
  );
}

const now = () => new Date().toISOString();
