/**
 * Federation's HTTP API and discovery documents (issue #30), through Fastify on a real database:
 * group handles (chosen, lowercased, taken, retired ones still finding the group), WebFinger,
 * the Group actor and NodeInfo as Mastodon reads them, the owner's followers list, the
 * moderators' blocks, and remote follow against a small local server standing for a person's
 * own fediverse server. The inbox and deliveries are tested in fediverse.test.ts.
 */
import dns from 'node:dns';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_PATHS, MESSAGES } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createGroup, hostOfGroup, memberOfGroup, signedInClient } from '../../test/factories.ts';
import { setSiteRole } from '../moderation/index.ts';

const PUBLIC_URL = 'https://neighbourly.test';
const HOST = 'neighbourly.test';
const ACTIVITY_JSON = 'application/activity+json';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
});
afterAll(async () => t?.close());

const db = () => t.app.deps.db;
let counter = 0;
const freshId = (prefix = 'fed') => `${prefix}_${Date.now().toString(36)}${(counter++).toString(36)}`;

const groupBody = (id: string, extra: object = {}) => ({
  id,
  name: `Group ${id}`,
  description: 'We meet every week.',
  type: 'PUBLIC',
  tags: ['community'],
  ...extra,
});
/** The body of PUT /groups as the groups tests send it, with the group's current words. */
const updateBody = (id: string, extra: object = {}) => ({
  id,
  name: `Group ${id}`,
  description: 'We meet every week.\nAll welcome.',
  type: 'PUBLIC',
  tags: ['community'],
  ...extra,
});
const readGroup = async (id: string) => {
  const response = await new TestClient(t.app).get(`${API_PATHS.groups}?id=${id}`);
  expect(response.statusCode).toBe(200);
  return response.json().success.data;
};
const groupRowCount = async (id: string) =>
  (await db().selectFrom('groups').select('id').where('id', '=', id).execute()).length;
const handleOf = async (id: string) =>
  (await db().selectFrom('groups').select('handle').where('id', '=', id).executeTakeFirstOrThrow()).handle;
