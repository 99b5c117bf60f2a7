/** Events, who attends them, their comments and hosting (modules/events). */
import { API_PATHS, type Recurrence } from '@neighbourly/shared';
import type { TestClient } from '../../client.ts';
import { createEvent, eventBody } from '../../factories.ts';
import { everyone, signedIn, type AccessRow } from '../table.ts';
import { loginOf, type Role, type World } from '../world.ts';

/** The event's host and the group's owner may; the rest may not. */
const hostOrOwner = (status: number) =>
  everyone(403, { visitor: 401, suspended: 401, host: status, owner: status });

const DAY = 86_400_000;

/** A new event (by default of the public group, by its host), and the body of a PUT that renames it. */
async function hostsEvent(
  w: World,
  {
    by = 'host',
    groupId = w.groupId,
    recurrence,
  }: { by?: 'host' | 'owner'; groupId?: string; recurrence?: Recurrence } = {},
) {
  // The table makes more events than a person may in a day; that limit is limits.test.ts's.
  await w.t.app.deps.db.deleteFrom('event_creations').where('user_id', '=', w.logins[by]).execute();
  const start = new Date(Date.now() + DAY).toISOString();
  const eventId = await createEvent(w.clients[by], groupId, { start, ...(recurrence ? { recurrence } : {}) });
  return { eventId, edit: { ...eventBody(groupId, { start, name: 'Evening walk, renamed' }), eventId } };
}

const WEEKLY: Recurrence = { frequency: 'WEEKLY', count: 3 };

const key = (w: World, eventId = w.eventId, groupId = w.groupId) => `groupId=${groupId}&eventId=${eventId}`;

/** The role attends a new event of the host's and, when that worked, leaves it. */
async function attendNew(c: TestClient, w: World, role: Role) {
  const { eventId } = await hostsEvent(w);
  const attended = await c.post(API_PATHS.eventParticipants, {
    groupId: w.groupId,
    eventId,
    userId: loginOf(w, role),
  });
  if (attended.statusCode === 201) {
    await c.delete(`${API_PATHS.eventParticipants}?${key(w, eventId)}&userId=${loginOf(w, role)}`);
  }
  return attended;
}

/** A new comment by the member on the world's event. */
async function membersComment(w: World) {
  const body = { groupId: w.groupId, eventId: w.eventId, comment: 'See you' };
  const added = await w.clients.member.post(API_PATHS.eventComments, body);
  if (added.statusCode !== 201) throw new Error(`comment failed: ${added.body}`);
  return added.json().success.data.id as number;
}

