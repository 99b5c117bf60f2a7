import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, MESSAGES } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import {
  createEvent,
  createGroup,
  fileUpload,
  makeImage,
  memberOfGroup,
  signedInClient,
} from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const HOUR = 3_600_000;
const db = () => t.app.deps.db;
const eventRow = (id: number) =>
  db().selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
const countEvents = async () => (await db().selectFrom('events').select('id').execute()).length;
const url = (path: string, groupId: string, eventId: number) =>
  `${path}?groupId=${groupId}&eventId=${eventId}`;
const selfId = async (client: TestClient) =>
  (await client.get(API_PATHS.usersSelf)).json().success.data.id as string;

function eventBody(groupId: string, extra: object = {}) {
  const start = Date.now() + 48 * HOUR;
  return {
    groupId,
    eventId: 0,
    name: 'Board game night',
    description: 'Catan and snacks.',
    location: 'Main Street café',
    type: 'PUBLIC',
    startDateTime: new Date(start).toISOString(),
    endDateTime: new Date(start + 3 * HOUR).toISOString(),
    tags: ['games'],
    participantsLimit: 12,
    ...extra,
  };
}

/** The owner's group passes to someone else, who then owns the group but hosts nothing. */
async function transferOwnership(groupId: string) {
  const { client, user } = await memberOfGroup(t.app, groupId);
  await db().updateTable('groups').set({ owner_id: user.login }).where('id', '=', groupId).execute();
  return client;
}

describe('POST /events', () => {
  it('refuses visitor, non-member and member: only the group owner and its hosts create events', async () => {
    const { id } = await createGroup(t.app);
    const { client: member } = await memberOfGroup(t.app, id);
    const before = await countEvents();
    const expected: [TestClient, number][] = [
      [new TestClient(t.app), 401],
      [(await signedInClient(t.app)).client, 403],
      [member, 403],
    ];
    for (const [client, status] of expected)
      expect((await client.post(API_PATHS.events, eventBody(id))).statusCode).toBe(status);
    expect(await countEvents()).toBe(before);
  });

  it('creates the event with the owner as host and first participant; data is the id', async () => {
    const { id, owner } = await createGroup(t.app);
    const ownerId = await selfId(owner);
    const response = await owner.post(API_PATHS.events, eventBody(id));
    expect(response.statusCode).toBe(201);
    const eventId = response.json().success.data;
    expect(typeof eventId).toBe('number');
    const event = (await owner.get(url(API_PATHS.events, id, eventId))).json().success.data;
    expect(event).toMatchObject({
      groupId: id,
      eventId,
      name: 'Board game night',
      hostId: ownerId,
      host: { id: ownerId },
      participantsCount: 1,
      waitlistCount: 0,
      participantsLimit: 12,
      areAllFieldsAvailable: true,
      tags: ['games'],
      group: { name: `Group ${id}` },
      hasLogo: false,
    });
    const participants = await db()
      .selectFrom('event_participants')
      .selectAll()
      .where('event_id', '=', eventId)
      .execute();
    expect(participants.map((p) => [p.user_id, p.role])).toEqual([[ownerId, 'HOST']]);
  });

  it('refuses a host other than the caller', async () => {
    const { id, owner } = await createGroup(t.app);
    const other = await memberOfGroup(t.app, id);
    const before = await countEvents();
    expect((await owner.post(API_PATHS.events, eventBody(id, { hostId: other.user.login }))).statusCode).toBe(
      403,
    );
    expect(await countEvents()).toBe(before);
  });

  it.each([
    [
      'an end before the start',
      { endDateTime: new Date(Date.now() + 10 * HOUR).toISOString() },
      MESSAGES.eventDates,
    ],
    [
      'a start in the past',
      { startDateTime: new Date(Date.now() - HOUR).toISOString() },
      MESSAGES.eventDates,
    ],
    ['a date that is not an instant', { startDateTime: 'tomorrow' }, MESSAGES.eventDates],
    [
      'an event longer than 7 days',
      { endDateTime: new Date(Date.now() + 48 * HOUR + 7 * 24 * HOUR + 60_000).toISOString() },
      MESSAGES.eventTooLong,
    ],
    ['a limit of -1', { participantsLimit: -1 }, MESSAGES.participantsLimit],
    ['a limit of 10001', { participantsLimit: 10001 }, MESSAGES.participantsLimit],
    ['a title of 101 characters', { name: 't'.repeat(101) }, MESSAGES.eventTitle],
    ['an empty title', { name: '' }, MESSAGES.eventTitle],
    ['an empty description', { description: '' }, MESSAGES.eventDescription],
    ['a location of 101 characters', { location: 'l'.repeat(101) }, MESSAGES.eventLocation],
    ['an event id that is not 0', { eventId: 7 }, 'eventId'],
  ])('refuses %s with a clear message and stores nothing', async (_why, change, message) => {
    const { id, owner } = await createGroup(t.app);
    const before = await countEvents();
    const response = await owner.post(API_PATHS.events, eventBody(id, change));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(message);
    expect(await countEvents()).toBe(before);
  });

  it('answers an unknown group with 404', async () => {
    const { client } = await signedInClient(t.app);
    expect((await client.post(API_PATHS.events, eventBody('no_such_group'))).statusCode).toBe(404);
  });
});

