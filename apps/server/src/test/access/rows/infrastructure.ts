/**
 * The three image routes every picture has (storage/image-routes.ts): avatars, group covers and
 * event covers. Anyone reads a picture; the person, the group's owner, or the event's host and
 * the owner change it. Each call that deletes one first has one put there. The live stream
 * (live/) and /metrics are kept out of the API document: live.test.ts and metrics.test.ts.
 */
import { API_PATHS } from '@neighbourly/shared';
import type { TestClient } from '../../client.ts';
import { fileUpload, makeImage, signedInClient } from '../../factories.ts';
import { everyone, ownerOnly, signedIn, type AccessRow } from '../table.ts';
import { loginOf, type World } from '../world.ts';

let png: Promise<Buffer> | undefined;

/** Uploads a small PNG as multipart in `field`, as the app's image picker does. */
async function upload(client: TestClient, url: string, field: string) {
  const file = fileUpload(field, await (png ??= makeImage()), 'picture.png', 'image/png');
  return client.post(url, file.body, { headers: file.headers });
}

/** Someone who put up an avatar, then was suspended by the admin: their login. */
async function suspendedWithAvatar(w: World) {
  const { client, user } = await signedInClient(w.t.app);
  await upload(client, `${API_PATHS.avatarImage}?userId=${user.login}`, 'avatar');
  const subject = { type: 'USER', userId: user.login };
  const suspended = await w.clients.admin.post(API_PATHS.moderationActions, {
    subject,
    action: 'SUSPEND',
    reason: 'Spam',
  });
  if (suspended.statusCode !== 200) throw new Error(`suspension: ${suspended.body}`);
  return user.login;
}

const hostAndOwner = (status: number) =>
  everyone(403, { visitor: 401, suspended: 401, host: status, owner: status });

const groupCover = (w: World) => `${API_PATHS.groupImage}?groupId=${w.groupId}`;
const eventCover = (w: World) => `${API_PATHS.eventImage}?groupId=${w.groupId}&eventId=${w.eventId}`;

export const rows: AccessRow[] = [
  {
    route: 'GET /api/public/v1/images/avatar',
    case: "the member's, just uploaded",
    call: async (c, w) => {
      await upload(w.clients.member, `${API_PATHS.avatarImage}?userId=${w.logins.member}`, 'avatar');
      return c.get(`${API_PATHS.avatarImage}?userId=${w.logins.member}`);
    },
    expect: everyone(200, {}),
  },
  {
    route: 'GET /api/public/v1/images/avatar',
    case: "a suspended person's",
    call: async (c, w) => c.get(`${API_PATHS.avatarImage}?userId=${await suspendedWithAvatar(w)}`),
    // QUESTION: GET /users answers 404 for a suspended person's profile to all but moderators
    // (and 401 to visitors for anyone's), yet anyone, a visitor too, still gets their avatar.
    expect: everyone(200, {}),
  },
  {
    route: 'POST /api/public/v1/images/avatar',
    case: "one's own",
    call: (c, w, role) => upload(c, `${API_PATHS.avatarImage}?userId=${loginOf(w, role)}`, 'avatar'),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/public/v1/images/avatar',
    case: "the member's",
    call: (c, w) => upload(c, `${API_PATHS.avatarImage}?userId=${w.logins.member}`, 'avatar'),
    expect: everyone(403, { visitor: 401, suspended: 401, member: 200 }),
  },
  {
    route: 'DELETE /api/public/v1/images/avatar',
    case: "one's own, just uploaded",
    call: async (c, w, role) => {
      const url = `${API_PATHS.avatarImage}?userId=${loginOf(w, role)}`;
      await upload(c, url, 'avatar');
      return c.delete(url);
    },
    expect: signedIn(200),
  },
  {
    route: 'GET /api/public/v1/images/group',
    case: 'the public group, its cover just uploaded',
    call: async (c, w) => {
      await upload(w.clients.owner, groupCover(w), 'file');
      return c.get(groupCover(w));
    },
    expect: everyone(200, {}),
  },
  {
    route: 'POST /api/public/v1/images/group',
    case: 'the public group',
    call: (c, w) => upload(c, groupCover(w), 'file'),
    expect: ownerOnly(200),
  },
  {
    route: 'DELETE /api/public/v1/images/group',
    case: 'the public group, its cover just uploaded',
    call: async (c, w) => {
      await upload(w.clients.owner, groupCover(w), 'file');
      return c.delete(groupCover(w));
    },
    expect: ownerOnly(200),
  },
  {
    route: 'GET /api/public/v1/images/event',
    case: "the host's event, its cover just uploaded",
    call: async (c, w) => {
      await upload(w.clients.host, eventCover(w), 'file');
      return c.get(eventCover(w));
    },
    expect: everyone(200, {}),
  },
  {
    route: 'POST /api/public/v1/images/event',
    case: "the host's event",
    call: (c, w) => upload(c, eventCover(w), 'file'),
    expect: hostAndOwner(200),
  },
  {
    route: 'DELETE /api/public/v1/images/event',
    case: "the host's event, its cover just uploaded",
    call: async (c, w) => {
      await upload(w.clients.host, eventCover(w), 'file');
      return c.delete(eventCover(w));
    },
    expect: hostAndOwner(200),
  },
];
