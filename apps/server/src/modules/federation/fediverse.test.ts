/**
 * Neighbourly on the fediverse (issue #30), end to end over real sockets: two Neighbourly
 * instances on 127.0.0.2 and 127.0.0.3, each with its own database, and fediverse accounts on
 * 127.0.0.4 and 127.0.0.5 (test/fediverse-actor.ts) that sign and verify with PeerTube's
 * HTTP Signatures library. An account finds a group by WebFinger, follows it, gets its events,
 * replies, and unfollows; forged, replayed, oversized and blocked requests change nothing.
 */
import http from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { TestClient } from '../../test/client.ts';
import { createEvent, createGroup, signedInClient } from '../../test/factories.ts';
import { FediverseActor } from '../../test/fediverse-actor.ts';

/** A document as JSON.parse gives it: the tests read remote documents as loosely as servers do. */
type Doc = ReturnType<typeof JSON.parse>;

interface Instance {
  t: TestApp;
  app: FastifyInstance;
  origin: string;
}

async function freePort(host: string): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const LOOPBACKS = '127.0.0.2,127.0.0.3,127.0.0.4,127.0.0.5,127.0.0.6,127.0.0.7,127.0.0.8';
const PUBLIC = 'https://www.w3.org/ns/activitystreams#Public';

async function startInstance(host: string): Promise<Instance> {
  const port = await freePort(host);
  const origin = `http://${host}:${port}`;
  const t = await buildTestApp({ PUBLIC_URL: origin, FEDERATION_PRIVATE_HOSTS: LOOPBACKS });
  await t.app.listen({ host, port });
  return { t, app: t.app, origin };
}

/** Runs every due job of the instances until none is left (a delivery may queue another). */
async function settle(...instances: Instance[]) {
  for (let round = 0; round < 5; round++) {
    let ran = 0;
    for (const instance of instances) ran += await instance.app.jobs.runDue();
    if (ran === 0) return;
  }
}

/** Makes the retries Fedify queued for later due now (a test does not wait 30 seconds). */
async function retriesDueNow(instance: Instance) {
  await instance.app.deps.db
    .updateTable('jobs')
    .set({ run_at: new Date(Date.now() - 1000).toISOString() })
    .where('done_at', 'is', null)
    .where('failed_at', 'is', null)
    .execute();
}

async function getJson(url: string, accept = 'application/activity+json') {
  const response = await fetch(url, { headers: { accept } });
  expect(response.status, url).toBe(200);
  return (await response.json()) as Doc;
}

let a: Instance;
let b: Instance;
let alex: FediverseActor;
let sam: FediverseActor;

beforeAll(async () => {
  alex = new FediverseActor({ host: '127.0.0.4', username: 'alex' });
  sam = new FediverseActor({ host: '127.0.0.5', username: 'sam' });
  await Promise.all([alex.start(), sam.start()]);
  [a, b] = await Promise.all([startInstance('127.0.0.2'), startInstance('127.0.0.3')]);
});

afterAll(async () => {
  await Promise.all([a?.t.close(), b?.t.close()]);
  await Promise.all([alex?.stop(), sam?.stop()]);
});

/** What the account does to follow a group it knows by handle, as Mastodon does it. */
async function follow(actor: FediverseActor, instance: Instance, handle: string) {
  const host = new URL(instance.origin).host;
  const finger = await getJson(
    `${instance.origin}/.well-known/webfinger?resource=acct:${handle}@${host}`,
    'application/jrd+json',
  );
  const self = (finger.links as { rel: string; type?: string; href: string }[]).find((l) => l.rel === 'self');
  const group = await getJson(self!.href);
  const followId = actor.activityId('follow');
  const sent = await actor.post(group.inbox as string, {
    '@context': 'https://www.w3.org/ns/activitystreams',
    id: followId,
    type: 'Follow',
    actor: actor.id,
    object: group.id,
  });
  expect(sent.status).toBe(202);
  await settle(instance);
  return { finger, group, followId };
}

async function newGroup(instance: Instance, id: string): Promise<TestClient> {
  const { client } = await signedInClient(instance.app);
  await createGroup(instance.app, { owner: client, id, tags: ['running'] });
  return client;
}

const activitiesOfType = (actor: FediverseActor, type: string) =>
  actor.deliveries.map((d) => d.activity).filter((activity) => activity.type === type);

