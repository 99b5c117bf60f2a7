/** The groups domain's door: groups, members, membership requests, covers. */
export { alreadyBanned, banFromGroup, isBannedFrom } from './bans.service.ts';
export { GROUP_FEDERATION_JOB, queueGroupFederation } from './group-federation.ts';
export { announceGroupChange } from './group-pages.ts';
export { toGroupCard } from './groups.presenter.ts';
export {
  countFollowersOf,
  findGroup,
  isHandleTaken,
  groupHasTag,
  groupsOwnedBy,
  insertGroup,
  lockGroup,
  markGroupActive,
  replaceTags,
  tagsOfGroups,
} from './groups.repository.ts';
export { groupsRoutes } from './groups.routes.ts';
export {
  isGroupIdTaken,
  markCover,
  readGroup,
  removeGroup,
  requireGroup,
  requireGroupFor,
} from './groups.service.ts';
export {
  groupIdsOfMember,
  groupsJoinedAmong,
  insertMember,
  memberIdsOf,
  roleIn,
  shareAGroup,
  successorOf,
} from './members.repository.ts';
export { membersRoutes } from './members.routes.ts';
export {
  handGroupTo,
  lockGroupsOfMember,
  removeAllMemberships,
  removeMembership,
  removeOtherMember,
  requireLeavable,
} from './members.service.ts';
export { insertRequest } from './requests.repository.ts';
export { requestsRoutes } from './requests.routes.ts';
