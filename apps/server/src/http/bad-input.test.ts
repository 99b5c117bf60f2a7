/**
 * The bad inputs that once answered 500 (NUL reaching PostgreSQL, ids beyond int4, cursors of the
 * wrong shape, NUL in an FTS5 phrase, capitalised tags), each named, on both databases. The fuzz
 * suite (test/fuzz) looks for new ones; this file keeps the known ones readable.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, MESSAGES } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { TestClient } from '../test/client.ts';
import { createEvent, createGroup, signedInClient } from '../test/factories.ts';

let t: TestApp;
let owner: TestClient;
let ownerId: string;
let groupId: string;
let eventId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const made = await signedInClient(t.app);
  owner = made.client;
  ownerId = made.user.login;
  groupId = (await createGroup(t.app, { owner })).id;
  eventId = await createEvent(owner, groupId);
});
afterAll(async () => t.close());

const NUL = '\u0000';
const BEYOND_INT4 = 2_147_483_648;
const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');
const q = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();

/** Everything a refused write could have touched, to compare before and after. */
async function snapshot() {
  const { db } = t.app.deps;
  return {
    users: await db.selectFrom('users').select(['id', 'name']).orderBy('id').execute(),
    groups: await db.selectFrom('groups').select(['id', 'name', 'description']).orderBy('id').execute(),
    events: await db
      .selectFrom('events')
      .select(['id', 'name', 'description', 'location'])
      .orderBy('id')
      .execute(),
    comments: await db.selectFrom('event_comments').select('comment').orderBy('id').execute(),
    requests: await db.selectFrom('membership_requests').select(['group_id', 'user_id']).execute(),
  };
}

function expectRefused(response: LightMyRequestResponse, code = 'VALIDATION_ERROR') {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().error.code).toBe(code);
  expect(response.body).not.toMatch(/\n\s+at /);
}

function eventBody(overrides: Record<string, unknown> = {}) {
  const start = Date.now() + 86_400_000;
  return {
    groupId,
    eventId: 0,
    name: 'Walk',
    description: 'A walk',
    location: 'Stanley Park',
    type: 'PUBLIC',
    startDateTime: new Date(start).toISOString(),
    endDateTime: new Date(start + 3_600_000).toISOString(),
    tags: [],
    participantsLimit: 0,
    ...overrides,
  };
}

describe('a NUL character in any text', () => {
  it('is refused at sign-in before the database sees it', async () => {
    const response = await new TestClient(t.app).signIn(`de${NUL}mo`, 'Passw0rd!');
    expectRefused(response);
    expect(response.json().error.message).toContain(MESSAGES.controlCharacters);
  });

  it.each([
    [API_PATHS.groupSearch, { searchTerm: `a${NUL}b` }],
    [API_PATHS.groupSearch, { searchTerm: `abc${NUL}` }], // an FTS5 phrase on SQLite
    [API_PATHS.eventSearch, { tagsTerm: NUL }],
    [API_PATHS.eventSearch, { searchTerm: `trail${NUL}run` }],
    [API_PATHS.users, { id: `a${NUL}b` }],
    [API_PATHS.groupMembersForUser, { userId: `a${NUL}b` }],
    [API_PATHS.eventParticipantsForUser, { userId: `a${NUL}b` }],
    [API_PATHS.checkLogin, { login: `a${NUL}b` }],
  ])('is refused in GET %s %o', async (path, params) => {
    expectRefused(await owner.get(`${path}?${q(params)}`));
  });

  it.each([
    ['POST', API_PATHS.users, () => ({ id: ownerId, name: `Ann${NUL}` })],
    [
      'PUT',
      API_PATHS.groups,
      () => ({ id: groupId, name: `N${NUL}`, description: 'd', type: 'PUBLIC', tags: [] }),
    ],
    [
      'PUT',
      API_PATHS.groups,
      () => ({ id: groupId, name: 'N', description: `d${NUL}`, type: 'PUBLIC', tags: [] }),
    ],
    ['POST', API_PATHS.events, () => eventBody({ name: `W${NUL}` })],
    ['POST', API_PATHS.events, () => eventBody({ description: `A${NUL}` })],
    ['PUT', API_PATHS.events, () => eventBody({ eventId, location: `S${NUL}` })],
    ['POST', API_PATHS.eventComments, () => ({ groupId, eventId, comment: `Hi${NUL}` })],
    ['POST', API_PATHS.membershipRequests, () => ({ groupId, userId: `a${NUL}b` })],
    ['POST', API_PATHS.membershipRequestApprove, () => ({ groupId, userId: `a${NUL}b` })],
  ] as const)('is refused in %s %s and changes nothing', async (method, path, body) => {
    const before = await snapshot();
    expectRefused(await owner.request(method, path, body()));
    expect(await snapshot()).toEqual(before);
  });

  it('may not come in other control characters, while tab and new lines stay allowed', async () => {
    expectRefused(await owner.post(API_PATHS.eventComments, { groupId, eventId, comment: 'bell\u0007' }));
    expectRefused(await owner.post(API_PATHS.eventComments, { groupId, eventId, comment: 'half \ud800' }));
    const fine = await owner.post(API_PATHS.eventComments, {
      groupId,
      eventId,
      comment: 'Two\tlines\r\nhere',
    });
    expect(fine.statusCode, fine.body).toBe(201);
  });
});

