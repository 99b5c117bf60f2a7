/**
 * GET /api/public/v1/groupMembers/allForGroup?groupId=&hostsOnly=true — the owner and the event
 * hosts: who may be given an event to host (first page; groups have few hosts).
 */
import { API_PATHS, type GroupMember } from '@neighbourly/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api.ts';
import { groupKeys } from './keys.ts';

export async function getGroupHosts(groupId: string, signal?: AbortSignal): Promise<GroupMember[]> {
  return api<GroupMember[]>(API_PATHS.groupMembersForGroup, {
    query: { groupId, hostsOnly: 'true', limit: 100 },
    signal,
  });
}

export const groupHostsQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: groupKeys.hosts(groupId),
    queryFn: ({ signal }) => getGroupHosts(groupId, signal),
  });

export const useGroupHosts = (groupId: string, enabled: boolean) =>
  useQuery({ ...groupHostsQueryOptions(groupId), enabled });