const available = async (handle: string, groupId?: string) => {
  const query = new URLSearchParams({ handle, ...(groupId ? { groupId } : {}) });
  const response = await new TestClient(t.app).get(`${API_PATHS.groupHandleAvailable}?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().success.data as boolean;
};
const webfinger = (resource: string, app = t.app) =>
  app.inject({ method: 'GET', url: `/.well-known/webfinger?resource=${encodeURIComponent(resource)}` });
const actor = (groupId: string) =>
  t.app.inject({ method: 'GET', url: `/ap/groups/${groupId}`, headers: { accept: ACTIVITY_JSON } });
/** The text an HTML fragment without tags shows: its character references read. */
const decodeEntities = (html: string) =>
  html
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(
      /&(lt|gt|quot|apos|amp);/g,
      (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!,
    );
type Link = { rel: string; type?: string; href?: string; template?: string };
const selfLink = (jrd: { links: Link[] }) => jrd.links.find((link) => link.rel === 'self');

describe('group handles', () => {
  it("a new group's handle is its id; a chosen one is lowercased", async () => {
    const { id } = await createGroup(t.app);
    expect((await readGroup(id)).handle).toBe(id);
    const chosen = freshId('chosen');
    const other = freshId();
    const { client: owner } = await signedInClient(t.app);
    const created = await owner.post(
      API_PATHS.groups,
      groupBody(other, { handle: `  ${chosen.toUpperCase()} ` }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().success.data.handle).toBe(chosen);
    expect(await handleOf(other)).toBe(chosen);
  });

  it('a taken handle (current, or an old one of another group) is 409 and creates nothing', async () => {
    const { id: first, owner } = await createGroup(t.app);
    const renamed = freshId('renamed');
    expect((await owner.put(API_PATHS.groups, updateBody(first, { handle: renamed }))).statusCode).toBe(200);
    // `first` is now an old handle of the group; `renamed` its current one. Another person asks.
    const { client: other } = await signedInClient(t.app);
    for (const handle of [renamed, first, first.toUpperCase()]) {
      const id = freshId();
      const taken = await other.post(API_PATHS.groups, groupBody(id, { handle }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toEqual({ code: 'GROUP_HANDLE_TAKEN', message: MESSAGES.groupHandleTaken });
      expect(await groupRowCount(id)).toBe(0);
    }
    // Its own allowance was not used up by the refusals: a free handle goes through.
    expect(
      (await other.post(API_PATHS.groups, groupBody(freshId(), { handle: freshId('free') }))).statusCode,
    ).toBe(201);
  });

  it('a bad handle is 400 and creates nothing', async () => {
    const { client: owner } = await signedInClient(t.app);
    for (const handle of ['bad handle', 'dash-ed', 'x'.repeat(31), '', 'émile']) {
      const id = freshId();
      const refused = await owner.post(API_PATHS.groups, groupBody(id, { handle }));
      expect(refused.statusCode, handle).toBe(400);
      expect(await groupRowCount(id)).toBe(0);
    }
  });

  it('GET handleAvailable: free true; current or old handle false; the group itself keeps its own', async () => {
    const { id, owner } = await createGroup(t.app);
    const { id: otherId } = await createGroup(t.app);
    expect(await available(freshId('free'))).toBe(true);
    expect(await available(id)).toBe(false);
    expect(await available(id.toUpperCase())).toBe(false);
    expect(await available(id, id)).toBe(true);
    expect(await available(id, otherId)).toBe(false);
    const renamed = freshId('renamed');
    expect((await owner.put(API_PATHS.groups, updateBody(id, { handle: renamed }))).statusCode).toBe(200);
    expect(await available(id)).toBe(false);
    expect(await available(id, id)).toBe(true);
    expect(await available(renamed, otherId)).toBe(false);
    const bad = await new TestClient(t.app).get(`${API_PATHS.groupHandleAvailable}?handle=bad%20handle`);
    expect(bad.statusCode).toBe(400);
  });

  it('the owner changes the handle; the old and new ones both find the same actor', async () => {
    const { id, owner } = await createGroup(t.app);
    const before = await webfinger(`acct:${id}@${HOST}`);
    expect(before.statusCode).toBe(200);
    const renamed = freshId('renamed');
    const changed = await owner.put(API_PATHS.groups, updateBody(id, { handle: renamed.toUpperCase() }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json().success.data).toMatchObject({
      handle: renamed,
      fediverse: { address: `@${renamed}@${HOST}` },
    });
    const actorUri = `${PUBLIC_URL}/ap/groups/${id}`;
    for (const handle of [id, renamed]) {
      const found = await webfinger(`acct:${handle}@${HOST}`);
      expect(found.statusCode, handle).toBe(200);
      const jrd = found.json();
      expect(jrd.aliases).toContain(actorUri);
      expect(selfLink(jrd)?.href).toBe(actorUri);
    }
    expect((await actor(id)).json().preferredUsername).toBe(renamed);
    // Sending the handle it has changes nothing and is no conflict with itself.
    expect((await owner.put(API_PATHS.groups, updateBody(id, { handle: renamed }))).statusCode).toBe(200);
  });

  it("changing to another group's current or old handle is 409 and changes nothing", async () => {
    const { id: other, owner: otherOwner } = await createGroup(t.app);
    const otherNew = freshId('other');
    expect((await otherOwner.put(API_PATHS.groups, updateBody(other, { handle: otherNew }))).statusCode).toBe(
      200,
    );
    const { id, owner } = await createGroup(t.app);
    for (const handle of [otherNew, other]) {
      const taken = await owner.put(API_PATHS.groups, updateBody(id, { name: 'Renamed', handle }));
      expect(taken.statusCode, handle).toBe(409);
      expect(taken.json().error).toEqual({ code: 'GROUP_HANDLE_TAKEN', message: MESSAGES.groupHandleTaken });
    }
    expect(await handleOf(id)).toBe(id);
    expect((await readGroup(id)).name).toBe(`Group ${id}`);
    // The other group keeps both its handles.
    for (const handle of [other, otherNew]) {
      expect(selfLink((await webfinger(`acct:${handle}@${HOST}`)).json())?.href).toBe(
        `${PUBLIC_URL}/ap/groups/${other}`,
      );
    }
  });

  it('a host, a member and another user cannot change the handle; nothing changes', async () => {
    const { id, owner } = await createGroup(t.app);
    const member = await memberOfGroup(t.app, id, owner);
    const host = await hostOfGroup(t.app, id, owner);
    const stranger = await signedInClient(t.app);
    const wanted = freshId('wanted');
    for (const client of [member.client, host.client, stranger.client]) {
      expect((await client.put(API_PATHS.groups, updateBody(id, { handle: wanted }))).statusCode).toBe(403);
    }
    expect(
      (await new TestClient(t.app).put(API_PATHS.groups, updateBody(id, { handle: wanted }))).statusCode,
    ).toBe(401);
    expect(await handleOf(id)).toBe(id);
    expect(await available(wanted)).toBe(true);
    expect((await webfinger(`acct:${wanted}@${HOST}`)).statusCode).toBe(404);
  });
});

/**
 * What a group that does not federate keeps of its actor: its keys, so the servers it federated
 * with can check the Deletes of its events it signs; not its name, description, page or followers.
 */
function expectBareActor(response: { statusCode: number; json: () => Record<string, unknown> }) {
  expect(response.statusCode).toBe(200);
  const document = response.json();
  expect(document.publicKey).toBeDefined();
  expect(document.discoverable).toBe(false);
  for (const field of ['name', 'summary', 'url', 'preferredUsername', 'followers', 'icon']) {
    expect(document[field], field).toBeUndefined();
  }
}

describe('private groups and the fediverse', () => {
  it('a private group has no WebFinger, only a bare actor (its keys, nothing about it), and fediverse null', async () => {
    const { id } = await createGroup(t.app, { type: 'PRIVATE' });
    expect((await webfinger(`acct:${id}@${HOST}`)).statusCode).toBe(404);
    expectBareActor(await actor(id));
    expect((await readGroup(id)).fediverse).toBeNull();
  });

  it('a public group made private disappears from the fediverse', async () => {
    const { id, owner } = await createGroup(t.app);
    expect((await readGroup(id)).fediverse).toEqual({ address: `@${id}@${HOST}`, followersCount: 0 });
    expect((await actor(id)).statusCode).toBe(200);
    expect((await owner.put(API_PATHS.groups, updateBody(id, { type: 'PRIVATE' }))).statusCode).toBe(200);
    expect((await webfinger(`acct:${id}@${HOST}`)).statusCode).toBe(404);
    expectBareActor(await actor(id));
    expect((await readGroup(id)).fediverse).toBeNull();
  });

  it('with FEDERATION_ENABLED=false: fediverse null, no WebFinger, no actor', async () => {
    // A built web app, so unknown paths get its 404 page (without one every page is a 503).
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'neighbourly-fed-web-'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Neighbourly</title></head><body><div id="root"></div></body></html>',
    );
    const off = await buildTestApp({ PUBLIC_URL, FEDERATION_ENABLED: 'false', WEB_DIST_DIR: webDist });
    try {
      const { id } = await createGroup(off.app);
      const group = await new TestClient(off.app).get(`${API_PATHS.groups}?id=${id}`);
      expect(group.json().success.data).toMatchObject({ handle: id, fediverse: null });
      expect((await webfinger(`acct:${id}@${HOST}`, off.app)).statusCode).toBe(404);
      const offActor = await off.app.inject({
        method: 'GET',
        url: `/ap/groups/${id}`,
        headers: { accept: ACTIVITY_JSON },
      });
      expect(offActor.statusCode).toBe(404);
      expect(offActor.headers['content-type']).not.toMatch(/activity\+json/);
      // The remote follow route refuses too.
      const follow = await new TestClient(off.app).post(API_PATHS.remoteFollow, {
        groupId: id,
        account: 'alex@mastodon.social',
      });
      expect(follow.statusCode).toBe(404);
    } finally {
      await off.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    }
  });
});

describe('discovery documents, as Mastodon reads them', () => {
  it('WebFinger: subject, aliases and a self link to the actor', async () => {
    const { id } = await createGroup(t.app);
    const found = await webfinger(`acct:${id}@${HOST}`);
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toMatch(/application\/jrd\+json/);
    const jrd = found.json();
    expect(jrd.subject).toBe(`acct:${id}@${HOST}`);
    expect(jrd.aliases).toContain(`${PUBLIC_URL}/ap/groups/${id}`);
    expect(selfLink(jrd)).toMatchObject({ type: ACTIVITY_JSON, href: `${PUBLIC_URL}/ap/groups/${id}` });
    expect((await webfinger(`acct:${id}@elsewhere.example`)).statusCode).not.toBe(200);
    expect((await webfinger(`acct:no_such_group@${HOST}`)).statusCode).toBe(404);
  });

  it('the Group actor has what Mastodon needs, its summary escaped', async () => {
    const { client: owner } = await signedInClient(t.app);
    const id = freshId();
    const description = 'Hello <script>alert(1)</script> & <b>friends</b>';
    expect((await owner.post(API_PATHS.groups, groupBody(id, { description }))).statusCode).toBe(201);
    const response = await actor(id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/activity\+json/);
    const json = response.json();
    const actorUri = `${PUBLIC_URL}/ap/groups/${id}`;
    expect(json).toMatchObject({
      id: actorUri,
      type: 'Group',
      preferredUsername: id,
      name: `Group ${id}`,
      url: `${PUBLIC_URL}/group/${id}`,
      discoverable: true,
    });
    for (const field of ['inbox', 'outbox', 'followers']) {
      expect(json[field], field).toMatch(new RegExp(`^${PUBLIC_URL}/`));
    }
    expect(json.endpoints.sharedInbox).toMatch(new RegExp(`^${PUBLIC_URL}/`));
    expect(json.publicKey).toMatchObject({ owner: actorUri });
    expect(json.publicKey.id).toMatch(new RegExp(`^${actorUri}#`));
    expect(json.publicKey.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    // One paragraph whose text, once its entities are read, is the description: no markup in it.
    const paragraph = /^<p>(.*)<\/p>$/.exec(json.summary)?.[1];
    expect(paragraph).toBeDefined();
    expect(paragraph).not.toMatch(/[<>]/);
    expect(decodeEntities(paragraph!)).toBe(description);
  });

  it('NodeInfo: the well-known links to 2.1, which names the software and ActivityPub', async () => {
    const wellKnown = await t.app.inject({ method: 'GET', url: '/.well-known/nodeinfo' });
    expect(wellKnown.statusCode).toBe(200);
    const links = wellKnown.json().links as Link[];
    const link = links.find((l) => l.rel === 'http://nodeinfo.diaspora.software/ns/schema/2.1');
    expect(link?.href).toBe(`${PUBLIC_URL}/nodeinfo/2.1`);
    const nodeinfo = await t.app.inject({ method: 'GET', url: '/nodeinfo/2.1' });
    expect(nodeinfo.statusCode).toBe(200);
    expect(nodeinfo.json()).toMatchObject({
      version: '2.1',
      software: { name: 'neighbourly' },
      protocols: ['activitypub'],
    });
  });

  it('host-meta: an XRD with the WebFinger template', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.well-known/host-meta' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/xrd\+xml/);
    expect(response.body).toContain('<XRD xmlns="http://docs.oasis-open.org/ns/xri/xrd-1.0">');
    expect(response.body).toContain(
      `<Link rel="lrdd" type="application/jrd+json" template="${PUBLIC_URL}/.well-known/webfinger?resource={uri}"/>`,
    );
  });
});