describe('an id beyond what the columns hold', () => {
  it.each([
    API_PATHS.events,
    API_PATHS.eventCalendar,
    API_PATHS.eventImage,
    API_PATHS.eventParticipantsForEvent,
    API_PATHS.eventCommentsForEvent,
  ])('is refused in GET %s', async (path) => {
    expectRefused(await owner.get(`${path}?${q({ groupId, eventId: BEYOND_INT4 })}`));
    expectRefused(await owner.get(`${path}?${q({ groupId, eventId: 2 ** 53 })}`));
  });

  it.each([
    ['POST', API_PATHS.eventParticipants, () => ({ groupId, eventId: BEYOND_INT4, userId: ownerId })],
    ['POST', API_PATHS.eventComments, () => ({ groupId, eventId: BEYOND_INT4, comment: 'Hi' })],
    ['PUT', API_PATHS.events, () => eventBody({ eventId: BEYOND_INT4 })],
  ] as const)('is refused in the body of %s %s', async (method, path, body) => {
    const before = await snapshot();
    expectRefused(await owner.request(method, path, body()));
    expect(await snapshot()).toEqual(before);
  });

  it('is refused in the query of DELETE /events', async () => {
    const before = await snapshot();
    expectRefused(await owner.delete(`${API_PATHS.events}?${q({ groupId, eventId: BEYOND_INT4 })}`));
    expect(await snapshot()).toEqual(before);
  });
});

describe('a cursor whose contents are not what the list wrote', () => {
  const lists = () => [
    `${API_PATHS.eventDefaults}?limit=1`,
    `${API_PATHS.groupDefaults}?limit=1`,
    `${API_PATHS.eventSearch}?limit=1`,
    `${API_PATHS.groupSearch}?limit=1`,
    `${API_PATHS.eventsForGroup}?${q({ groupId, limit: 1 })}`,
    `${API_PATHS.eventCommentsForEvent}?${q({ groupId, eventId, limit: 1 })}`,
    `${API_PATHS.groupMembersForGroup}?${q({ groupId, limit: 1 })}`,
    `${API_PATHS.groupMembersForUser}?${q({ userId: ownerId, limit: 1 })}`,
    `${API_PATHS.membershipRequestsForGroup}?${q({ groupId, limit: 1 })}`,
  ];

  it.each([
    ['a number too large for a double', '["x",1e400]'],
    ['a NUL in a text key', '["a\\u0000b","x"]'],
    ['too few keys', '["abc"]'],
    ['an id beyond int4', '[2147483648]'],
    ['an object where a key belongs', '["2026-01-01T00:00:00.000Z",{"id":1}]'],
    ['a fraction where an id belongs', '[1.5]'],
    ['an object', '{"a":1}'],
  ])('answers 400 INVALID_CURSOR for %s', async (_why, json) => {
    const cursor = Buffer.from(json).toString('base64url');
    for (const list of lists()) expectRefused(await owner.get(`${list}&cursor=${cursor}`), 'INVALID_CURSOR');
  });

  it('answers 400 INVALID_CURSOR for text that is not base64 JSON', async () => {
    for (const cursor of ['!!!', cursorOf('just a string').slice(0, 5), 'bm90IGpzb24']) {
      for (const list of lists())
        expectRefused(await owner.get(`${list}&cursor=${cursor}`), 'INVALID_CURSOR');
    }
  });

  it('still follows the cursors the lists wrote', async () => {
    await createEvent(owner, groupId, { startsInHours: 48 });
    const first = await owner.get(`${API_PATHS.eventsForGroup}?${q({ groupId, limit: 1 })}`);
    const { nextCursor } = first.json().success;
    expect(nextCursor).toBeTruthy();
    const next = await owner.get(
      `${API_PATHS.eventsForGroup}?${q({ groupId, limit: 1, cursor: nextCursor })}`,
    );
    expect(next.statusCode).toBe(200);
    expect(next.json().success.data).toHaveLength(1);
  });
});

describe('tags in capital letters', () => {
  it('are stored lowercase, so tag search finds them', async () => {
    const { client } = await signedInClient(t.app);
    const response = await client.post(API_PATHS.groups, {
      id: 'capital_tags',
      name: 'Capital tags',
      description: 'Tags sent in capitals by an API client',
      type: 'PUBLIC',
      tags: ['Hiking', 'ÉTÉ'],
    });
    expect(response.statusCode, response.body).toBe(201);
    const group = (await client.get(`${API_PATHS.groups}?id=capital_tags`)).json().success.data;
    expect(group.tags.sort()).toEqual(['hiking', 'été']);
    const found = await client.get(`${API_PATHS.groupSearch}?${q({ tagsTerm: 'HIKING été' })}`);
    expect(found.json().success.data.map((g: { id: string }) => g.id)).toContain('capital_tags');
  });

  it('that differ only in case are one tag, refused as repeated', async () => {
    const response = await owner.post(API_PATHS.events, eventBody({ tags: ['Run', 'run'] }));
    expectRefused(response);
    expect(response.json().error.message).toContain(MESSAGES.tagsRepeated);
  });
});
