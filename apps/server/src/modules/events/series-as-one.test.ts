/**
 * A series as one thing (issue #26): one cover for all its events, listed once at its next
 * event with how many dates are ahead, and turned from a one-off or extended by an edit.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, LIMITS, MESSAGES, type Event } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import {
  createEvent,
  createGroup,
  endEvent,
  eventBody,
  fileUpload,
  hostOfGroup,
  makeImage,
  memberOfGroup,
  signedInClient,
} from '../../test/factories.ts';
import { formatOnCommunityClock } from '../../time/community-clock.ts';
import { moreStarts } from './recurrence.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const HOUR = 3_600_000;
const WEEK = 7 * 24 * HOUR;
const db = () => t.app.deps.db;
const key = (groupId: string, eventId: number) => `groupId=${groupId}&eventId=${eventId}`;
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const word = () => `w${crypto.randomBytes(4).toString('hex')}`;
const localTime = (instant: string) => formatOnCommunityClock(instant, 'ddd HH:mm');

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

/** A weekly series of `count` events from `startsInHours` ahead (48); its events by start. */
async function weekly(
  owner: TestClient,
  groupId: string,
  count: number,
  options: { name?: string; startsInHours?: number } = {},
) {
  const first = await createEvent(owner, groupId, {
    startsInHours: 48,
    ...options,
    recurrence: { frequency: 'WEEKLY', count },
  });
  return seriesRows(await seriesIdOf(first));
}

const readEvent = async (client: TestClient, groupId: string, eventId: number) =>
  (await client.get(`${API_PATHS.events}?${key(groupId, eventId)}`)).json().success.data as Event;

const coverUrl = (groupId: string, eventId: number, scope?: string) =>
  `${API_PATHS.eventImage}?${key(groupId, eventId)}${scope ? `&scope=${scope}` : ''}`;

async function upload(client: TestClient, url: string, format: 'png' | 'jpeg' = 'png') {
  const file = fileUpload('file', await makeImage(format), `c.${format}`, `image/${format}`);
  return client.post(url, file.body, { headers: file.headers });
}

const imageRow = (kind: string, ownerKey: number) =>
  db()
    .selectFrom('images')
    .selectAll()
    .where('kind', '=', kind)
    .where('owner_key', '=', String(ownerKey))
    .executeTakeFirst();

/** Everyone but the group's owner and the series' host: each with the status they get. */
const outsiders = async (groupId: string, member: TestClient, otherHost: TestClient) =>
  [
    [new TestClient(t.app), 401],
    [(await signedInClient(t.app)).client, 403],
    [member, 403],
    [otherHost, 403],
  ] as [TestClient, number][];

