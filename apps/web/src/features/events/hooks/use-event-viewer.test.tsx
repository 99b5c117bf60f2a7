import type { Group, GroupMember, MembershipRequest, ParticipantRole } from '@neighbourly/shared';
import { describe, expect, it } from 'vitest';
import { selfQueryOptions } from '@/features/auth/index.ts';
import { groupKeys, groupQueryOptions } from '@/features/groups/index.ts';
import { aGroup, anEvent, aUser } from '@/test/factories.ts';
import { renderHookInApp, testQueryClient } from '@/test/render.tsx';
import { eventParticipantsQueryOptions } from '../api/get-event-participants.ts';
import { useEventViewer } from './use-event-viewer.ts';

const event = anEvent({ hostId: 'host' });

interface Seen {
  /** The viewer's id; null for a visitor. */
  userId: string | null;
  /** Their role in the event's group; null when they do not belong to it. */
  groupRole?: GroupMember['role'] | null;
  /** Their role in the event; none when they do not attend. */
  eventRole?: ParticipantRole;
  group?: Group;
  ownRequest?: MembershipRequest | null;
}

/** What the event page makes of the viewer, with the answers it would have loaded. */
function viewerOf({ userId, groupRole = null, eventRole, group = aGroup(), ownRequest = null }: Seen) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(selfQueryOptions().queryKey, userId === null ? null : aUser(userId));
  if (userId !== null) {
    const user = { id: userId, name: userId, hasAvatar: false };
    queryClient.setQueryData(
      groupKeys.membership(event.groupId, userId),
      groupRole ? { groupId: event.groupId, user, role: groupRole } : null,
    );
    queryClient.setQueryData(eventParticipantsQueryOptions(event).queryKey, [
      { groupId: event.groupId, eventId: event.eventId, user: { ...user, id: 'host' }, role: 'HOST' },
      ...(eventRole ? [{ groupId: event.groupId, eventId: event.eventId, user, role: eventRole }] : []),
    ]);
    queryClient.setQueryData(groupQueryOptions(event.groupId).queryKey, group);
    queryClient.setQueryData(groupKeys.ownRequest(event.groupId), ownRequest);
  }
  return renderHookInApp(() => useEventViewer(event), queryClient).result.current;
}

const summary = (viewer: ReturnType<typeof useEventViewer>) => ({
  pending: viewer.pending,
  canManage: viewer.canManage,
  canSeeDetails: viewer.canSeeDetails,
  ownRole: viewer.ownRole,
  standing: viewer.standing,
});

describe('what the event page makes of its viewer (the shared policies)', () => {
  it('shows a visitor neither the tools nor the details', () => {
    expect(summary(viewerOf({ userId: null }))).toEqual({
      pending: false,
      canManage: false,
      canSeeDetails: false,
      ownRole: null,
      standing: null,
    });
  });

  it("gives the event's host and the group's owner the host's tools", () => {
    expect(summary(viewerOf({ userId: 'host', groupRole: 'HOST' }))).toMatchObject({
      canManage: true,
      ownRole: 'HOST',
      standing: { kind: 'member' },
    });
    expect(viewerOf({ userId: 'owner', groupRole: 'OWNER' }).canManage).toBe(true);
  });

  it("keeps another event host's and a member's hands off the event", () => {
    expect(viewerOf({ userId: 'other-host', groupRole: 'HOST' }).canManage).toBe(false);
    expect(summary(viewerOf({ userId: 'ada', groupRole: 'MEMBER', eventRole: 'PARTICIPANT' }))).toEqual({
      pending: false,
      canManage: false,
      canSeeDetails: true,
      ownRole: 'PARTICIPANT',
      standing: { kind: 'member' },
    });
  });

  it('shows someone outside the group the way in: join a public group, ask a private one', () => {
    expect(viewerOf({ userId: 'ada' }).standing).toEqual({
      kind: 'outsider',
      groupType: 'PUBLIC',
      requested: false,
    });
    const ownRequest = { groupId: event.groupId, user: aUser('ada'), createdAt: '2026-11-20T18:00:00.000Z' };
    expect(viewerOf({ userId: 'ada', group: aGroup({ type: 'PRIVATE' }), ownRequest }).standing).toEqual({
      kind: 'outsider',
      groupType: 'PRIVATE',
      requested: true,
    });
  });
});
