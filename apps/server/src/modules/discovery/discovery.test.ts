import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, MESSAGES } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import {
  createEvent,
  createGroup,
  createUser,
  groupRow,
  memberOfGroup,
  signedInClient,
} from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const db = () => t.app.deps.db;
/** A word no other test uses, so each test sees only its own groups and events. */
const word = () => `w${crypto.randomBytes(4).toString('hex')}`;
const ids = (data: { id?: string; eventId?: number }[]) => data.map((d) => d.id ?? d.eventId);
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

async function namedGroup(name: string, tags: string[], options: { type?: 'PUBLIC' | 'PRIVATE' } = {}) {
  const { id, owner } = await createGroup(t.app, { tags, ...options });
  await db().updateTable('groups').set({ name }).where('id', '=', id).execute();
  return { id, owner };
}

describe('GET /groups/search', () => {
  it('finds groups by a case-insensitive part of the name, most active first', async () => {
    const w = word();
    const a = await namedGroup(`Kits ${w} Runners`, ['running']);
    const b = await namedGroup(`${w.toUpperCase()} walkers`, ['walking']);
    await namedGroup('Unrelated', ['running']);
    await db()
      .updateTable('groups')
      .set({ last_activity_at: new Date(Date.now() + 1000).toISOString() })
      .where('id', '=', a.id)
      .execute();
    const found = (await new TestClient(t.app).get(`${API_PATHS.groupSearch}?${q({ searchTerm: w })}`)).json()
      .success.data;
    expect(ids(found)).toEqual([a.id, b.id]);
    expect(found[0]).toMatchObject({
      name: `Kits ${w} Runners`,
      membersCount: 1,
      hasLogo: false,
      tags: ['running'],
    });
  });

  it('needs every tag asked for, and combines tags with the name', async () => {
    const tag = word();
    const both = await namedGroup(`Both ${tag}`, [tag, 'dogs']);
    const one = await namedGroup(`One ${tag}`, [tag]);
    const client = new TestClient(t.app);
    const search = async (params: Record<string, string>) =>
      ids((await client.get(`${API_PATHS.groupSearch}?${q(params)}`)).json().success.data);
    expect((await search({ tagsTerm: tag })).sort()).toEqual([both.id, one.id].sort());
    expect(await search({ tagsTerm: `${tag} dogs` })).toEqual([both.id]);
    expect(await search({ tagsTerm: `#${tag.toUpperCase()} #dogs` })).toEqual([both.id]);
    expect(await search({ tagsTerm: tag, searchTerm: 'one' })).toEqual([one.id]);
  });

  it('treats % and _ in the search text as letters', async () => {
    const w = word();
    const percent = await namedGroup(`100% ${w}`, []);
    await namedGroup(`100 ${w}`, []);
    const found = (
      await new TestClient(t.app).get(`${API_PATHS.groupSearch}?${q({ searchTerm: `0% ${w}` })}`)
    ).json().success.data;
    expect(ids(found)).toEqual([percent.id]);
  });

  it('follows renames and deletions, and matches terms shorter than a trigram and with quotes', async () => {
    const w = word();
    const renamed = await namedGroup(`Alpha ${w}`, []);
    await namedGroup(`Omega ${w}`, []);
    const gone = await namedGroup(`Gone ${w}`, []);
    const quoted = await namedGroup(`O"Brien's ${w}`, []);
    const short = await namedGroup(`Zq ${w}`, []);
    const rename = await renamed.owner.put(API_PATHS.groups, {
      id: renamed.id,
      name: `Beta ${w}`,
      description: 'Renamed.',
      type: 'PUBLIC',
      tags: [],
    });
    expect(rename.statusCode).toBe(200);
    expect((await gone.owner.delete(`${API_PATHS.groups}?id=${gone.id}`)).statusCode).toBe(200);
    const search = async (searchTerm: string) =>
      ids(
        (await new TestClient(t.app).get(`${API_PATHS.groupSearch}?${q({ searchTerm })}`)).json().success
          .data,
      );
    expect(await search(`alpha ${w}`)).toEqual([]);
    expect(await search(`BETA ${w}`)).toEqual([renamed.id]);
    expect(await search(`Gone ${w}`)).toEqual([]);
    expect(await search(`o"brien's`)).toEqual([quoted.id]);
    expect(await search('zq')).toEqual([short.id]);
  });

  it('escapes % and _ in terms too short for the trigram index', async () => {
    const percent = await namedGroup(`Pct 5% ${word()}`, []);
    await namedGroup(`Pct 55 ${word()}`, []);
    const underscore = await namedGroup(`Under a_z ${word()}`, []);
    await namedGroup(`Under abz ${word()}`, []);
    const search = async (searchTerm: string) =>
      ids(
        (await new TestClient(t.app).get(`${API_PATHS.groupSearch}?${q({ searchTerm })}`)).json().success
          .data,
      );
    expect(await search('5%')).toEqual([percent.id]);
    expect(await search('_z')).toEqual([underscore.id]);
  });

  it('answers a term with very many matches the same way as a rare one', async () => {
    const w = word();
    const { login } = await createUser(t.app);
    const many = Array.from({ length: 1001 }, (_, i) => groupRow(`many_${w}_${i}`, login, `Many ${w} ${i}`));
    await db().insertInto('groups').values(many).execute();
    const page = (
      await new TestClient(t.app).get(
        `${API_PATHS.groupSearch}?${q({ searchTerm: `MANY ${w}`, limit: '5' })}`,
      )
    ).json().success;
    expect(page.data).toHaveLength(5);
    expect(page.nextCursor).toBeDefined();
    for (const group of page.data) expect(group.name).toContain(`Many ${w}`);
    const rare = (
      await new TestClient(t.app).get(`${API_PATHS.groupSearch}?${q({ searchTerm: `${w} 1000` })}`)
    ).json().success.data;
    expect(ids(rare)).toEqual([`many_${w}_1000`]);
  });

  it("narrows to the caller's groups with onlyMyGroups, which a visitor cannot ask for", async () => {
    const w = word();
    const mine = await namedGroup(`Mine ${w}`, []);
    await namedGroup(`Theirs ${w}`, []);
    const { client } = await memberOfGroup(t.app, mine.id);
    const found = (
      await client.get(`${API_PATHS.groupSearch}?${q({ searchTerm: w, onlyMyGroups: 'true' })}`)
    ).json().success.data;
    expect(ids(found)).toEqual([mine.id]);
    expect(
      (
        await new TestClient(t.app).get(
          `${API_PATHS.groupSearch}?${q({ searchTerm: w, onlyMyGroups: 'true' })}`,
        )
      ).statusCode,
    ).toBe(401);
  });

  it('pages with limit and cursor', async () => {
    const w = word();
    for (let i = 0; i < 3; i++) await namedGroup(`${w} ${i}`, []);
    const client = new TestClient(t.app);
    const first = (await client.get(`${API_PATHS.groupSearch}?${q({ searchTerm: w, limit: '2' })}`)).json()
      .success;
    const second = (
      await client.get(
        `${API_PATHS.groupSearch}?${q({ searchTerm: w, limit: '2', cursor: first.nextCursor })}`,
      )
    ).json().success;
    expect(first.data).toHaveLength(2);
    expect(second.data).toHaveLength(1);
    expect(second.nextCursor).toBeUndefined();
    expect(new Set([...ids(first.data), ...ids(second.data)]).size).toBe(3);
  });

  it('refuses search text over 100 characters', async () => {
    const response = await new TestClient(t.app).get(
      `${API_PATHS.groupSearch}?${q({ searchTerm: 'x'.repeat(101) })}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain(MESSAGES.searchText);
  });
});

describe('GET /events/search', () => {
  it('finds upcoming events only, soonest first, by name and tags', async () => {
    const w = word();
    const { id, owner } = await createGroup(t.app);
    const later = await createEvent(owner, id, { name: `Later ${w}`, startsInHours: 50, tags: [w, 'night'] });
    const sooner = await createEvent(owner, id, { name: `Sooner ${w}`, startsInHours: 5, tags: [w] });
    const past = await createEvent(owner, id, { name: `Past ${w}`, startsInHours: 10 });
    await db()
      .updateTable('events')
      .set({
        start_date_time: new Date(Date.now() - 7200_000).toISOString(),
        end_date_time: new Date(Date.now() - 3600_000).toISOString(),
      })
      .where('id', '=', past)
      .execute();
    const client = new TestClient(t.app);
    const search = async (params: Record<string, string>) =>
      ids((await client.get(`${API_PATHS.eventSearch}?${q(params)}`)).json().success.data);
    expect(await search({ searchTerm: w })).toEqual([sooner, later]);
    expect(await search({ tagsTerm: `${w} night` })).toEqual([later]);
    expect(await search({ searchTerm: 'SOONER', tagsTerm: w })).toEqual([sooner]);
  });

  it('includes an event that started days ago and has not ended, in search and the default list', async () => {
    const w = word();
    const { id, owner } = await createGroup(t.app);
    const ongoing = await createEvent(owner, id, { name: `Ongoing ${w}` });
    await db()
      .updateTable('events')
      .set({
        start_date_time: new Date(Date.now() - 6 * 24 * 3600_000).toISOString(),
        end_date_time: new Date(Date.now() + 3600_000).toISOString(),
      })
      .where('id', '=', ongoing)
      .execute();
    const client = new TestClient(t.app);
    expect(
      ids((await client.get(`${API_PATHS.eventSearch}?${q({ searchTerm: w })}`)).json().success.data),
    ).toEqual([ongoing]);
    expect(ids((await client.get(`${API_PATHS.eventDefaults}?limit=100`)).json().success.data)).toContain(
      ongoing,
    );
  });

  it('follows event renames, deletions and the deletion of their group', async () => {
    const w = word();
    const { id, owner } = await createGroup(t.app);
    const renamed = await createEvent(owner, id, { name: `Before ${w}` });
    const deleted = await createEvent(owner, id, { name: `Deleted ${w}` });
    const other = await createGroup(t.app);
    await createEvent(other.owner, other.id, { name: `Cascaded ${w}` });
    const event = (await owner.get(`${API_PATHS.events}?groupId=${id}&eventId=${renamed}`)).json().success
      .data;
    const rename = await owner.put(API_PATHS.events, {
      groupId: id,
      eventId: renamed,
      name: `After ${w}`,
      description: event.description,
      location: event.location,
      type: event.type,
      startDateTime: event.startDateTime,
      endDateTime: event.endDateTime,
      tags: event.tags,
      participantsLimit: event.participantsLimit,
    });
    expect(rename.statusCode).toBe(200);
    expect((await owner.delete(`${API_PATHS.events}?groupId=${id}&eventId=${deleted}`)).statusCode).toBe(200);
    expect((await other.owner.delete(`${API_PATHS.groups}?id=${other.id}`)).statusCode).toBe(200);
    const search = async (searchTerm: string) =>
      ids(
        (await new TestClient(t.app).get(`${API_PATHS.eventSearch}?${q({ searchTerm })}`)).json().success
          .data,
      );
    expect(await search(`before ${w}`)).toEqual([]);
    expect(await search(`after ${w}`)).toEqual([renamed]);
    expect(await search(`deleted ${w}`)).toEqual([]);
    expect(await search(`cascaded ${w}`)).toEqual([]);
    expect(await search(w)).toEqual([renamed]);
  });

  it('never shows a non-member a private event, or an event of a private group', async () => {
    const w = word();
    const open = await createGroup(t.app);
    const privateEvent = await createEvent(open.owner, open.id, { name: `Secret ${w}`, type: 'PRIVATE' });
    const publicEvent = await createEvent(open.owner, open.id, { name: `Open ${w}` });
    const closed = await createGroup(t.app, { type: 'PRIVATE' });
    const closedEvent = await createEvent(closed.owner, closed.id, { name: `Closed ${w}` });
    const stranger = (await signedInClient(t.app)).client;
    for (const client of [new TestClient(t.app), stranger]) {
      expect(
        ids((await client.get(`${API_PATHS.eventSearch}?${q({ searchTerm: w })}`)).json().success.data),
      ).toEqual([publicEvent]);
    }
    const { client: member } = await memberOfGroup(t.app, open.id);
    expect(
      ids((await member.get(`${API_PATHS.eventSearch}?${q({ searchTerm: w })}`)).json().success.data).sort(),
    ).toEqual([privateEvent, publicEvent].sort());
    const closedOwnerView = ids(
      (await closed.owner.get(`${API_PATHS.eventSearch}?${q({ searchTerm: w })}`)).json().success.data,
    );
    expect(closedOwnerView).toContain(closedEvent);
  });

  it('narrows to events of the caller’s groups with eventsFromMyGroups', async () => {
    const w = word();
    const mine = await createGroup(t.app);
    const theirs = await createGroup(t.app);
    const myEvent = await createEvent(mine.owner, mine.id, { name: `Mine ${w}` });
    await createEvent(theirs.owner, theirs.id, { name: `Theirs ${w}` });
    const { client } = await memberOfGroup(t.app, mine.id);
    const found = (
      await client.get(`${API_PATHS.eventSearch}?${q({ searchTerm: w, eventsFromMyGroups: 'true' })}`)
    ).json().success.data;
    expect(ids(found)).toEqual([myEvent]);
    expect(
      (await new TestClient(t.app).get(`${API_PATHS.eventSearch}?${q({ eventsFromMyGroups: 'true' })}`))
        .statusCode,
    ).toBe(401);
  });
});

describe('default lists', () => {
  it('show the Vancouver groups, most active first, and not those of other cities', async () => {
    const here = await createGroup(t.app);
    const elsewhere = await createGroup(t.app);
    await db().updateTable('groups').set({ city: 'Victoria' }).where('id', '=', elsewhere.id).execute();
    await db()
      .updateTable('groups')
      .set({ last_activity_at: new Date(Date.now() + 60_000).toISOString() })
      .where('id', '=', here.id)
      .execute();
    const listed = ids(
      (await new TestClient(t.app).get(`${API_PATHS.groupDefaults}?limit=100`)).json().success.data,
    );
    expect(listed[0]).toBe(here.id);
    expect(listed).not.toContain(elsewhere.id);
  });

  it('show upcoming public events of public groups, soonest first', async () => {
    const { id, owner } = await createGroup(t.app);
    const soon = await createEvent(owner, id, { startsInHours: 1 });
    const privateOne = await createEvent(owner, id, { startsInHours: 1, type: 'PRIVATE' });
    const listed = (await new TestClient(t.app).get(`${API_PATHS.eventDefaults}?limit=100`)).json().success
      .data;
    expect(ids(listed)).toContain(soon);
    expect(ids(listed)).not.toContain(privateOne);
    const starts = listed.map((e: { startDateTime: string }) => e.startDateTime);
    expect([...starts].sort()).toEqual(starts);
  });
});
