/**
 * A person's private calendar: its address from Settings (made on the first ask, replaced on
 * demand), read by a calendar app with no session, and what it holds as the person attends.
 */
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createEvent, createGroup, memberOfGroup, signedInClient } from '../../test/factories.ts';

const PUBLIC_URL = 'https://neighbourly.example';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(async () => t?.close());

const visitor = () => new TestClient(t.app);
const CALENDAR_URL = new RegExp(`^${PUBLIC_URL}${API_PATHS.personalCalendar}/[A-Za-z0-9_-]{43}\\.ics$`);

async function calendarUrlOf(client: TestClient): Promise<string> {
  const response = await client.get(API_PATHS.calendarUrl);
  expect(response.statusCode).toBe(200);
  return response.json().success.data.url;
}

/** What a calendar app gets at the address: the status, and the events by summary. */
async function read(url: string) {
  const response = await visitor().get(url.slice(PUBLIC_URL.length));
  const events =
    response.statusCode === 200
      ? Object.values(ical.sync.parseICS(response.body)).filter((c): c is VEvent => c?.type === 'VEVENT')
      : [];
  return { response, events: new Map(events.map((e) => [String(e.summary), e])) };
}

const attend = (client: TestClient, groupId: string, eventId: number, userId: string) =>
  client.post(API_PATHS.eventParticipants, { groupId, eventId, userId });

describe('GET|POST /account/calendarUrl', () => {
  it('refuses a visitor (401), and a new link without the CSRF token (403)', async () => {
    expect((await visitor().get(API_PATHS.calendarUrl)).statusCode).toBe(401);
    expect((await visitor().post(API_PATHS.calendarUrl)).statusCode).toBe(401);
    const { client, user } = await signedInClient(t.app);
    expect((await client.post(API_PATHS.calendarUrl, undefined, { csrf: false })).statusCode).toBe(403);
    const rows = await t.app.deps.db
      .selectFrom('calendar_tokens')
      .select('user_id')
      .where('user_id', '=', user.login)
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('makes the address on the first ask and gives the same one after; each person has their own', async () => {
    const { client } = await signedInClient(t.app);
    const url = await calendarUrlOf(client);
    expect(url).toMatch(CALENDAR_URL);
    expect(await calendarUrlOf(client)).toBe(url);
    const other = await signedInClient(t.app);
    expect(await calendarUrlOf(other.client)).not.toBe(url);
    // The database keeps a hash, never the address's secret.
    const token = url.split('/').at(-1)!.replace('.ics', '');
    const stored = await t.app.deps.db.selectFrom('calendar_tokens').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('a new link kills the old one (404) and is the one given from then on', async () => {
    const { client } = await signedInClient(t.app);
    const old = await calendarUrlOf(client);
    expect((await read(old)).response.statusCode).toBe(200);
    const renewed = await client.post(API_PATHS.calendarUrl);
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().success.data.url as string;
    expect(fresh).toMatch(CALENDAR_URL);
    expect(fresh).not.toBe(old);
    const dead = await read(old);
    expect(dead.response.statusCode).toBe(404);
    expect(dead.response.json().error.code).toBe('NOT_FOUND');
    expect((await read(fresh)).response.statusCode).toBe(200);
    expect(await calendarUrlOf(client)).toBe(fresh);
  });
});

describe('GET /calendar/<token>.ics', () => {
  it('answers 404 for an unknown, malformed or extension-less token', async () => {
    for (const file of [`${'a'.repeat(43)}.ics`, 'abc.ics', 'nothing', '%00.ics', `${'b'.repeat(200)}.ics`]) {
      const response = await visitor().get(`${API_PATHS.personalCalendar}/${file}`);
      expect(response.statusCode, file).toBe(404);
    }
  });

  it('holds the upcoming events the person hosts, goes to or waits for, and follows attend and leave', async () => {
    const { id, owner } = await createGroup(t.app);
    const full = await createEvent(owner, id, { name: 'Full walk', participantsLimit: 1, startsInHours: 30 });
    const open = await createEvent(owner, id, { name: 'Open walk', startsInHours: 50 });
    await createEvent(owner, id, { name: 'Not going' });
    const first = await memberOfGroup(t.app, id);
    const me = await memberOfGroup(t.app, id);
    expect((await attend(first.client, id, full, first.user.login)).statusCode).toBe(201);
    const url = await calendarUrlOf(me.client);

    const empty = await read(url);
    expect(empty.response.statusCode).toBe(200);
    expect(empty.response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(empty.response.headers['cache-control']).toBe('private, no-store');
    expect(empty.events.size).toBe(0);

    expect((await attend(me.client, id, full, me.user.login)).json().success.data.role).toBe('WAITLISTED');
    expect((await attend(me.client, id, open, me.user.login)).statusCode).toBe(201);
    const going = await read(url);
    expect([...going.events.keys()]).toEqual(['Full walk (waitlist)', 'Open walk']);
    expect(going.events.get('Full walk (waitlist)')?.status).toBe('TENTATIVE');
    expect(going.events.get('Open walk')?.status).toBe('CONFIRMED');
    expect(going.events.get('Open walk')?.location).toBe('Stanley Park');

    // The first participant leaves: the waitlisted place becomes a place.
    await first.client.delete(
      `${API_PATHS.eventParticipants}?groupId=${id}&eventId=${full}&userId=${first.user.login}`,
    );
    await me.client.delete(
      `${API_PATHS.eventParticipants}?groupId=${id}&eventId=${open}&userId=${me.user.login}`,
    );
    expect([...(await read(url)).events.keys()]).toEqual(['Full walk']);

    // The owner's calendar holds what they host.
    const hosted = await read(await calendarUrlOf(owner));
    expect([...hosted.events.keys()]).toEqual(['Not going', 'Full walk', 'Open walk']);
  });

  it("goes with the person's account", async () => {
    const { client, user } = await signedInClient(t.app);
    const url = await calendarUrlOf(client);
    expect((await client.delete(`${API_PATHS.users}?id=${user.login}`)).statusCode).toBe(200);
    expect((await read(url)).response.statusCode).toBe(404);
    const rows = await t.app.deps.db
      .selectFrom('calendar_tokens')
      .select('user_id')
      .where('user_id', '=', user.login)
      .execute();
    expect(rows).toHaveLength(0);
  });
});
