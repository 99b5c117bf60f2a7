/**
 * Finding events by when, where and how (issue #28): dates read on Vancouver's clock (events
 * crossing midnight belong to both days), distance from a point or a place, format, and their
 * combinations with names and tags; the same on search and the default list; groups by the
 * distance of their home place. Bad filters are a 400 with their message.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, API_PATHS, communityToday, MESSAGES, placeBySlug } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createEvent, createGroup, signedInClient } from '../../test/factories.ts';
import { fromWallClock } from '../../time/community-clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** A tag no other test uses, so each test sees only its own events. */
const word = () => `w${crypto.randomBytes(4).toString('hex')}`;
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
const HOUR = 3_600_000;

const KITSILANO = placeBySlug('kitsilano')!;
const DRIVE = placeBySlug('commercial-drive')!;
const SURREY = placeBySlug('surrey')!;
const pinAt = (place: { latitude: number; longitude: number }) => ({
  latitude: place.latitude,
  longitude: place.longitude,
});

/** A Saturday at least a week ahead on Vancouver's clock, YYYY-MM-DD. */
function saturdayAhead(): string {
  let day = addDays(communityToday(), 7);
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 6) day = addDays(day, 1);
  return day;
}

/** The instant the Vancouver clock shows `time` on `date`. */
const at = (date: string, time: string) => fromWallClock(new Date(`${date}T${time}:00Z`));

async function eventAt(
  owner: TestClient,
  groupId: string,
  tag: string,
  start: string,
  options: { name?: string; hours?: number; where?: Record<string, unknown> } = {},
) {
  const eventId = await createEvent(owner, groupId, {
    start,
    tags: [tag],
    ...(options.name ? { name: options.name } : {}),
    where: options.where ?? {},
  });
  if (options.hours) {
    await t.app.deps.db
      .updateTable('events')
      .set({ end_date_time: new Date(Date.parse(start) + options.hours * HOUR).toISOString() })
      .where('id', '=', eventId)
      .execute();
  }
  return eventId;
}

