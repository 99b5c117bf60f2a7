/** Test factories: each builds what it needs through the real code paths, with unique names. */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, type Recurrence } from '@neighbourly/shared';
import type { NewEvent, NewGroup } from '../db/types.ts';
import { hashPassword, insertUser } from '../modules/people/index.ts';
import { TestClient } from './client.ts';

export const DEFAULT_PASSWORD = 'Passw0rd!';
let defaultHash: Promise<string> | undefined;

export const uniqueLogin = (prefix = 'user') => `${prefix}_${crypto.randomBytes(4).toString('hex')}`;

/**
 * A person who has had an account for two days, past the limits on new accounts (issue #27);
 * `newAccount: true` makes one registered just now.
 */
export async function createUser(
  app: FastifyInstance,
  overrides: { login?: string; name?: string; password?: string; newAccount?: boolean } = {},
) {
  const login = overrides.login ?? uniqueLogin();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const passwordHash =
    password === DEFAULT_PASSWORD
      ? await (defaultHash ??= hashPassword(DEFAULT_PASSWORD))
      : await hashPassword(password);
  await insertUser(app.deps.db, { login, passwordHash, ...(overrides.name ? { name: overrides.name } : {}) });
  if (!overrides.newAccount) {
    await app.deps.db
      .updateTable('users')
      .set({ registration_date: new Date(Date.now() - 2 * 86_400_000).toISOString() })
      .where('id', '=', login)
      .execute();
  }
  return { login, password };
}

/** A client signed in through POST /authz/sign-in, as a person would be. */
export async function signedInClient(app: FastifyInstance, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(app, overrides);
  const client = new TestClient(app);
  const response = await client.signIn(user.login, user.password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { client, user };
}

/** The id of the person signed in on `client`, from GET /users/self. */
export const selfId = async (client: TestClient) =>
  (await client.get(API_PATHS.usersSelf)).json().success.data.id as string;

/** A group made through POST /groups by a fresh owner (or the given signed-in client). */
export async function createGroup(
  app: FastifyInstance,
  options: { owner?: TestClient; type?: 'PUBLIC' | 'PRIVATE'; tags?: string[]; id?: string } = {},
) {
  const owner = options.owner ?? (await signedInClient(app)).client;
  const id = options.id ?? `g_${crypto.randomBytes(5).toString('hex')}`;
  const response = await owner.post('/api/public/v1/groups', {
    id,
    name: `Group ${id}`,
    description: 'We meet every week.\nAll welcome.',
    type: options.type ?? 'PUBLIC',
    tags: options.tags ?? ['community'],
  });
  if (response.statusCode !== 201) throw new Error(`group creation failed: ${response.body}`);
  return { id, owner };
}

/** A PNG or JPEG of the given size, made with sharp. */
export async function makeImage(format: 'png' | 'jpeg' = 'png', width = 64, height = 48): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 120 } } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

