/** Groups, their members, membership requests and bans (modules/groups). */
import { API_PATHS } from '@neighbourly/shared';
import type { TestClient } from '../../client.ts';
import { signedInClient } from '../../factories.ts';
import { everyone, ownerOnly, signedIn, type AccessRow } from '../table.ts';
import { loginOf, newcomer, throwawayGroup, type Role, type World } from '../world.ts';

const groupBody = (id: string) => ({
  id,
  name: `Group ${id}`,
  description: 'We meet every week.',
  type: 'PUBLIC',
  tags: ['community'],
});

/** Someone who asked to join the private group and waits. */
async function requester(w: World) {
  const { client, user } = await signedInClient(w.t.app);
  const key = { groupId: w.privateGroupId, userId: user.login };
  const asked = await client.post(API_PATHS.membershipRequests, key);
  if (asked.statusCode !== 201) throw new Error(`request failed: ${asked.body}`);
  return user.login;
}

/** The role joins the public group and, when that worked, leaves it again (the world stays as it was). */
async function joinAndLeave(c: TestClient, w: World, role: Role) {
  const key = { groupId: w.groupId, userId: loginOf(w, role) };
  const joined = await c.post(API_PATHS.groupMembers, key);
  if (joined.statusCode === 201)
    await c.delete(`${API_PATHS.groupMembers}?groupId=${w.groupId}&userId=${key.userId}`);
  return joined;
}

/** The role asks to join the private group and, when that worked, withdraws. */
async function askAndWithdraw(c: TestClient, w: World, role: Role) {
  const key = { groupId: w.privateGroupId, userId: loginOf(w, role) };
  const asked = await c.post(API_PATHS.membershipRequests, key);
  if (asked.statusCode === 201) {
    await c.delete(`${API_PATHS.membershipRequests}?groupId=${key.groupId}&userId=${key.userId}`);
  }
  return asked;
}