describe('GET /events', () => {
  it('shows a public event of a public group to everyone', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id);
    const event = (await new TestClient(t.app).get(url(API_PATHS.events, id, eventId))).json().success.data;
    expect(event).toMatchObject({ areAllFieldsAvailable: true, location: 'Stanley Park' });
    expect(event.description).toContain('seawall');
  });

  it('keeps the details of a private event, and of any event of a private group, for members', async () => {
    const publicGroup = await createGroup(t.app);
    const privateEvent = await createEvent(publicGroup.owner, publicGroup.id, { type: 'PRIVATE' });
    const privateGroup = await createGroup(t.app, { type: 'PRIVATE' });
    const eventOfPrivateGroup = await createEvent(privateGroup.owner, privateGroup.id);
    const { client: member } = await memberOfGroup(t.app, publicGroup.id);
    const stranger = (await signedInClient(t.app)).client;

    for (const [groupId, eventId] of [
      [publicGroup.id, privateEvent],
      [privateGroup.id, eventOfPrivateGroup],
    ] as const) {
      for (const client of [new TestClient(t.app), stranger]) {
        const event = (await client.get(url(API_PATHS.events, groupId, eventId))).json().success.data;
        expect(event).toMatchObject({
          areAllFieldsAvailable: false,
          description: null,
          location: null,
          startDateTime: null,
          endDateTime: null,
          hostId: null,
          host: null,
          tags: [],
        });
        expect(event.name).toBe('Evening walk');
      }
    }
    const seen = (await member.get(url(API_PATHS.events, publicGroup.id, privateEvent))).json().success.data;
    expect(seen).toMatchObject({ areAllFieldsAvailable: true, location: 'Stanley Park' });
  });

  it('answers an unknown event, or an event asked for under another group, with 404', async () => {
    const { id, owner } = await createGroup(t.app);
    const other = await createGroup(t.app);
    const eventId = await createEvent(owner, id);
    const visitor = new TestClient(t.app);
    expect((await visitor.get(url(API_PATHS.events, id, 999999))).statusCode).toBe(404);
    expect((await visitor.get(url(API_PATHS.events, other.id, eventId))).statusCode).toBe(404);
    expect((await visitor.get(`${API_PATHS.events}?groupId=${id}&eventId=abc`)).statusCode).toBe(400);
  });
});

describe('PUT /events', () => {
  const update = (groupId: string, eventId: number, extra: object = {}) => ({
    ...eventBody(groupId),
    eventId,
    name: 'Renamed night',
    ...extra,
  });

  it('refuses visitor, non-member and member, changing nothing; a group owner who is not the host may edit', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id);
    const { client: member } = await memberOfGroup(t.app, id);
    const stranger = (await signedInClient(t.app)).client;
    const newOwner = await transferOwnership(id);
    const expected: [TestClient, number][] = [
      [new TestClient(t.app), 401],
      [stranger, 403],
      [member, 403],
    ];
    for (const [client, status] of expected)
      expect((await client.put(API_PATHS.events, update(id, eventId))).statusCode).toBe(status);
    expect((await eventRow(eventId))?.name).toBe('Evening walk');
    // Issue #18: the owner answers for every event of the group.
    expect((await newOwner.put(API_PATHS.events, update(id, eventId))).statusCode).toBe(200);
    expect((await eventRow(eventId))?.name).toBe('Renamed night');
  });

  it('lets the host change the event, but not its host, and refuses bad dates', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id);
    const { user } = await memberOfGroup(t.app, id);
    const response = await owner.put(
      API_PATHS.events,
      update(id, eventId, { tags: ['night', 'games'], type: 'PRIVATE' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().success.data).toMatchObject({
      name: 'Renamed night',
      tags: ['games', 'night'],
      type: 'PRIVATE',
      participantsLimit: 12,
    });
    expect((await owner.put(API_PATHS.events, update(id, eventId, { hostId: user.login }))).statusCode).toBe(
      403,
    );
    const bad = await owner.put(
      API_PATHS.events,
      update(id, eventId, { name: 'Nope', endDateTime: new Date(Date.now() + HOUR).toISOString() }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain(MESSAGES.eventDates);
    expect((await eventRow(eventId))?.name).toBe('Renamed night');
  });

  it('promotes the waitlist, in order, when the host raises the limit', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id, { participantsLimit: 1 });
    const people = [];
    for (let i = 0; i < 4; i++) people.push(await memberOfGroup(t.app, id));
    for (const p of people)
      await p.client.post(API_PATHS.eventParticipants, { groupId: id, eventId, userId: p.user.login });
    const event = (await owner.get(url(API_PATHS.events, id, eventId))).json().success.data;
    await owner.put(API_PATHS.events, {
      ...eventBody(id),
      eventId,
      name: event.name,
      startDateTime: event.startDateTime,
      endDateTime: event.endDateTime,
      participantsLimit: 3,
    });
    const roles = await db()
      .selectFrom('event_participants')
      .select(['user_id', 'role'])
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute();
    expect(roles.slice(1).map((r) => r.role)).toEqual([
      'PARTICIPANT',
      'PARTICIPANT',
      'PARTICIPANT',
      'WAITLISTED',
    ]);
    expect(roles[4]?.user_id).toBe(people[3]!.user.login);
    expect((await eventRow(eventId))?.participants_count).toBe(4);
    const after = (await owner.get(url(API_PATHS.events, id, eventId))).json().success.data;
    expect(after).toMatchObject({ participantsCount: 4, waitlistCount: 1 });
  });
});

