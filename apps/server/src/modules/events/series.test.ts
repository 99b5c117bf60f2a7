/** Recurring events (issue #18): creating a series, its dates across DST, editing and deleting. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, LIMITS, MESSAGES } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createGroup, memberOfGroup, signedInClient } from '../../test/factories.ts';
import { formatOnCommunityClock } from '../../time/community-clock.ts';
import { seriesStarts } from './recurrence.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const HOUR = 3_600_000;
const db = () => t.app.deps.db;
const eventKey = (groupId: string, eventId: number) => `groupId=${groupId}&eventId=${eventId}`;

/** The events of a series by start, as stored. */
const seriesRows = (seriesId: number) =>
  db()
    .selectFrom('events')
    .selectAll()
    .where('series_id', '=', seriesId)
    .orderBy('start_date_time')
    .execute();

const seriesIdOf = async (eventId: number) =>
  (await db().selectFrom('events').select('series_id').where('id', '=', eventId).executeTakeFirstOrThrow())
    .series_id!;

const countEvents = async (groupId: string) =>
  (await db().selectFrom('events').select('id').where('group_id', '=', groupId).execute()).length;

/** "Sat 19:00" as the community's clock shows an instant. */
const localTime = (instant: string) => formatOnCommunityClock(instant, 'ddd HH:mm');
const localDay = (instant: string) => Number(formatOnCommunityClock(instant, 'D'));

function seriesBody(groupId: string, start: string, recurrence: unknown, extra: object = {}) {
  return {
    groupId,
    eventId: 0,
    name: 'Saturday run',
    description: 'Five kilometres around the seawall.',
    location: 'Stanley Park',
    type: 'PUBLIC',
    startDateTime: start,
    endDateTime: new Date(Date.parse(start) + 2 * HOUR).toISOString(),
    tags: ['running'],
    participantsLimit: 0,
    recurrence,
    ...extra,
  };
}