async function search(params: Record<string, string>, client = new TestClient(t.app)) {
  const response = await client.get(`${API_PATHS.eventSearch}?${q({ limit: '100', ...params })}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().success.data as { eventId: number; distanceKm?: number; startDateTime: string }[];
}
const idsOf = (events: { eventId: number }[]) => events.map((e) => e.eventId);

describe('dates, on Vancouver’s clock', () => {
  it('finds the events of a day, crossing midnight in either direction, not by UTC days', async () => {
    const tag = word();
    const { id: groupId, owner } = await createGroup(t.app);
    const saturday = saturdayAhead();
    const friday = addDays(saturday, -1);
    const sunday = addDays(saturday, 1);
    // Friday 18:00 in Vancouver is Saturday 01:00 UTC: a Friday event, whatever UTC says.
    const fridayEvening = await eventAt(owner, groupId, tag, at(friday, '18:00'));
    // Friday 23:00 to Saturday 01:00: on both days.
    const lateFriday = await eventAt(owner, groupId, tag, at(friday, '23:00'));
    const saturdayMorning = await eventAt(owner, groupId, tag, at(saturday, '09:00'));
    const sundayNight = await eventAt(owner, groupId, tag, at(sunday, '23:30'));
    const monday = await eventAt(owner, groupId, tag, at(addDays(sunday, 1), '00:30'));

    expect(idsOf(await search({ tagsTerm: tag, from: saturday, to: saturday }))).toEqual([
      lateFriday,
      saturdayMorning,
    ]);
    expect(idsOf(await search({ tagsTerm: tag, from: friday, to: friday }))).toEqual([
      fridayEvening,
      lateFriday,
    ]);
    // The weekend: Saturday and Sunday; the event at half past midnight on Monday is not in it.
    expect(idsOf(await search({ tagsTerm: tag, from: saturday, to: sunday }))).toEqual([
      lateFriday,
      saturdayMorning,
      sundayNight,
    ]);
    // From a date on, and up to a date.
    expect(idsOf(await search({ tagsTerm: tag, from: sunday }))).toEqual([sundayNight, monday]);
    expect(idsOf(await search({ tagsTerm: tag, to: friday }))).toEqual([fridayEvening, lateFriday]);
    // A time without an offset is Vancouver's; with one, it is that instant.
    expect(
      idsOf(await search({ tagsTerm: tag, from: `${saturday}T08:00`, to: `${saturday}T12:00` })),
    ).toEqual([saturdayMorning]);
    expect(
      idsOf(await search({ tagsTerm: tag, from: `${saturday}T15:00Z`, to: `${saturday}T17:00Z` })),
      '09:00 in Vancouver is 16:00 UTC',
    ).toEqual([saturdayMorning]);
  });
});

describe('format', () => {
  it('finds hybrid events with either in-person or online; hybrid alone with hybrid', async () => {
    const tag = word();
    const { id: groupId, owner } = await createGroup(t.app);
    const start = at(saturdayAhead(), '10:00');
    const inPerson = await eventAt(owner, groupId, tag, start);
    const online = await eventAt(owner, groupId, tag, start, {
      where: { format: 'ONLINE', meetingUrl: 'https://meet.example/a' },
    });
    const hybrid = await eventAt(owner, groupId, tag, start, {
      where: { format: 'HYBRID', meetingUrl: 'https://meet.example/b' },
    });
    expect(idsOf(await search({ tagsTerm: tag, format: 'IN_PERSON' }))).toEqual([inPerson, hybrid]);
    expect(idsOf(await search({ tagsTerm: tag, format: 'ONLINE' }))).toEqual([online, hybrid]);
    expect(idsOf(await search({ tagsTerm: tag, format: 'HYBRID' }))).toEqual([hybrid]);
    expect(idsOf(await search({ tagsTerm: tag }))).toEqual([inPerson, online, hybrid]);
  });
});

describe('distance', () => {
  async function pinnedEvents() {
    const tag = word();
    const { id: groupId, owner } = await createGroup(t.app);
    const saturday = saturdayAhead();
    const kits = await eventAt(owner, groupId, tag, at(saturday, '12:00'), {
      where: { latitude: 49.2665, longitude: -123.16 },
    });
    const drive = await eventAt(owner, groupId, tag, at(saturday, '10:00'), { where: pinAt(DRIVE) });
    const surrey = await eventAt(owner, groupId, tag, at(saturday, '11:00'), { where: pinAt(SURREY) });
    const unpinned = await eventAt(owner, groupId, tag, at(saturday, '09:00'));
    return { tag, owner, groupId, saturday, kits, drive, surrey, unpinned };
  }

  it('keeps the pinned events within reach of a place, soonest first, each with its distance', async () => {
    const { tag, kits, drive, surrey } = await pinnedEvents();
    expect(idsOf(await search({ tagsTerm: tag, place: 'kitsilano', withinKm: '2' }))).toEqual([kits]);
    const within10 = await search({ tagsTerm: tag, place: 'kitsilano', withinKm: '10' });
    expect(idsOf(within10)).toEqual([drive, kits]);
    expect(within10.map((e) => e.distanceKm)).toEqual([expect.closeTo(6.7, 0), expect.closeTo(0.1, 0)]);
    expect(idsOf(await search({ tagsTerm: tag, place: 'kitsilano', withinKm: '100' }))).toEqual([
      drive,
      surrey,
      kits,
    ]);
    // From a point, as the map's "Search this area" asks.
    const near = `${SURREY.latitude},${SURREY.longitude}`;
    expect(idsOf(await search({ tagsTerm: tag, near, withinKm: '1' }))).toEqual([surrey]);
  });

  it('without a distance, a point only measures: every event comes, pinned ones with their distance', async () => {
    const { tag, unpinned, drive, surrey, kits } = await pinnedEvents();
    const all = await search({ tagsTerm: tag, place: 'commercial-drive' });
    expect(idsOf(all)).toEqual([unpinned, drive, surrey, kits]);
    expect(all[0]).not.toHaveProperty('distanceKm');
    expect(all[1]!.distanceKm).toBe(0);
    expect(all[2]!.distanceKm).toBeGreaterThan(15);
  });

  it('combines distance, dates, format, name and tag', async () => {
    const { tag, owner, groupId, saturday, kits, drive } = await pinnedEvents();
    const nextSaturday = addDays(saturday, 7);
    const later = await eventAt(owner, groupId, tag, at(nextSaturday, '12:00'), {
      name: 'Lantern walk',
      where: { ...pinAt(KITSILANO), format: 'HYBRID', meetingUrl: 'https://meet.example/c' },
    });
    const weekend = { from: saturday, to: addDays(saturday, 1) };
    expect(idsOf(await search({ tagsTerm: tag, place: 'kitsilano', withinKm: '10', ...weekend }))).toEqual([
      drive,
      kits,
    ]);
    expect(
      idsOf(await search({ tagsTerm: tag, place: 'kitsilano', withinKm: '5', format: 'ONLINE' })),
    ).toEqual([later]);
    expect(
      idsOf(await search({ tagsTerm: `#${tag}`, searchTerm: 'lantern', place: 'kitsilano', withinKm: '5' })),
    ).toEqual([later]);
    expect(
      idsOf(
        await search({
          tagsTerm: tag,
          place: 'kitsilano',
          withinKm: '5',
          from: nextSaturday,
          to: nextSaturday,
        }),
      ),
    ).toEqual([later]);
  });

  it('never shows a private event to a non-member, whatever the filters', async () => {
    const tag = word();
    const { id: groupId, owner } = await createGroup(t.app, { type: 'PRIVATE' });
    await eventAt(owner, groupId, tag, at(saturdayAhead(), '12:00'), { where: pinAt(KITSILANO) });
    const stranger = (await signedInClient(t.app)).client;
    const found = await search({ tagsTerm: tag, place: 'kitsilano', withinKm: '1' }, stranger);
    expect(found).toEqual([]);
    expect(idsOf(await search({ tagsTerm: tag, place: 'kitsilano', withinKm: '1' }, owner))).toHaveLength(1);
  });
});

