/**
 * How much one person or group may schedule (issue #24): a start at most 2 years ahead, for
 * every event of a series and for edits too; LIMITS.eventsPerHostPerDay events created by one
 * person in 24 hours; LIMITS.groupUpcomingEventsMax upcoming events per group. The counts hold
 * when creates race, on two instances of one PostgreSQL database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, LIMITS, MESSAGES } from '@neighbourly/shared';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createGroup, eventRow, memberOfGroup } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const db = () => t.app.deps.db;
const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();
const selfId = async (client: TestClient) =>
  (await client.get(API_PATHS.usersSelf)).json().success.data.id as string;

function eventBody(groupId: string, start: string, extra: object = {}) {
  return {
    groupId,
    eventId: 0,
    name: 'Evening walk',
    description: 'Around the seawall.',
    location: 'Stanley Park',
    type: 'PUBLIC',
    startDateTime: start,
    endDateTime: new Date(Date.parse(start) + 2 * HOUR).toISOString(),
    tags: ['walking'],
    participantsLimit: 0,
    ...extra,
  };
}

const weekly = (count: number) => ({ recurrence: { frequency: 'WEEKLY', count } });

const eventsOf = (groupId: string) =>
  db()
    .selectFrom('events')
    .select(['id', 'name', 'start_date_time'])
    .where('group_id', '=', groupId)
    .orderBy('id')
    .execute();

const countEventsOf = async (groupId: string) => (await eventsOf(groupId)).length;

/** The events the person's creates have counted in the last 24 hours. */
async function counted(userId: string): Promise<number> {
  const rows = await db()
    .selectFrom('event_creations')
    .select('event_count')
    .where('user_id', '=', userId)
    .where('created_at', '>', ahead(-DAY))
    .execute();
  return rows.reduce((sum, row) => sum + row.event_count, 0);
}

/** A member of the group whom its owner made an event host. */
async function hostOf(groupId: string, owner: TestClient) {
  const { client, user } = await memberOfGroup(t.app, groupId);
  const made = await owner.put(API_PATHS.groupMembers, { groupId, userId: user.login, role: 'HOST' });
  expect(made.statusCode, made.body).toBe(200);
  return { client, id: user.login };
}

/** Another person's group in which the owner (`ownerId`, signed in on `owner`) is an event host. */
async function groupHostedBy(owner: TestClient, ownerId: string) {
  const { id, owner: otherOwner } = await createGroup(t.app);
  const joined = await owner.post(API_PATHS.groupMembers, { groupId: id, userId: ownerId });
  expect(joined.statusCode, joined.body).toBe(201);
  const made = await otherOwner.put(API_PATHS.groupMembers, { groupId: id, userId: ownerId, role: 'HOST' });
  expect(made.statusCode, made.body).toBe(200);
  return id;
}

/** `count` upcoming events of the group written straight to the table (no allowance spent). */
async function insertUpcoming(groupId: string, hostId: string, count: number) {
  const rows = Array.from({ length: count }, (_, i) =>
    eventRow(groupId, hostId, ahead(DAY + i * HOUR), ahead(DAY + i * HOUR + HOUR)),
  );
  for (let i = 0; i < rows.length; i += 100)
    await db()
      .insertInto('events')
      .values(rows.slice(i, i + 100))
      .execute();
}