export const rows: AccessRow[] = [
  {
    route: 'GET /api/public/v1/events',
    case: 'public group',
    call: (c, w) => c.get(`${API_PATHS.events}?${key(w)}`),
    expect: everyone(200, {}),
  },
  {
    route: 'GET /api/public/v1/events',
    case: 'private group',
    call: (c, w) => c.get(`${API_PATHS.events}?${key(w, w.privateEventId, w.privateGroupId)}`),
    expect: everyone(200, {}),
  },
  {
    route: 'POST /api/public/v1/events',
    call: (c, w) => c.post(API_PATHS.events, eventBody(w.groupId)),
    expect: hostOrOwner(201),
  },
  {
    route: 'PUT /api/public/v1/events',
    case: "the host's event",
    call: async (c, w) => c.put(API_PATHS.events, (await hostsEvent(w)).edit),
    expect: hostOrOwner(200),
  },
  {
    route: 'PUT /api/public/v1/events',
    case: "the owner's event in the private group",
    call: async (c, w) =>
      c.put(API_PATHS.events, (await hostsEvent(w, { by: 'owner', groupId: w.privateGroupId })).edit),
    // The host hosts in the public group only: here they are a member like any other.
    expect: everyone(403, { visitor: 401, suspended: 401, owner: 200 }),
  },
  {
    route: 'PUT /api/public/v1/events',
    case: "the host's series, this and following",
    call: async (c, w) =>
      c.put(API_PATHS.events, { ...(await hostsEvent(w, { recurrence: WEEKLY })).edit, scope: 'FOLLOWING' }),
    expect: hostOrOwner(200),
  },
  {
    route: 'DELETE /api/public/v1/events',
    case: "the host's event",
    call: async (c, w) => c.delete(`${API_PATHS.events}?${key(w, (await hostsEvent(w)).eventId)}`),
    expect: hostOrOwner(200),
  },
  {
    route: 'DELETE /api/public/v1/events',
    case: "the host's series, this and following",
    call: async (c, w) =>
      c.delete(
        `${API_PATHS.events}?${key(w, (await hostsEvent(w, { recurrence: WEEKLY })).eventId)}&scope=FOLLOWING`,
      ),
    expect: hostOrOwner(200),
  },
  {
    route: 'GET /api/public/v1/events/getAllForGroup',
    case: 'public group',
    call: (c, w) => c.get(`${API_PATHS.eventsForGroup}?groupId=${w.groupId}`),
    expect: everyone(200, {}),
  },
  {
    route: 'GET /api/public/v1/events/getAllForGroup',
    case: 'private group',
    call: (c, w) => c.get(`${API_PATHS.eventsForGroup}?groupId=${w.privateGroupId}`),
    expect: everyone(200, {}),
  },
  {
    route: 'GET /api/public/v1/events/calendar',
    case: 'public group',
    call: (c, w) => c.get(`${API_PATHS.eventCalendar}?${key(w)}`),
    expect: everyone(200, {}),
  },
  {
    route: 'GET /api/public/v1/events/calendar',
    case: 'private group',
    call: (c, w) => c.get(`${API_PATHS.eventCalendar}?${key(w, w.privateEventId, w.privateGroupId)}`),
    expect: everyone(403, { member: 200, host: 200, owner: 200 }),
  },
  {
    route: 'PUT /api/public/v1/events/host',
    case: "the host's event, to the owner",
    call: async (c, w) =>
      c.put(API_PATHS.eventHost, {
        groupId: w.groupId,
        eventId: (await hostsEvent(w)).eventId,
        userId: w.logins.owner,
      }),
    expect: hostOrOwner(200),
  },
  {
    route: 'POST /api/public/v1/eventParticipants',
    case: 'attending oneself',
    call: attendNew,
    expect: everyone(403, { visitor: 401, suspended: 401, member: 201, host: 409, owner: 201, blocked: 201 }),
  },
  {
    route: 'DELETE /api/public/v1/eventParticipants',
    case: "the member's place at a new event",
    call: async (c, w) => {
      const { eventId } = await hostsEvent(w);
      const place = { groupId: w.groupId, eventId, userId: w.logins.member };
      const attended = await w.clients.member.post(API_PATHS.eventParticipants, place);
      if (attended.statusCode !== 201) throw new Error(`attending failed: ${attended.body}`);
      return c.delete(`${API_PATHS.eventParticipants}?${key(w, eventId)}&userId=${w.logins.member}`);
    },
    expect: everyone(403, { visitor: 401, suspended: 401, member: 200 }),
  },
  {
    route: 'GET /api/public/v1/eventParticipants/allForGroupEvent',
    case: 'public group',
    call: (c, w) => c.get(`${API_PATHS.eventParticipantsForEvent}?${key(w)}`),
    // Who attends and what they say are for people signed in, even at a public event.
    expect: signedIn(200),
  },
  {
    route: 'GET /api/public/v1/eventParticipants/allForGroupEvent',
    case: 'private group',
    call: (c, w) =>
      c.get(`${API_PATHS.eventParticipantsForEvent}?${key(w, w.privateEventId, w.privateGroupId)}`),
    expect: everyone(403, { visitor: 401, suspended: 401, member: 200, host: 200, owner: 200 }),
  },
  {
    route: 'GET /api/public/v1/eventParticipants/allForUser',
    case: "the member's events",
    call: (c, w) => c.get(`${API_PATHS.eventParticipantsForUser}?userId=${w.logins.member}`),
    expect: everyone(403, { visitor: 401, suspended: 401, member: 200 }),
  },
  {
    route: 'GET /api/public/v1/eventComments/allForGroupEvent',
    case: 'public group',
    call: (c, w) => c.get(`${API_PATHS.eventCommentsForEvent}?${key(w)}`),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/public/v1/eventComments/allForGroupEvent',
    case: 'private group',
    call: (c, w) => c.get(`${API_PATHS.eventCommentsForEvent}?${key(w, w.privateEventId, w.privateGroupId)}`),
    expect: everyone(403, { visitor: 401, suspended: 401, member: 200, host: 200, owner: 200 }),
  },
  {
    route: 'POST /api/public/v1/eventComments',
    call: (c, w) =>
      c.post(API_PATHS.eventComments, { groupId: w.groupId, eventId: w.eventId, comment: 'Hello' }),
    expect: everyone(201, { visitor: 401, suspended: 401, banned: 403 }),
  },
  {
    route: 'PUT /api/public/v1/eventComments',
    case: "the member's comment",
    call: (c, w) => c.put(API_PATHS.eventComments, { id: w.commentId, comment: 'Coming!' }),
    expect: everyone(403, { visitor: 401, suspended: 401, member: 200 }),
  },
  {
    route: 'DELETE /api/public/v1/eventComments',
    case: "a member's comment",
    call: async (c, w) => c.delete(`${API_PATHS.eventComments}?id=${await membersComment(w)}`),
    expect: everyone(403, { visitor: 401, suspended: 401, member: 200, host: 200, owner: 200 }),
  },
];