describe('following a group from the fediverse', () => {
  let owner: TestClient;
  let groupActorId: string;
  let eventId: number;
  let eventObjectId: string;

  beforeAll(async () => {
    owner = await newGroup(a, 'trail_runners');
  });

  it('finds the group by WebFinger as Mastodon does, with the fields Mastodon documents', async () => {
    const host = new URL(a.origin).host;
    const { finger, group } = await follow(alex, a, 'trail_runners');
    groupActorId = group.id as string;
    expect(finger.subject).toBe(`acct:trail_runners@${host}`);
    expect(finger.aliases).toContain(group.id);
    expect(group).toMatchObject({
      type: 'Group',
      preferredUsername: 'trail_runners',
      name: 'Group trail_runners',
      discoverable: true,
      url: `${a.origin}/group/trail_runners`,
      endpoints: { sharedInbox: `${a.origin}/ap/inbox` },
      publicKey: { owner: group.id },
    });
    expect(group.publicKey.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    // The group's page address pasted into Mastodon's search finds the same actor.
    const byPage = await getJson(`${a.origin}/group/trail_runners`);
    expect(byPage.id).toBe(group.id);
    const html = await fetch(`${a.origin}/group/trail_runners`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(html.status).not.toBe(302);
  });

  it('answers the follow with a signed Accept, and lists the follower to the owner', async () => {
    const accepts = activitiesOfType(alex, 'Accept');
    expect(accepts).toHaveLength(1);
    expect(accepts[0]).toMatchObject({ actor: groupActorId, object: { type: 'Follow', actor: alex.id } });
    // Signed with the group's own key, which PeerTube's library checked against its owner.
    expect(alex.deliveries.find((d) => d.activity.type === 'Accept')!.keyId).toMatch(
      new RegExp(`^${groupActorId}#`),
    );
    const followers = await owner.get(`${API_PATHS.groupFollowers}?groupId=trail_runners`);
    expect(followers.json().success.data).toMatchObject([
      { handle: alex.handle, name: 'Alex Tremblay', url: `${alex.origin}/@alex` },
    ]);
    const group = await owner.get(`${API_PATHS.groups}?id=trail_runners`);
    expect(group.json().success.data.fediverse.followersCount).toBe(1);
  });

  it('sends a new public event to the follower, complete', async () => {
    const before = alex.deliveries.length;
    eventId = await createEvent(owner, 'trail_runners', {
      name: 'Sunrise trail run',
      participantsLimit: 10,
      tags: ['running', 'trails'],
      where: { latitude: 49.3, longitude: -123.14 },
    });
    await settle(a);
    const created = alex.deliveries.slice(before).map((d) => d.activity);
    expect(created).toHaveLength(1);
    const activity = created[0]!;
    const event = activity.object as Doc;
    eventObjectId = event.id as string;
    expect(activity).toMatchObject({ type: 'Create', actor: groupActorId });
    expect(activity.to ?? event.to).toContain('https://www.w3.org/ns/activitystreams#Public');
    expect(event).toMatchObject({
      type: 'Event',
      name: 'Sunrise trail run',
      attributedTo: groupActorId,
      url: `${a.origin}/group/trail_runners/events/${eventId}`,
      timezone: 'America/Vancouver',
      joinMode: 'free',
      maximumAttendeeCapacity: 10,
      participantCount: 1,
      remainingAttendeeCapacity: 9,
      commentsEnabled: true,
      'ical:status': 'CONFIRMED',
      location: { type: 'Place', name: 'Stanley Park', latitude: 49.3, longitude: -123.14 },
    });
    expect(event.content).toContain('<p>We walk the seawall.<br>Meet at the totem poles.</p>');
    expect(Date.parse(event.startTime as string)).toBeGreaterThan(Date.now());
    expect(Date.parse(event.endTime as string)).toBeGreaterThan(Date.parse(event.startTime as string));
    const tags = (Array.isArray(event.tag) ? event.tag : [event.tag]) as { type: string; name: string }[];
    expect(tags.map((tag) => [tag.type, tag.name]).sort()).toEqual([
      ['Hashtag', '#running'],
      ['Hashtag', '#trails'],
    ]);
    // Sent once, to the server's shared inbox.
    expect(alex.deliveries.at(-1)!.path).toBe('/inbox');
    // The event can be fetched by its id too.
    const fetched = await getJson(eventObjectId);
    expect(fetched).toMatchObject({ type: 'Event', name: 'Sunrise trail run', maximumAttendeeCapacity: 10 });
  });

  it('sends each occurrence of a recurring series', async () => {
    const before = alex.deliveries.length;
    await createEvent(owner, 'trail_runners', {
      name: 'Weekly tempo run',
      recurrence: { frequency: 'WEEKLY', count: 3 },
    });
    await settle(a);
    const creates = alex.deliveries
      .slice(before)
      .map((d) => d.activity)
      .filter((x) => x.type === 'Create' && (x.object as Doc).name === 'Weekly tempo run');
    const starts = creates.map((x) => Date.parse((x.object as Doc).startTime as string)).sort();
    expect(starts).toHaveLength(3);
    // A week apart (an hour more or less across a change of clocks).
    expect(Math.round((starts[1]! - starts[0]!) / 86_400_000)).toBe(7);
  });

  it('turns a reply into a comment by its remote author, sanitized, once', async () => {
    const noteId = `${alex.id}/statuses/1`;
    const reply = {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: alex.activityId('create'),
      type: 'Create',
      actor: alex.id,
      to: [groupActorId],
      object: {
        id: noteId,
        type: 'Note',
        attributedTo: alex.id,
        inReplyTo: eventObjectId,
        cc: [PUBLIC],
        to: [groupActorId],
        content:
          '<p><span class="h-card"><a href="x">@trail_runners</a></span> Count me in! <script>alert(1)</script><img src=x onerror=alert(2)></p>',
      },
    };
    expect((await alex.post(groupActorId + '/inbox', reply)).status).toBe(202);
    // The same activity again (a retry): applied once.
    expect((await alex.post(groupActorId + '/inbox', reply)).status).toBe(202);
    await settle(a);
    const comments = await owner.get(
      `${API_PATHS.eventCommentsForEvent}?groupId=trail_runners&eventId=${eventId}`,
    );
    const list = comments.json().success.data as Doc[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      user: null,
      remoteAuthor: { handle: alex.handle, name: 'Alex Tremblay', url: `${alex.origin}/@alex` },
    });
    expect(list[0]!.comment).toBe('@trail_runners Count me in!');
    // A followers-only reply (no public audience) is not published as a comment.
    const privateReply = {
      ...reply,
      id: alex.activityId('create'),
      object: { ...reply.object, id: `${alex.id}/statuses/private`, cc: [`${alex.id}/followers`] },
    };
    expect((await alex.post(groupActorId + '/inbox', privateReply)).status).toBe(202);
    await settle(a);
    const after = await owner.get(
      `${API_PATHS.eventCommentsForEvent}?groupId=trail_runners&eventId=${eventId}`,
    );
    expect(after.json().success.data).toHaveLength(1);
  });

  it('lets anyone report a reply from the fediverse, naming its remote author to moderators', async () => {
    const list = (
      await owner.get(`${API_PATHS.eventCommentsForEvent}?groupId=trail_runners&eventId=${eventId}`)
    ).json().success.data as Doc[];
    const { client: reporter } = await signedInClient(a.app);
    const reported = await reporter.post(API_PATHS.reports, {
      subject: { type: 'COMMENT', commentId: list[0]!.id },
      reason: 'SPAM',
    });
    expect(reported.statusCode).toBe(201);
    const { client: moderator, user } = await signedInClient(a.app);
    await a.app.deps.db
      .updateTable('users')
      .set({ site_role: 'MODERATOR' })
      .where('id', '=', user.login)
      .execute();
    const queue = (await moderator.get(`${API_PATHS.moderationReports}?status=OPEN`)).json().success
      .data as Doc[];
    const item = queue.find(
      (entry) => entry.subject.type === 'COMMENT' && entry.subject.commentId === list[0]!.id,
    );
    expect(item?.snapshot.author).toEqual({ id: `@${alex.handle}`, name: 'Alex Tremblay' });
  });

  it('applies the author’s Update and Delete of the reply, and nobody else’s', async () => {
    const noteId = `${alex.id}/statuses/1`;
    const note = (content: string) => ({
      id: noteId,
      type: 'Note',
      attributedTo: alex.id,
      inReplyTo: eventObjectId,
      cc: [PUBLIC],
      content,
    });
    // Sam is not the author: his Update changes nothing.
    await sam.post(groupActorId + '/inbox', {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: sam.activityId('update'),
      type: 'Update',
      actor: sam.id,
      object: { ...note('<p>hijacked</p>'), attributedTo: sam.id },
    });
    await alex.post(groupActorId + '/inbox', {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: alex.activityId('update'),
      type: 'Update',
      actor: alex.id,
      object: note('<p>Count me in, with a friend!</p>'),
    });
    await settle(a);
    const read = async () =>
      (await owner.get(`${API_PATHS.eventCommentsForEvent}?groupId=trail_runners&eventId=${eventId}`)).json()
        .success.data as Doc[];
    const [changed] = await read();
    expect(changed!.comment).toBe('Count me in, with a friend!');
    expect(changed!.editedAt).not.toBeNull();
    await alex.post(groupActorId + '/inbox', {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: alex.activityId('delete'),
      type: 'Delete',
      actor: alex.id,
      object: { id: noteId, type: 'Tombstone' },
    });
    await settle(a);
    expect(await read()).toEqual([]);
  });

  it('refuses forged, tampered and stale requests, and keeps nothing of them', async () => {
    const forger = new FediverseActor({ host: '127.0.0.4', username: 'mallory' });
    const reply = (text: string) => ({
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: alex.activityId('create'),
      type: 'Create',
      actor: alex.id,
      object: {
        id: `${alex.id}/statuses/${text}`,
        type: 'Note',
        attributedTo: alex.id,
        inReplyTo: eventObjectId,
        cc: [PUBLIC],
        content: text,
      },
    });
    const otherKey = forger.rotateKey().privateKey;
    const forged = await alex.post(groupActorId + '/inbox', reply('forged'), { key: otherKey });
    expect(forged.status).toBe(401);
    const tampered = await alex.post(groupActorId + '/inbox', reply('tampered'), { tamper: true });
    expect([400, 401]).toContain(tampered.status);
    const stale = await alex.post(groupActorId + '/inbox', reply('stale'), {
      date: new Date(Date.now() - 3 * 3_600_000),
    });
    expect(stale.status).toBe(401);
    await settle(a);
    const comments = await owner.get(
      `${API_PATHS.eventCommentsForEvent}?groupId=trail_runners&eventId=${eventId}`,
    );
    expect(comments.json().success.data).toEqual([]);
  });

  it('follows an actor whose key changed: its new key is fetched, its old one refused once out of the cache', async () => {
    const reply = (text: string) => ({
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: alex.activityId('create'),
      type: 'Create',
      actor: alex.id,
      object: {
        id: `${alex.id}/statuses/${text}`,
        type: 'Note',
        attributedTo: alex.id,
        inReplyTo: eventObjectId,
        cc: [PUBLIC],
        content: text,
      },
    });
    const old = alex.rotateKey().privateKey;
    // An hour later, the key Neighbourly verified with has left its cache (REMOTE_KEY_CACHE_MS),
    // and the actor's document its five minutes' cache.
    await a.app.deps.db
      .updateTable('federation_kv')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where((eb) =>
        eb.or([
          eb('key', 'like', '["_fedify","publicKey"%'),
          eb('key', 'like', '["_fedify","remoteDocument"%'),
        ]),
      )
      .execute();
    const withOldKey = await alex.post(groupActorId + '/inbox', reply('old-key'), { key: old });
    const withNewKey = await alex.post(groupActorId + '/inbox', reply('new-key'));
    await settle(a);
    const comments = await owner.get(
      `${API_PATHS.eventCommentsForEvent}?groupId=trail_runners&eventId=${eventId}`,
    );
    const texts = (comments.json().success.data as { comment: string }[]).map((c) => c.comment);
    expect({ withOldKey: withOldKey.status, withNewKey: withNewKey.status, texts }).toEqual({
      withOldKey: 401,
      withNewKey: 202,
      texts: ['new-key'],
    });
  });

  it('refuses bodies over the cap and JSON that does not parse, without a 5xx', async () => {
    const huge = JSON.stringify({ type: 'Create', actor: alex.id, padding: 'x'.repeat(10 * 1024 * 1024) });
    const tooLarge = await alex.post(groupActorId + '/inbox', null, { body: huge });
    expect(tooLarge.status).toBe(413);
    const notJson = await alex.post(groupActorId + '/inbox', null, { body: '{"@context": [' });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    const badContext = await alex.post(groupActorId + '/inbox', {
      '@context': 'https://example.invalid/no-such-context',
      id: alex.activityId('create'),
      type: 'Create',
      actor: alex.id,
      object: 42,
    });
    expect(badContext.status).toBeLessThan(500);
  });

  it('ignores an Update of the event by anyone but the group', async () => {
    await alex.post(groupActorId + '/inbox', {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: alex.activityId('update'),
      type: 'Update',
      actor: alex.id,
      object: { id: eventObjectId, type: 'Event', name: 'Cancelled, go home', attributedTo: alex.id },
    });
    await settle(a);
    const event = await owner.get(`${API_PATHS.events}?groupId=trail_runners&eventId=${eventId}`);
    expect(event.json().success.data.name).toBe('Sunrise trail run');
  });

  it('delivers to a server that was down once it is back, each activity once', async () => {
    await follow(sam, a, 'trail_runners');
    const before = { alex: alex.deliveries.length, sam: sam.deliveries.length };
    sam.down = true;
    const second = await createEvent(owner, 'trail_runners', { name: 'Hill repeats' });
    await settle(a);
    expect(
      activitiesOfType(sam, 'Create').filter((c) => (c.object as Doc).name === 'Hill repeats'),
    ).toHaveLength(0);
    sam.down = false;
    await retriesDueNow(a);
    await settle(a);
    await retriesDueNow(a);
    await settle(a);
    const named = (actor: FediverseActor, from: number) =>
      actor.deliveries.slice(from).filter((d) => (d.activity.object as Doc)?.name === 'Hill repeats');
    expect(named(sam, before.sam)).toHaveLength(1);
    expect(named(alex, before.alex)).toHaveLength(1);
    expect(second).toBeGreaterThan(0);
  });

  it('sends a Delete when the event is cancelled', async () => {
    const before = alex.deliveries.length;
    const deleted = await owner.delete(`${API_PATHS.events}?groupId=trail_runners&eventId=${eventId}`);
    expect(deleted.statusCode).toBe(200);
    await settle(a);
    const deletes = alex.deliveries
      .slice(before)
      .map((d) => d.activity)
      .filter((x) => x.type === 'Delete');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toMatchObject({ actor: groupActorId, object: { id: eventObjectId } });
  });

  it('refuses everything from a blocked server and drops its follows', async () => {
    const { client: moderator, user } = await signedInClient(a.app);
    await a.app.deps.db
      .updateTable('users')
      .set({ site_role: 'MODERATOR' })
      .where('id', '=', user.login)
      .execute();
    const blocked = await moderator.post(API_PATHS.federationBlocks, {
      kind: 'SERVER',
      target: new URL(sam.origin).host,
    });
    expect(blocked.statusCode).toBe(201);
    const log = (await moderator.get(API_PATHS.moderationLog)).json().success.data as Doc[];
    expect(log[0]).toMatchObject({
      action: 'BLOCK',
      subjectType: 'REMOTE_SERVER',
      // Its host name: every port of it, and every name under it.
      subjectId: '127.0.0.5',
      actorLogin: user.login,
    });
    const followers = await owner.get(`${API_PATHS.groupFollowers}?groupId=trail_runners`);
    expect((followers.json().success.data as { handle: string }[]).map((f) => f.handle)).toEqual([
      alex.handle,
    ]);
    const refollow = await sam.post(groupActorId + '/inbox', {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: sam.activityId('follow'),
      type: 'Follow',
      actor: sam.id,
      object: groupActorId,
    });
    expect(refollow.status).toBe(403);
    // A block names a host: every port of it and every name under it.
    expect(
      (await moderator.post(API_PATHS.federationBlocks, { kind: 'SERVER', target: 'Evil.Example.' }))
        .statusCode,
    ).toBe(201);
    const underIt = await fetch(groupActorId + '/inbox', {
      method: 'POST',
      headers: {
        'content-type': 'application/activity+json',
        signature:
          'keyId="https://x.evil.example:8443/users/a#main-key",headers="(request-target) host date",signature="AAAA"',
      },
      body: '{}',
    });
    expect(underIt.status).toBe(403);
    await settle(a);
    const after = await owner.get(`${API_PATHS.groupFollowers}?groupId=trail_runners`);
    expect(after.json().success.data).toHaveLength(1);
  });

  it('stops following on Undo', async () => {
    const { followId } = { followId: activitiesOfType(alex, 'Accept')[0]!.object as { id: string } };
    const undone = await alex.post(groupActorId + '/inbox', {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: alex.activityId('undo'),
      type: 'Undo',
      actor: alex.id,
      object: { id: followId.id, type: 'Follow', actor: alex.id, object: groupActorId },
    });
    expect(undone.status).toBe(202);
    await settle(a);
    const followers = await owner.get(`${API_PATHS.groupFollowers}?groupId=trail_runners`);
    expect(followers.json().success.data).toEqual([]);
  });
});

describe('a group with more followers than a page of its collection', () => {
  it('sends a new event to every one of them', async () => {
    // A server of its own: Sam's was down, then blocked, in the tests above.
    const fans = new FediverseActor({ host: '127.0.0.6', username: 'fans' });
    await fans.start();
    const owner = await newGroup(a, 'popular_group');
    // 120 followers, each with an inbox of its own on one server (no shared inbox to pool them).
    const now = new Date().toISOString();
    const actors = await a.app.deps.db
      .insertInto('remote_actors')
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          uri: `${fans.origin}/users/fan${i}`,
          host: new URL(fans.origin).host,
          handle: `fan${i}@${new URL(fans.origin).host}`,
          name: `Fan ${i}`,
          inbox: `${fans.origin}/inbox/fan${i}`,
          shared_inbox: null,
          fetched_at: now,
        })),
      )
      .returning('id')
      .execute();
    await a.app.deps.db
      .insertInto('group_followers')
      .values(actors.map(({ id }) => ({ group_id: 'popular_group', remote_actor_id: id, followed_at: now })))
      .execute();
    const before = fans.deliveries.length;
    await createEvent(owner, 'popular_group', { name: 'Crowded meetup' });
    await settle(a);
    await settle(a);
    const creates = fans.deliveries
      .slice(before)
      .filter((d) => (d.activity.object as Doc)?.name === 'Crowded meetup');
    await fans.stop();
    expect(creates).toHaveLength(120);
  });
});