/**
 * A small real PNG whose header claims width × height pixels: a decompression bomb in a few
 * hundred bytes (the pixel data does not match the claim, so only the header can be trusted).
 */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await makeImage('png', 8, 8));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  // The IHDR checksum covers its type and data (bytes 12..28), so the header stays valid.
  png.writeUInt32BE(zlib.crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A multipart body with one file. */
export function fileUpload(field: string, data: Buffer, filename: string, contentType: string) {
  const boundary = `----neighbourly${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  return {
    body: Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const HOUR = 3_600_000;

type EventOptions = {
  type?: 'PUBLIC' | 'PRIVATE';
  participantsLimit?: number;
  startsInHours?: number;
  /** When it starts (ISO), in place of `startsInHours`: an edit keeps an event's own start. */
  start?: string;
  name?: string;
  tags?: string[];
  /** A series of events from this one (issue #18). */
  recurrence?: Recurrence;
  /** Where it is (issue #28): format, meeting link, pin. */
  where?: {
    format?: 'IN_PERSON' | 'ONLINE' | 'HYBRID';
    meetingUrl?: string | null;
    latitude?: number | null;
    longitude?: number | null;
  };
};

/** The body of POST /events (and, with the event's id, PUT): two hours from `startsInHours` ahead. */
export function eventBody(groupId: string, options: EventOptions = {}) {
  const start = options.start ? Date.parse(options.start) : Date.now() + (options.startsInHours ?? 24) * HOUR;
  return {
    groupId,
    eventId: 0,
    name: options.name ?? 'Evening walk',
    description: 'We walk the seawall.\nMeet at the totem poles.',
    location: 'Stanley Park',
    type: options.type ?? 'PUBLIC',
    startDateTime: new Date(start).toISOString(),
    endDateTime: new Date(start + 2 * HOUR).toISOString(),
    tags: options.tags ?? ['walking'],
    participantsLimit: options.participantsLimit ?? 0,
    ...(options.recurrence ? { recurrence: options.recurrence } : {}),
    ...options.where,
  };
}

/** An event (or with `recurrence` a series, returning its first) made through POST /events. */
export async function createEvent(owner: TestClient, groupId: string, options: EventOptions = {}) {
  const response = await owner.post(API_PATHS.events, eventBody(groupId, options));
  if (response.statusCode !== 201) throw new Error(`event creation failed: ${response.body}`);
  return response.json().success.data as number;
}

/** Moves an event into the past (it ended an hour ago), which no route can do. */
export async function endEvent(app: FastifyInstance, eventId: number) {
  await app.deps.db
    .updateTable('events')
    .set({
      start_date_time: new Date(Date.now() - 2 * HOUR).toISOString(),
      end_date_time: new Date(Date.now() - HOUR).toISOString(),
    })
    .where('id', '=', eventId)
    .execute();
}

/** A signed-in member of the given public group (or approved into a private one). */
export async function memberOfGroup(app: FastifyInstance, groupId: string, owner?: TestClient) {
  const { client, user } = await signedInClient(app);
  const joined = await client.post('/api/public/v1/groupMembers', { groupId, userId: user.login });
  if (joined.statusCode !== 201) {
    if (!owner) throw new Error(`join failed: ${joined.body}`);
    await client.post('/api/public/v1/groupMembershipRequests', { groupId, userId: user.login });
    const approved = await owner.post('/api/public/v1/groupMembershipRequests/approve', {
      groupId,
      userId: user.login,
    });
    if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  }
  return { client, user };
}

/** `N` items of `T`: what a destructuring of `count` results may rely on. */
type Tuple<T, N extends number, R extends T[] = []> = R['length'] extends N ? R : Tuple<T, N, [...R, T]>;

/** `count` signed-in members of the group, joined one after the other (in that order). */
export async function membersOfGroup<N extends number>(
  app: FastifyInstance,
  groupId: string,
  count: N,
  owner?: TestClient,
) {
  const members = [];
  for (let i = 0; i < count; i++) members.push(await memberOfGroup(app, groupId, owner));
  return members as Tuple<(typeof members)[number], N>;
}

/** A signed-in member the owner made an event host through PUT /groupMembers. */
export async function hostOfGroup(app: FastifyInstance, groupId: string, owner: TestClient) {
  const host = await memberOfGroup(app, groupId, owner);
  const made = await owner.put(API_PATHS.groupMembers, { groupId, userId: host.user.login, role: 'HOST' });
  if (made.statusCode !== 200) throw new Error(`promotion failed: ${made.body}`);
  return host;
}

/** A groups row for tests that write to the database directly (bulk data, migrations). */
export function groupRow(id: string, ownerId: string, name = `Group ${id}`): NewGroup {
  const at = new Date().toISOString();
  return {
    id,
    handle: id,
    name,
    description: 'Written straight to the database',
    owner_id: ownerId,
    type: 'PUBLIC',
    city: 'Vancouver',
    state: 'BC',
    country: 'Canada',
    has_logo: 0,
    members_count: 1,
    last_activity_at: at,
    created_at: at,
    updated_at: at,
  };
}

/** An events row starting and ending at the given instants (ISO). */
export function eventRow(groupId: string, hostId: string, start: string, end: string): NewEvent {
  const at = new Date().toISOString();
  return {
    group_id: groupId,
    name: 'Walk',
    description: 'A walk',
    location: 'Stanley Park',
    host_id: hostId,
    type: 'PUBLIC',
    start_date_time: start,
    end_date_time: end,
    participants_limit: 0,
    participants_count: 1,
    has_logo: 0,
    created_at: at,
    updated_at: at,
  };
}