/** A weekly series of `count` events starting the day after tomorrow; its first id. */
async function weeklySeries(owner: TestClient, groupId: string, count = 4, extra: object = {}) {
  const start = new Date(Date.now() + 48 * HOUR).toISOString();
  const response = await owner.post(
    API_PATHS.events,
    seriesBody(groupId, start, { frequency: 'WEEKLY', count }, extra),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().success.data as number;
}

describe('POST /events with recurrence', () => {
  it('makes every event of the series, each its own, and answers the first id', async () => {
    const { id, owner } = await createGroup(t.app);
    const firstId = await weeklySeries(owner, id, 4);
    const rows = await seriesRows(await seriesIdOf(firstId));
    expect(rows.map((r) => r.id)[0]).toBe(firstId);
    expect(rows).toHaveLength(4);
    const week = 7 * 24 * HOUR;
    for (const [index, row] of rows.entries()) {
      // Every occurrence has its own host place, and so its own attendees and waitlist.
      const places = await db()
        .selectFrom('event_participants')
        .selectAll()
        .where('event_id', '=', row.id)
        .execute();
      expect(places.map((p) => p.role)).toEqual(['HOST']);
      expect(localTime(row.start_date_time)).toBe(localTime(rows[0]!.start_date_time));
      if (index > 0)
        expect(Date.parse(row.start_date_time) - Date.parse(rows[0]!.start_date_time)).toBeGreaterThanOrEqual(
          index * week - HOUR,
        );
    }
    const event = (await owner.get(`${API_PATHS.events}?${eventKey(id, rows[2]!.id)}`)).json().success.data;
    expect(event.series).toEqual({
      id: rows[0]!.series_id,
      frequency: 'WEEKLY',
      upcomingCount: 4,
      coverFromSeries: false,
    });
  });

  it('keeps 19:00 at 19:00 across a change of the clocks, in real time where the zone has none', async () => {
    // Toronto still changes: Saturday 27 October 2035, 19:00 EDT; clocks go back on 4 November.
    expect(
      await seriesStarts('2035-10-27T23:00:00.000Z', { frequency: 'WEEKLY', count: 3 }, 'America/Toronto'),
    ).toEqual(['2035-10-27T23:00:00.000Z', '2035-11-03T23:00:00.000Z', '2035-11-11T00:00:00.000Z']);
    // Vancouver keeps UTC−7 all year since 1 November 2026 (tz 2026): no jump at the old March date.
    const { id, owner } = await createGroup(t.app);
    const start = `${new Date().getUTCFullYear() + 1}-03-06T02:00:00.000Z`;
    const response = await owner.post(
      API_PATHS.events,
      seriesBody(id, start, { frequency: 'WEEKLY', count: 3 }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const rows = await seriesRows(await seriesIdOf(response.json().success.data));
    const week = 7 * 24 * HOUR;
    expect(rows.map((r) => Date.parse(r.start_date_time) - Date.parse(start))).toEqual([0, week, 2 * week]);
    expect(new Set(rows.map((r) => localTime(r.start_date_time).slice(4)))).toEqual(new Set(['19:00']));
    // The length is kept in real time: two hours each.
    for (const row of rows)
      expect(Date.parse(row.end_date_time) - Date.parse(row.start_date_time)).toBe(2 * HOUR);
  });

  it('repeats monthly on the same weekday of the month, and every 2 weeks', async () => {
    const { id, owner } = await createGroup(t.app);
    // The 2nd Tuesday of next January, 19:30 in Vancouver (UTC−7): within the 2 years ahead allowed.
    const year = new Date().getUTCFullYear() + 1;
    const day = [8, 9, 10, 11, 12, 13, 14].find((d) => new Date(Date.UTC(year, 0, d)).getUTCDay() === 2)!;
    const start = new Date(Date.UTC(year, 0, day + 1, 2, 30)).toISOString();
    const monthly = await owner.post(
      API_PATHS.events,
      seriesBody(id, start, { frequency: 'MONTHLY', count: 6 }),
    );
    expect(monthly.statusCode, monthly.body).toBe(201);
    const months = await seriesRows(await seriesIdOf(monthly.json().success.data));
    expect(months).toHaveLength(6);
    for (const row of months) {
      expect(localTime(row.start_date_time)).toBe('Tue 19:30');
      expect(localDay(row.start_date_time)).toBeGreaterThanOrEqual(8);
      expect(localDay(row.start_date_time)).toBeLessThanOrEqual(14);
    }
    // Until 4 weeks later, that date included: 3 events (say 9 and 23 January, 6 February).
    const until = new Date(Date.UTC(year, 0, day + 28)).toISOString().slice(0, 10);
    const biweekly = await owner.post(
      API_PATHS.events,
      seriesBody(id, start, { frequency: 'BIWEEKLY', until }),
    );
    const fortnights = await seriesRows(await seriesIdOf(biweekly.json().success.data));
    expect(fortnights.map((r) => localDay(r.start_date_time))).toEqual([day, day + 14, day + 28 - 31]);
  });

  it('refuses a bad recurrence with a clear message and creates nothing', async () => {
    const { id, owner } = await createGroup(t.app);
    const start = new Date(Date.now() + 48 * HOUR).toISOString();
    const cases: [unknown, string][] = [
      [{ frequency: 'WEEKLY' }, MESSAGES.seriesEnd],
      [{ frequency: 'WEEKLY', count: 3, until: '2099-01-01' }, MESSAGES.seriesEnd],
      [{ frequency: 'WEEKLY', count: LIMITS.seriesMaxEvents + 1 }, MESSAGES.seriesCount],
      [{ frequency: 'WEEKLY', count: 1 }, MESSAGES.seriesCount],
      [{ frequency: 'WEEKLY', count: 2.5 }, MESSAGES.seriesCount],
      [{ frequency: 'WEEKLY', count: 1e308 }, MESSAGES.seriesCount],
      [{ frequency: 'WEEKLY', until: '2035-02-30' }, MESSAGES.seriesUntil],
      [{ frequency: 'WEEKLY', until: '2020-01-01' }, MESSAGES.seriesUntil],
      // A weekly series until 2099 would be thousands of events.
      [{ frequency: 'WEEKLY', until: '2099-01-01' }, MESSAGES.seriesUntil],
      [{ frequency: 'DAILY', count: 3 }, ''],
      [{ frequency: 'WEEKLY\u0000', count: 3 }, ''],
      ['weekly', ''],
    ];
    for (const [recurrence, message] of cases) {
      const response = await owner.post(API_PATHS.events, seriesBody(id, start, recurrence));
      expect(response.statusCode, JSON.stringify(recurrence)).toBe(400);
      if (message) expect(response.json().error.message).toContain(message);
    }
    const lastWeeksOf9999 = seriesBody(id, '9999-12-20T20:00:00.000Z', { frequency: 'WEEKLY', count: 3 });
    expect((await owner.post(API_PATHS.events, lastWeeksOf9999)).statusCode).toBe(400);
    expect(await countEvents(id)).toBe(0);
    const exactlyMax = await owner.post(
      API_PATHS.events,
      seriesBody(id, start, { frequency: 'WEEKLY', count: LIMITS.seriesMaxEvents }),
    );
    expect(exactlyMax.statusCode).toBe(201);
    expect(await countEvents(id)).toBe(LIMITS.seriesMaxEvents);
  });

  it('refuses visitor, non-member and member, as for one event', async () => {
    const { id } = await createGroup(t.app);
    const { client: member } = await memberOfGroup(t.app, id);
    const start = new Date(Date.now() + 48 * HOUR).toISOString();
    const body = seriesBody(id, start, { frequency: 'WEEKLY', count: 3 });
    expect((await new TestClient(t.app).post(API_PATHS.events, body)).statusCode).toBe(401);
    expect((await (await signedInClient(t.app)).client.post(API_PATHS.events, body)).statusCode).toBe(403);
    expect((await member.post(API_PATHS.events, body)).statusCode).toBe(403);
    expect(await countEvents(id)).toBe(0);
  });

  it('hides the series of a private event from non-members', async () => {
    const { id, owner } = await createGroup(t.app);
    const firstId = await weeklySeries(owner, id, 2, { type: 'PRIVATE' });
    const { client: stranger } = await signedInClient(t.app);
    const seen = (await stranger.get(`${API_PATHS.events}?${eventKey(id, firstId)}`)).json().success.data;
    expect(seen.series).toBeNull();
  });
});

describe('PUT /events with scope', () => {
  const editBody = (groupId: string, row: { id: number; start_date_time: string }, extra: object) => ({
    ...seriesBody(groupId, row.start_date_time, undefined),
    eventId: row.id,
    recurrence: undefined,
    ...extra,
  });

  it('THIS changes one event; FOLLOWING changes it and the later ones on the local clock', async () => {
    const { id, owner } = await createGroup(t.app);
    const seriesId = await seriesIdOf(await weeklySeries(owner, id, 4));
    const before = await seriesRows(seriesId);

    const one = await owner.put(
      API_PATHS.events,
      editBody(id, before[0]!, { name: 'Only the first', scope: 'THIS' }),
    );
    expect(one.statusCode, one.body).toBe(200);
    expect((await seriesRows(seriesId)).map((r) => r.name)).toEqual([
      'Only the first',
      'Saturday run',
      'Saturday run',
      'Saturday run',
    ]);

    const laterStart = new Date(Date.parse(before[1]!.start_date_time) + HOUR).toISOString();
    const following = await owner.put(
      API_PATHS.events,
      editBody(id, before[1]!, {
        name: 'Later run',
        startDateTime: laterStart,
        endDateTime: new Date(Date.parse(laterStart) + 3 * HOUR).toISOString(),
        scope: 'FOLLOWING',
      }),
    );
    expect(following.statusCode, following.body).toBe(200);
    const after = await seriesRows(seriesId);
    expect(after.map((r) => r.name)).toEqual(['Only the first', 'Later run', 'Later run', 'Later run']);
    expect(after[0]!.start_date_time).toBe(before[0]!.start_date_time);
    for (const index of [1, 2, 3]) {
      expect(localTime(after[index]!.start_date_time)).toBe(localTime(laterStart));
      expect(Date.parse(after[index]!.end_date_time) - Date.parse(after[index]!.start_date_time)).toBe(
        3 * HOUR,
      );
    }
  });

  it('refuses visitor, other user and member, and changes nothing', async () => {
    const { id, owner } = await createGroup(t.app);
    const seriesId = await seriesIdOf(await weeklySeries(owner, id, 3));
    const rows = await seriesRows(seriesId);
    const { client: member } = await memberOfGroup(t.app, id);
    const body = editBody(id, rows[0]!, { name: 'Hijacked', scope: 'FOLLOWING' });
    const expected: [TestClient, number][] = [
      [new TestClient(t.app), 401],
      [(await signedInClient(t.app)).client, 403],
      [member, 403],
    ];
    for (const [client, status] of expected)
      expect((await client.put(API_PATHS.events, body)).statusCode).toBe(status);
    expect((await owner.put(API_PATHS.events, { ...body, scope: 'ALL' })).statusCode).toBe(400);
    expect((await owner.put(API_PATHS.events, { ...body, scope: 'FOLLOWING\u0000' })).statusCode).toBe(400);
    expect((await seriesRows(seriesId)).map((r) => r.name)).toEqual(Array(3).fill('Saturday run'));
  });

  it('leaves the occurrences another host runs to them, unless the caller owns the group', async () => {
    const { id, owner } = await createGroup(t.app);
    const { client: host, user: hostUser } = await memberOfGroup(t.app, id);
    const { user: coHost } = await memberOfGroup(t.app, id);
    await db()
      .updateTable('group_members')
      .set({ role: 'HOST' })
      .where('group_id', '=', id)
      .where('role', '=', 'MEMBER')
      .execute();
    const seriesId = await seriesIdOf(await weeklySeries(host, id, 3));
    const rows = await seriesRows(seriesId);
    expect(rows[0]!.host_id).toBe(hostUser.login);
    await db().updateTable('events').set({ host_id: coHost.login }).where('id', '=', rows[2]!.id).execute();

    await host.put(API_PATHS.events, editBody(id, rows[0]!, { name: 'Renamed by host', scope: 'FOLLOWING' }));
    expect((await seriesRows(seriesId)).map((r) => r.name)).toEqual([
      'Renamed by host',
      'Renamed by host',
      'Saturday run',
    ]);

    await owner.put(
      API_PATHS.events,
      editBody(id, rows[0]!, { name: 'Renamed by owner', scope: 'FOLLOWING' }),
    );
    expect((await seriesRows(seriesId)).map((r) => r.name)).toEqual(Array(3).fill('Renamed by owner'));
  });
});

describe('DELETE /events with scope', () => {
  it('THIS deletes one event; FOLLOWING deletes it and the later ones', async () => {
    const { id, owner } = await createGroup(t.app);
    const seriesId = await seriesIdOf(await weeklySeries(owner, id, 5));
    const rows = await seriesRows(seriesId);
    const { client: member } = await memberOfGroup(t.app, id);
    const url = (row: { id: number }, scope: string) =>
      `${API_PATHS.events}?${eventKey(id, row.id)}&scope=${scope}`;

    expect((await new TestClient(t.app).delete(url(rows[1]!, 'FOLLOWING'))).statusCode).toBe(401);
    expect((await member.delete(url(rows[1]!, 'FOLLOWING'))).statusCode).toBe(403);
    expect((await owner.delete(url(rows[1]!, 'EVERYTHING'))).statusCode).toBe(400);
    expect(await seriesRows(seriesId)).toHaveLength(5);

    expect((await owner.delete(url(rows[0]!, 'THIS'))).statusCode).toBe(200);
    expect((await seriesRows(seriesId)).map((r) => r.id)).toEqual(rows.slice(1).map((r) => r.id));
    expect((await owner.delete(url(rows[2]!, 'FOLLOWING'))).statusCode).toBe(200);
    expect((await seriesRows(seriesId)).map((r) => r.id)).toEqual([rows[1]!.id]);
  });

  it('goes with the group', async () => {
    const { id, owner } = await createGroup(t.app);
    const seriesId = await seriesIdOf(await weeklySeries(owner, id, 2));
    expect((await owner.delete(`${API_PATHS.groups}?id=${id}`)).statusCode).toBe(200);
    const left = await db().selectFrom('event_series').select('id').where('id', '=', seriesId).execute();
    expect(left).toEqual([]);
  });
});