describe('a suspended organiser', () => {
  it('takes their groups’ events off the fediverse, and back when the suspension is lifted', async () => {
    const { client: owner, user } = await signedInClient(a.app);
    await createGroup(a.app, { owner, id: 'spammy_group' });
    const { group } = await follow(alex, a, 'spammy_group');
    await createEvent(owner, 'spammy_group', { name: 'Totally legit giveaway' });
    await settle(a);
    const created = alex.deliveries.find(
      (d) => (d.activity.object as Doc)?.name === 'Totally legit giveaway',
    )!;
    const eventObjectId = (created.activity.object as Doc).id as string;
    const { client: moderator, user: mod } = await signedInClient(a.app);
    await a.app.deps.db
      .updateTable('users')
      .set({ site_role: 'MODERATOR' })
      .where('id', '=', mod.login)
      .execute();
    const act = (action: 'SUSPEND' | 'UNSUSPEND') =>
      moderator.post(API_PATHS.moderationActions, {
        subject: { type: 'USER', userId: user.login },
        action,
        reason: 'Spam',
      });
    let before = alex.deliveries.length;
    expect((await act('SUSPEND')).statusCode).toBe(200);
    await settle(a);
    const deletes = alex.deliveries.slice(before).filter((d) => d.activity.type === 'Delete');
    expect(deletes.map((d) => (d.activity.object as Doc).id)).toEqual([eventObjectId]);
    expect(deletes[0]!.keyId.startsWith(`${group.id}#`)).toBe(true);
    before = alex.deliveries.length;
    expect((await act('UNSUSPEND')).statusCode).toBe(200);
    await settle(a);
    const back = alex.deliveries.slice(before).filter((d) => d.activity.type === 'Create');
    expect(back.map((d) => (d.activity.object as Doc).name)).toEqual(['Totally legit giveaway']);
  });
});