describe('DELETE /events', () => {
  it('refuses visitor, non-member and member', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id);
    const { client: member } = await memberOfGroup(t.app, id);
    const expected: [TestClient, number][] = [
      [new TestClient(t.app), 401],
      [(await signedInClient(t.app)).client, 403],
      [member, 403],
    ];
    for (const [client, status] of expected)
      expect((await client.delete(url(API_PATHS.events, id, eventId))).statusCode).toBe(status);
    expect(await eventRow(eventId)).toBeDefined();
  });

  it('lets the host delete the event with its participants, comments and cover', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id);
    const member = await memberOfGroup(t.app, id);
    await member.client.post(API_PATHS.eventParticipants, {
      groupId: id,
      eventId,
      userId: member.user.login,
    });
    await member.client.post(API_PATHS.eventComments, { groupId: id, eventId, comment: 'See you there' });
    const upload = fileUpload('file', await makeImage(), 'c.png', 'image/png');
    expect(
      (await owner.post(url(API_PATHS.eventImage, id, eventId), upload.body, { headers: upload.headers }))
        .statusCode,
    ).toBe(200);
    const image = await db()
      .selectFrom('images')
      .selectAll()
      .where('kind', '=', 'event')
      .where('owner_key', '=', String(eventId))
      .executeTakeFirstOrThrow();

    expect((await owner.delete(url(API_PATHS.events, id, eventId))).statusCode).toBe(200);
    expect(await eventRow(eventId)).toBeUndefined();
    expect(
      await db().selectFrom('event_participants').selectAll().where('event_id', '=', eventId).execute(),
    ).toEqual([]);
    expect(
      await db().selectFrom('event_comments').selectAll().where('event_id', '=', eventId).execute(),
    ).toEqual([]);
    expect(await t.app.deps.storage.get(image.storage_key)).toBeNull();
    expect((await owner.get(url(API_PATHS.events, id, eventId))).statusCode).toBe(404);
  });

  it('lets the owner of the group delete an event hosted by someone else', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id);
    const newOwner = await transferOwnership(id);
    expect((await newOwner.delete(url(API_PATHS.events, id, eventId))).statusCode).toBe(200);
    expect(await eventRow(eventId)).toBeUndefined();
  });
});

