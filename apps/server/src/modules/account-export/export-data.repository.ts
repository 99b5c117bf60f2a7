/**
 * What goes into a person's data export (issue #32): their own rows across the domains' tables,
 * read once, read-only. It reads other domains' tables on purpose: the export is one snapshot
 * of everything that is the person's, and each query keeps to what they could already see:
 * - their groups and the events they host, go to or wait for, with the details a member sees;
 *   an event of a private group they are no longer in keeps only its id and name;
 * - out of sight (hidden by moderators) only what they wrote or run, as their own lists have it:
 *   an event in a hidden group is out of sight too, unless they host it or own the group;
 * - messages as their conversation shows them (none withheld from or hidden from them), with
 *   the other person's id and name, never anything else of theirs (no email, no profile);
 * - no one else's rows: no member lists, no other people's RSVPs or emails.
 */
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/client.ts';
import { shownTo, type Viewer } from '../../db/hidden.ts';

const viewerOf = (userId: string): Viewer => ({ id: userId, siteRole: 'NONE' });

/**
 * An event in the person's sight, as their own event list has it (eventsOfPerson): neither it nor
 * its group hidden by moderators, unless they host it or own the group.
 */
const eventInSight = (userId: string) =>
  sql<SqlBool>`((events.hidden is null and groups.hidden is null) or events.host_id = ${userId} or groups.owner_id = ${userId})`;

export async function profileOf(db: Db, userId: string) {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'city',
      'state',
      'country',
      'registration_date',
      'home_place',
      'locale',
      'has_avatar',
      'suspended_at',
      'suspended_until',
      'suspension_reason',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const email = await db
    .selectFrom('email_addresses')
    .select(['email', 'verified_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const emailChoices = await db
    .selectFrom('notification_preferences')
    .select(['kind', 'email'])
    .where('user_id', '=', userId)
    .execute();
  const identities = await db
    .selectFrom('external_identities')
    .select(['provider', 'created_at'])
    .where('user_id', '=', userId)
    .execute();
  return { user, email, emailChoices, identities };
}

/** The groups the person belongs to (owner, host or member), with their role. */
export async function groupsOf(db: Db, userId: string) {
  return db
    .selectFrom('group_members')
    .innerJoin('groups', 'groups.id', 'group_members.group_id')
    .select([
      'groups.id',
      'groups.name',
      'groups.description',
      'groups.type',
      'groups.city',
      'groups.state',
      'groups.country',
      'groups.owner_id',
      'groups.created_at',
      'group_members.role',
      'group_members.joined_at',
    ])
    .where('group_members.user_id', '=', userId)
    .where(shownTo('groups', 'groups.owner_id', viewerOf(userId)))
    .orderBy('group_members.joined_at')
    .execute();
}

/** The person's waiting requests to join: the group's basics, which anyone sees. */
export async function requestsOf(db: Db, userId: string) {
  return db
    .selectFrom('membership_requests')
    .innerJoin('groups', 'groups.id', 'membership_requests.group_id')
    .select(['groups.id as group_id', 'groups.name as group_name', 'membership_requests.created_at'])
    .where('membership_requests.user_id', '=', userId)
    .where('groups.hidden', 'is', null)
    .orderBy('membership_requests.created_at')
    .execute();
}

/** Whether the person may read an event's details, from the columns eventColumns selects. */
export const mayReadEvent = (row: {
  group_type: string;
  type: string;
  is_member: number | string | bigint | null;
}) => Number(row.is_member) > 0 || (row.group_type === 'PUBLIC' && row.type === 'PUBLIC');

/** The events the person hosts, goes to or waits for, with their place and what a reader needs to decide. */
export async function eventsOf(db: Db, userId: string) {
  return db
    .selectFrom('events')
    .innerJoin('groups', 'groups.id', 'events.group_id')
    .leftJoin('event_participants as mine', (join) =>
      join.onRef('mine.event_id', '=', 'events.id').on('mine.user_id', '=', userId),
    )
    .select((eb) => [
      'events.id',
      'events.name',
      'events.description',
      'events.location',
      'events.type',
      'events.format',
      'events.meeting_url',
      'events.start_date_time',
      'events.end_date_time',
      'events.group_id',
      'events.host_id',
      'groups.name as group_name',
      'groups.type as group_type',
      'mine.role as my_role',
      'mine.joined_at as rsvp_at',
      eb
        .selectFrom('group_members')
        .select((inner) => inner.fn.countAll().as('n'))
        .whereRef('group_members.group_id', '=', 'events.group_id')
        .where('group_members.user_id', '=', userId)
        .as('is_member'),
    ])
    .where((eb) => eb.or([eb('events.host_id', '=', userId), eb('mine.user_id', '=', userId)]))
    .where(eventInSight(userId))
    .orderBy('events.start_date_time')
    .execute();
}

/** Every comment the person wrote, with the event it is on. */
export async function commentsOf(db: Db, userId: string) {
  return db
    .selectFrom('event_comments')
    .innerJoin('events', 'events.id', 'event_comments.event_id')
    .innerJoin('groups', 'groups.id', 'events.group_id')
    .select((eb) => [
      'event_comments.id',
      'event_comments.comment',
      'event_comments.created_at',
      'event_comments.edited_at',
      'event_comments.hidden',
      'events.id as event_id',
      'events.name as event_name',
      'events.type',
      'events.group_id',
      'groups.type as group_type',
      eventInSight(userId).as('event_in_sight'),
      eb
        .selectFrom('group_members')
        .select((inner) => inner.fn.countAll().as('n'))
        .whereRef('group_members.group_id', '=', 'events.group_id')
        .where('group_members.user_id', '=', userId)
        .as('is_member'),
    ])
    .where('event_comments.user_id', '=', userId)
    .orderBy('event_comments.id')
    .execute();
}

/** The person's conversations: who with (id and name), and the messages they can see there. */
export async function conversationsOf(db: Db, userId: string) {
  const rows = await db
    .selectFrom('conversations')
    .select(['id', 'user_a', 'user_b', 'created_at'])
    .where((eb) => eb.or([eb('user_a', '=', userId), eb('user_b', '=', userId)]))
    .orderBy('last_message_at', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const otherOf = (row: (typeof rows)[number]) => (row.user_a === userId ? row.user_b : row.user_a);
  // The other person's name only: what the conversation already shows.
  const names = new Map(
    (await db.selectFrom('users').select(['id', 'name']).where('id', 'in', rows.map(otherOf)).execute()).map(
      (user) => [user.id, user.name],
    ),
  );
  const messages = await db
    .selectFrom('messages')
    .select(['id', 'conversation_id', 'sender_id', 'message', 'created_at'])
    .where(
      'conversation_id',
      'in',
      rows.map((row) => row.id),
    )
    .where((eb) => eb.or([eb('withheld', '=', 0), eb('sender_id', '=', userId)]))
    .where((eb) => eb.or([eb('hidden', 'is', null), eb('sender_id', '=', userId)]))
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    otherId: otherOf(row),
    otherName: names.get(otherOf(row)) ?? '',
    createdAt: row.created_at,
    messages: messages.filter((m) => m.conversation_id === row.id),
  }));
}

