/**
 * A small world made through the real API, so that fuzzed requests whose other fields are
 * valid reach the services and the database rather than stopping at a 404.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, COOKIE_NAMES } from '@neighbourly/shared';
import { TestClient } from '../client.ts';
import {
  DEFAULT_PASSWORD,
  createEvent,
  createGroup,
  makeImage,
  memberOfGroup,
  signedInClient,
} from '../factories.ts';

export type Role = 'visitor' | 'owner' | 'stranger';
export const ROLES: readonly Role[] = ['visitor', 'owner', 'stranger'];

export interface Person {
  client: TestClient;
  id: string;
  password: string;
}

export interface World {
  /** Owns a PUBLIC and a PRIVATE group, hosts an event in each, has commented on both. */
  owner: Person;
  /** Signed in, in no group, with a pending request to join the private group. */
  stranger: Person;
  /** A member of both groups, attending the public event, with a message from the owner. */
  member: Person;
  publicGroup: string;
  privateGroup: string;
  publicEvent: number;
  privateEvent: number;
  /** A CSRF token bound to no session: any visitor may send it with the matching cookie. */
  visitorCsrf: string;
  /** A captcha solved for sign-up, so sign-ups reach the captcha check and beyond. */
  captcha: string;
  /** A real PNG, for uploads whose other parts are fuzzed. */
  png: Buffer;
}

const HOUR = 3_600_000;

async function personOf(app: FastifyInstance): Promise<Person> {
  const { client, user } = await signedInClient(app);
  return { client, id: user.login, password: user.password };
}

export async function seedWorld(app: FastifyInstance): Promise<World> {
  const owner = await personOf(app);
  // An admin raised the allowance, so group creation reaches past the limit check.
  await app.deps.db
    .updateTable('users')
    .set({ group_allowance: 10_000 })
    .where('id', '=', owner.id)
    .execute();
  const suffix = crypto.randomBytes(3).toString('hex');
  const publicGroup = (
    await createGroup(app, { owner: owner.client, type: 'PUBLIC', id: `fz_pub_${suffix}` })
  ).id;
  const privateGroup = (
    await createGroup(app, { owner: owner.client, type: 'PRIVATE', id: `fz_priv_${suffix}` })
  ).id;
  const publicEvent = await createEvent(owner.client, publicGroup, { name: 'Fuzz walk', tags: ['walking'] });
  const privateEvent = await createEvent(owner.client, privateGroup, {
    type: 'PRIVATE',
    name: 'Fuzz supper',
    participantsLimit: 2,
  });
  for (const [groupId, eventId] of [
    [publicGroup, publicEvent],
    [privateGroup, privateEvent],
  ] as const) {
    const comment = await owner.client.post(API_PATHS.eventComments, {
      groupId,
      eventId,
      comment: 'See you there',
    });
    if (comment.statusCode !== 201) throw new Error(`comment failed: ${comment.body}`);
  }

  const { client: memberClient, user: memberUser } = await memberOfGroup(app, publicGroup);
  const member: Person = { client: memberClient, id: memberUser.login, password: DEFAULT_PASSWORD };
  await memberClient.post(API_PATHS.membershipRequests, { groupId: privateGroup, userId: member.id });
  const approved = await owner.client.post(API_PATHS.membershipRequestApprove, {
    groupId: privateGroup,
    userId: member.id,
  });
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  const attended = await memberClient.post(API_PATHS.eventParticipants, {
    groupId: publicGroup,
    eventId: publicEvent,
    userId: member.id,
  });
  if (attended.statusCode !== 201) throw new Error(`attending failed: ${attended.body}`);

  if (app.deps.config.messagingEnabled) {
    const sent = await owner.client.post(API_PATHS.messages, { userId: member.id, message: 'Welcome!' });
    if (sent.statusCode !== 201) throw new Error(`message failed: ${sent.body}`);
  }

  const stranger = await personOf(app);
  const requested = await stranger.client.post(API_PATHS.membershipRequests, {
    groupId: privateGroup,
    userId: stranger.id,
  });
  if (requested.statusCode !== 201) throw new Error(`membership request failed: ${requested.body}`);

  const visitor = new TestClient(app);
  const visitorCsrf = (await visitor.get(API_PATHS.csrf)).json().success.data as string;
  const captcha = await visitor.solveCaptcha();

  return {
    owner,
    stranger,
    member,
    publicGroup,
    privateGroup,
    publicEvent,
    privateEvent,
    visitorCsrf,
    captcha,
    png: await makeImage('png', 8, 6),
  };
}

