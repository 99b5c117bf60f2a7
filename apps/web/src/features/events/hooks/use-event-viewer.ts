import type { Event, EventParticipant, ParticipantRole, SelfUser } from '@neighbourly/shared';
import { useAuth } from '@/features/auth/index.ts';
import { useEventParticipants } from '../api/get-event-participants.ts';

export interface EventViewer {
  user: SelfUser | null;
  /** Spec §6: the signed-in user whose id is the host id. */
  isHost: boolean;
  /** Participants and Comments are for signed-in users who may see the event's details. */
  canSeeDetails: boolean;
  /** The participants list (host first, then participants, then the waitlist), when it may be read. */
  participants: EventParticipant[] | undefined;
  participantsQuery: ReturnType<typeof useEventParticipants>;
  /** The viewer's own role, from the participants list; null when not in. */
  ownRole: ParticipantRole | null;
  /** Still finding out who is signed in, or what they are to this event. */
  pending: boolean;
}

/** Who is looking at the event page and what they are to it. */
export function useEventViewer(event: Event): EventViewer {
  const { user, isPending: authPending } = useAuth();
  const canSeeDetails = user !== null && event.areAllFieldsAvailable;
  const participantsQuery = useEventParticipants(
    { groupId: event.groupId, eventId: event.eventId },
    canSeeDetails,
  );
  const participants = participantsQuery.data;
  const isHost = user !== null && event.hostId === user.id;
  const own = user ? participants?.find((p) => p.user.id === user.id) : undefined;
  return {
    user,
    isHost,
    canSeeDetails,
    participants,
    participantsQuery,
    ownRole: isHost ? 'HOST' : (own?.role ?? null),
    pending: authPending || (canSeeDetails && participantsQuery.isPending),
  };
}