describe('a server in secure mode', () => {
  it('gets signed fetches of its accounts, and so can follow', async () => {
    const careful = new FediverseActor({ host: '127.0.0.6', username: 'careful' });
    careful.secureMode = true;
    await careful.start();
    await newGroup(a, 'careful_group');
    await follow(careful, a, 'careful_group');
    await careful.stop();
    expect(careful.signedFetches).toBeGreaterThan(0);
    expect(careful.deliveries.map((d) => d.activity.type)).toContain('Accept');
  });
});

describe('a hostile server', () => {
  it('cannot send our deliveries into our own network by redirecting them', async () => {
    // Something inside the network, on an address no fediverse host may have.
    let reached = 0;
    const inside = http.createServer((_request, response) => {
      reached++;
      response.writeHead(200).end();
    });
    await new Promise<void>((resolve) => inside.listen(0, '127.0.0.9', resolve));
    const { port } = inside.address() as net.AddressInfo;
    const trudy = new FediverseActor({ host: '127.0.0.8', username: 'trudy' });
    await trudy.start();
    trudy.redirectInboxTo = `http://127.0.0.9:${port}/admin/secret`;
    await newGroup(a, 'target_group');
    // The Accept of the follow is delivered to Trudy's inbox, which redirects it.
    await follow(trudy, a, 'target_group');
    await settle(a);
    await trudy.stop();
    await new Promise<void>((resolve) => inside.close(() => resolve()));
    expect(reached).toBe(0);
  });
});