/** What the world lost of what the base values name (people signed in, groups, events), if anything. */
export async function worldDamage(app: FastifyInstance, world: World): Promise<string | undefined> {
  const db = app.deps.db;
  const groups = await db
    .selectFrom('groups')
    .select(['id', 'type', 'owner_id'])
    .where('id', 'in', [world.publicGroup, world.privateGroup])
    .execute();
  const events = await db
    .selectFrom('events')
    .select(['id', 'group_id'])
    .where('id', 'in', [world.publicEvent, world.privateEvent])
    .execute();
  const people = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', [world.owner.id, world.stranger.id, world.member.id])
    .execute();
  const sessions = await Promise.all(
    [world.owner, world.stranger].map(
      async (p) =>
        p.client.cookies.has(COOKIE_NAMES.session) &&
        (await p.client.get(API_PATHS.isLoggedIn)).json().success.data === true,
    ),
  );
  if (groups.length !== 2 || groups.some((g) => g.owner_id !== world.owner.id)) return 'a group went';
  if (events.length !== 2) return 'an event went';
  if (people.length !== 3) return 'an account went';
  if (!sessions.every(Boolean)) return 'a session ended';
  return undefined;
}

/** The ids a role's requests are about: its own, and a group and event it can see or not. */
export interface Scope {
  role: Role;
  client: () => TestClient;
  /** The caller's id (for a visitor, the owner's: whose profile or avatar one would look at). */
  selfId: string;
  password: string;
  /** The CSRF token this caller sends (the sign-in form carries it as a field). */
  csrfToken: () => string;
  groupId: string;
  eventId: number;
  /** Someone the caller might act on: the owner's member, or the stranger's request. */
  otherId: string;
  world: World;
}

export function scopeOf(app: FastifyInstance, world: World, role: Role): Scope {
  switch (role) {
    case 'visitor':
      return {
        role,
        client: () => {
          const client = new TestClient(app);
          client.cookies.set(COOKIE_NAMES.xsrf, world.visitorCsrf);
          return client;
        },
        selfId: world.owner.id,
        password: world.owner.password,
        csrfToken: () => world.visitorCsrf,
        groupId: world.publicGroup,
        eventId: world.publicEvent,
        otherId: world.member.id,
        world,
      };
    case 'owner':
      return {
        role,
        client: () => world.owner.client,
        selfId: world.owner.id,
        password: world.owner.password,
        csrfToken: () => world.owner.client.cookies.get(COOKIE_NAMES.xsrf) ?? '',
        groupId: world.privateGroup,
        eventId: world.privateEvent,
        otherId: world.stranger.id,
        world,
      };
    case 'stranger':
      return {
        role,
        client: () => world.stranger.client,
        selfId: world.stranger.id,
        password: world.stranger.password,
        csrfToken: () => world.stranger.client.cookies.get(COOKIE_NAMES.xsrf) ?? '',
        groupId: world.publicGroup,
        eventId: world.publicEvent,
        otherId: world.member.id,
        world,
      };
  }
}

/** A valid event body for the scope's group, starting two days from now. */
export function eventBody(scope: Scope): Record<string, unknown> {
  const start = Date.now() + 48 * HOUR;
  return {
    groupId: scope.groupId,
    eventId: 0,
    name: 'Fuzzed event',
    description: 'Made by the fuzz suite.',
    location: 'Stanley Park',
    type: 'PUBLIC',
    startDateTime: new Date(start).toISOString(),
    endDateTime: new Date(start + 2 * HOUR).toISOString(),
    tags: ['fuzz'],
    participantsLimit: 5,
    // Issue #28: fuzzed around a hybrid event with a link and a pin.
    format: 'HYBRID',
    meetingUrl: 'https://meet.example/fuzz',
    latitude: 49.2642,
    longitude: -123.1553,
  };
}