export const rows: AccessRow[] = [
  {
    route: 'GET /api/public/v1/groups/exists',
    call: (c, w) => c.get(`${API_PATHS.groupExists}?id=${w.groupId}`),
    expect: everyone(200, {}),
  },
  {
    route: 'GET /api/public/v1/groups',
    case: 'public group',
    call: (c, w) => c.get(`${API_PATHS.groups}?id=${w.groupId}`),
    expect: everyone(200, {}),
  },
  {
    route: 'GET /api/public/v1/groups',
    case: 'private group',
    call: (c, w) => c.get(`${API_PATHS.groups}?id=${w.privateGroupId}`),
    expect: everyone(200, {}),
  },
  {
    route: 'POST /api/public/v1/groups',
    call: (c, _w, role) => c.post(API_PATHS.groups, groupBody(`g_${role}_${Date.now().toString(36)}`)),
    expect: signedIn(201),
  },
  {
    route: 'PUT /api/public/v1/groups',
    call: (c, w) => c.put(API_PATHS.groups, groupBody(w.groupId)),
    expect: ownerOnly(200),
  },
  {
    route: 'PUT /api/public/v1/groupMembers',
    case: 'making a newcomer a host',
    call: async (c, w) =>
      c.put(API_PATHS.groupMembers, { groupId: w.groupId, userId: await newcomer(w), role: 'HOST' }),
    expect: ownerOnly(200),
  },
  {
    route: 'PUT /api/public/v1/groups/owner',
    case: 'a group of the owner, to a newcomer',
    call: async (c, w) => {
      const groupId = await throwawayGroup(w);
      return c.put(API_PATHS.groupOwner, { groupId, userId: await newcomer(w, groupId) });
    },
    expect: ownerOnly(200),
  },
  {
    route: 'GET /api/public/v1/groupMembers',
    case: 'is the member in the public group',
    call: (c, w) => c.get(`${API_PATHS.groupMembers}?groupId=${w.groupId}&userId=${w.logins.member}`),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/public/v1/groupMembers',
    case: 'is the member in the private group',
    call: (c, w) => c.get(`${API_PATHS.groupMembers}?groupId=${w.privateGroupId}&userId=${w.logins.member}`),
    expect: everyone(403, { visitor: 401, suspended: 401, member: 200, host: 200, owner: 200 }),
  },
  {
    route: 'POST /api/public/v1/groupMembers',
    case: 'joining the public group oneself',
    call: joinAndLeave,
    expect: everyone(201, {
      visitor: 401,
      suspended: 401,
      member: 409,
      host: 409,
      owner: 409,
      blocked: 409,
      banned: 403,
    }),
  },
  {
    route: 'POST /api/public/v1/groupMembers',
    case: 'joining the private group oneself',
    call: (c, w, role) =>
      c.post(API_PATHS.groupMembers, { groupId: w.privateGroupId, userId: loginOf(w, role) }),
    // Even its members: a private group is asked to join, never joined.
    expect: everyone(403, { visitor: 401, suspended: 401 }),
  },
  {
    route: 'GET /api/public/v1/groupMembers/allForGroup',
    case: 'public group',
    call: (c, w) => c.get(`${API_PATHS.groupMembersForGroup}?groupId=${w.groupId}`),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/public/v1/groupMembers/allForGroup',
    case: 'private group',
    call: (c, w) => c.get(`${API_PATHS.groupMembersForGroup}?groupId=${w.privateGroupId}`),
    expect: everyone(403, { visitor: 401, suspended: 401, member: 200, host: 200, owner: 200 }),
  },
  {
    route: 'GET /api/public/v1/groupMembers/allForUser',
    case: "the member's groups",
    call: (c, w) => c.get(`${API_PATHS.groupMembersForUser}?userId=${w.logins.member}`),
    expect: everyone(403, { visitor: 401, suspended: 401, member: 200 }),
  },
  {
    route: 'GET /api/public/v1/groupMembershipRequests',
    case: 'own request to the private group',
    call: (c, w) => c.get(`${API_PATHS.membershipRequests}?groupId=${w.privateGroupId}`),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/public/v1/groupMembershipRequests',
    case: 'asking to join the private group oneself',
    call: askAndWithdraw,
    expect: everyone(201, { visitor: 401, suspended: 401, member: 409, host: 409, owner: 409 }),
  },
  {
    route: 'DELETE /api/public/v1/groupMembershipRequests',
    case: "rejecting a newcomer's request",
    call: async (c, w) =>
      c.delete(`${API_PATHS.membershipRequests}?groupId=${w.privateGroupId}&userId=${await requester(w)}`),
    expect: ownerOnly(200),
  },
  {
    route: 'GET /api/public/v1/groupMembershipRequests/allForGroup',
    call: (c, w) => c.get(`${API_PATHS.membershipRequestsForGroup}?groupId=${w.privateGroupId}`),
    expect: ownerOnly(200),
  },
  {
    route: 'POST /api/public/v1/groupMembershipRequests/approve',
    case: "a newcomer's request",
    call: async (c, w) =>
      c.post(API_PATHS.membershipRequestApprove, { groupId: w.privateGroupId, userId: await requester(w) }),
    expect: ownerOnly(200),
  },
  {
    route: 'GET /api/public/v1/groupBans',
    call: (c, w) => c.get(`${API_PATHS.groupBans}?groupId=${w.groupId}`),
    expect: ownerOnly(200),
  },
  {
    route: 'GET /api/public/v1/groupBans/self',
    call: (c, w) => c.get(`${API_PATHS.groupBansSelf}?groupId=${w.groupId}`),
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/public/v1/groupBans',
    case: "lifting a newcomer's ban",
    call: async (c, w) => {
      const userId = await newcomer(w);
      const banned = await w.clients.owner.post(API_PATHS.groupBans, { groupId: w.groupId, userId });
      if (banned.statusCode !== 201) throw new Error(`ban failed: ${banned.body}`);
      return c.delete(`${API_PATHS.groupBans}?groupId=${w.groupId}&userId=${userId}`);
    },
    expect: ownerOnly(200),
  },
];
