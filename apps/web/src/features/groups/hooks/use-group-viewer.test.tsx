import type { Group, GroupMember, MembershipRole } from '@neighbourly/shared';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { selfQueryOptions } from '@/features/auth/index.ts';
import { takeRequests } from '@/test/network.ts';
import { aGroup, aUser } from '@/test/factories.ts';
import { renderHookInApp, testQueryClient } from '@/test/render.tsx';
import { groupKeys } from '../api/keys.ts';
import { useGroupViewer } from './use-group-viewer.ts';

type Who = 'visitor' | 'stranger' | 'banned' | MembershipRole;

/** What `who` may do on `group`'s page, with the answers the page would have loaded. */
function viewerOn(group: Group, who: Who) {
  const queryClient = testQueryClient();
  const userId = who === 'OWNER' ? group.owner.id : 'ada';
  queryClient.setQueryData(selfQueryOptions().queryKey, who === 'visitor' ? null : aUser(userId));
  if (who !== 'visitor') {
    const membership: GroupMember | null =
      who === 'stranger' || who === 'banned'
        ? null
        : { groupId: group.id, user: { id: userId, name: 'Ada', hasAvatar: false }, role: who };
    queryClient.setQueryData(groupKeys.membership(group.id, userId), membership);
    queryClient.setQueryData(groupKeys.ownRequest(group.id), null);
    queryClient.setQueryData(
      groupKeys.ownBan(group.id),
      who === 'banned' ? { groupId: group.id, bannedAt: '2026-11-20T18:00:00.000Z' } : null,
    );
  }
  return renderHookInApp(() => useGroupViewer(group), queryClient).result.current;
}

const may = (viewer: ReturnType<typeof useGroupViewer>) => ({
  member: viewer.isMember,
  banned: viewer.isBanned,
  seeMembers: viewer.canSeeMembers,
  handleRequests: viewer.canHandleRequests,
  readCalendar: viewer.canReadCalendar,
  createEvent: viewer.canCreateEvent,
  manageMembers: viewer.canManageMembers,
});

const no = {
  member: false,
  banned: false,
  seeMembers: false,
  handleRequests: false,
  readCalendar: false,
  createEvent: false,
  manageMembers: false,
};

describe('what the group page lets each viewer do (the shared policies)', () => {
  const publicGroup = aGroup({ type: 'PUBLIC' });
  const privateGroup = aGroup({ type: 'PRIVATE' });

  it.each<[Who, Group, typeof no]>([
    ['visitor', publicGroup, { ...no, readCalendar: true }],
    ['stranger', publicGroup, { ...no, seeMembers: true, readCalendar: true }],
    ['banned', publicGroup, { ...no, banned: true, seeMembers: true, readCalendar: true }],
    ['MEMBER', publicGroup, { ...no, member: true, seeMembers: true, readCalendar: true }],
    ['HOST', publicGroup, { ...no, member: true, seeMembers: true, readCalendar: true, createEvent: true }],
    [
      'OWNER',
      publicGroup,
      { ...no, member: true, seeMembers: true, readCalendar: true, createEvent: true, manageMembers: true },
    ],
    ['visitor', privateGroup, no],
    ['stranger', privateGroup, no],
    ['MEMBER', privateGroup, { ...no, member: true, seeMembers: true, readCalendar: true }],
    ['HOST', privateGroup, { ...no, member: true, seeMembers: true, readCalendar: true, createEvent: true }],
    [
      'OWNER',
      privateGroup,
      {
        member: true,
        banned: false,
        seeMembers: true,
        handleRequests: true,
        readCalendar: true,
        createEvent: true,
        manageMembers: true,
      },
    ],
  ])('%s of a group (%#)', (who, group, expected) => {
    const viewer = viewerOn(group, who);
    expect(viewer.pending).toBe(false);
    expect(viewer.isOwner).toBe(who === 'OWNER');
    expect(may(viewer)).toEqual(expected);
  });

  it('waits for the membership check of a signed-in person before showing anything', async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(selfQueryOptions().queryKey, aUser('ada'));
    const { result } = renderHookInApp(() => useGroupViewer(publicGroup), queryClient);
    expect(result.current.pending).toBe(true);
    // Its membership and its own ban are asked side by side, not one after the other.
    const asked: string[] = [];
    await waitFor(() => {
      asked.push(...takeRequests());
      expect(asked.sort()).toEqual([
        'GET /api/public/v1/groupBans/self?groupId=garden-club',
        'GET /api/public/v1/groupMembers?groupId=garden-club&userId=ada',
      ]);
    });
  });
});
