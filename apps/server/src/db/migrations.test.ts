import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { createGroup, createUser, eventRow, groupRow } from '../test/factories.ts';
import { migrateToLatest, migratorFor } from './migrate.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const now = () => new Date().toISOString();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Takes the test database back to just after migration `name`, so a test can write rows as
 * they were then; `forward()` runs the later migrations over them.
 */
async function rollBackTo(name: string) {
  const { db, config } = t.app.deps;
  const schema = config.database.dialect === 'postgres' ? config.database.schema : undefined;
  const { error } = await migratorFor(db, schema).migrateTo(name);
  expect(error).toBeUndefined();
  return { forward: () => migrateToLatest(db, schema) };
}

async function ownerOf(groupId: string): Promise<string> {
  const row = await t.app.deps.db
    .selectFrom('groups')
    .select('owner_id')
    .where('id', '=', groupId)
    .executeTakeFirstOrThrow();
  return row.owner_id;
}

/** An event starting tomorrow that lasts `durationMs`, written as a row (no rule applies). */
async function insertEvent(groupId: string, hostId: string, durationMs: number) {
  const start = new Date(Date.now() + DAY);
  const end = new Date(start.getTime() + durationMs);
  const { id } = await t.app.deps.db
    .insertInto('events')
    .values(eventRow(groupId, hostId, start.toISOString(), end.toISOString()))
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, start };
}

describe('the migrations', () => {
  it('create the whole data model', async () => {
    const tables = (await t.app.deps.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'external_identities',
        'sessions',
        'groups',
        'group_tags',
        'group_members',
        'membership_requests',
        'events',
        'event_tags',
        'event_participants',
        'event_comments',
        'conversations',
        'messages',
        'images',
      ]),
    );
  });

  it('enforce foreign keys, and deleting a group takes its events, members, tags and comments', async () => {
    const db = t.app.deps.db;
    const { login } = await createUser(t.app);
    await expect(
      db
        .insertInto('group_members')
        .values({ group_id: 'nope', user_id: login, role: 'MEMBER', joined_at: now() })
        .execute(),
    ).rejects.toThrow();

    await db.insertInto('groups').values(groupRow('cascade_check', login)).execute();
    await db
      .insertInto('group_members')
      .values({ group_id: 'cascade_check', user_id: login, role: 'OWNER', joined_at: now() })
      .execute();
    await db.insertInto('group_tags').values({ group_id: 'cascade_check', tag: 'test' }).execute();
    const event = await db
      .insertInto('events')
      .values(eventRow('cascade_check', login, now(), now()))
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(typeof event.id).toBe('number');
    await db
      .insertInto('event_participants')
      .values({ event_id: event.id, user_id: login, role: 'HOST', joined_at: now() })
      .execute();
    await db
      .insertInto('event_comments')
      .values({ event_id: event.id, user_id: login, comment: 'Hi', created_at: now() })
      .execute();

    await db.deleteFrom('groups').where('id', '=', 'cascade_check').execute();
    for (const table of [
      'group_members',
      'group_tags',
      'events',
      'event_participants',
      'event_comments',
    ] as const) {
      const rows = await db.selectFrom(table).selectAll().execute();
      expect(rows, table).toEqual([]);
    }
  });

  it('keep logins unique case-insensitively', async () => {
    const { login } = await createUser(t.app);
    await expect(createUser(t.app, { login: login.toUpperCase() })).rejects.toThrow();
  });

  it('end events longer than 7 days at 7 days when the discovery indexes arrive', async () => {
    const db = t.app.deps.db;
    const { id: groupId } = await createGroup(t.app);
    const hostId = await ownerOf(groupId);
    const migration = await rollBackTo('2026_11_22_0001_initial');
    const event = await insertEvent(groupId, hostId, 10 * DAY);
    await migration.forward();
    const row = await db
      .selectFrom('events')
      .select('end_date_time')
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(row.end_date_time).toBe(new Date(event.start.getTime() + 7 * DAY).toISOString());
  });

  it('lowercase stored tags, merging a tag into its lowercase twin', async () => {
    const db = t.app.deps.db;
    const { id: groupId } = await createGroup(t.app, { tags: [] });
    const { id: eventId } = await insertEvent(groupId, await ownerOf(groupId), HOUR);
    const migration = await rollBackTo('2026_11_22_0002_discovery_indexes');
    await db
      .insertInto('group_tags')
      .values(['Hiking', 'hiking', 'TRAILS'].map((tag) => ({ group_id: groupId, tag })))
      .execute();
    await db
      .insertInto('event_tags')
      .values(['Café', 'Kits'].map((tag) => ({ event_id: eventId, tag })))
      .execute();
    await migration.forward();
    const groupTags = await db
      .selectFrom('group_tags')
      .select('tag')
      .where('group_id', '=', groupId)
      .execute();
    expect(groupTags.map((r) => r.tag).sort()).toEqual(['hiking', 'trails']);
    const eventTags = await db
      .selectFrom('event_tags')
      .select('tag')
      .where('event_id', '=', eventId)
      .execute();
    expect(eventTags.map((r) => r.tag).sort()).toEqual(['café', 'kits']);
  });

  it('count each event’s waitlist when the waitlist count arrives', async () => {
    const db = t.app.deps.db;
    const { login: hostId } = await createUser(t.app);
    const people = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
    const groupId = `wl_${hostId}`.slice(0, 30);
    await db.insertInto('groups').values(groupRow(groupId, hostId)).execute();
    const { id: eventId } = await insertEvent(groupId, hostId, HOUR);
    const migration = await rollBackTo('2026_11_23_0003_lowercase_tags');
    await db
      .insertInto('event_participants')
      .values(
        (
          [
            [hostId, 'HOST'],
            [people[0]!.login, 'PARTICIPANT'],
            [people[1]!.login, 'WAITLISTED'],
            [people[2]!.login, 'WAITLISTED'],
          ] as const
        ).map(([userId, role]) => ({ event_id: eventId, user_id: userId, role, joined_at: now() })),
      )
      .execute();
    await migration.forward();
    const row = await db
      .selectFrom('events')
      .select('waitlist_count')
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    expect(row.waitlist_count).toBe(2);
  });

  it('keep comment ids counting on when comments may be by remote authors (0023 rebuilds the table on SQLite)', async () => {
    const db = t.app.deps.db;
    const { login: hostId } = await createUser(t.app);
    const groupId = `cm_${hostId}`.slice(0, 30);
    await db.insertInto('groups').values(groupRow(groupId, hostId)).execute();
    const { id: eventId } = await insertEvent(groupId, hostId, HOUR);
    const migration = await rollBackTo('2026_11_28_0022_name_grams');
    const comment = () =>
      db
        .insertInto('event_comments')
        .values({ event_id: eventId, user_id: hostId, comment: 'hello', created_at: now() })
        .returning('id')
        .executeTakeFirstOrThrow();
    const kept = await comment();
    const deleted = await comment();
    await db.deleteFrom('event_comments').where('id', '=', deleted.id).execute();
    await migration.forward();
    const next = await comment();
    // The deleted comment's id is not given again (reports and notifications name comments by id).
    expect(next.id).toBeGreaterThan(deleted.id);
    const rows = await db
      .selectFrom('event_comments')
      .select(['id', 'comment'])
      .where('event_id', '=', eventId)
      .execute();
    expect(rows.map((row) => row.id)).toEqual([kept.id, next.id]);
  });
});