describe('event cover: /images/event', () => {
  it('refuses visitor, non-member and member (a group owner who is not the host may change it)', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id);
    const { client: member } = await memberOfGroup(t.app, id);
    const stranger = (await signedInClient(t.app)).client;
    const newOwner = await transferOwnership(id);
    const upload = fileUpload('file', await makeImage(), 'c.png', 'image/png');
    const expected: [TestClient, number][] = [
      [new TestClient(t.app), 401],
      [stranger, 403],
      [member, 403],
    ];
    for (const [client, status] of expected) {
      expect(
        (await client.post(url(API_PATHS.eventImage, id, eventId), upload.body, { headers: upload.headers }))
          .statusCode,
      ).toBe(status);
      expect((await client.delete(url(API_PATHS.eventImage, id, eventId))).statusCode).toBe(status);
    }
    expect((await eventRow(eventId))?.has_logo).toBe(0);
    expect(
      (await newOwner.post(url(API_PATHS.eventImage, id, eventId), upload.body, { headers: upload.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('lets the host set, serve and remove the cover; refuses a text file named .png', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id);
    const fake = fileUpload('file', Buffer.from('not an image'), 'fake.png', 'image/png');
    expect(
      (await owner.post(url(API_PATHS.eventImage, id, eventId), fake.body, { headers: fake.headers }))
        .statusCode,
    ).toBe(415);
    const upload = fileUpload('file', await makeImage('jpeg'), 'c.jpg', 'image/jpeg');
    expect(
      (await owner.post(url(API_PATHS.eventImage, id, eventId), upload.body, { headers: upload.headers }))
        .statusCode,
    ).toBe(200);
    const visitor = new TestClient(t.app);
    expect((await visitor.get(url(API_PATHS.events, id, eventId))).json().success.data.hasLogo).toBe(true);
    const image = await visitor.get(url(API_PATHS.eventImage, id, eventId));
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect((await owner.delete(url(API_PATHS.eventImage, id, eventId))).statusCode).toBe(200);
    expect((await visitor.get(url(API_PATHS.eventImage, id, eventId))).statusCode).toBe(404);
  });
});

describe('GET /events/getAllForGroup', () => {
  it('lists upcoming events soonest first and past ones most recent first, in pages', async () => {
    const { id, owner } = await createGroup(t.app);
    const later = await createEvent(owner, id, { startsInHours: 72, name: 'Later' });
    const sooner = await createEvent(owner, id, { startsInHours: 5, name: 'Sooner' });
    const middle = await createEvent(owner, id, { startsInHours: 30, name: 'Middle' });
    // Past events cannot be created through the API; two are moved into the past here.
    for (const [eventId, daysAgo] of [
      [later, 10],
      [middle, 2],
    ] as const) {
      const start = Date.now() - daysAgo * 24 * HOUR;
      await db()
        .updateTable('events')
        .set({
          start_date_time: new Date(start).toISOString(),
          end_date_time: new Date(start + HOUR).toISOString(),
        })
        .where('id', '=', eventId)
        .execute();
    }
    const extra = await createEvent(owner, id, { startsInHours: 50, name: 'Extra' });
    const visitor = new TestClient(t.app);
    const list = async (future: boolean, query = '') =>
      (
        await visitor.get(`${API_PATHS.eventsForGroup}?groupId=${id}&showFutureEvents=${future}${query}`)
      ).json().success;
    expect((await list(true)).data.map((e: { eventId: number }) => e.eventId)).toEqual([sooner, extra]);
    expect((await list(false)).data.map((e: { eventId: number }) => e.eventId)).toEqual([middle, later]);
    const first = await list(true, '&limit=1');
    expect(first.data.map((e: { eventId: number }) => e.eventId)).toEqual([sooner]);
    const second = await list(true, `&limit=1&cursor=${first.nextCursor}`);
    expect(second.data.map((e: { eventId: number }) => e.eventId)).toEqual([extra]);
    expect(second.nextCursor).toBeUndefined();
  });

  it('hides the details of a private group’s events from non-members, and answers 404 for an unknown group', async () => {
    const { id, owner } = await createGroup(t.app, { type: 'PRIVATE' });
    await createEvent(owner, id);
    const listed = (
      await new TestClient(t.app).get(`${API_PATHS.eventsForGroup}?groupId=${id}&showFutureEvents=true`)
    ).json().success.data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ areAllFieldsAvailable: false, startDateTime: null, location: null });
    expect(
      (await owner.get(`${API_PATHS.eventsForGroup}?groupId=${id}`)).json().success.data[0]
        .areAllFieldsAvailable,
    ).toBe(true);
    expect(
      (await new TestClient(t.app).get(`${API_PATHS.eventsForGroup}?groupId=no_such_group`)).statusCode,
    ).toBe(404);
  });
});

describe('GET /events/calendar', () => {
  it('serves the event as an iCalendar file, to those who may see its details', async () => {
    const { id, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, id, { name: 'Lantern walk' });
    const response = await new TestClient(t.app).get(url(API_PATHS.eventCalendar, id, eventId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['content-disposition']).toContain('Lantern-walk.ics');
    expect(response.body).toContain('BEGIN:VEVENT');
    expect(response.body).toContain('SUMMARY:Lantern walk');
    expect(response.body).toContain('LOCATION:Stanley Park');

    const privateEvent = await createEvent(owner, id, { type: 'PRIVATE' });
    expect((await new TestClient(t.app).get(url(API_PATHS.eventCalendar, id, privateEvent))).statusCode).toBe(
      403,
    );
  });
});
