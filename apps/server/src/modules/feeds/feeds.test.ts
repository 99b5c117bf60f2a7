/**
 * Calendars and the Atom feed, read as calendar apps and feed readers read them: without a
 * session (unless said), parsed with a real iCalendar parser (node-ical) and an XML parser.
 */
import ical, { type VEvent } from 'node-ical';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createEvent, createGroup, eventRow, memberOfGroup, signedInClient } from '../../test/factories.ts';

const PUBLIC_URL = 'https://neighbourly.example';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(async () => t?.close());

const visitor = () => new TestClient(t.app);
const groupCalendarUrl = (groupId: string) => `${API_PATHS.groupCalendar}?groupId=${groupId}`;
const groupFeedUrl = (groupId: string) => `${API_PATHS.groupFeed}?groupId=${groupId}`;

/** The calendar's events, by summary. */
function eventsIn(body: string): Map<string, VEvent> {
  const parsed = ical.sync.parseICS(body);
  const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
  return new Map(events.map((e) => [String(e.summary), e]));
}

/** An event that ended yesterday, written straight to the database (the API refuses past starts). */
async function pastEvent(groupId: string, hostId: string) {
  const start = new Date(Date.now() - 26 * 3_600_000).toISOString();
  const end = new Date(Date.now() - 24 * 3_600_000).toISOString();
  await t.app.deps.db
    .insertInto('events')
    .values({ ...eventRow(groupId, hostId, start, end), name: 'Yesterday' })
    .execute();
}

const ownerIdOf = async (client: TestClient) =>
  (await client.get(API_PATHS.usersSelf)).json().success.data.id as string;

