/**
 * Demo data for a first look: the README's demo account and a dozen Vancouver groups with
 * owners, members, covers and a pending request. Written on first start of an empty database.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { replaceEventTags } from '../modules/events/index.ts';
import { replaceTags } from '../modules/groups/index.ts';
import { hashPassword, insertUser, VANCOUVER } from '../modules/people/index.ts';
import { processImage, saveImage } from '../storage/images.ts';
import { fromWallClock } from '../time/community-clock.ts';
import { renderCover } from './covers.ts';
import { DEMO_EVENTS, type DemoEvent } from './demo-events.ts';
import { DEMO_GROUPS } from './demo-groups.ts';

export const DEMO_ACCOUNT = { login: 'demo', password: 'Demo1234!', name: 'Demo Neighbour' } as const;
const DEMO_HOSTED_GROUP = 'mount_pleasant_board_games';

export async function seedDemoData(deps: AppDeps): Promise<boolean> {
  const { db } = deps;
  if (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) return false;
  await insertUser(db, {
    login: DEMO_ACCOUNT.login,
    name: DEMO_ACCOUNT.name,
    passwordHash: await hashPassword(DEMO_ACCOUNT.password),
  });
  // The demo neighbours cannot be signed into: their passwords are random and thrown away.
  const unusable = await hashPassword(`${crypto.randomBytes(24).toString('base64')}aA1!`);
  const owners = DEMO_GROUPS.map((g) => g.owner);
  for (const owner of owners)
    await insertUser(db, { login: owner.login, name: owner.name, passwordHash: unusable });

  const start = Date.now() - 60 * 86_400_000;
  for (const [index, group] of DEMO_GROUPS.entries()) {
    const createdAt = new Date(start + index * 3 * 86_400_000).toISOString();
    // Some of the other owners join each public group; private groups stay small.
    const joiners = owners
      .filter((o) => o.login !== group.owner.login)
      .filter((_, i) => (i + index) % (group.type === 'PUBLIC' ? 2 : 4) === 0);
    const demoJoins = ['kits_beach_runners', 'north_shore_hikers', 'mount_pleasant_board_games'].includes(
      group.id,
    );
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('groups')
        .values({
          id: group.id,
          handle: group.id,
          name: group.name,
          description: group.description,
          owner_id: group.owner.login,
          type: group.type,
          ...VANCOUVER,
          home_place: group.homePlace,
          has_logo: 0,
          members_count: 1 + joiners.length + (demoJoins ? 1 : 0),
          last_activity_at: new Date(start + (index * 7 + 30) * 86_400_000 * 0.4).toISOString(),
          created_at: createdAt,
          updated_at: createdAt,
        })
        .execute();
      await replaceTags(trx, group.id, group.tags);
      const members = [
        { user_id: group.owner.login, role: 'OWNER' as const },
        ...joiners.map((j) => ({ user_id: j.login, role: 'MEMBER' as const })),
        // The demo account co-hosts the board games, so the organiser tools are there to try.
        ...(demoJoins
          ? [
              {
                user_id: DEMO_ACCOUNT.login,
                role: group.id === DEMO_HOSTED_GROUP ? ('HOST' as const) : ('MEMBER' as const),
              },
            ]
          : []),
      ];
      await trx
        .insertInto('group_members')
        .values(
          members.map((m, i) => ({
            group_id: group.id,
            ...m,
            joined_at: new Date(Date.parse(createdAt) + i * 3_600_000).toISOString(),
          })),
        )
        .execute();
    });
    const cover = await processImage(await renderCover(group.palette, index + 1));
    await saveImage(deps, 'group', group.id, cover, async (trx) => {
      await trx.updateTable('groups').set({ has_logo: 1 }).where('id', '=', group.id).execute();
    });
  }
  await seedEvents(deps);
  // The demo account has asked to join one private group, so that flow is visible too.
  await db
    .insertInto('membership_requests')
    .values({
      group_id: 'commercial_drive_readers',
      user_id: DEMO_ACCOUNT.login,
      created_at: new Date().toISOString(),
    })
    .execute();
  return true;
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
 * Hosted by each group's owner; attended by its members in the order they joined, the first
 * `participantsLimit` as participants and the rest waitlisted. The demo account is left out of
 * the full event, so it can join the waitlist itself. A weekly event is a series whose later
 * events have only their host so far.
 */
async function seedEvents(deps: AppDeps): Promise<void> {
  const { db } = deps;
  for (const event of DEMO_EVENTS) {
    const group = DEMO_GROUPS.find((g) => g.id === event.groupId)!;
    const members = await db
      .selectFrom('group_members')
      .select('user_id')
      .where('group_id', '=', event.groupId)
      .where('user_id', '!=', group.owner.login)
      .where('user_id', '!=', DEMO_ACCOUNT.login)
      .orderBy('joined_at')
      .execute();
    const attendees = members.slice(0, event.attendees).map((m) => m.user_id);
    await db.transaction().execute(async (trx) => {
      const seriesId = event.weeklyFor
        ? (
            await trx
              .insertInto('event_series')
              .values({ group_id: event.groupId, frequency: 'WEEKLY', created_at: new Date().toISOString() })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id
        : null;
      for (let week = 0; week < (event.weeklyFor ?? 1); week++) {
        const start = vancouverTime(event.inDays, event.atHour, event.weekday, week);
        await insertDemoEvent(trx, event, group.owner.login, start, seriesId, week === 0 ? attendees : []);
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
  const created = new Date(Math.min(Date.now(), start.getTime()) - 7 * 86_400_000).toISOString();
  const places =
    event.participantsLimit === 0 ? attendees.length : Math.min(event.participantsLimit, attendees.length);
  const { id } = await trx
    .insertInto('events')
    .values({
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await replaceEventTags(trx, id, event.tags);
  const joinedAt = (i: number) => new Date(Date.parse(created) + i * 60_000).toISOString();
  await trx
    .insertInto('event_participants')
    .values([
      { event_id: id, user_id: hostId, role: 'HOST', joined_at: joinedAt(0) },
      ...attendees.map((userId, i) => ({
        event_id: id,
        user_id: userId,
        role: i < places ? ('PARTICIPANT' as const) : ('WAITLISTED' as const),
        joined_at: joinedAt(i + 1),
      })),
    ])
    .execute();
  if (attendees.length === 0) return;
  const speakers = [...attendees, hostId];
  for (const [i, comment] of (event.comments ?? []).entries()) {
    await trx
      .insertInto('event_comments')
      .values({
        event_id: id,
        user_id: speakers[i % speakers.length]!,
        comment,
        created_at: joinedAt(100 + i),
      })
      .execute();
  }
}