describe('a series cover: POST/DELETE /images/event?scope=SERIES', () => {
  it('shows on every event of the series, later ones included, unless one has its own', async () => {
    const { id, owner } = await createGroup(t.app);
    const rows = await weekly(owner, id, 4);
    const visitor = new TestClient(t.app);
    const own = await upload(owner, coverUrl(id, rows[2]!.id), 'jpeg');
    expect(own.statusCode, own.body).toBe(200);

    const series = await upload(owner, coverUrl(id, rows[0]!.id, 'SERIES'));
    expect(series.statusCode, series.body).toBe(200);
    const seriesImage = (await imageRow('series', rows[0]!.series_id!))!;
    expect(seriesImage.content_type).toBe('image/png');
    // "All events in the series": the third one's own cover gave way to the series' one.
    expect(await imageRow('event', rows[2]!.id)).toBeUndefined();
    for (const row of rows) {
      const event = await readEvent(visitor, id, row.id);
      expect(event.hasLogo).toBe(true);
      expect(event.series).toMatchObject({ coverFromSeries: true, upcomingCount: 4 });
      const image = await visitor.get(coverUrl(id, row.id));
      expect(image.statusCode).toBe(200);
      expect(image.headers.etag).toBe(`"${seriesImage.etag}"`);
    }

    // An event's own cover (scope THIS, as without scope) wins over the series'.
    expect((await upload(owner, coverUrl(id, rows[1]!.id, 'THIS'), 'jpeg')).statusCode).toBe(200);
    expect((await visitor.get(coverUrl(id, rows[1]!.id))).headers['content-type']).toBe('image/jpeg');
    expect((await readEvent(visitor, id, rows[1]!.id)).series?.coverFromSeries).toBe(false);

    // A date added later shows the series' cover too.
    const extended = await owner.put(API_PATHS.events, {
      ...eventBody(id, { start: rows[3]!.start_date_time }),
      eventId: rows[3]!.id,
      moreDates: { count: 1 },
    });
    expect(extended.statusCode, extended.body).toBe(200);
    const added = (await seriesRows(rows[0]!.series_id!)).at(-1)!;
    expect(added.id).not.toBe(rows[3]!.id);
    expect((await readEvent(visitor, id, added.id)).hasLogo).toBe(true);
    expect((await visitor.get(coverUrl(id, added.id))).headers.etag).toBe(`"${seriesImage.etag}"`);
  });

  it('removes the series cover, and own covers, for all; an event showing the series cover has none of its own', async () => {
    const { id, owner } = await createGroup(t.app);
    const rows = await weekly(owner, id, 3);
    await upload(owner, coverUrl(id, rows[0]!.id, 'SERIES'));
    await upload(owner, coverUrl(id, rows[1]!.id));
    const files = [(await imageRow('series', rows[0]!.series_id!))!, (await imageRow('event', rows[1]!.id))!];

    const notOwn = await owner.delete(coverUrl(id, rows[2]!.id));
    expect(notOwn.statusCode).toBe(404);
    expect(notOwn.json().error.message).toBe('This event has no cover image of its own.');

    expect((await owner.delete(coverUrl(id, rows[2]!.id, 'SERIES'))).statusCode).toBe(200);
    for (const row of rows) expect((await readEvent(owner, id, row.id)).hasLogo).toBe(false);
    for (const file of files) expect(await t.app.deps.storage.get(file.storage_key)).toBeNull();
    expect((await owner.delete(coverUrl(id, rows[2]!.id, 'SERIES'))).statusCode).toBe(404);
  });

  it('refuses visitor, other user, member and the host of another event; lets the group owner', async () => {
    const { id, owner } = await createGroup(t.app);
    const { client: host } = await hostOfGroup(t.app, id, owner);
    const { client: otherHost } = await hostOfGroup(t.app, id, owner);
    const rows = await weekly(host, id, 2);
    await createEvent(otherHost, id, { name: 'Their own event' });
    const { client: member } = await memberOfGroup(t.app, id);
    for (const [client, status] of await outsiders(id, member, otherHost)) {
      expect((await upload(client, coverUrl(id, rows[0]!.id, 'SERIES'))).statusCode).toBe(status);
      expect((await client.delete(coverUrl(id, rows[0]!.id, 'SERIES'))).statusCode).toBe(status);
    }
    expect(await imageRow('series', rows[0]!.series_id!)).toBeUndefined();
    expect((await upload(host, coverUrl(id, rows[0]!.id, 'SERIES'))).statusCode).toBe(200);
    expect((await owner.delete(coverUrl(id, rows[1]!.id, 'SERIES'))).statusCode).toBe(200);
  });

  it('refuses a scope that is not THIS or SERIES, and SERIES on a one-off, with a clear message', async () => {
    const { id, owner } = await createGroup(t.app);
    const rows = await weekly(owner, id, 2);
    const oneOff = await createEvent(owner, id);
    for (const scope of ['FOO', 'series', 'FOLLOWING']) {
      const refused = await upload(owner, coverUrl(id, rows[0]!.id, scope));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toContain(MESSAGES.coverScope);
      expect((await owner.delete(coverUrl(id, rows[0]!.id, scope))).statusCode).toBe(400);
    }
    const notSeries = await upload(owner, coverUrl(id, oneOff, 'SERIES'));
    expect(notSeries.statusCode).toBe(400);
    expect(notSeries.json().error.message).toBe(MESSAGES.notASeries);
    expect(await imageRow('event', oneOff)).toBeUndefined();
  });

  it('goes when the last event of the series or the group goes', async () => {
    const { id, owner } = await createGroup(t.app);
    const rows = await weekly(owner, id, 2);
    await upload(owner, coverUrl(id, rows[0]!.id, 'SERIES'));
    const first = (await imageRow('series', rows[0]!.series_id!))!;
    expect((await owner.delete(`${API_PATHS.events}?${key(id, rows[1]!.id)}`)).statusCode).toBe(200);
    expect(await imageRow('series', rows[0]!.series_id!)).toBeDefined();
    expect((await owner.delete(`${API_PATHS.events}?${key(id, rows[0]!.id)}`)).statusCode).toBe(200);
    expect(await imageRow('series', rows[0]!.series_id!)).toBeUndefined();
    expect(await t.app.deps.storage.get(first.storage_key)).toBeNull();

    const other = await weekly(owner, id, 2);
    await upload(owner, coverUrl(id, other[0]!.id, 'SERIES'));
    const second = (await imageRow('series', other[0]!.series_id!))!;
    expect((await owner.delete(`${API_PATHS.groups}?id=${id}`)).statusCode).toBe(200);
    expect(await imageRow('series', other[0]!.series_id!)).toBeUndefined();
    expect(await t.app.deps.storage.get(second.storage_key)).toBeNull();
  });
});

