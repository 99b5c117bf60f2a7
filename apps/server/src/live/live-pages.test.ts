/**
 * Live page updates through a real port: a page says what it shows (PUT /live/watch with its
 * stream's id), and hears `changed` when someone else's action changes it — attendance and the
 * waitlist, comments, an edit, a cancellation, a membership — once the change is committed; on
 * PostgreSQL also when the action is taken on another instance than the one holding the stream.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, liveTopics } from '@neighbourly/shared';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../test/app.ts';
import { TestClient } from '../test/client.ts';
import { createEvent, createGroup, memberOfGroup, signedInClient } from '../test/factories.ts';
import { listen, SseStream } from '../test/sse.ts';
import { until } from '../test/wait.ts';

const attend = (client: TestClient, groupId: string, eventId: number, userId: string) =>
  client.post(API_PATHS.eventParticipants, { groupId, eventId, userId });
const leave = (client: TestClient, groupId: string, eventId: number, userId: string) =>
  client.delete(`${API_PATHS.eventParticipants}?groupId=${groupId}&eventId=${eventId}&userId=${userId}`);
const changed = (topic: string, what: string) => ({
  event: 'changed',
  data: JSON.stringify({ type: 'changed', topic, what }),
});

describe('live page updates', () => {
  let t: TestApp;
  let base: string;
  const streams: SseStream[] = [];

  /** A page of `client` open on GET /live, watching `topics`. */
  const pageWatching = async (client: TestClient, topics: string[]) => {
    const stream = await SseStream.open(base, client);
    streams.push(stream);
    expect(stream.status).toBe(200);
    const streamId = await stream.id();
    const watched = await client.put(API_PATHS.liveWatch, { streamId, topics });
    expect(watched.statusCode).toBe(200);
    expect(watched.json().success.data).toEqual({ topics });
    // The watch travels over the bus to the stream: wait until it listens.
    await until(() => watchers(t, topics[0]!) > 0);
    return stream;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    base = await listen(t.app);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });

  it('tells an event page of attendance, the waitlist and its promotion, comments, an edit and a cancellation', async () => {
    const { id: groupId, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, groupId, { participantsLimit: 1 });
    const topic = liveTopics.event(eventId);
    const first = await memberOfGroup(t.app, groupId);
    const second = await memberOfGroup(t.app, groupId);
    const hostPage = await pageWatching(owner, [topic]);
    const waitingPage = await pageWatching(second.client, [topic]);

    expect((await attend(first.client, groupId, eventId, first.user.login)).statusCode).toBe(201);
    expect(await hostPage.next()).toEqual(changed(topic, 'attendance'));
    expect((await attend(second.client, groupId, eventId, second.user.login)).statusCode).toBe(201);
    expect(await hostPage.next()).toEqual(changed(topic, 'attendance'));
    // The waitlisted person's own page hears both; the promotion comes with the leave.
    await waitingPage.drain(100);
    expect((await leave(first.client, groupId, eventId, first.user.login)).statusCode).toBe(200);
    expect(await waitingPage.next()).toEqual(changed(topic, 'attendance'));
    expect(await hostPage.next()).toEqual(changed(topic, 'attendance'));

    const comment = await first.client.post(API_PATHS.eventComments, {
      groupId,
      eventId,
      comment: 'See you!',
    });
    expect(comment.statusCode).toBe(201);
    expect(await hostPage.next()).toEqual(changed(topic, 'comments'));

    const event = (await owner.get(`${API_PATHS.events}?groupId=${groupId}&eventId=${eventId}`)).json()
      .success.data as Record<string, unknown>;
    const later = new Date(Date.parse(String(event.startDateTime)) + 3_600_000).toISOString();
    const laterEnd = new Date(Date.parse(String(event.endDateTime)) + 3_600_000).toISOString();
    const edited = await owner.put(API_PATHS.events, {
      ...event,
      groupId,
      eventId,
      startDateTime: later,
      endDateTime: laterEnd,
      scope: 'THIS',
    });
    expect(edited.statusCode).toBe(200);
    await hostPage.drain(100);
    expect(await waitingPage.drain(300)).toContainEqual(changed(topic, 'details'));

    const deleted = await owner.delete(`${API_PATHS.events}?groupId=${groupId}&eventId=${eventId}`);
    expect(deleted.statusCode).toBe(200);
    expect(await waitingPage.drain(300)).toContainEqual(changed(topic, 'cancelled'));
  });

  it('tells a group page of a request, its approval and a removal', async () => {
    const { id: groupId, owner } = await createGroup(t.app, { type: 'PRIVATE' });
    const topic = liveTopics.group(groupId);
    const requester = await signedInClient(t.app);
    const ownerPage = await pageWatching(owner, [topic]);
    const requesterPage = await pageWatching(requester.client, [topic]);

    const asked = await requester.client.post(API_PATHS.membershipRequests, {
      groupId,
      userId: requester.user.login,
    });
    expect(asked.statusCode).toBe(201);
    expect(await ownerPage.next()).toEqual(changed(topic, 'membership'));
    await requesterPage.drain(100);

    const approved = await owner.post(API_PATHS.membershipRequestApprove, {
      groupId,
      userId: requester.user.login,
    });
    expect(approved.statusCode).toBe(200);
    expect(await requesterPage.next()).toEqual(changed(topic, 'membership'));

    const removed = await owner.delete(
      `${API_PATHS.groupMembers}?groupId=${groupId}&userId=${requester.user.login}`,
    );
    expect(removed.statusCode).toBe(200);
    expect(await requesterPage.drain(300)).toContainEqual(changed(topic, 'membership'));
  });

  it('tells only the pages that watch the topic, and a page stops hearing what it no longer shows', async () => {
    const { id: groupId, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, groupId);
    const otherEventId = await createEvent(owner, groupId, { name: 'Another walk' });
    const member = await memberOfGroup(t.app, groupId);
    const elsewhere = await pageWatching(member.client, [liveTopics.event(otherEventId)]);
    const here = await pageWatching(owner, [liveTopics.event(eventId)]);

    expect((await attend(member.client, groupId, eventId, member.user.login)).statusCode).toBe(201);
    expect(await here.next()).toEqual(changed(liveTopics.event(eventId), 'attendance'));
    expect(await elsewhere.drain(200)).toEqual([]);

    // The host's page moves on to the other event.
    const moved = await owner.put(API_PATHS.liveWatch, {
      streamId: await here.id(),
      topics: [liveTopics.event(otherEventId)],
    });
    expect(moved.statusCode).toBe(200);
    await until(() => watchers(t, liveTopics.event(eventId)) === 0);
    expect((await leave(member.client, groupId, eventId, member.user.login)).statusCode).toBe(200);
    expect(await here.drain(200)).toEqual([]);
  });

  it("refuses a visitor, unknown or malformed topics, and cannot steer someone else's stream", async () => {
    const { id: groupId, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, groupId);
    const ownerStream = await SseStream.open(base, owner);
    streams.push(ownerStream);
    const streamId = await ownerStream.id();
    const before = watchers(t, liveTopics.event(eventId));

    const visitor = await new TestClient(t.app).put(API_PATHS.liveWatch, {
      streamId,
      topics: [liveTopics.event(eventId)],
    });
    expect(visitor.statusCode).toBe(401);

    const stranger = await signedInClient(t.app);
    const bad = [
      { streamId, topics: ['event:abc'] },
      { streamId, topics: ['group:NOT VALID'] },
      { streamId, topics: ['user:someone'] },
      { streamId, topics: Array.from({ length: 5 }, (_, i) => liveTopics.event(i + 1)) },
      { streamId: '', topics: [] },
      { topics: [] },
    ];
    for (const body of bad) {
      const answer = await stranger.client.put(API_PATHS.liveWatch, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.message).toBeTruthy();
    }
    const unknownEvent = await stranger.client.put(API_PATHS.liveWatch, {
      streamId,
      topics: [liveTopics.event(987_654_321)],
    });
    expect(unknownEvent.statusCode).toBe(404);
    const unknownGroup = await stranger.client.put(API_PATHS.liveWatch, {
      streamId,
      topics: [liveTopics.group('no_such_group')],
    });
    expect(unknownGroup.statusCode).toBe(404);

    // Someone else who learnt the owner's stream id: the word goes to their own streams only.
    const steered = await stranger.client.put(API_PATHS.liveWatch, {
      streamId,
      topics: [liveTopics.event(eventId)],
    });
    expect(steered.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(watchers(t, liveTopics.event(eventId))).toBe(before);
  });

  it('says nothing of a change that was rolled back', async () => {
    const { id: groupId, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, groupId);
    const member = await memberOfGroup(t.app, groupId);
    const page = await pageWatching(owner, [liveTopics.event(eventId)]);
    expect((await attend(member.client, groupId, eventId, member.user.login)).statusCode).toBe(201);
    expect(await page.next()).toEqual(changed(liveTopics.event(eventId), 'attendance'));
    // Attending again fails on the unique place: its transaction (which announced) rolls back.
    expect((await attend(member.client, groupId, eventId, member.user.login)).statusCode).toBe(409);
    expect(await page.drain(200)).toEqual([]);
  });
});