describe('how far ahead an event may start', () => {
  it('refuses a start 2 years and a day ahead with a 400 naming the limit, and creates nothing', async () => {
    const { id, owner } = await createGroup(t.app);
    const refused = await owner.post(API_PATHS.events, eventBody(id, ahead(731 * DAY)));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({ code: 'VALIDATION_ERROR', message: MESSAGES.eventTooFarAhead });
    expect(MESSAGES.eventTooFarAhead).toBe('The event must start within 2 years from now.');
    expect(await countEventsOf(id)).toBe(0);
    expect(await counted(await selfId(owner))).toBe(0);
    // Just within the limit is fine.
    expect((await owner.post(API_PATHS.events, eventBody(id, ahead(729 * DAY)))).statusCode).toBe(201);
  });

  it('refuses an event in year 9999', async () => {
    const { id, owner } = await createGroup(t.app);
    const refused = await owner.post(API_PATHS.events, eventBody(id, '9999-06-01T18:00:00.000Z'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(MESSAGES.eventTooFarAhead);
    expect(await countEventsOf(id)).toBe(0);
  });

  it('refuses, whole, a series whose last event would start past the limit', async () => {
    const { id, owner } = await createGroup(t.app);
    // The first event 700 days ahead, the sixth 735.
    const refused = await owner.post(API_PATHS.events, eventBody(id, ahead(700 * DAY), weekly(6)));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(MESSAGES.eventTooFarAhead);
    const untilFar = { recurrence: { frequency: 'WEEKLY', until: ahead(740 * DAY).slice(0, 10) } };
    expect((await owner.post(API_PATHS.events, eventBody(id, ahead(700 * DAY), untilFar))).statusCode).toBe(
      400,
    );
    expect(await countEventsOf(id)).toBe(0);
    const series = await db().selectFrom('event_series').select('id').where('group_id', '=', id).execute();
    expect(series).toEqual([]);
    // The fifth at 728 days is within it.
    expect((await owner.post(API_PATHS.events, eventBody(id, ahead(700 * DAY), weekly(5)))).statusCode).toBe(
      201,
    );
  });

  it('refuses an edit that moves an event, or shifts a series, past the limit, and changes nothing', async () => {
    const { id, owner } = await createGroup(t.app);
    const created = await owner.post(API_PATHS.events, eventBody(id, ahead(2 * DAY)));
    const eventId = created.json().success.data as number;
    const moved = await owner.put(API_PATHS.events, { ...eventBody(id, ahead(731 * DAY)), eventId });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.message).toBe(MESSAGES.eventTooFarAhead);

    // Four weekly events from 700 days ahead (the last at 721); moving the first two weeks
    // later moves the last to 735.
    const series = await owner.post(API_PATHS.events, eventBody(id, ahead(700 * DAY), weekly(4)));
    const firstId = series.json().success.data as number;
    const before = await eventsOf(id);
    const shifted = await owner.put(API_PATHS.events, {
      ...eventBody(id, ahead(714 * DAY)),
      eventId: firstId,
      name: 'Later walk',
      scope: 'FOLLOWING',
    });
    expect(shifted.statusCode).toBe(400);
    expect(shifted.json().error.message).toBe(MESSAGES.eventTooFarAhead);
    expect(await eventsOf(id)).toEqual(before);
  });

  it('still lets an event written further ahead before the limit be edited where it is', async () => {
    const { id, owner } = await createGroup(t.app);
    const start = ahead(3 * 365 * DAY);
    const row = eventRow(
      id,
      await selfId(owner),
      start,
      new Date(Date.parse(start) + 2 * HOUR).toISOString(),
    );
    const { id: eventId } = await db()
      .insertInto('events')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    const edited = await owner.put(API_PATHS.events, { ...eventBody(id, start), eventId, name: 'Renamed' });
    expect(edited.statusCode, edited.body).toBe(200);
  });
});

describe('events one person creates in 24 hours', () => {
  it('refuses the next create once the allowance is used, and writes nothing', async () => {
    const { id, owner } = await createGroup(t.app);
    const ownerId = await selfId(owner);
    expect(LIMITS.eventsPerHostPerDay).toBe(60);
    for (const count of [52, 8]) {
      const made = await owner.post(API_PATHS.events, eventBody(id, ahead(2 * DAY), weekly(count)));
      expect(made.statusCode, made.body).toBe(201);
    }
    const jobsBefore = await db().selectFrom('jobs').select('id').execute();
    const refused = await owner.post(API_PATHS.events, eventBody(id, ahead(3 * DAY)));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'EVENT_DAILY_LIMIT_EXCEEDED',
      message: MESSAGES.eventsPerDay,
    });
    expect(await countEventsOf(id)).toBe(60);
    expect(await counted(ownerId)).toBe(60);
    expect(await db().selectFrom('jobs').select('id').execute()).toEqual(jobsBefore);
  });

  it('refuses, whole, a series that would pass the allowance', async () => {
    const { id, owner } = await createGroup(t.app);
    await owner.post(API_PATHS.events, eventBody(id, ahead(2 * DAY), weekly(52)));
    const refused = await owner.post(API_PATHS.events, eventBody(id, ahead(3 * DAY), weekly(9)));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('EVENT_DAILY_LIMIT_EXCEEDED');
    expect(await countEventsOf(id)).toBe(52);
    expect((await owner.post(API_PATHS.events, eventBody(id, ahead(3 * DAY), weekly(8)))).statusCode).toBe(
      201,
    );
  });

  it('counts across groups; deleting events gives none back; creates a day old count no more', async () => {
    const { id, owner } = await createGroup(t.app);
    const ownerId = await selfId(owner);
    // The owner of the first group also hosts events in the second.
    const otherGroup = await groupHostedBy(owner, ownerId);
    const series = await owner.post(API_PATHS.events, eventBody(id, ahead(2 * DAY), weekly(52)));
    expect(
      (await owner.post(API_PATHS.events, eventBody(otherGroup, ahead(2 * DAY), weekly(8)))).statusCode,
    ).toBe(201);
    expect((await owner.post(API_PATHS.events, eventBody(otherGroup, ahead(3 * DAY)))).statusCode).toBe(429);

    const firstId = series.json().success.data as number;
    const deleted = await owner.delete(
      `${API_PATHS.events}?groupId=${id}&eventId=${firstId}&scope=FOLLOWING`,
    );
    expect(deleted.statusCode).toBe(200);
    expect(await countEventsOf(id)).toBe(0);
    expect((await owner.post(API_PATHS.events, eventBody(id, ahead(3 * DAY)))).statusCode).toBe(429);

    await db()
      .updateTable('event_creations')
      .set({ created_at: ahead(-DAY - HOUR) })
      .where('user_id', '=', ownerId)
      .execute();
    expect((await owner.post(API_PATHS.events, eventBody(id, ahead(3 * DAY)))).statusCode).toBe(201);
    // The day-old creates are forgotten as the new one is noted.
    const rows = await db()
      .selectFrom('event_creations')
      .selectAll()
      .where('user_id', '=', ownerId)
      .execute();
    expect(rows.map((r) => r.event_count)).toEqual([1]);
  });
});

