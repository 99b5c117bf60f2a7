/** The query-key factory of the groups feature: keys are built here, never typed by hand. */
export const groupKeys = {
  all: ['groups'] as const,
  detail: (groupId: string) => [...groupKeys.all, 'detail', groupId] as const,
  idTaken: (groupId: string) => [...groupKeys.all, 'idTaken', groupId] as const,
  /** Whether a fediverse handle is free, for the group asking (none when creating). */
  handleFree: (handle: string, groupId: string | undefined) =>
    [...groupKeys.all, 'handleFree', handle, groupId ?? null] as const,
  coverVersion: (groupId: string) => [...groupKeys.all, 'coverVersion', groupId] as const,
  membership: (groupId: string, userId: string) => [...groupKeys.all, 'membership', groupId, userId] as const,
  ownRequest: (groupId: string) => [...groupKeys.all, 'ownRequest', groupId] as const,
  members: (groupId: string) => [...groupKeys.all, 'members', groupId] as const,
  /** Under members, so a change of members refreshes it too. */
  hosts: (groupId: string) => [...groupKeys.members(groupId), 'hosts'] as const,
  requests: (groupId: string) => [...groupKeys.all, 'requests', groupId] as const,
  bans: (groupId: string) => [...groupKeys.all, 'bans', groupId] as const,
  followers: (groupId: string) => [...groupKeys.all, 'followers', groupId] as const,
  ownBan: (groupId: string) => [...groupKeys.all, 'ownBan', groupId] as const,
  userGroups: (userId: string) => [...groupKeys.all, 'userGroups', userId] as const,
};
