/**
 * Demo data for a first look: the README's demo account and a dozen Vancouver groups with
 * owners, members, covers and a pending request. Written on first start of an empty database,
 * through the modules' doors (their repositories), as the modules themselves would write it.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import type { AppDeps } from '../deps.ts';
import {
  insertComment,
  insertEvent,
  insertPlace,
  insertSeries,
  replaceEventTags,
} from '../modules/events/index.ts';
import { insertGroup, insertMember, insertRequest, markCover, replaceTags } from '../modules/groups/index.ts';
import { hashPassword, hasUsers, insertUser, VANCOUVER } from '../modules/people/index.ts';
import { processImage, saveImage } from '../storage/images.ts';
import { fromWallClock } from '../time/community-clock.ts';
import { renderCover } from './covers.ts';
import { DEMO_EVENTS, type DemoEvent } from './demo-events.ts';
import { DEMO_GROUPS, type DemoGroup } from './demo-groups.ts';

export const DEMO_ACCOUNT = { login: 'demo', password: 'Demo1234!', name: 'Demo Neighbour' } as const;
const DEMO_HOSTED_GROUP = 'mount_pleasant_board_games';
/** The groups the demo account belongs to. */
const DEMO_JOINS = ['kits_beach_runners', 'north_shore_hikers', 'mount_pleasant_board_games'];
const DAY_MS = 86_400_000;

export async function seedDemoData(deps: AppDeps): Promise<boolean> {
  if (await hasUsers(deps.db)) return false;
  await seedPeople(deps.db);
  const start = Date.now() - 60 * DAY_MS;
  for (const index of DEMO_GROUPS.keys()) await seedGroup(deps, index, start);
  await seedEvents(deps);
  // The demo account has asked to join one private group, so that flow is visible too.
  await insertRequest(deps.db, 'commercial_drive_readers', DEMO_ACCOUNT.login, new Date().toISOString());
  return true;
}

/** The demo account, and the groups' owners, who cannot be signed into (random passwords, thrown away). */
async function seedPeople(db: Db): Promise<void> {
  await insertUser(db, {
    login: DEMO_ACCOUNT.login,
    name: DEMO_ACCOUNT.name,
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
  });
  const unusable = await hashPassword(`${crypto.randomBytes(24).toString('base64')}aA1!`);
  for (const { owner } of DEMO_GROUPS) {
    await insertUser(db, { login: owner.login, name: owner.name, passwordHash: unusable });
  }
}

/** Some of the other owners join each public group; private groups stay small. */
function joinersOf(index: number): string[] {
  const group = DEMO_GROUPS[index]!;
  return DEMO_GROUPS.map((g) => g.owner.login)
    .filter((login) => login !== group.owner.login)
    .filter((_, i) => (i + index) % (group.type === 'PUBLIC' ? 2 : 4) === 0);
}

/** The group's members in the order they joined: its owner, the joiners, then the demo account. */
function membersOf(group: DemoGroup, index: number) {
  return [
    { user_id: group.owner.login, role: 'OWNER' as const },
    ...joinersOf(index).map((login) => ({ user_id: login, role: 'MEMBER' as const })),
    // The demo account co-hosts the board games, so the organiser tools are there to try.
    ...(DEMO_JOINS.includes(group.id)
      ? [
          {
            user_id: DEMO_ACCOUNT.login,
            role: group.id === DEMO_HOSTED_GROUP ? ('HOST' as const) : ('MEMBER' as const),
          },
        ]
      : []),
  ];
}

/** The `index`th demo group, created three days after the one before it, with its members and cover. */
async function seedGroup(deps: AppDeps, index: number, start: number): Promise<void> {
  const group = DEMO_GROUPS[index]!;
  const createdAt = new Date(start + index * 3 * DAY_MS).toISOString();
  const members = membersOf(group, index);
  await inTransaction(deps.db, async (trx) => {
    await insertGroup(trx, {
      id: group.id,
      handle: group.id,
      name: group.name,
      description: group.description,
      owner_id: group.owner.login,
      type: group.type,
      ...VANCOUVER,
      home_place: group.homePlace,
      has_logo: 0,
      members_count: members.length,
      last_activity_at: new Date(start + (index * 7 + 30) * DAY_MS * 0.4).toISOString(),
      created_at: createdAt,
      updated_at: createdAt,
    });
    await replaceTags(trx, group.id, group.tags);
    for (const [i, member] of members.entries()) {
      const joinedAt = new Date(Date.parse(createdAt) + i * 3_600_000).toISOString();
      await insertMember(trx, { group_id: group.id, ...member, joined_at: joinedAt });
    }
  });
  const cover = await processImage(await renderCover(group.palette, index + 1));
  await saveImage(deps, 'group', group.id, cover, (trx) => markCover(trx, group.id, true));
}