describe('GET /events/getDefault with filters', () => {
  it('takes the same filters, near a place wherever the caller lives', async () => {
    const { id: groupId, owner } = await createGroup(t.app);
    const tag = word();
    const saturday = saturdayAhead();
    const surrey = await eventAt(owner, groupId, tag, at(saturday, '10:00'), {
      where: { ...pinAt(SURREY), format: 'HYBRID', meetingUrl: 'https://meet.example/d' },
    });
    const response = await new TestClient(t.app).get(
      `${API_PATHS.eventDefaults}?${q({ place: 'surrey', withinKm: '1', from: saturday, to: saturday, format: 'ONLINE', limit: '100' })}`,
    );
    expect(response.statusCode).toBe(200);
    const found = response.json().success.data;
    expect(idsOf(found)).toContain(surrey);
    expect(found.find((e: { eventId: number }) => e.eventId === surrey)).toMatchObject({
      distanceKm: 0,
      meetingUrl: null,
    });
  });
});

describe('groups by the distance of their home place', () => {
  it('finds groups whose home place is within reach, with the distance, and keeps it on the card', async () => {
    const tag = word();
    const made = async (homePlace: string | null) => {
      const { id, owner } = await createGroup(t.app, { tags: [tag] });
      const group = (await owner.get(`${API_PATHS.groups}?id=${id}`)).json().success.data;
      const put = await owner.put(API_PATHS.groups, { ...group, homePlace, owner: undefined });
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json().success.data.homePlace).toBe(homePlace);
      return id;
    };
    const kits = await made('kitsilano');
    const drive = await made('commercial-drive');
    await made('surrey');
    await made(null);
    const groups = async (params: Record<string, string>) =>
      (await new TestClient(t.app).get(`${API_PATHS.groupSearch}?${q({ tagsTerm: tag, ...params })}`)).json()
        .success.data as { id: string; distanceKm?: number; homePlace: string | null }[];
    const within = await groups({ place: 'kitsilano', withinKm: '10' });
    expect(within.map((g) => g.id).sort()).toEqual([kits, drive].sort());
    expect(within.find((g) => g.id === kits)).toMatchObject({ homePlace: 'kitsilano', distanceKm: 0 });
    expect((await groups({})).length).toBe(4);
    expect((await groups({ near: '49.1,-122.8', withinKm: '1' })).length).toBe(0);
  });

  it('refuses an unknown home place on create and edit; nothing changes', async () => {
    const { client } = await signedInClient(t.app);
    const id = `g_${word()}`;
    const refused = await client.post(API_PATHS.groups, {
      id,
      name: 'Nowhere walkers',
      description: 'We walk.',
      homePlace: 'atlantis',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain(MESSAGES.unknownPlace);
    expect((await client.get(`${API_PATHS.groups}?id=${id}`)).statusCode).toBe(404);
  });
});

describe('bad filters', () => {
  it('are a 400 with their message on search and the default list, never a 5xx', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ near: 'here' }, MESSAGES.near],
      [{ near: '91,0' }, MESSAGES.latitude],
      [{ near: '49,-181' }, MESSAGES.longitude],
      [{ near: 'NaN,NaN' }, MESSAGES.near],
      [{ place: 'atlantis' }, MESSAGES.unknownPlace],
      [{ place: 'kitsilano', withinKm: '0' }, MESSAGES.withinKm],
      [{ place: 'kitsilano', withinKm: '10000' }, MESSAGES.withinKm],
      [{ place: 'kitsilano', withinKm: 'far' }, MESSAGES.withinKm],
      [{ withinKm: '5' }, MESSAGES.withinNeedsPoint],
      [{ near: '49,-123', place: 'kitsilano' }, MESSAGES.nearOrPlace],
      [{ from: '2026-13-01' }, MESSAGES.searchWhen],
      [{ from: '2027-01-10', to: '2027-01-09' }, MESSAGES.searchRange],
      [{ from: '2027-01-01', to: '2036-12-31' }, MESSAGES.searchRange],
      [{ format: 'VIRTUAL' }, MESSAGES.format],
    ];
    for (const path of [API_PATHS.eventSearch, API_PATHS.eventDefaults]) {
      for (const [params, message] of cases) {
        const response = await new TestClient(t.app).get(`${path}?${q(params)}`);
        expect(response.statusCode, `${path} ${JSON.stringify(params)}`).toBe(400);
        expect(response.json().error.message).toContain(message);
      }
    }
    const groups = await new TestClient(t.app).get(`${API_PATHS.groupSearch}?${q({ withinKm: '5' })}`);
    expect(groups.statusCode).toBe(400);
  });
});

