/**
 * The world the access table (issue #33) is walked in: one person per role around a public and a
 * private group, built once through the real API with every route present.
 */
import { API_PATHS } from '@neighbourly/shared';
import { setGroupAllowance, setSiteRole } from '../../modules/moderation/index.ts';
import type { Env } from '../../config.ts';
import { buildTestApp, type TestApp } from '../app.ts';
import { TestClient } from '../client.ts';
import { createEvent, createGroup, memberOfGroup, signedInClient } from '../factories.ts';

export const ROLES = [
  'visitor',
  'stranger',
  'member',
  'host',
  'owner',
  'blocked',
  'banned',
  'suspended',
  'moderator',
  'admin',
] as const;
export type Role = (typeof ROLES)[number];
type Person = Exclude<Role, 'visitor'>;

export interface World {
  t: TestApp;
  /** Each role's signed-in client; the visitor's has no session. */
  clients: Record<Role, TestClient>;
  /** Each person's login, the id the API takes. */
  logins: Record<Person, string>;
  /** Public, the owner's; member, host and blocked belong to it, banned was banned from it. */
  groupId: string;
  /** Private, the owner's; member and host belong to it too. */
  privateGroupId: string;
  /** Upcoming in groupId, hosted by host; member attends it. */
  eventId: number;
  /** Upcoming in privateGroupId, hosted by owner. */
  privateEventId: number;
  /** By member, on eventId. */
  commentId: number;
}

/** Every route present, and limits high enough for ~150 routes × 10 roles from one address. */
const ENV: Env = {
  MESSAGING_ENABLED: 'true',
  FEDERATION_ENABLED: 'true',
  RATE_LIMIT_IMPORT_PER_MINUTE: '100000',
  RATE_LIMIT_MESSAGES_PER_MINUTE: '100000',
  RATE_LIMIT_REPORTS_PER_HOUR: '100000',
  LIVE_STREAMS_PER_ADDRESS: '100000',
  METRICS_TOKEN: 'access-table-metrics-token',
};

/** Fails the world's building loudly when a step the roles rely on did not happen. */
async function expectStatus(
  step: string,
  status: number,
  call: Promise<{ statusCode: number; body: string }>,
) {
  const response = await call;
  if (response.statusCode !== status) throw new Error(`${step}: ${response.statusCode} ${response.body}`);
}

export async function buildWorld(): Promise<World> {
  const t = await buildTestApp(ENV);
  const { app } = t;
  const person = async () => {
    const { client, user } = await signedInClient(app);
    return { client, login: user.login };
  };
  const [stranger, member, host, owner, blocked, banned, suspended, moderator, admin] = [
    await person(),
    await person(),
    await person(),
    await person(),
    await person(),
    await person(),
    await person(),
    await person(),
    await person(),
  ];
  await setGroupAllowance(app.deps.db, owner.login, '100000');
  const { id: groupId } = await createGroup(app, { owner: owner.client });
  const { id: privateGroupId } = await createGroup(app, { owner: owner.client, type: 'PRIVATE' });

  for (const p of [member, host, blocked, banned, suspended]) {
    await expectStatus('join', 201, p.client.post(API_PATHS.groupMembers, { groupId, userId: p.login }));
  }
  for (const p of [member, host]) {
    const key = { groupId: privateGroupId, userId: p.login };
    await expectStatus('ask', 201, p.client.post(API_PATHS.membershipRequests, key));
    await expectStatus('approve', 200, owner.client.post(API_PATHS.membershipRequestApprove, key));
  }
  const role = { groupId, userId: host.login, role: 'HOST' };
  await expectStatus('make host', 200, owner.client.put(API_PATHS.groupMembers, role));

  const eventId = await createEvent(host.client, groupId);
  const privateEventId = await createEvent(owner.client, privateGroupId);
  const attend = { groupId, eventId, userId: member.login };
  await expectStatus('attend', 201, member.client.post(API_PATHS.eventParticipants, attend));
  const comment = await member.client.post(API_PATHS.eventComments, { groupId, eventId, comment: 'Coming!' });
  if (comment.statusCode !== 201) throw new Error(`comment: ${comment.body}`);
  const commentId = comment.json().success.data.id as number;

  for (const blocker of [owner, host]) {
    await expectStatus('block', 200, blocker.client.post(API_PATHS.blocks, { userId: blocked.login }));
  }
  const ban = { groupId, userId: banned.login };
  await expectStatus('ban', 201, owner.client.post(API_PATHS.groupBans, ban));
  await setSiteRole(app.deps.db, moderator.login, 'MODERATOR');
  await setSiteRole(app.deps.db, admin.login, 'ADMIN');
  const suspension = {
    subject: { type: 'USER', userId: suspended.login },
    action: 'SUSPEND',
    reason: 'Spam',
  };
  await expectStatus('suspend', 200, admin.client.post(API_PATHS.moderationActions, suspension));

  const people = { stranger, member, host, owner, blocked, banned, suspended, moderator, admin };
  const logins = Object.fromEntries(Object.entries(people).map(([r, p]) => [r, p.login])) as World['logins'];
  const signedIn = Object.fromEntries(Object.entries(people).map(([r, p]) => [r, p.client]));
  const clients = { visitor: new TestClient(app), ...signedIn } as World['clients'];
  return { t, clients, logins, groupId, privateGroupId, eventId, privateEventId, commentId };
}

/** The login a role acts as: its own, or for the visitor one that is nobody's. */
export const loginOf = (w: World, role: Role) => (role === 'visitor' ? 'nobody' : w.logins[role]);

/** A new public group of the world's owner, for a call that changes or deletes one. */
export const throwawayGroup = async (w: World) => (await createGroup(w.t.app, { owner: w.clients.owner })).id;

/** A new upcoming event of the public group, hosted by the world's host. */
export const throwawayEvent = (w: World) => createEvent(w.clients.host, w.groupId);

/** A new person who joined the group (asked and approved, for a private one). */
export const newcomer = async (w: World, groupId = w.groupId) =>
  (await memberOfGroup(w.t.app, groupId, w.clients.owner)).user.login;