export async function blockedBy(db: Db, userId: string) {
  return db
    .selectFrom('blocks')
    .innerJoin('users', 'users.id', 'blocks.blocked_id')
    .select(['users.id', 'users.name', 'blocks.created_at'])
    .where('blocks.blocker_id', '=', userId)
    .execute();
}

export async function notificationsOf(db: Db, userId: string) {
  return db
    .selectFrom('notifications')
    .select(['kind', 'text', 'link', 'created_at', 'read_at'])
    .where('user_id', '=', userId)
    .where('hidden', 'is', null)
    .orderBy('id')
    .execute();
}

/**
 * The stored pictures that are the person's: their avatar, the covers of the groups they own
 * and of the events they host.
 */
export async function imagesOf(db: Db, userId: string) {
  const ownedGroups = db.selectFrom('groups').select('id').where('owner_id', '=', userId);
  const hostedEvents = await db.selectFrom('events').select('id').where('host_id', '=', userId).execute();
  const eventKeys = hostedEvents.map((e) => String(e.id));
  return db
    .selectFrom('images')
    .select(['kind', 'owner_key', 'storage_key', 'content_type'])
    .where((eb) =>
      eb.or([
        eb.and([eb('kind', '=', 'avatar'), eb('owner_key', '=', userId)]),
        eb.and([eb('kind', '=', 'group'), eb('owner_key', 'in', ownedGroups)]),
        ...(eventKeys.length > 0
          ? [eb.and([eb('kind', '=', 'event'), eb('owner_key', 'in', eventKeys)])]
          : []),
      ]),
    )
    .execute();
}
