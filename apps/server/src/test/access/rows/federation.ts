/**
 * The federation's API for people (federation.routes.ts): a group's followers are its owner's
 * to see and remove; blocks of remote servers are the moderators'. The fediverse's own paths
 * (WebFinger, actors, inboxes) go to Fedify and are not in the API document.
 */
import crypto from 'node:crypto';
import { API_PATHS } from '@neighbourly/shared';
import { everyone, type AccessRow } from '../table.ts';
import type { Role, World } from '../world.ts';
import { moderatorsOnly } from './moderation.ts';

/** A remote account following the public group, written as the inbox would store it. */
async function newFollower(w: World): Promise<number> {
  const user = `u${crypto.randomBytes(4).toString('hex')}`;
  const uri = `https://social.example/users/${user}`;
  const db = w.t.app.deps.db;
  const { id } = await db
    .insertInto('remote_actors')
    .values({
      uri,
      host: 'social.example',
      handle: `${user}@social.example`,
      name: user,
      url: null,
      inbox: `${uri}/inbox`,
      shared_inbox: null,
      fetched_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('group_followers')
    .values({
      group_id: w.groupId,
      remote_actor_id: id,
      follow_activity_uri: null,
      followed_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** A block for the call to lift, made by the admin; the role's own name keeps each one apart. */
async function newBlock(w: World, role: Role): Promise<number> {
  const target = `${role}-${crypto.randomBytes(3).toString('hex')}.lifted.example`;
  const made = await w.clients.admin.post(API_PATHS.federationBlocks, { kind: 'SERVER', target });
  if (made.statusCode !== 201) throw new Error(`block: ${made.body}`);
  return made.json().success.data.id as number;
}

export const rows: AccessRow[] = [
  {
    route: 'GET /api/public/v1/groups/handleAvailable',
    call: (c) => c.get(`${API_PATHS.groupHandleAvailable}?handle=free_handle`),
    expect: everyone(200, {}),
  },
  {
    route: 'GET /api/public/v1/groups/followers',
    call: (c, w) => c.get(`${API_PATHS.groupFollowers}?groupId=${w.groupId}`),
    expect: everyone(403, { visitor: 401, suspended: 401, owner: 200 }),
  },
  {
    route: 'DELETE /api/public/v1/groups/followers',
    case: 'a follower of its own for each call',
    call: async (c, w) =>
      c.delete(`${API_PATHS.groupFollowers}?groupId=${w.groupId}&followerId=${await newFollower(w)}`),
    expect: everyone(403, { visitor: 401, suspended: 401, owner: 200 }),
  },
  // Anyone may ask; a public group's answer comes from the person's own server (fetched), which
  // federation-api.test.ts serves. A private group is never followed.
  {
    route: 'POST /api/public/v1/federation/remoteFollow',
    case: 'private group',
    call: (c, w) =>
      c.post(API_PATHS.remoteFollow, { groupId: w.privateGroupId, account: 'alex@social.example' }),
    expect: everyone(404, {}),
  },
  {
    route: 'GET /api/public/v1/moderation/federationBlocks',
    call: (c) => c.get(API_PATHS.federationBlocks),
    expect: moderatorsOnly(200),
  },
  {
    route: 'POST /api/public/v1/moderation/federationBlocks',
    case: 'a server of its own for each call',
    call: (c, _w, role) =>
      c.post(API_PATHS.federationBlocks, {
        kind: 'SERVER',
        target: `${role}.blocked.example`,
        reason: 'Spam',
      }),
    expect: moderatorsOnly(201),
  },
  {
    route: 'DELETE /api/public/v1/moderation/federationBlocks',
    case: 'a block of its own for each call',
    call: async (c, w, role) => c.delete(`${API_PATHS.federationBlocks}?id=${await newBlock(w, role)}`),
    expect: moderatorsOnly(200),
  },
];
