/**
 * People's own words in Vancouver's languages are found (issue #29): groups and events named in
 * Chinese (two-character words such as 徒步 and 读书, below what a trigram index can serve),
 * Punjabi (Gurmukhi, with its vowel signs) and Persian (with its zero-width non-joiner), by a
 * part of the name and by a tag in that script, on SQLite and PostgreSQL.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createEvent, createGroup } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const db = () => t.app.deps.db;
/** A mark no other test uses, so each search sees only this test's rows. */
const mark = () => `x${crypto.randomBytes(3).toString('hex')}`;
const q = (params: Record<string, string>) => new URLSearchParams({ limit: '100', ...params }).toString();

async function groupNamed(name: string, tags: string[] = ['community']) {
  const { id, owner } = await createGroup(t.app, { tags });
  await db().updateTable('groups').set({ name }).where('id', '=', id).execute();
  return { id, owner };
}

const groupIds = async (params: Record<string, string>) =>
  (
    (await new TestClient(t.app).get(`${API_PATHS.groupSearch}?${q(params)}`)).json().success.data as {
      id: string;
    }[]
  )
    .map((g) => g.id)
    .sort();
const eventNames = async (params: Record<string, string>) =>
  (
    (await new TestClient(t.app).get(`${API_PATHS.eventSearch}?${q(params)}`)).json().success.data as {
      name: string;
    }[]
  )
    .map((e) => e.name)
    .sort();

describe('names in Chinese, Punjabi and Persian', () => {
  it('finds groups by a two-character Chinese word, Simplified or Traditional, and by longer parts', async () => {
    const m = mark();
    const hiking = await groupNamed(`温哥华徒步俱乐部 ${m}`);
    const reading = await groupNamed(`列治文读书会 ${m}`);
    const traditional = await groupNamed(`本拿比讀書會 ${m}`);
    expect(await groupIds({ searchTerm: '徒步' })).toContain(hiking.id);
    expect(await groupIds({ searchTerm: '读书' })).toContain(reading.id);
    expect(await groupIds({ searchTerm: '读书' })).not.toContain(traditional.id);
    expect(await groupIds({ searchTerm: '讀書' })).toContain(traditional.id);
    expect(await groupIds({ searchTerm: `读书会 ${m}` })).toEqual([reading.id]);
    expect(await groupIds({ searchTerm: '徒' })).toContain(hiking.id);
  });

  it('finds Punjabi and Persian names by a part, whole words with their marks and joiners', async () => {
    const m = mark();
    const bhangra = await groupNamed(`ਸਰੀ ਭੰਗੜਾ ਕਲੱਬ ${m}`);
    const books = await groupNamed(`کتاب‌خوانی ونکوور ${m}`);
    expect(await groupIds({ searchTerm: `ਭੰਗੜਾ ਕਲੱਬ ${m}` })).toEqual([bhangra.id]);
    expect(await groupIds({ searchTerm: 'ਭੰਗੜਾ' })).toContain(bhangra.id);
    expect(await groupIds({ searchTerm: 'کتاب‌خوانی' })).toContain(books.id);
    expect(await groupIds({ searchTerm: 'ونکوور' })).toContain(books.id);
  });

  it('finds events by a two-character word and groups and events by tags in any script', async () => {
    const m = mark();
    const { id: groupId, owner } = await groupNamed(`Hikers ${m}`, ['徒步', 'ਭੰਗੜਾ', 'کتاب‌خوانی']);
    await createEvent(owner, groupId, { name: `周六徒步 ${m}`, tags: ['徒步', 'ਭੰਗੜਾ'] });
    await createEvent(owner, groupId, { name: `ਭੰਗੜਾ ਰਾਤ ${m}`, tags: ['ਭੰਗੜਾ'] });
    expect(await eventNames({ searchTerm: '徒步' })).toContain(`周六徒步 ${m}`);
    expect(await eventNames({ tagsTerm: '#徒步', searchTerm: m })).toEqual([`周六徒步 ${m}`]);
    expect(await eventNames({ tagsTerm: 'ਭੰਗੜਾ', searchTerm: m })).toEqual(
      [`ਭੰਗੜਾ ਰਾਤ ${m}`, `周六徒步 ${m}`].sort(),
    );
    expect(await groupIds({ tagsTerm: 'کتاب‌خوانی', searchTerm: m })).toEqual([groupId]);
  });

  it('keeps the grams of a CJK name in step: renamed and deleted', async () => {
    const m = mark();
    const club = await groupNamed(`烹饪班 ${m}`);
    const grams = async (id: string) =>
      (await db().selectFrom('group_name_grams').select('gram').where('group_id', '=', id).execute())
        .map((row) => row.gram)
        .sort();
    // Each character and each pair of neighbours; the mark's Latin letters have none.
    expect(await grams(club.id)).toEqual(['烹', '烹饪', '班', '饪', '饪班'].sort());
    expect(await groupIds({ searchTerm: '烹饪' })).toContain(club.id);

    await db()
      .updateTable('groups')
      .set({ name: `Cooking ${m}` })
      .where('id', '=', club.id)
      .execute();
    expect(await grams(club.id)).toEqual([]);
    expect(await groupIds({ searchTerm: '烹饪' })).not.toContain(club.id);

    await db()
      .updateTable('groups')
      .set({ name: `园艺 ${m}` })
      .where('id', '=', club.id)
      .execute();
    expect(await groupIds({ searchTerm: '园艺' })).toContain(club.id);
    await db().deleteFrom('group_members').where('group_id', '=', club.id).execute();
    await db().deleteFrom('group_tags').where('group_id', '=', club.id).execute();
    await db().deleteFrom('groups').where('id', '=', club.id).execute();
    expect(await grams(club.id)).toEqual([]);
  });

  it('finds a common two-character word past five thousand matches, as a name search walks the list', async () => {
    const m = mark();
    const { id: groupId, owner } = await groupNamed(`Runners ${m}`);
    // Five thousand other names with the word (rows of events that are not there) come first.
    await db()
      .insertInto('event_name_grams')
      .values(Array.from({ length: 5000 }, (_, i) => ({ gram: '跑步', event_id: -1 - i })))
      .execute();
    try {
      await createEvent(owner, groupId, { name: `晨跑步 ${m}` });
      expect(await eventNames({ searchTerm: '跑步' })).toContain(`晨跑步 ${m}`);
    } finally {
      await db().deleteFrom('event_name_grams').where('event_id', '<', 0).execute();
    }
  });
});
