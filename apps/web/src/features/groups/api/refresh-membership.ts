/**
 * After a change of who belongs to a group, everything that shows it asks again: the group
 * (its members count), the user's membership, own request and own ban, the member, request
 * and ban lists, and the user's groups. Invalidated through each call's queryOptions, never a typed key.
 */
import type { QueryClient } from '@tanstack/react-query';
import { groupBansQueryOptions } from './get-group-bans.ts';
import { ownBanQueryOptions } from './get-own-ban.ts';
import { ownMembershipRequestQueryOptions } from './get-own-membership-request.ts';
import { groupQueryOptions } from './get-group.ts';
import { groupMembersQueryOptions } from './get-group-members.ts';
import { membershipQueryOptions } from './get-membership.ts';
import { membershipRequestsQueryOptions } from './get-membership-requests.ts';
import { userGroupsQueryOptions } from './get-user-groups.ts';

export async function refreshMembership(
  queryClient: QueryClient,
  groupId: string,
  userId: string,
): Promise<void> {
  await Promise.all(
    [
      groupQueryOptions(groupId).queryKey,
      membershipQueryOptions(groupId, userId).queryKey,
      ownMembershipRequestQueryOptions(groupId).queryKey,
      groupMembersQueryOptions(groupId).queryKey,
      membershipRequestsQueryOptions(groupId).queryKey,
      groupBansQueryOptions(groupId).queryKey,
      ownBanQueryOptions(groupId).queryKey,
      userGroupsQueryOptions(userId).queryKey,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
