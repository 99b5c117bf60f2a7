/** The groups feature's public surface: what the router and other features may use. */
export { groupQueryOptions, useGroup } from './api/get-group.ts';
export { useGroupHosts } from './api/get-group-hosts.ts';
export { useMembership } from './api/get-membership.ts';
export { useOwnBan } from './api/get-own-ban.ts';
export { useOwnMembershipRequest } from './api/get-own-membership-request.ts';
export { useJoinGroup } from './api/join-group.ts';
export { useRequestMembership } from './api/request-membership.ts';
export { userGroupsQueryOptions, useUserGroups } from './api/get-user-groups.ts';
export { groupKeys } from './api/keys.ts';
export { useLiveGroup } from './hooks/use-live-group.ts';
export { GroupCover } from './components/GroupCover.tsx';
export { GroupCard } from './components/GroupCard.tsx';
export { TaggedText, tagSearchHref } from './components/TaggedText.tsx';
