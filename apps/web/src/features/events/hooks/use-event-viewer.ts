import {
  can,
  type Event,
  type EventParticipant,
  type ParticipantRole,
  type PrivacyType,
  type SelfUser,
} from '@neighbourly/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/index.ts';
import { groupQueryOptions, useMembership, useOwnMembershipRequest } from '@/features/groups/index.ts';
import { useOnline } from '@/lib/online.ts';
import { useEventParticipants } from '../api/get-event-participants.ts';
import { userEventsQueryOptions } from '../api/get-user-events.ts';

/**
 * What a signed-in viewer is to the event's group: a member may attend; the others are shown
 * the way in (issue #13): a public group is joined in the same step, a private one asked.
 */
export type GroupStanding =
  { kind: 'member' } | { kind: 'outsider'; groupType: PrivacyType; requested: boolean };

export interface EventViewer {
  user: SelfUser | null;
  /** The viewer is the host: signed in, with the host's id. */
  isHost: boolean;
  /** The host's tools (edit, delete, cover, hand over): the host, or the group's owner. */
  canManage: boolean;
  /** Participants and Comments are for signed-in users who may see the event's details. */
  canSeeDetails: boolean;
  /** The participants list (host first, then participants, then the waitlist), when it may be read. */
  participants: EventParticipant[] | undefined;
  participantsQuery: ReturnType<typeof useEventParticipants>;
  /** The viewer's own role, from the participants list; null when not in. */
  ownRole: ParticipantRole | null;
  /** Signed-in viewers only: whether they belong to the group, and if not, how to get in. */
  standing: GroupStanding | null;
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
  // Offline (issue #31) the participants list is not there (it is never saved): the viewer's own
  // status comes from their saved events list, and nothing waits for answers that cannot come.
  const offline = !useOnline();
  const queryClient = useQueryClient();
  const savedRole =
    offline && user && participants === undefined
      ? queryClient
          .getQueryData(userEventsQueryOptions(user.id).queryKey)
          ?.find((mine) => mine.event.groupId === event.groupId && mine.event.eventId === event.eventId)?.role
      : undefined;
  const ownRole = isHost ? 'HOST' : (own?.role ?? savedRole ?? null);

  const membershipQuery = useMembership(event.groupId, user?.id);
  // A failed check counts as membership: the Attend button then lets the server decide.
  const isMember = ownRole !== null || (membershipQuery.data ?? null) !== null || membershipQuery.isError;
  const outsider = user !== null && !isMember && membershipQuery.isSuccess;
  // The event answer names the group but not its type: the group page's own query tells it.
  const groupQuery = useQuery({ ...groupQueryOptions(event.groupId), enabled: outsider });
  const groupType = groupQuery.data?.type;
  const wantsRequest = outsider && groupType === 'PRIVATE';
  const ownRequestQuery = useOwnMembershipRequest(event.groupId, wantsRequest);

  // The group's owner is known here only when it is the viewer: their membership says OWNER.
  const groupOwnerId = membershipQuery.data?.role === 'OWNER' ? membershipQuery.data.user.id : '';
  const canManage =
    event.hostId !== null &&
    can(user?.id ?? null, 'update', {
      kind: 'event',
      type: event.type,
      groupType: groupQuery.data?.type ?? 'PUBLIC',
      hostId: event.hostId,
      groupOwnerId,
      actorIsMember: isMember,
    });

  let standing: GroupStanding | null = null;
  if (user !== null) {
    standing =
      outsider && groupType
        ? { kind: 'outsider', groupType, requested: wantsRequest && (ownRequestQuery.data ?? null) !== null }
        : { kind: 'member' };
  }

  return {
    user,
    isHost,
    canManage,
    canSeeDetails,
    participants,
    participantsQuery,
    ownRole,
    standing,
    pending:
      authPending ||
      (!offline &&
        ((canSeeDetails && participantsQuery.isPending) ||
          (user !== null && !isHost && membershipQuery.isPending) ||
          (outsider && groupQuery.isPending) ||
          (wantsRequest && ownRequestQuery.isPending))),
  };
}