describe('a server that keeps failing', () => {
  it('is held after five failures, not tried again for every event', async () => {
    const dead = new FediverseActor({ host: '127.0.0.7', username: 'dead' });
    await dead.start();
    const owner = await newGroup(a, 'busy_group');
    await follow(dead, a, 'busy_group');
    dead.down = true;
    // One event after another, each delivery tried before the next event.
    for (let i = 0; i < 8; i++) {
      await createEvent(owner, 'busy_group', { name: `Busy ${i}` });
      await settle(a);
    }
    for (let round = 0; round < 3; round++) {
      await retriesDueNow(a);
      await settle(a);
    }
    await dead.stop();
    // Eight events, each tried again three times, each try knocking twice (RFC 9421, then
    // draft-cavage): 64 requests without the breaker. With it, five failed deliveries open it.
    expect(dead.triedWhileDown).toBeGreaterThanOrEqual(5);
    expect(dead.triedWhileDown).toBeLessThanOrEqual(12);
  });
});

describe('a group that stops federating', () => {
  it('sends its new profile on an edit, and a Delete of each event once it is private, signed by its bare actor', async () => {
    const owner = await newGroup(a, 'going_private');
    const { group } = await follow(alex, a, 'going_private');
    const eventId = await createEvent(owner, 'going_private', { name: 'Last public ride' });
    await settle(a);
    const sent = alex.deliveries
      .map((d) => d.activity)
      .filter((x) => (x.object as Doc)?.name === 'Last public ride');
    expect(sent.map((x) => x.type)).toEqual(['Create']);
    const eventObjectId = (sent[0]!.object as Doc).id as string;

    const body = (type: 'PUBLIC' | 'PRIVATE', name: string) => ({
      id: 'going_private',
      name,
      description: 'We meet every week.',
      type,
      tags: ['running'],
    });
    const before = alex.deliveries.length;
    expect((await owner.put(API_PATHS.groups, body('PUBLIC', 'Going Private Riders'))).statusCode).toBe(200);
    await settle(a);
    const update = alex.deliveries.slice(before).find((d) => d.activity.type === 'Update')!;
    expect(update.activity).toMatchObject({
      actor: group.id,
      object: { type: 'Group', name: 'Going Private Riders' },
    });

    const beforePrivate = alex.deliveries.length;
    expect((await owner.put(API_PATHS.groups, body('PRIVATE', 'Going Private Riders'))).statusCode).toBe(200);
    await settle(a);
    const deletes = alex.deliveries.slice(beforePrivate).filter((d) => d.activity.type === 'Delete');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.activity).toMatchObject({ actor: group.id, object: { id: eventObjectId } });
    // PeerTube's library checked it against the key of the group's bare actor.
    expect(deletes[0]!.keyId.startsWith(`${group.id}#`)).toBe(true);
    expect(eventId).toBeGreaterThan(0);
    // Nothing more of it is sent: a new event stays at home.
    const after = alex.deliveries.length;
    await createEvent(owner, 'going_private', { name: 'Members ride' });
    await settle(a);
    expect(alex.deliveries.slice(after)).toEqual([]);
  });
});