describe('GET /places', () => {
  it('lists the shipped places, to anyone', async () => {
    const response = await new TestClient(t.app).get(API_PATHS.places);
    expect(response.statusCode).toBe(200);
    const places = response.json().success.data;
    expect(places.map((p: { slug: string }) => p.slug)).toEqual(
      expect.arrayContaining(['kitsilano', 'commercial-drive', 'burnaby', 'surrey']),
    );
    expect(places.find((p: { slug: string }) => p.slug === 'kitsilano')).toEqual({
      slug: 'kitsilano',
      name: 'Kitsilano',
      latitude: KITSILANO.latitude,
      longitude: KITSILANO.longitude,
      kind: 'LOCAL_AREA',
    });
  });
});

describe('my neighbourhood', () => {
  it('is a setting of one’s own profile, read back from /users/self, and a known place', async () => {
    const { client, user } = await signedInClient(t.app);
    const profile = { id: user.login, name: 'Ann' };
    const set = await client.post(API_PATHS.users, { ...profile, homePlace: 'mount-pleasant' });
    expect(set.statusCode, set.body).toBe(200);
    expect((await client.get(API_PATHS.usersSelf)).json().success.data.homePlace).toBe('mount-pleasant');
    // Left out, it stays; null clears it.
    await client.post(API_PATHS.users, profile);
    expect((await client.get(API_PATHS.usersSelf)).json().success.data.homePlace).toBe('mount-pleasant');
    const refused = await client.post(API_PATHS.users, { ...profile, homePlace: 'atlantis' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain(MESSAGES.unknownPlace);
    await client.post(API_PATHS.users, { ...profile, homePlace: null });
    expect((await client.get(API_PATHS.usersSelf)).json().success.data.homePlace).toBeNull();
    // Another person's profile shows no home place: it says where someone lives.
    const other = (await signedInClient(t.app)).client;
    const seen = (await other.get(`${API_PATHS.users}?id=${user.login}`)).json().success.data;
    expect(seen).not.toHaveProperty('homePlace');
  });
});