describe('upcoming events of one group', () => {
  it(`refuses past ${LIMITS.groupUpcomingEventsMax}, whatever the creators, and past events do not count`, async () => {
    const { id, owner } = await createGroup(t.app);
    const ownerId = await selfId(owner);
    const host = await hostOf(id, owner);
    await insertUpcoming(id, ownerId, LIMITS.groupUpcomingEventsMax - 1);
    const past = eventRow(id, ownerId, ahead(-3 * HOUR), ahead(-HOUR));
    await db().insertInto('events').values([past, past]).execute();

    const series = await host.client.post(API_PATHS.events, eventBody(id, ahead(2 * DAY), weekly(2)));
    expect(series.statusCode).toBe(403);
    expect(series.json().error).toEqual({
      code: 'GROUP_EVENT_LIMIT_EXCEEDED',
      message: MESSAGES.groupUpcomingEvents,
    });
    expect(await counted(host.id)).toBe(0);
    expect((await host.client.post(API_PATHS.events, eventBody(id, ahead(2 * DAY)))).statusCode).toBe(201);
    const refused = await owner.post(API_PATHS.events, eventBody(id, ahead(2 * DAY)));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('GROUP_EVENT_LIMIT_EXCEEDED');
    expect(await countEventsOf(id)).toBe(LIMITS.groupUpcomingEventsMax + 2);
  });
});

describe(`racing creates (${TEST_DIALECT === 'postgres' ? 'two instances of one PostgreSQL' : 'one SQLite'})`, () => {
  let second: TestApp | undefined;
  beforeAll(async () => {
    if (TEST_DIALECT === 'postgres') second = await buildTestApp({}, { schema: t.schema! });
  });
  afterAll(async () => second?.close());

  /** The same person, signed in with the same session, on the other instance (or this one on SQLite). */
  function onOtherInstance(client: TestClient): TestClient {
    const other = new TestClient((second ?? t).app);
    for (const [name, value] of client.cookies) other.cookies.set(name, value);
    return other;
  }

  it('give one person no more than the allowance, across groups', async () => {
    const { id, owner } = await createGroup(t.app);
    const ownerId = await selfId(owner);
    const other = await groupHostedBy(owner, ownerId);
    await owner.post(API_PATHS.events, eventBody(id, ahead(2 * DAY), weekly(52)));
    await owner.post(API_PATHS.events, eventBody(id, ahead(2 * DAY), weekly(3)));
    // Each instance creates in both groups: only the person's own lock keeps them in line.
    const clients = [owner, onOtherInstance(owner)];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        clients[i % 2]!.post(API_PATHS.events, eventBody(i % 4 < 2 ? id : other, ahead(3 * DAY))),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
    expect((await countEventsOf(id)) + (await countEventsOf(other))).toBe(60);
    expect(await counted(ownerId)).toBe(60);
  });

  it('give one group no more than its upcoming events, whoever creates them', async () => {
    const { id, owner } = await createGroup(t.app);
    const creators = [owner];
    for (let i = 0; i < 4; i++) creators.push((await hostOf(id, owner)).client);
    await insertUpcoming(id, await selfId(owner), LIMITS.groupUpcomingEventsMax - 5);
    const answers = await Promise.all(
      creators.flatMap((client) => [
        client.post(API_PATHS.events, eventBody(id, ahead(3 * DAY))),
        onOtherInstance(client).post(API_PATHS.events, eventBody(id, ahead(3 * DAY))),
      ]),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(5).fill(201), ...Array(5).fill(403)]);
    expect(await countEventsOf(id)).toBe(LIMITS.groupUpcomingEventsMax);
  });
});
