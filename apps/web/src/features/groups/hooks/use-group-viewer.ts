import {
  can,
  type ActionOn,
  type Group,
  type GroupFacts,
  type GroupMember,
  type MembershipRequest,
  type SelfUser,
} from '@neighbourly/shared';
import { useAuth } from '@/features/auth/index.ts';
import { useMembership } from '../api/get-membership.ts';
import { useOwnBan } from '../api/get-own-ban.ts';
import { useOwnMembershipRequest } from '../api/get-own-membership-request.ts';

export interface GroupViewer {
  user: SelfUser | null;
  /** Still finding out who is signed in, or what they are to this group. */
  pending: boolean;
  isOwner: boolean;
  membership: GroupMember | null;
  isMember: boolean;
  /** A pending request to join this (private) group. */
  ownRequest: MembershipRequest | null;
  /** The owner banned the viewer: no Join, no request (issue #27). */
  isBanned: boolean;
  /** The Members tab: as the server's policy for listing members. */
  canSeeMembers: boolean;
  /** The Requests tab, which only a private group has. */
  canHandleRequests: boolean;
  /** 'Subscribe to calendar': a public group's calendar for anyone, a private one's for members. */
  canReadCalendar: boolean;
  /** 'Create event': the owner and the event hosts. */
  canCreateEvent: boolean;
  /** The menu on each member row: make or unmake hosts, hand over, remove, ban; the Banned tab (the owner). */
  canManageMembers: boolean;
}

/** Who is looking at the group page and what they may do there. */
export function useGroupViewer(group: Group): GroupViewer {
  const { user, isPending: authPending } = useAuth();
  const membershipQuery = useMembership(group.id, user?.id);
  const isOwner = user !== null && user.id === group.owner.id;
  const membership = membershipQuery.data ?? null;
  const isMember = isOwner || membership !== null;
  const wantsRequest = user !== null && group.type === 'PRIVATE' && !isMember && membershipQuery.isSuccess;
  const ownRequestQuery = useOwnMembershipRequest(group.id, wantsRequest);
  // Asked beside the membership, not after it, so a non-member's Join waits for no second
  // round trip, and a member removed by a ban already has the answer to load again.
  const ownBanQuery = useOwnBan(group.id, user !== null && !isOwner);
  const wantsBan = user !== null && !isMember && membershipQuery.isSuccess;

  const facts: GroupFacts = {
    kind: 'group',
    ownerId: group.owner.id,
    type: group.type,
    actorRole: isOwner ? 'OWNER' : (membership?.role ?? null),
  };
  const may = (action: ActionOn<GroupFacts>) => can(user?.id ?? null, action, facts);

  const pending =
    authPending ||
    (user !== null && !isOwner && membershipQuery.isPending) ||
    (wantsRequest && ownRequestQuery.isPending) ||
    (wantsBan && ownBanQuery.isPending);

  return {
    user,
    pending,
    isOwner,
    membership,
    isMember,
    ownRequest: wantsRequest ? (ownRequestQuery.data ?? null) : null,
    isBanned: wantsBan && ownBanQuery.data != null,
    canSeeMembers: may('seeMembers'),
    canHandleRequests: may('handleRequests') && group.type === 'PRIVATE',
    canReadCalendar: may('readCalendar'),
    canCreateEvent: may('createEvent'),
    canManageMembers: may('manageMembers'),
  };
}