/** How many pages on `t`'s instance watch `topic`. */
function watchers(t: TestApp, topic: string): number {
  const listeners = (t.app.deps.live as unknown as { listeners: { watcherCount(topic: string): number } })
    .listeners;
  return listeners.watcherCount(topic);
}

describe.skipIf(TEST_DIALECT !== 'postgres')('live page updates across two instances', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await buildTestApp();
    second = await buildTestApp({}, { schema: first.schema });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('a page open on one instance hears an RSVP made through the other', async () => {
    const firstBase = await listen(first.app);
    const { id: groupId, owner } = await createGroup(first.app);
    const eventId = await createEvent(owner, groupId);
    const topic = liveTopics.event(eventId);
    const page = await SseStream.open(firstBase, owner);
    try {
      // The watch is asked of the second instance: it reaches the stream over the bus.
      const ownerOnSecond = new TestClient(second.app);
      for (const [name, value] of owner.cookies) ownerOnSecond.cookies.set(name, value);
      const watched = await ownerOnSecond.put(API_PATHS.liveWatch, {
        streamId: await page.id(),
        topics: [topic],
      });
      expect(watched.statusCode).toBe(200);
      await until(() => watchers(first, topic) === 1);

      const member = await memberOfGroup(second.app, groupId);
      expect((await attend(member.client, groupId, eventId, member.user.login)).statusCode).toBe(201);
      expect(await page.next()).toEqual(changed(topic, 'attendance'));
      expect(await page.drain(200)).toEqual([]);
    } finally {
      page.close();
    }
  });
});
