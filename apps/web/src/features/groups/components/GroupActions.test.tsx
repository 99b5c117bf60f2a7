import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aGroup, aUser } from '@/test/factories.ts';
import { selfQueryOptions } from '@/features/auth/index.ts';
import { renderInApp, testQueryClient } from '@/test/render.tsx';
import type { GroupViewer } from '../hooks/use-group-viewer.ts';
import { GroupActions } from './GroupActions.tsx';

const publicGroup = aGroup({ type: 'PUBLIC' });
const privateGroup = aGroup({ type: 'PRIVATE' });

const NOBODY: GroupViewer = {
  user: null,
  pending: false,
  isOwner: false,
  membership: null,
  isMember: false,
  ownRequest: null,
  isBanned: false,
  canSeeMembers: false,
  canHandleRequests: false,
  canReadCalendar: true,
  canCreateEvent: false,
  canManageMembers: false,
};
const signedIn = (change: Partial<GroupViewer> = {}): GroupViewer => ({
  ...NOBODY,
  user: aUser('ada'),
  ...change,
});
const member = (role: 'MEMBER' | 'HOST') =>
  signedIn({
    isMember: true,
    membership: { groupId: publicGroup.id, user: { id: 'ada', name: 'Ada', hasAvatar: false }, role },
    canCreateEvent: role === 'HOST',
  });

function renderActions(viewer: GroupViewer, group = publicGroup) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(selfQueryOptions().queryKey, viewer.user);
  return renderInApp(<GroupActions group={group} viewer={viewer} LeaveQuestion={() => null} />, {
    queryClient,
    path: `/group/${group.id}`,
  });
}

/** What the viewer can press or follow, in order: each button's or link's text, and a link's address. */
const actions = () =>
  [...document.body.querySelectorAll('a[href], button')].map((element) =>
    [element.textContent, element.getAttribute('href')].filter(Boolean).join(' → '),
  );

describe("the group page's actions by viewer", () => {
  it('shows nothing to press while it finds out who is looking', () => {
    renderActions({ ...NOBODY, pending: true });
    expect(actions()).toEqual([]);
  });

  it('asks a visitor to sign in, and brings them back to the group', () => {
    renderActions(NOBODY);
    expect(actions()).toEqual(['Sign in to join → /authenticate?returnTo=%2Fgroup%2Fgarden-club']);
  });

  it('lets a signed-in stranger join a public group', () => {
    renderActions(signedIn());
    expect(actions()).toEqual(['Join group']);
  });

  it('lets a signed-in stranger ask to join a private group, and withdraw the request', async () => {
    renderActions(signedIn(), privateGroup);
    expect(await screen.findByRole('button', { name: 'Request to join group' })).toBeTruthy();
    expect(actions()).toEqual(['Request to join group']);
  });

  it('shows a pending request, with Withdraw', async () => {
    const ownRequest = {
      groupId: privateGroup.id,
      user: aUser('ada'),
      createdAt: '2026-11-20T18:00:00.000Z',
    };
    renderActions(signedIn({ ownRequest }), privateGroup);
    expect(await screen.findByRole('button', { name: 'Withdraw request' })).toBeTruthy();
    expect(actions()).toEqual(['Requested membership', 'Withdraw request']);
  });

  it('gives a member Leave group only', () => {
    renderActions(member('MEMBER'));
    expect(actions()).toEqual(['Leave group']);
  });

  it('gives an event host Create event beside Leave group', () => {
    renderActions(member('HOST'));
    expect(actions()).toEqual(['Create event → /group/garden-club/create-event/PUBLIC', 'Leave group']);
  });

  it('gives the owner Create event, Manage group and Delete group, and no Leave', async () => {
    renderActions(signedIn({ isOwner: true, isMember: true, canCreateEvent: true, canManageMembers: true }));
    expect(await screen.findByRole('button', { name: 'Delete group' })).toBeTruthy();
    expect(actions()).toEqual([
      'Create event → /group/garden-club/create-event/PUBLIC',
      'Manage group → /group/garden-club/edit',
      'Delete group',
    ]);
  });

  it('tells someone the owner banned that they cannot join, and offers nothing', () => {
    renderActions(signedIn({ isBanned: true }), privateGroup);
    expect(screen.getByText('You cannot join this group.')).toBeTruthy();
    expect(actions()).toEqual([]);
  });
});