/** A remote account, written straight to the database as the inbox would store it. */
async function remoteActor(host: string, user = `u${(counter++).toString(36)}`) {
  const uri = `https://${host}/users/${user}`;
  const row = await db()
    .insertInto('remote_actors')
    .values({
      uri,
      host,
      handle: `${user}@${host}`,
      name: `Remote ${user}`,
      url: `https://${host}/@${user}`,
      inbox: `${uri}/inbox`,
      shared_inbox: `https://${host}/inbox`,
      fetched_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, uri, handle: `${user}@${host}` };
}

/** `actorId` follows the group since `minutesAgo` minutes. */
async function follow(groupId: string, actorId: number, minutesAgo = 0) {
  await db()
    .insertInto('group_followers')
    .values({
      group_id: groupId,
      remote_actor_id: actorId,
      follow_activity_uri: null,
      followed_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    })
    .execute();
}
const followerIds = async (groupId: string) =>
  (
    await db()
      .selectFrom('group_followers')
      .select('remote_actor_id')
      .where('group_id', '=', groupId)
      .orderBy('remote_actor_id')
      .execute()
  ).map((row) => row.remote_actor_id);

describe('followers API', () => {
  const list = (client: TestClient, groupId: string, extra = '') =>
    client.get(`${API_PATHS.groupFollowers}?groupId=${groupId}${extra}`);
  const remove = (client: TestClient, groupId: string, followerId: number) =>
    client.delete(`${API_PATHS.groupFollowers}?groupId=${groupId}&followerId=${followerId}`);

  async function followedGroup() {
    const { id, owner } = await createGroup(t.app);
    const member = await memberOfGroup(t.app, id, owner);
    const host = await hostOfGroup(t.app, id, owner);
    const stranger = await signedInClient(t.app);
    const older = await remoteActor('mastodon.example');
    const newer = await remoteActor('misskey.example');
    await follow(id, older.id, 10);
    await follow(id, newer.id, 1);
    const refused: [TestClient, number][] = [
      [new TestClient(t.app), 401],
      [stranger.client, 403],
      [member.client, 403],
      [host.client, 403],
    ];
    return { id, owner, older, newer, refused };
  }

  it('GET: refused to visitor, other user, member and host; the owner pages newest first', async () => {
    const { id, owner, older, newer, refused } = await followedGroup();
    for (const [client, status] of refused) expect((await list(client, id)).statusCode).toBe(status);
    const all = await list(owner, id);
    expect(all.statusCode).toBe(200);
    expect(all.json().success.data.map((f: { id: number }) => f.id)).toEqual([newer.id, older.id]);
    expect(all.json().success.data[1]).toMatchObject({
      id: older.id,
      handle: older.handle,
      name: expect.stringMatching(/^Remote /),
      url: `https://mastodon.example/@${older.handle.split('@')[0]}`,
    });
    const first = (await list(owner, id, '&limit=1')).json().success;
    expect(first.data.map((f: { id: number }) => f.id)).toEqual([newer.id]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = (await list(owner, id, `&limit=1&cursor=${encodeURIComponent(first.nextCursor)}`)).json()
      .success;
    expect(second.data.map((f: { id: number }) => f.id)).toEqual([older.id]);
    expect(second.nextCursor).toBeUndefined();
  });

  it('DELETE: refused to the same roles, nothing removed; the owner removes, then 404', async () => {
    const { id, owner, older, newer, refused } = await followedGroup();
    expect((await readGroup(id)).fediverse.followersCount).toBe(2);
    for (const [client, status] of refused) {
      expect((await remove(client, id, older.id)).statusCode).toBe(status);
    }
    expect(await followerIds(id)).toEqual([older.id, newer.id]);
    expect((await remove(owner, id, older.id)).statusCode).toBe(200);
    expect(await followerIds(id)).toEqual([newer.id]);
    expect((await readGroup(id)).fediverse.followersCount).toBe(1);
    expect((await remove(owner, id, older.id)).statusCode).toBe(404);
    // The account itself stays known (it may follow again).
    expect(
      await db().selectFrom('remote_actors').select('id').where('id', '=', older.id).execute(),
    ).toHaveLength(1);
  });

  it("the owner of another group cannot see or remove this group's followers", async () => {
    const { id, older } = await followedGroup();
    const { owner: otherOwner } = await createGroup(t.app);
    expect((await list(otherOwner, id)).statusCode).toBe(403);
    expect((await remove(otherOwner, id, older.id)).statusCode).toBe(403);
    expect(await followerIds(id)).toContain(older.id);
  });
});

describe('federation blocks', () => {
  const blocksOf = (client: TestClient) => client.get(API_PATHS.federationBlocks);
  const block = (client: TestClient, body: object) => client.post(API_PATHS.federationBlocks, body);
  const lift = (client: TestClient, id: number) => client.delete(`${API_PATHS.federationBlocks}?id=${id}`);
  const blockRows = () => db().selectFrom('federation_blocks').selectAll().execute();
  const uniqueHost = () => `${freshId('s').replace(/_/g, '-')}.example`;

  async function moderator() {
    const { client, user } = await signedInClient(t.app);
    await setSiteRole(db(), user.login, 'MODERATOR');
    return { client, login: user.login };
  }

  it('a visitor, an ordinary user and a group owner may not list, add or lift blocks', async () => {
    const mod = await moderator();
    const existing = await block(mod.client, { kind: 'SERVER', target: uniqueHost() });
    expect(existing.statusCode).toBe(201);
    const before = await blockRows();
    const { owner } = await createGroup(t.app);
    const user = (await signedInClient(t.app)).client;
    const refused: [TestClient, number][] = [
      [new TestClient(t.app), 401],
      [user, 403],
      [owner, 403],
    ];
    for (const [client, status] of refused) {
      expect((await blocksOf(client)).statusCode).toBe(status);
      expect((await block(client, { kind: 'SERVER', target: uniqueHost() })).statusCode).toBe(status);
      expect((await lift(client, existing.json().success.data.id)).statusCode).toBe(status);
    }
    expect(await blockRows()).toEqual(before);
  });

  it('a moderator blocks a server (lowercased) and an account; a duplicate is 409; a bad target 400', async () => {
    const mod = await moderator();
    const host = uniqueHost();
    const server = await block(mod.client, { kind: 'SERVER', target: host.toUpperCase(), reason: ' Spam ' });
    expect(server.statusCode).toBe(201);
    expect(server.json().success.data).toMatchObject({
      kind: 'SERVER',
      target: host,
      reason: 'Spam',
      createdBy: mod.login,
    });
    expect((await block(mod.client, { kind: 'SERVER', target: host })).statusCode).toBe(409);
    const account = `https://${uniqueHost()}/users/Troll`;
    const byUrl = await block(mod.client, { kind: 'ACCOUNT', target: account });
    expect(byUrl.statusCode).toBe(201);
    expect(byUrl.json().success.data).toMatchObject({ kind: 'ACCOUNT', target: account, reason: null });
    const count = (await blockRows()).length;
    for (const body of [
      { kind: 'SERVER', target: 'not a host' },
      { kind: 'SERVER', target: 'https://mastodon.example' },
      { kind: 'SERVER', target: '' },
      { kind: 'ACCOUNT', target: 'troll@mastodon.example' },
      { kind: 'ACCOUNT', target: 'ftp://mastodon.example/users/troll' },
      { kind: 'PERSON', target: 'mastodon.example' },
    ]) {
      expect((await block(mod.client, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await blockRows()).toHaveLength(count);
    const listed = (await blocksOf(mod.client)).json().success.data;
    expect(listed.slice(0, 2).map((b: { target: string }) => b.target)).toEqual([account, host]);
  });

  it('blocking a server or an account removes its follows, and only those', async () => {
    const mod = await moderator();
    const { id } = await createGroup(t.app);
    const blockedHost = uniqueHost();
    const otherHost = uniqueHost();
    const onBlocked = [await remoteActor(blockedHost), await remoteActor(blockedHost)];
    const troll = await remoteActor(otherHost);
    const friend = await remoteActor(otherHost);
    for (const remote of [...onBlocked, troll, friend]) await follow(id, remote.id);
    expect((await block(mod.client, { kind: 'SERVER', target: blockedHost.toUpperCase() })).statusCode).toBe(
      201,
    );
    expect(await followerIds(id)).toEqual([troll.id, friend.id]);
    expect((await block(mod.client, { kind: 'ACCOUNT', target: troll.uri })).statusCode).toBe(201);
    expect(await followerIds(id)).toEqual([friend.id]);
    expect((await readGroup(id)).fediverse.followersCount).toBe(1);
  });

  it('a moderator lifts a block; lifting an unknown one is 404', async () => {
    const mod = await moderator();
    const host = uniqueHost();
    const added = (await block(mod.client, { kind: 'SERVER', target: host })).json().success.data;
    expect((await lift(mod.client, added.id)).statusCode).toBe(200);
    expect((await blocksOf(mod.client)).json().success.data.map((b: { id: number }) => b.id)).not.toContain(
      added.id,
    );
    expect((await lift(mod.client, added.id)).statusCode).toBe(404);
    expect((await lift(mod.client, 987_654_321)).statusCode).toBe(404);
    // Lifted, it can be blocked again.
    expect((await block(mod.client, { kind: 'SERVER', target: host })).statusCode).toBe(201);
  });
});

/**
 * Remote follow. The person's server is a node:http server on 127.0.0.1; its name,
 * `social.example`, is made to resolve there for this file only (the account pattern wants a
 * host with a dot and letters: 127.0.0.1:<port> does not pass it).
 */
describe('remote follow', () => {
  const SERVER_NAME = 'social.example';
  let server: http.Server;
  let port: number;
  let connections = 0;
  const resources: string[] = [];
  let guarded: TestApp;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const resource = url.searchParams.get('resource') ?? '';
      resources.push(resource);
      if (url.pathname !== '/.well-known/webfinger') return response.writeHead(404).end();
      const links: Link[] = [
        { rel: 'self', type: ACTIVITY_JSON, href: `http://${SERVER_NAME}:${port}/users/x` },
      ];
      if (resource.startsWith('acct:alex@'))
        links.push({
          rel: 'http://ostatus.org/schema/1.0/subscribe',
          template: `http://127.0.0.1:${port}/authorize_interaction?uri={uri}`,
        });
      response
        .writeHead(200, { 'content-type': 'application/jrd+json' })
        .end(JSON.stringify({ subject: resource, links }));
    });
    server.on('connection', () => void connections++);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    guarded = await buildTestApp({ PUBLIC_URL, FEDERATION_PRIVATE_HOSTS: SERVER_NAME });
  });
  afterAll(async () => {
    await guarded?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  /** `social.example` resolves to the test server (everything else as usual) while the test runs. */
  function resolveServerName() {
    const original = dns.lookup.bind(dns) as (...args: unknown[]) => void;
    vi.spyOn(dns, 'lookup').mockImplementation(((hostname: string, ...rest: unknown[]) => {
      if (hostname !== SERVER_NAME) return original(hostname, ...rest);
      const callback = rest.at(-1) as (error: null, addresses: unknown, family?: number) => void;
      const options = rest.length > 1 ? (rest[0] as { all?: boolean } | number) : {};
      if (typeof options === 'object' && options.all)
        return callback(null, [{ address: '127.0.0.1', family: 4 }]);
      return callback(null, '127.0.0.1', 4);
    }) as unknown as typeof dns.lookup);
  }
  afterEach(() => vi.restoreAllMocks());

  const remoteFollow = (app: TestApp, groupId: string, account: string) =>
    new TestClient(app.app).post(API_PATHS.remoteFollow, { groupId, account });

  it("answers the person's server's follow page for the group's address", async () => {
    resolveServerName();
    const { id, owner } = await createGroup(guarded.app);
    const handle = freshId('handle');
    expect((await owner.put(API_PATHS.groups, updateBody(id, { handle }))).statusCode).toBe(200);
    for (const account of [`alex@${SERVER_NAME}:${port}`, `@alex@${SERVER_NAME}:${port}`]) {
      const response = await remoteFollow(guarded, id, account);
      expect(response.statusCode, account).toBe(200);
      expect(response.json().success.data.url).toBe(
        `http://127.0.0.1:${port}/authorize_interaction?uri=${encodeURIComponent(`${handle}@${HOST}`)}`,
      );
      expect(resources.at(-1)).toBe(`acct:alex@${SERVER_NAME}:${port}`);
    }
  });

  it('a server that names no follow page, or no server at all: 400 with the message', async () => {
    resolveServerName();
    const { id } = await createGroup(guarded.app);
    const noTemplate = await remoteFollow(guarded, id, `sam@${SERVER_NAME}:${port}`);
    expect(noTemplate.statusCode).toBe(400);
    expect(noTemplate.json().error.message).toBe(MESSAGES.fediverseAccountNotFound);
    expect(resources.at(-1)).toBe(`acct:sam@${SERVER_NAME}:${port}`);
    // A port nobody listens on.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await remoteFollow(guarded, id, `alex@${SERVER_NAME}:${closedPort}`);
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().error.message).toBe(MESSAGES.fediverseAccountNotFound);
  });

  it('without FEDERATION_PRIVATE_HOSTS the guard refuses the loopback server: 400, never connected', async () => {
    resolveServerName();
    const { id } = await createGroup(t.app);
    const before = connections;
    const refused = await remoteFollow(t, id, `alex@${SERVER_NAME}:${port}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(MESSAGES.fediverseAccountNotFound);
    expect(connections).toBe(before);
  });

  it('bad account text is 400; a private or unknown group 404; nothing fetched', async () => {
    resolveServerName();
    const { id } = await createGroup(guarded.app);
    const { id: privateId } = await createGroup(guarded.app, { type: 'PRIVATE' });
    const before = connections;
    for (const account of [
      'alex',
      'alex@',
      '@mastodon.social',
      'alex@server',
      'alex smith@mastodon.social',
      '',
    ]) {
      const refused = await remoteFollow(guarded, id, account);
      expect(refused.statusCode, account).toBe(400);
    }
    expect((await remoteFollow(guarded, privateId, `alex@${SERVER_NAME}:${port}`)).statusCode).toBe(404);
    expect((await remoteFollow(guarded, 'no_such_group', `alex@${SERVER_NAME}:${port}`)).statusCode).toBe(
      404,
    );
    expect(connections).toBe(before);
  });
});