/** Vancouver local time as a UTC instant, `weeksLater` weeks on, on the community's clock. */
function vancouverTime(inDays: number, hour: number, weekday?: number, weeksLater = 0): Date {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + inDays + weeksLater * 7);
  if (weekday !== undefined) day.setUTCDate(day.getUTCDate() + ((weekday - day.getUTCDay() + 7) % 7));
  day.setUTCHours(hour, 0, 0, 0);
  return new Date(fromWallClock(day));
}

/**
 * Hosted by each group's owner; attended by its members in the order they joined (the owner
 * and the demo account aside), the first `participantsLimit` as participants and the rest
 * waitlisted. The demo account is left out of the full event, so it can join the waitlist
 * itself. A weekly event is a series whose later events have only their host so far.
 */
async function seedEvents(deps: AppDeps): Promise<void> {
  for (const event of DEMO_EVENTS) {
    const index = DEMO_GROUPS.findIndex((g) => g.id === event.groupId);
    const host = DEMO_GROUPS[index]!.owner.login;
    const attendees = joinersOf(index).slice(0, event.attendees);
    await inTransaction(deps.db, async (trx) => {
      const seriesId = event.weeklyFor
        ? await insertSeries(trx, {
            group_id: event.groupId,
            frequency: 'WEEKLY',
            created_at: new Date().toISOString(),
          })
        : null;
      for (let week = 0; week < (event.weeklyFor ?? 1); week++) {
        const start = vancouverTime(event.inDays, event.atHour, event.weekday, week);
        await insertDemoEvent(trx, event, host, start, seriesId, week === 0 ? attendees : []);
      }
    });
  }
}

async function insertDemoEvent(
  trx: Db,
  event: DemoEvent,
  hostId: string,
  start: Date,
  seriesId: number | null,
  attendees: string[],
): Promise<void> {
  const end = new Date(start.getTime() + event.hours * 3_600_000);
  const created = new Date(Math.min(Date.now(), start.getTime()) - 7 * DAY_MS).toISOString();
  const places =
    event.participantsLimit === 0 ? attendees.length : Math.min(event.participantsLimit, attendees.length);
  const id = await insertEvent(trx, {
    group_id: event.groupId,
    name: event.name,
    description: event.description,
    location: event.location,
    host_id: hostId,
    type: event.type ?? 'PUBLIC',
    start_date_time: start.toISOString(),
    end_date_time: end.toISOString(),
    participants_limit: event.participantsLimit,
    participants_count: 1 + places,
    waitlist_count: attendees.length - places,
    has_logo: 0,
    created_at: created,
    updated_at: created,
    series_id: seriesId,
    format: event.online?.format ?? 'IN_PERSON',
    meeting_url: event.online?.meetingUrl ?? null,
    latitude: event.pin?.latitude ?? null,
    longitude: event.pin?.longitude ?? null,
  });
  await replaceEventTags(trx, id, event.tags);
  const joinedAt = (i: number) => new Date(Date.parse(created) + i * 60_000).toISOString();
  await insertPlace(trx, { event_id: id, user_id: hostId, role: 'HOST', joined_at: joinedAt(0) });
  for (const [i, userId] of attendees.entries()) {
    const role = i < places ? ('PARTICIPANT' as const) : ('WAITLISTED' as const);
    await insertPlace(trx, { event_id: id, user_id: userId, role, joined_at: joinedAt(i + 1) });
  }
  if (attendees.length === 0) return;
  const speakers = [...attendees, hostId];
  for (const [i, comment] of (event.comments ?? []).entries()) {
    const userId = speakers[i % speakers.length]!;
    await insertComment(trx, { event_id: id, user_id: userId, comment, created_at: joinedAt(100 + i) });
  }
}
