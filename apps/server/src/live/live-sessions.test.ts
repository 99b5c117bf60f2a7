/**
 * A live stream lives no longer than the session it was opened with: sign-out, a password
 * change and account deletion end it on every instance (a control message through the bus), and
 * the session is checked before every write, so a session deleted or expired without that
 * message stops the stream at its next event.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, type LiveEvent } from '@neighbourly/shared';
import type { Env } from '../config.ts';
import { buildTestApp, busTransports, TEST_DIALECT, type TestApp } from '../test/app.ts';
import { TestClient } from '../test/client.ts';
import { signedInClient } from '../test/factories.ts';
import { listen, SseStream } from '../test/sse.ts';
import { listenerCount, until } from '../test/wait.ts';

const ON: Env = { MESSAGING_ENABLED: 'true' };
let nextId = 1;
const messageFor = (conversationWith: string, text = 'Hello there'): LiveEvent => ({
  type: 'message',
  conversationWith,
  message: { id: nextId++, userId: conversationWith, message: text, timestamp: new Date().toISOString() },
});
/** A second signed-in browser of the same person (a phone beside the laptop). */
async function secondSession(app: TestApp['app'], login: string, password: string): Promise<TestClient> {
  const client = new TestClient(app);
  const response = await client.signIn(login, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return client;
}

describe('a live stream ends with its session', () => {
  let t: TestApp;
  let base: string;
  const streams: SseStream[] = [];
  const open = async (client: TestClient) => {
    const stream = await SseStream.open(base, client);
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  };
  /** Opens the person's streams, and waits until each is fed (its first session check done). */
  const openAll = async (login: string, ...clients: TestClient[]) => {
    const before = listenerCount(t.app.deps.live);
    const opened = await Promise.all(clients.map(open));
    await until(() => listenerCount(t.app.deps.live) === before + clients.length);
    const ready = messageFor('friend', 'While signed in');
    await t.app.deps.live.publish([login], ready);
    for (const stream of opened) expect(JSON.parse((await stream.next()).data)).toEqual(ready);
    return opened;
  };

  beforeAll(async () => {
    t = await buildTestApp(ON);
    base = await listen(t.app);
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await t.close();
  });

  it("sign-out ends the page's stream, and only that session's", async () => {
    const { client: laptop, user } = await signedInClient(t.app);
    const phone = await secondSession(t.app, user.login, user.password);
    const [onLaptop, onPhone] = await openAll(user.login, laptop, phone);

    expect((await laptop.post(API_PATHS.logout)).statusCode).toBe(200);
    await onLaptop!.end(2000);
    // The word that a session ended is never written to a page.
    expect(await onPhone!.drain(300)).toEqual([]);

    const event = messageFor('friend', 'After signing out');
    await t.app.deps.live.publish([user.login], event);
    expect(JSON.parse((await onPhone!.next()).data)).toEqual(event);
    expect(await onLaptop!.drain(0)).toEqual([]);
  });

  it("a password change ends the other sessions' streams, not the changer's", async () => {
    const { client: laptop, user } = await signedInClient(t.app);
    const phone = await secondSession(t.app, user.login, user.password);
    const [onLaptop, onPhone] = await openAll(user.login, laptop, phone);

    const changed = await laptop.post(API_PATHS.updatePassword, {
      id: user.login,
      currentPassword: user.password,
      newPassword: 'N3wPassw0rd!',
    });
    expect(changed.statusCode).toBe(200);
    await onPhone!.end(2000);

    const event = messageFor('friend', 'After the change');
    await t.app.deps.live.publish([user.login], event);
    expect(JSON.parse((await onLaptop!.next()).data)).toEqual(event);
    expect(await onPhone!.drain(0)).toEqual([]);
  });

  it('deleting the account ends all of its streams', async () => {
    const { client: laptop, user } = await signedInClient(t.app);
    const phone = await secondSession(t.app, user.login, user.password);
    const [onLaptop, onPhone] = await openAll(user.login, laptop, phone);

    expect((await laptop.delete(`${API_PATHS.users}?id=${user.login}`)).statusCode).toBe(200);
    await onLaptop!.end(2000);
    await onPhone!.end(2000);
  });

  it.each([
    [
      'deleted',
      (db: TestApp['app']['deps']['db'], userId: string) =>
        db.deleteFrom('sessions').where('user_id', '=', userId).execute(),
    ],
    [
      'expired',
      (db: TestApp['app']['deps']['db'], userId: string) =>
        db
          .updateTable('sessions')
          .set({ idle_expires_at: new Date(Date.now() - 1000).toISOString() })
          .where('user_id', '=', userId)
          .execute(),
    ],
  ])(
    'a session %s in the database (no word on the bus) gets no more events: its stream ends',
    async (_how, change) => {
      const { client, user } = await signedInClient(t.app);
      const [stream] = await openAll(user.login, client);

      await change(t.app.deps.db, user.login);
      await t.app.deps.live.publish([user.login], messageFor('friend', 'Not for a gone session'));
      await stream!.end(2000);
      expect(await stream!.drain(0)).toEqual([]);
    },
  );
});

const transports = busTransports(ON);

describe.skipIf(TEST_DIALECT !== 'postgres').each(transports)('two instances through $name', ({ env }) => {
  let first: TestApp;
  let second: TestApp;
  const streams: SseStream[] = [];

  beforeAll(async () => {
    first = await buildTestApp(env);
    second = await buildTestApp(env, { schema: first.schema });
  });
  afterAll(async () => {
    for (const stream of streams) stream.close();
    await second.close();
    await first.close();
  });

  it('signing out on one instance ends the stream held by the other, with no event sent', async () => {
    const { client, user } = await signedInClient(first.app);
    const secondBase = await listen(second.app);
    const stream = await SseStream.open(secondBase, client);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await until(() => listenerCount(second.app.deps.live) === 1);
    // The stream is fed (its first session check is done) before the sign-out.
    const before = messageFor('friend', 'While signed in');
    await first.app.deps.live.publish([user.login], before);
    expect(JSON.parse((await stream.next()).data)).toEqual(before);

    expect((await client.post(API_PATHS.logout)).statusCode).toBe(200);
    // Well before the next heartbeat (25 s): the bus carried the word across.
    await stream.end(3000);
    await until(() => listenerCount(second.app.deps.live) === 0);
  });
});