describe('GET /groups/calendar', () => {
  it('refuses a private group to a visitor (401) and a non-member (403); unknown 404; bad id 400', async () => {
    const { id } = await createGroup(t.app, { type: 'PRIVATE' });
    const stranger = await signedInClient(t.app);
    expect((await visitor().get(groupCalendarUrl(id))).statusCode).toBe(401);
    const refused = await stranger.client.get(groupCalendarUrl(id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("Only members see a private group's calendar.");
    expect((await visitor().get(groupCalendarUrl('g_nobody_here'))).statusCode).toBe(404);
    expect((await visitor().get(groupCalendarUrl('a%20b'))).statusCode).toBe(400);
    expect((await visitor().get(API_PATHS.groupCalendar)).statusCode).toBe(400);
  });

  it("gives anyone a public group's upcoming public events, with time, place, page and description", async () => {
    const { id, owner } = await createGroup(t.app);
    const walk = await createEvent(owner, id, { name: 'Evening walk', startsInHours: 48 });
    await createEvent(owner, id, { name: 'Members only', type: 'PRIVATE' });
    await pastEvent(id, await ownerIdOf(owner));

    const response = await visitor().get(groupCalendarUrl(id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=900');
    expect(response.body).toContain('X-WR-TIMEZONE:America/Vancouver');
    const events = eventsIn(response.body);
    expect([...events.keys()]).toEqual(['Evening walk']);
    const event = events.get('Evening walk')!;
    const stored = await t.app.deps.db
      .selectFrom('events')
      .select(['start_date_time', 'end_date_time'])
      .where('id', '=', walk)
      .executeTakeFirstOrThrow();
    // iCalendar times are to the second.
    const toSecond = (iso: string) => Math.floor(Date.parse(iso) / 1000) * 1000;
    expect(new Date(event.start).getTime()).toBe(toSecond(stored.start_date_time));
    expect(new Date(event.end!).getTime()).toBe(toSecond(stored.end_date_time));
    expect(event.uid).toBe(`${walk}@neighbourly`);
    expect(event.location).toBe('Stanley Park');
    const page = `${PUBLIC_URL}/group/${id}/events/${walk}`;
    // node-ical types URL as text, but gives it with its parameters (VALUE=URI).
    const url = event.url as unknown as string | { val: string };
    expect(typeof url === 'string' ? url : url.val).toBe(page);
    expect(event.description).toBe(`We walk the seawall.\nMeet at the totem poles.\n\n${page}`);
    // A signed-in member gets the same public calendar: one address for everyone.
    const member = await memberOfGroup(t.app, id);
    expect([...eventsIn((await member.client.get(groupCalendarUrl(id))).body).keys()]).toEqual([
      'Evening walk',
    ]);
  });

  it("gives a private group's members all its upcoming events, kept by no shared cache", async () => {
    const { id, owner } = await createGroup(t.app, { type: 'PRIVATE' });
    await createEvent(owner, id, { name: 'Open evening' });
    await createEvent(owner, id, { name: 'Planning', type: 'PRIVATE', startsInHours: 72 });
    const member = await memberOfGroup(t.app, id, owner);
    const response = await member.client.get(groupCalendarUrl(id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect([...eventsIn(response.body).keys()]).toEqual(['Open evening', 'Planning']);
  });
});

describe('GET /groups/feed (Atom)', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
  const asArray = <T>(value: T | T[] | undefined): T[] =>
    value === undefined ? [] : Array.isArray(value) ? value : [value];

  it('refuses a private group (403: no public feed); unknown 404; bad id 400', async () => {
    const { id, owner } = await createGroup(t.app, { type: 'PRIVATE' });
    const refused = await visitor().get(groupFeedUrl(id));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('This group is private: its events have no public feed.');
    expect((await owner.get(groupFeedUrl(id))).statusCode).toBe(403);
    expect((await visitor().get(groupFeedUrl('g_nobody_here'))).statusCode).toBe(404);
    expect((await visitor().get(groupFeedUrl('%00'))).statusCode).toBe(400);
  });

  it("lists a public group's upcoming public events, each linking to its page", async () => {
    const { id, owner } = await createGroup(t.app);
    const first = await createEvent(owner, id, { name: 'Lantern walk', startsInHours: 24 });
    const second = await createEvent(owner, id, { name: 'Beach clean-up', startsInHours: 96 });
    await createEvent(owner, id, { name: 'Members only', type: 'PRIVATE' });
    await pastEvent(id, await ownerIdOf(owner));

    const response = await visitor().get(groupFeedUrl(id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const { feed } = parser.parse(response.body);
    expect(feed.xmlns).toBe('http://www.w3.org/2005/Atom');
    expect(feed.title).toBe(`Group ${id}: upcoming events`);
    expect(feed.id).toBe(`${PUBLIC_URL}/group/${id}`);
    const links = asArray<{ rel?: string; href: string }>(feed.link);
    expect(links.find((l) => l.rel === 'self')?.href).toBe(`${PUBLIC_URL}${groupFeedUrl(id)}`);
    const entries = asArray<{ title: unknown; id: string; link: { href: string }; summary: unknown }>(
      feed.entry,
    );
    const text = (value: unknown) =>
      typeof value === 'object' && value !== null ? (value as { '#text': string })['#text'] : value;
    expect(entries.map((e) => text(e.title))).toEqual(['Lantern walk', 'Beach clean-up']);
    expect(entries.map((e) => e.link.href)).toEqual([
      `${PUBLIC_URL}/group/${id}/events/${first}`,
      `${PUBLIC_URL}/group/${id}/events/${second}`,
    ]);
    expect(entries[0]?.id).toBe(`${PUBLIC_URL}/group/${id}/events/${first}`);
    expect(String(text(entries[0]?.summary))).toMatch(
      /^<p>\w+, \w+ \d+, \d{4} at \d\d:\d\d · Stanley Park<\/p><p>We walk the seawall\.<br>Meet at the totem poles\.<\/p>$/,
    );
  });
});

describe('the feeds in the reader’s language (issue #29)', () => {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' });
  const asArray = <T>(value: T | T[] | undefined): T[] =>
    value === undefined ? [] : Array.isArray(value) ? value : [value];
  it('titles the Atom feed and words its entries in French for a French browser; names stay', async () => {
    const { id, owner } = await createGroup(t.app);
    await createEvent(owner, id, { name: 'Lantern walk', startsInHours: 24 });
    const response = await visitor().get(groupFeedUrl(id), {
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(response.statusCode).toBe(200);
    // A shared cache keeps one copy per language.
    expect(response.headers.vary).toContain('Accept-Language');
    const { feed } = parser.parse(response.body);
    expect(feed.title).toBe(`Group ${id}\u00a0: événements à venir`);
    expect(feed.rights).toBe(`Group ${id} sur Neighbourly`);
    const entry = asArray<{ title: unknown; summary: unknown }>(feed.entry)[0]!;
    const text = (value: unknown) =>
      typeof value === 'object' && value !== null ? (value as { '#text': string })['#text'] : value;
    expect(text(entry.title)).toBe('Lantern walk');
    expect(String(text(entry.summary))).toMatch(/^<p>\w+ \d+ \S+ \d{4} à \d\d h \d\d · Stanley Park<\/p>/);
    // No language asked: English, as before.
    expect(parser.parse((await visitor().get(groupFeedUrl(id))).body).feed.title).toBe(
      `Group ${id}: upcoming events`,
    );
  });

  it('describes the group calendar in the language of the member’s account', async () => {
    const { id, owner } = await createGroup(t.app);
    await owner.post(API_PATHS.users, { id: await ownerIdOf(owner), name: 'Owner', locale: 'zh-Hant' });
    const response = await owner.get(groupCalendarUrl(id));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`X-WR-CALDESC:Group ${id} 即將舉行的活動`);
  });
});
