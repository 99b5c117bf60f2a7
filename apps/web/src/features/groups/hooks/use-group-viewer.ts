import type { Group, GroupMember, MembershipRequest, SelfUser } from '@neighbourly/shared';
import { useAuth } from '@/features/auth/index.ts';
import { useMembership } from '../api/get-membership.ts';
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
  /** Spec §6: signed-in users, when the group is public or they are a member. */
  canSeeMembers: boolean;
  /** Spec §2: the owner of a private group. */
  canHandleRequests: boolean;
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

  const pending =
    authPending ||
    (user !== null && !isOwner && membershipQuery.isPending) ||
    (wantsRequest && ownRequestQuery.isPending);

  return {
    user,
    pending,
    isOwner,
    membership,
    isMember,
    ownRequest: wantsRequest ? (ownRequestQuery.data ?? null) : null,
    canSeeMembers: user !== null && (group.type === 'PUBLIC' || isMember),
    canHandleRequests: isOwner && group.type === 'PRIVATE',
  };
}