describe('a deleted group', () => {
  it('tells its followers its events and itself are gone, signed with keys kept until then', async () => {
    const owner = await newGroup(a, 'closing_down');
    const { group } = await follow(alex, a, 'closing_down');
    await createEvent(owner, 'closing_down', { name: 'Farewell walk' });
    await settle(a);
    const created = alex.deliveries.find((d) => (d.activity.object as Doc)?.name === 'Farewell walk')!;
    const eventObjectId = (created.activity.object as Doc).id as string;
    const before = alex.deliveries.length;
    expect((await owner.delete(`${API_PATHS.groups}?id=closing_down`)).statusCode).toBe(200);
    await settle(a);
    const deletes = alex.deliveries.slice(before).filter((d) => d.activity.type === 'Delete');
    expect(deletes.map((d) => (d.activity.object as Doc).id).sort()).toEqual(
      [eventObjectId, group.id].sort(),
    );
    // Verified by PeerTube's library against the deleted group's key, still served.
    expect(deletes.every((d) => d.keyId.startsWith(`${group.id}#`))).toBe(true);
    // Two days on, the keys go, and with them the bare actor.
    await retriesDueNow(a);
    await settle(a);
    const gone = await fetch(group.id as string, { headers: { accept: 'application/activity+json' } });
    expect(gone.status).toBe(404);
  });
});

