/** The groups domain's door: groups, members, membership requests, covers. */
export { toGroupCard } from './groups.presenter.ts';
export {
  groupsOwnedBy,
  handGroupTo,
  replaceTags,
  roleIn,
  successorOf,
  tagsOfGroups,
} from './groups.repository.ts';
export { groupsRoutes } from './groups.routes.ts';
export { isGroupIdTaken, removeGroup, requireGroup, requireOwnedGroup } from './groups.service.ts';
export { membersRoutes } from './members.routes.ts';
export { removeAllMemberships, removeMembership, requireLeavable } from './members.service.ts';