/** Every page of a list, `limit` at a time, following the cursors. */
async function allPages(client: TestClient, path: string, params: Record<string, string>, limit = 1) {
  const items: Event[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 50; page++) {
    const query = { ...params, limit: String(limit), ...(cursor ? { cursor } : {}) };
    const answer = await client.get(`${path}?${q(query)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const { data, nextCursor } = answer.json().success;
    items.push(...data);
    if (!nextCursor) return items;
    cursor = nextCursor;
  }
  throw new Error('too many pages');
}

describe('a series listed once, at its next event', () => {
  it("on the group's upcoming events, in pages; every date with seriesId; past events each", async () => {
    const { id, owner } = await createGroup(t.app);
    const before = await createEvent(owner, id, { startsInHours: 5, name: 'Before' });
    const rows = await weekly(owner, id, 8, { startsInHours: 30 });
    const between = await createEvent(owner, id, { startsInHours: 80, name: 'Between' });
    const visitor = new TestClient(t.app);
    const upcoming = { groupId: id, showFutureEvents: 'true' };

    for (const limit of [1, 2, 10]) {
      const listed = await allPages(visitor, API_PATHS.eventsForGroup, upcoming, limit);
      expect(listed.map((e) => e.eventId)).toEqual([before, rows[0]!.id, between]);
      expect(listed[1]!.series).toMatchObject({ frequency: 'WEEKLY', upcomingCount: 8 });
      expect(listed[0]!.series).toBeNull();
    }
    const dates = await allPages(visitor, API_PATHS.eventsForGroup, {
      ...upcoming,
      seriesId: String(rows[0]!.series_id),
    });
    expect(dates.map((e) => e.eventId)).toEqual(rows.map((r) => r.id));
    expect(
      (await visitor.get(`${API_PATHS.eventsForGroup}?${q({ ...upcoming, seriesId: 'x' })}`)).statusCode,
    ).toBe(400);

    // Once the first date is over, the next one stands for the series, with one date fewer.
    await endEvent(t.app, rows[0]!.id);
    const later = await allPages(visitor, API_PATHS.eventsForGroup, upcoming);
    expect(later.map((e) => e.eventId)).toEqual([before, between, rows[1]!.id]);
    expect(later[2]!.series?.upcomingCount).toBe(7);
    const past = await allPages(visitor, API_PATHS.eventsForGroup, {
      groupId: id,
      showFutureEvents: 'false',
    });
    expect(past.map((e) => e.eventId)).toEqual([rows[0]!.id]);
  });

  it('in search and the default list, in pages, at the first date the list would show', async () => {
    const w = word();
    const { id, owner } = await createGroup(t.app);
    const { client: member } = await memberOfGroup(t.app, id);
    const rows = await weekly(owner, id, 8, { name: `Games ${w}`, startsInHours: 30 });
    const single = await createEvent(owner, id, { startsInHours: 40, name: `Single ${w}` });
    const visitor = new TestClient(t.app);
    const search = { searchTerm: w, tagsTerm: '', eventsFromMyGroups: 'false' };

    for (const limit of [1, 3]) {
      const found = await allPages(visitor, API_PATHS.eventSearch, search, limit);
      expect(found.map((e) => e.eventId)).toEqual([rows[0]!.id, single]);
      expect(found[0]!.series?.upcomingCount).toBe(8);
    }
    const landing = await allPages(new TestClient(t.app), API_PATHS.eventDefaults, {}, 100);
    expect(landing.filter((e) => e.groupId === id).map((e) => e.eventId)).toEqual([rows[0]!.id, single]);

    // The first date made private: outsiders see the series from the second, members from the first.
    await owner.put(API_PATHS.events, {
      ...eventBody(id, { start: rows[0]!.start_date_time, name: `Games ${w}`, type: 'PRIVATE' }),
      eventId: rows[0]!.id,
    });
    const outside = await allPages(visitor, API_PATHS.eventSearch, search);
    expect(outside.map((e) => e.eventId)).toEqual([single, rows[1]!.id]);
    expect(outside[1]!.series?.upcomingCount).toBe(7);
    const inside = await allPages(member, API_PATHS.eventSearch, search);
    expect(inside.map((e) => e.eventId)).toEqual([rows[0]!.id, single]);
    expect(inside[0]!.series?.upcomingCount).toBe(8);

    // A search that only a later date matches finds the series there.
    const renamed = `Chess ${word()}`;
    await owner.put(API_PATHS.events, {
      ...eventBody(id, { start: rows[5]!.start_date_time, name: renamed }),
      eventId: rows[5]!.id,
    });
    const chess = await allPages(visitor, API_PATHS.eventSearch, { ...search, searchTerm: renamed });
    expect(chess.map((e) => e.eventId)).toEqual([rows[5]!.id]);
  });

  it('leaves "My events" with every date the person attends', async () => {
    const { id, owner } = await createGroup(t.app);
    const { client, user } = await memberOfGroup(t.app, id);
    const rows = await weekly(owner, id, 3);
    for (const row of rows.slice(0, 2)) {
      const attend = await client.post(API_PATHS.eventParticipants, {
        groupId: id,
        eventId: row.id,
        userId: user.login,
      });
      expect(attend.statusCode, attend.body).toBe(201);
    }
    const mine = (await client.get(`${API_PATHS.eventParticipantsForUser}?userId=${user.login}`)).json()
      .success.data as { event: Event }[];
    expect(mine.map((m) => m.event.eventId)).toEqual([rows[0]!.id, rows[1]!.id]);
  });
});

describe('PUT /events: Repeats for a one-off, more dates for a series', () => {
  const edit = (groupId: string, row: { id: number; start_date_time: string }, extra: object = {}) => ({
    ...eventBody(groupId, { start: row.start_date_time }),
    eventId: row.id,
    ...extra,
  });
  const eventById = (id: number) =>
    db().selectFrom('events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('turns a one-off into a series, the edited event its first, as create makes one', async () => {
    const { id, owner } = await createGroup(t.app);
    const oneOff = await eventById(await createEvent(owner, id, { startsInHours: 50 }));
    const answer = await owner.put(
      API_PATHS.events,
      edit(id, oneOff, { name: 'Now weekly', recurrence: { frequency: 'WEEKLY', count: 4 } }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().success.data.series).toMatchObject({ frequency: 'WEEKLY', upcomingCount: 4 });
    const rows = await seriesRows(await seriesIdOf(oneOff.id));
    expect(rows.map((r) => r.id)[0]).toBe(oneOff.id);
    expect(rows.map((r) => r.name)).toEqual(Array(4).fill('Now weekly'));
    for (const row of rows) {
      expect(localTime(row.start_date_time)).toBe(localTime(oneOff.start_date_time));
      expect(Date.parse(row.end_date_time) - Date.parse(row.start_date_time)).toBe(2 * HOUR);
      expect(row.host_id).toBe(oneOff.host_id);
    }
    const places = await db()
      .selectFrom('event_participants')
      .select(['event_id', 'role'])
      .where(
        'event_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    expect(places).toHaveLength(4);
    expect(new Set(places.map((p) => p.role))).toEqual(new Set(['HOST']));

    const again = await owner.put(
      API_PATHS.events,
      edit(id, rows[1]!, { recurrence: { frequency: 'WEEKLY', count: 2 } }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(MESSAGES.alreadyASeries);
  });

  it('extends a series by a number of dates or until a later date, on its rule after its last event', async () => {
    const { id, owner } = await createGroup(t.app);
    const rows = await weekly(owner, id, 3);
    const seriesId = rows[0]!.series_id!;
    const more = await owner.put(API_PATHS.events, edit(id, rows[0]!, { moreDates: { count: 2 } }));
    expect(more.statusCode, more.body).toBe(200);
    let after = await seriesRows(seriesId);
    expect(after).toHaveLength(5);
    for (const [index, row] of after.entries()) {
      expect(localTime(row.start_date_time)).toBe(localTime(rows[0]!.start_date_time));
      if (index > 0)
        expect(Date.parse(row.start_date_time) - Date.parse(after[index - 1]!.start_date_time)).toBe(WEEK);
    }
    // Until a date three weeks after the last event, that date included.
    const until = formatOnCommunityClock(
      new Date(Date.parse(after[4]!.start_date_time) + 3 * WEEK).toISOString(),
      'YYYY-MM-DD',
    );
    const later = await owner.put(API_PATHS.events, edit(id, after[2]!, { moreDates: { until } }));
    expect(later.statusCode, later.body).toBe(200);
    after = await seriesRows(seriesId);
    expect(after).toHaveLength(8);
    expect((await readEvent(owner, id, after[0]!.id)).series?.upcomingCount).toBe(8);
  });

  it('refuses bad or over-long extensions with the existing messages, and creates nothing', async () => {
    const { id, owner } = await createGroup(t.app);
    const rows = await weekly(owner, id, 3);
    const seriesId = rows[0]!.series_id!;
    const oneOff = await eventById(await createEvent(owner, id));
    const lastDay = formatOnCommunityClock(rows[2]!.start_date_time, 'YYYY-MM-DD');
    const cases: [object, (typeof rows)[number], number, string][] = [
      [{ moreDates: { count: 0 } }, rows[0]!, 400, MESSAGES.seriesMoreCount],
      [{ moreDates: { count: LIMITS.seriesMaxEvents } }, rows[0]!, 400, MESSAGES.seriesMoreCount],
      [{ moreDates: { count: 2, until: '2099-01-01' } }, rows[0]!, 400, MESSAGES.seriesMoreEnd],
      [{ moreDates: {} }, rows[0]!, 400, MESSAGES.seriesMoreEnd],
      [{ moreDates: { until: lastDay } }, rows[0]!, 400, MESSAGES.seriesMoreUntil],
      [{ moreDates: { until: '2030-02-30' } }, rows[0]!, 400, MESSAGES.seriesMoreUntil],
      // Three upcoming and 50 more would be past the 52 a series may have ahead.
      [{ moreDates: { count: LIMITS.seriesMaxEvents - 2 } }, rows[0]!, 400, MESSAGES.seriesMoreCount],
      [{ moreDates: { count: 1 } }, oneOff, 400, MESSAGES.notASeries],
      [{ recurrence: { frequency: 'DAILY', count: 3 } }, oneOff, 400, ''],
      [{ recurrence: { frequency: 'WEEKLY', count: 1 } }, oneOff, 400, MESSAGES.seriesCount],
    ];
    for (const [extra, row, status, message] of cases) {
      const refused = await owner.put(API_PATHS.events, edit(id, row, extra));
      expect(refused.statusCode, JSON.stringify(extra)).toBe(status);
      if (message) expect(refused.json().error.message).toContain(message);
    }
    // Weekly for 2 years would start its last events too far ahead.
    const farEnd = formatOnCommunityClock(new Date(Date.now() + 740 * 24 * HOUR).toISOString(), 'YYYY-MM-DD');
    const far = await owner.put(API_PATHS.events, edit(id, rows[0]!, { moreDates: { until: farEnd } }));
    expect(far.statusCode).toBe(400);
    expect((await seriesRows(seriesId)).map((r) => r.id)).toEqual(rows.map((r) => r.id));
    expect(await db().selectFrom('events').select('id').where('group_id', '=', id).execute()).toHaveLength(4);
  });

  it('counts new dates against the daily allowance and the group cap (429 / 403), all or nothing', async () => {
    const { id, owner } = await createGroup(t.app);
    const rows = await weekly(owner, id, 40);
    const oneOff = await eventById(await createEvent(owner, id, { startsInHours: 6 }));
    // 41 created today; 20 more would be 61.
    const daily = await owner.put(
      API_PATHS.events,
      edit(id, oneOff, { recurrence: { frequency: 'WEEKLY', count: 21 } }),
    );
    expect(daily.statusCode).toBe(429);
    expect(daily.json().error.message).toBe(MESSAGES.eventsPerDay);
    expect((await eventById(oneOff.id)).series_id).toBeNull();

    const { id: full, owner: fullOwner } = await createGroup(t.app);
    const few = await weekly(fullOwner, full, 2);
    const hostId = few[0]!.host_id;
    const filler = Array.from({ length: LIMITS.groupUpcomingEventsMax - 3 }, (_, i) => ({
      ...few[0]!,
      id: undefined,
      series_id: null,
      start_date_time: new Date(Date.now() + (100 + i) * HOUR).toISOString(),
      end_date_time: new Date(Date.now() + (101 + i) * HOUR).toISOString(),
      host_id: hostId,
    }));
    for (let i = 0; i < filler.length; i += 100)
      await db()
        .insertInto('events')
        .values(filler.slice(i, i + 100))
        .execute();
    const capped = await fullOwner.put(API_PATHS.events, edit(full, few[0]!, { moreDates: { count: 2 } }));
    expect(capped.statusCode).toBe(403);
    expect(capped.json().error.message).toBe(MESSAGES.groupUpcomingEvents);
    expect(await seriesRows(few[0]!.series_id!)).toHaveLength(2);
    expect(
      (await fullOwner.put(API_PATHS.events, edit(full, few[0]!, { moreDates: { count: 1 } }))).statusCode,
    ).toBe(200);
    expect(rows).toHaveLength(40);
  });

  it('refuses visitor, other user, member and the host of another event, and adds nothing', async () => {
    const { id, owner } = await createGroup(t.app);
    const { client: otherHost } = await hostOfGroup(t.app, id, owner);
    await createEvent(otherHost, id, { name: 'Theirs' });
    const rows = await weekly(owner, id, 2);
    const oneOff = await eventById(await createEvent(owner, id));
    const { client: member } = await memberOfGroup(t.app, id);
    for (const [client, status] of await outsiders(id, member, otherHost)) {
      expect(
        (await client.put(API_PATHS.events, edit(id, rows[0]!, { moreDates: { count: 2 } }))).statusCode,
      ).toBe(status);
      const turned = edit(id, oneOff, { recurrence: { frequency: 'WEEKLY', count: 2 } });
      expect((await client.put(API_PATHS.events, turned)).statusCode).toBe(status);
    }
    expect(await db().selectFrom('events').select('id').where('group_id', '=', id).execute()).toHaveLength(4);
  });
});

describe('moreStarts', () => {
  it('goes on from the last date, from today when the series ended, and keeps "the last" weekday', async () => {
    const now = '2035-01-01T00:00:00.000Z';
    // Saturdays 19:00 in Vancouver (UTC−7): 6 and 13 January 2035.
    expect(await moreStarts('2035-01-07T02:00:00.000Z', 'WEEKLY', { count: 2 }, { now })).toEqual([
      '2035-01-14T02:00:00.000Z',
      '2035-01-21T02:00:00.000Z',
    ]);
    // A series whose last date is long past goes on after now.
    expect((await moreStarts('2034-01-07T02:00:00.000Z', 'BIWEEKLY', { count: 1 }, { now }))[0]! > now).toBe(
      true,
    );
    // Friday 23 February 2035 is the 4th Friday and the last; as "the last Friday" March's is the 30th.
    const last = '2035-02-24T02:00:00.000Z';
    expect(localTime(last)).toBe('Fri 19:00');
    expect(await moreStarts(last, 'MONTHLY', { count: 1 }, { now })).toEqual(['2035-03-24T02:00:00.000Z']);
    expect(await moreStarts(last, 'MONTHLY', { count: 1 }, { now, lastOfMonth: true })).toEqual([
      '2035-03-31T02:00:00.000Z',
    ]);
  });
});