describe('two instances', () => {
  let ownerB: TestClient;

  it('each signs with its own keys; private groups and their events never federate', async () => {
    ownerB = await newGroup(b, 'kits_cyclists');
    await follow(alex, b, 'kits_cyclists');
    const accept = alex.deliveries.filter((d) => d.activity.type === 'Accept').at(-1)!;
    expect(accept.keyId.startsWith(`${b.origin}/ap/groups/kits_cyclists#`)).toBe(true);
    const { client } = await signedInClient(b.app);
    await createGroup(b.app, { owner: client, id: 'secret_club', type: 'PRIVATE' });
    const host = new URL(b.origin).host;
    const finger = await fetch(`${b.origin}/.well-known/webfinger?resource=acct:secret_club@${host}`);
    expect(finger.status).toBe(404);
    const before = alex.deliveries.length;
    await createEvent(ownerB, 'kits_cyclists', { type: 'PRIVATE', name: 'Members only ride' });
    await settle(b);
    expect(alex.deliveries.slice(before)).toEqual([]);
  });

  it('tells a follower its owner removed it (Reject of its Follow); a blocked account cannot follow again', async () => {
    const [follower] = (await ownerB.get(`${API_PATHS.groupFollowers}?groupId=kits_cyclists`)).json().success
      .data as Doc[];
    const before = alex.deliveries.length;
    const removed = await ownerB.delete(
      `${API_PATHS.groupFollowers}?groupId=kits_cyclists&followerId=${follower!.id}`,
    );
    expect(removed.statusCode).toBe(200);
    await settle(b);
    const rejects = alex.deliveries.slice(before).filter((d) => d.activity.type === 'Reject');
    expect(rejects).toHaveLength(1);
    expect(rejects[0]!.activity).toMatchObject({ object: { type: 'Follow', actor: alex.id } });

    const { client: moderator, user } = await signedInClient(b.app);
    await b.app.deps.db
      .updateTable('users')
      .set({ site_role: 'MODERATOR' })
      .where('id', '=', user.login)
      .execute();
    expect(
      (await moderator.post(API_PATHS.federationBlocks, { kind: 'ACCOUNT', target: alex.id })).statusCode,
    ).toBe(201);
    const host = new URL(b.origin).host;
    const finger = await getJson(
      `${b.origin}/.well-known/webfinger?resource=acct:kits_cyclists@${host}`,
      'application/jrd+json',
    );
    const group = await getJson((finger.links as Doc[]).find((l: Doc) => l.rel === 'self').href);
    const again = await alex.post(group.inbox as string, {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: alex.activityId('follow'),
      type: 'Follow',
      actor: alex.id,
      object: group.id,
    });
    expect(again.status).toBe(202);
    await settle(b);
    expect(
      (await ownerB.get(`${API_PATHS.groupFollowers}?groupId=kits_cyclists`)).json().success.data,
    ).toEqual([]);
  });
});
