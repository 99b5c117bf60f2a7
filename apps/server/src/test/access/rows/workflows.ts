/** What spans modules (workflows/workflows.routes.ts): leaving, removing, banning, deleting, watching. */
import { API_PATHS, liveTopics } from '@neighbourly/shared';
import { createUser } from '../../factories.ts';
import { everyone, ownerOnly, type AccessRow } from '../table.ts';
import { loginOf, newcomer, throwawayGroup } from '../world.ts';

export const rows: AccessRow[] = [
  {
    route: 'PUT /api/public/v1/live/watch',
    case: "the public group's page",
    // The stream id is the caller's own; an unknown one is no one's, and nothing is heard.
    call: (c, w) =>
      c.put(API_PATHS.liveWatch, { streamId: 'no-such-stream', topics: [liveTopics.group(w.groupId)] }),
    expect: everyone(200, { visitor: 401, suspended: 401 }),
  },
  {
    route: 'DELETE /api/public/v1/users',
    case: "someone else's account",
    call: async (c, w) => c.delete(`${API_PATHS.users}?id=${(await createUser(w.t.app)).login}`),
    expect: everyone(403, { visitor: 401, suspended: 401 }),
  },
  {
    route: 'DELETE /api/public/v1/groupMembers',
    case: 'leaving a group one joined',
    call: async (c, w, role) => {
      const groupId = await throwawayGroup(w);
      await c.post(API_PATHS.groupMembers, { groupId, userId: loginOf(w, role) });
      return c.delete(`${API_PATHS.groupMembers}?groupId=${groupId}&userId=${loginOf(w, role)}`);
    },
    // The owner cannot leave (the group needs one): they hand it over or delete it.
    expect: everyone(200, { visitor: 401, suspended: 401, owner: 403 }),
  },
  {
    route: 'DELETE /api/public/v1/groupMembers',
    case: 'removing a newcomer',
    call: async (c, w) =>
      c.delete(`${API_PATHS.groupMembers}?groupId=${w.groupId}&userId=${await newcomer(w)}`),
    expect: ownerOnly(200),
  },
  {
    route: 'POST /api/public/v1/groupBans',
    case: 'banning a newcomer',
    call: async (c, w) => c.post(API_PATHS.groupBans, { groupId: w.groupId, userId: await newcomer(w) }),
    expect: ownerOnly(201),
  },
  {
    route: 'DELETE /api/public/v1/groups',
    case: "a group of the owner's",
    call: async (c, w) => c.delete(`${API_PATHS.groups}?id=${await throwawayGroup(w)}`),
    expect: ownerOnly(200),
  },
];
