/**
 * Notifications through HTTP on a real database, with a real SMTP server on loopback: who is
 * told of what, in the app and by email, once; preferences, one-click unsubscribe, address
 * verification, retries after a refusal, and refusals of bad input and of the wrong caller.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, LIMITS, MESSAGES, type Notification } from '@neighbourly/shared';
import type { FastifyInstance } from 'fastify';
import { jobsOfType } from '../../jobs/queue.repository.ts';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../../test/app.ts';
import type { TestClient } from '../../test/client.ts';
import { createEvent, createGroup, memberOfGroup, signedInClient } from '../../test/factories.ts';
import { TestSmtpServer, withVerifiedEmail as verifyEmailOf, type ReceivedMail } from '../../test/smtp.ts';
import { verifyEmailToken } from './signed-links.ts';

let t: TestApp;
const smtp = new TestSmtpServer();

beforeAll(async () => {
  const smtpUrl = await smtp.start();
  t = await buildTestApp({ SMTP_URL: smtpUrl, MAIL_FROM: 'Neighbourly <hello@neighbourly.test>' });
});
afterAll(async () => {
  await t?.close();
  await smtp.stop();
});
beforeEach(() => smtp.clear());

const notificationsOf = async (client: TestClient) =>
  (await client.get(API_PATHS.notifications)).json().success.data.items as Notification[];
/** Leaving aside what the host hears of their event's places as its host (event-notices.test.ts). */
const apartFromHosting = async (client: TestClient) =>
  (await notificationsOf(client)).filter((n) => n.kind !== 'eventActivity' && n.kind !== 'eventCapacity');
const unread = async (client: TestClient) =>
  (await client.get(API_PATHS.notificationsUnreadCount)).json().success.data.count as number;

/** A header as sent (unfolded), without its name. */
const headerOf = (mail: ReceivedMail, key: string) =>
  (mail.parsed.headerLines.find((line) => line.key === key)?.line ?? '')
    .replace(/\r?\n\s+/g, ' ')
    .replace(/^[^:]+:\s*/, '');

const withVerifiedEmail = (client: TestClient, email: string) => verifyEmailOf(t.app, smtp, client, email);

/** An event with one place: `taker` has it and `waiting` is on the waitlist. */
async function fullEvent() {
  const { id: groupId, owner } = await createGroup(t.app);
  const eventId = await createEvent(owner, groupId, {
    participantsLimit: 1,
    startsInHours: 72,
    name: 'Sunset swim',
  });
  // The new event's notices go out before anyone joins, so they tell nobody here.
  await t.app.jobs.runDue();
  const taker = await memberOfGroup(t.app, groupId);
  const waiting = await memberOfGroup(t.app, groupId);
  for (const person of [taker, waiting]) {
    const attended = await person.client.post(API_PATHS.eventParticipants, {
      groupId,
      eventId,
      userId: person.user.login,
    });
    expect(attended.statusCode).toBe(201);
  }
  return { groupId, eventId, owner, taker, waiting };
}

describe('a waitlist promotion', () => {
  it('tells the promoted person, in the app and once by email, and nobody else', async () => {
    const { groupId, eventId, owner, taker, waiting } = await fullEvent();
    await withVerifiedEmail(waiting.client, 'waiting@example.test');
    await withVerifiedEmail(taker.client, 'taker@example.test');
    expect(await unread(waiting.client)).toBe(0);

    const left = await taker.client.delete(
      `${API_PATHS.eventParticipants}?groupId=${groupId}&eventId=${eventId}&userId=${taker.user.login}`,
    );
    expect(left.statusCode).toBe(200);

    const [note] = await notificationsOf(waiting.client);
    expect(note).toMatchObject({
      kind: 'waitlistPromoted',
      link: `/group/${groupId}/events/${eventId}`,
      read: false,
    });
    expect(note?.text).toContain('Sunset swim');
    // The time as the app shows times (24-hour), in Vancouver.
    expect(note?.text).toMatch(/\(\w{3}, \w{3} \d{1,2}, \d{4} · \d\d:\d\d\)/);
    expect(await unread(waiting.client)).toBe(1);
    expect(await notificationsOf(taker.client)).toEqual([]);
    expect(await apartFromHosting(owner)).toEqual([]);
    // The host hears that the place went to the waitlist.
    expect((await notificationsOf(owner)).map((n) => n.kind)).toContain('eventCapacity');

    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect(smtp.received.map((m) => m.to)).toEqual(['waiting@example.test']);
    const mail = smtp.received[0]!;
    expect(mail.parsed.subject).toContain('Sunset swim');
    expect(mail.parsed.text).toContain(`/group/${groupId}/events/${eventId}`);
    expect(mail.parsed.html).toContain('Sunset swim');
    expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(headerOf(mail, 'list-unsubscribe')).toMatch(
      /^<http:\/\/localhost:\d+\/api\/public\/v1\/notifications\/unsubscribe\?token=/,
    );
    expect(String(mail.parsed.from?.text)).toContain('hello@neighbourly.test');
  });
});

describe('membership requests', () => {
  it('tell the owner of a request, and the requester of the answer', async () => {
    const { id: groupId, owner } = await createGroup(t.app, { type: 'PRIVATE' });
    const asker = await signedInClient(t.app, { name: 'Ada Asker' });
    const ask = (client: TestClient, userId: string) =>
      client.post(API_PATHS.membershipRequests, { groupId, userId });
    expect((await ask(asker.client, asker.user.login)).statusCode).toBe(201);
    const [request] = await notificationsOf(owner);
    expect(request).toMatchObject({ kind: 'newRequest', link: `/group/${groupId}?tab=requests` });
    expect(request?.text).toContain('Ada Asker');

    const approved = await owner.post(API_PATHS.membershipRequestApprove, {
      groupId,
      userId: asker.user.login,
    });
    expect(approved.statusCode).toBe(200);
    expect((await notificationsOf(asker.client))[0]).toMatchObject({ kind: 'requestApproved' });

    const declined = await signedInClient(t.app);
    await ask(declined.client, declined.user.login);
    await owner.delete(`${API_PATHS.membershipRequests}?groupId=${groupId}&userId=${declined.user.login}`);
    expect((await notificationsOf(declined.client))[0]).toMatchObject({ kind: 'requestRejected' });

    // Withdrawing one's own request tells nobody.
    const withdrawn = await signedInClient(t.app);
    await ask(withdrawn.client, withdrawn.user.login);
    await withdrawn.client.delete(
      `${API_PATHS.membershipRequests}?groupId=${groupId}&userId=${withdrawn.user.login}`,
    );
    expect(await notificationsOf(withdrawn.client)).toEqual([]);
  });
});

describe('event changes, comments and reminders', () => {
  it('tell the people with a place or waiting when the event moves or is cancelled', async () => {
    const { groupId, eventId, owner, taker, waiting } = await fullEvent();
    const bystander = await memberOfGroup(t.app, groupId);
    const event = (await owner.get(`${API_PATHS.events}?groupId=${groupId}&eventId=${eventId}`)).json()
      .success.data;
    const moved = await owner.put(API_PATHS.events, {
      ...event,
      groupId,
      eventId,
      location: 'Kitsilano Beach',
      tags: event.tags ?? [],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    for (const person of [taker, waiting]) {
      const [note] = await notificationsOf(person.client);
      expect(note?.kind).toBe('eventChanged');
      expect(note?.text).toContain('Kitsilano Beach');
    }
    expect(await apartFromHosting(owner)).toEqual([]);
    expect(await notificationsOf(bystander.client)).toEqual([]);

    expect((await owner.delete(`${API_PATHS.events}?groupId=${groupId}&eventId=${eventId}`)).statusCode).toBe(
      200,
    );
    for (const person of [taker, waiting]) {
      expect((await notificationsOf(person.client))[0]).toMatchObject({
        kind: 'eventCancelled',
        link: `/group/${groupId}`,
      });
    }
    expect(await notificationsOf(bystander.client)).toEqual([]);
  });

  it('tell the people going when their group, and so the event, is deleted', async () => {
    const { groupId, owner, taker, waiting } = await fullEvent();
    expect((await owner.delete(`${API_PATHS.groups}?id=${groupId}`)).statusCode).toBe(200);
    for (const person of [taker, waiting]) {
      const [note] = await notificationsOf(person.client);
      expect(note).toMatchObject({ kind: 'eventCancelled' });
      expect(note?.text).toContain('Sunset swim');
    }
    expect(await apartFromHosting(owner)).toEqual([]);
  });

  it('tell the host and earlier commenters of a comment, not its author', async () => {
    const { id: groupId, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, groupId);
    const first = await memberOfGroup(t.app, groupId);
    const second = await memberOfGroup(t.app, groupId);
    const comment = (client: TestClient, text: string) =>
      client.post(API_PATHS.eventComments, { groupId, eventId, comment: text });
    expect((await comment(first.client, 'Who brings the thermos?')).statusCode).toBe(201);
    expect((await notificationsOf(owner))[0]).toMatchObject({ kind: 'newComment' });
    expect(await notificationsOf(first.client)).toEqual([]);

    await comment(second.client, 'I will!');
    expect((await notificationsOf(first.client))[0]?.text).toContain('I will!');
    expect(await notificationsOf(owner)).toHaveLength(2);
    expect(await notificationsOf(second.client)).toEqual([]);
  });

  it('remind the people going 24 hours before, with the event attached, and follow a move', async () => {
    const { id: groupId, owner } = await createGroup(t.app);
    const goer = await memberOfGroup(t.app, groupId);
    await withVerifiedEmail(goer.client, 'goer@example.test');
    const eventId = await createEvent(owner, groupId, { startsInHours: 3, name: 'Night market' });
    await goer.client.post(API_PATHS.eventParticipants, { groupId, eventId, userId: goer.user.login });

    await t.app.jobs.runDue();
    const [reminder] = (await notificationsOf(goer.client)).filter((n) => n.kind !== 'newEvent');
    expect(reminder).toMatchObject({ kind: 'eventReminder' });
    expect(reminder?.text).toContain('Night market');
    const [mail] = smtp.to('goer@example.test');
    // Besides the logo every email shows inline (a related part), the event as a file.
    const files = mail?.parsed.attachments.filter((a) => !a.related) ?? [];
    expect(files.map((a) => a.contentType)).toEqual(['text/calendar']);
    expect(files[0]?.content.toString()).toContain('SUMMARY:Night market');

    // Moved a week on: its reminder moves with it, and nothing more is sent now.
    const event = (await owner.get(`${API_PATHS.events}?groupId=${groupId}&eventId=${eventId}`)).json()
      .success.data;
    const start = Date.now() + 7 * 24 * 3_600_000;
    await owner.put(API_PATHS.events, {
      ...event,
      groupId,
      eventId,
      startDateTime: new Date(start).toISOString(),
      endDateTime: new Date(start + 3_600_000).toISOString(),
    });
    const reminders = (await jobsOfType(t.app.deps.db, 'eventReminder')).filter(
      (job) => job.key === `reminder:${eventId}`,
    );
    expect(reminders).toHaveLength(1);
    expect(Date.parse(reminders[0]!.run_at)).toBeCloseTo(start - 24 * 3_600_000, -4);
    smtp.clear();
    await t.app.jobs.runDue();
    expect(smtp.to('goer@example.test').map((m) => m.parsed.subject)).toEqual([
      expect.stringContaining('Night market changed'),
    ]);
  });
});

describe('email preferences and links', () => {
  it('sends nothing of a kind switched off, and one click from the email switches it off', async () => {
    const { groupId, eventId, taker, waiting } = await fullEvent();
    await withVerifiedEmail(waiting.client, 'quiet@example.test');
    const off = await waiting.client.put(API_PATHS.notificationPreferences, {
      kinds: { eventChanged: false },
    });
    expect(off.json().success.data.kinds).toContainEqual({ kind: 'eventChanged', email: false });

    await taker.client.delete(
      `${API_PATHS.eventParticipants}?groupId=${groupId}&eventId=${eventId}&userId=${taker.user.login}`,
    );
    await t.app.jobs.runDue();
    const [mail] = smtp.to('quiet@example.test');
    expect(mail?.parsed.subject).toContain('Sunset swim');

    // The mail program's one click: no session, no CSRF token; the signed link is enough.
    const oneClick = /<([^>]+)>/.exec(mail ? headerOf(mail, 'list-unsubscribe') : '')?.[1];
    const url = new URL(oneClick!);
    const clicked = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json().success.data).toEqual({ kind: 'waitlistPromoted' });
    const preferences = (await waiting.client.get(API_PATHS.notificationPreferences)).json().success.data;
    expect(preferences.kinds).toContainEqual({ kind: 'waitlistPromoted', email: false });

    const forged = await t.app.inject({ method: 'POST', url: `${url.pathname}?token=${'x'.repeat(40)}.abc` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error).toEqual({ code: 'LINK_INVALID', message: MESSAGES.badLink });
  });

  it('verifies an address by its link, again after a change; old and expired links fail', async () => {
    const { client, user } = await signedInClient(t.app);
    await withVerifiedEmail(client, 'first@example.test');
    let preferences = (await client.get(API_PATHS.notificationPreferences)).json().success.data;
    expect(preferences).toMatchObject({
      email: 'first@example.test',
      emailVerified: true,
      emailAvailable: true,
    });

    const oldLink = verifyEmailToken(t.app.deps.secret, user.login, 'first@example.test');
    await client.put(API_PATHS.accountEmail, { email: 'second@example.test' });
    preferences = (await client.get(API_PATHS.notificationPreferences)).json().success.data;
    expect(preferences).toMatchObject({ email: 'second@example.test', emailVerified: false });
    const stale = await client.get(`${API_PATHS.verifyEmail}?token=${oldLink}`);
    expect(stale.headers.location).toBe('/settings/notifications?email=invalid');

    const expired = verifyEmailToken(
      t.app.deps.secret,
      user.login,
      'second@example.test',
      Date.now() - 25 * 3_600_000,
    );
    const late = await client.get(`${API_PATHS.verifyEmail}?token=${expired}`);
    expect(late.headers.location).toBe('/settings/notifications?email=expired');
    expect((await client.get(API_PATHS.notificationPreferences)).json().success.data.emailVerified).toBe(
      false,
    );

    const removed = await client.delete(API_PATHS.accountEmail);
    expect(removed.json().success.data).toMatchObject({ email: null, emailVerified: false });
  });

  it('retries after the mail server says "not now", and gives up at once on "never"', async () => {
    const { groupId, eventId, taker, waiting } = await fullEvent();
    await withVerifiedEmail(waiting.client, 'retry@example.test');
    smtp.refuseNext(1, 451);
    await taker.client.delete(
      `${API_PATHS.eventParticipants}?groupId=${groupId}&eventId=${eventId}&userId=${taker.user.login}`,
    );
    await t.app.jobs.runDue();
    expect(smtp.to('retry@example.test')).toEqual([]);
    const [job] = (await jobsOfType(t.app.deps.db, 'email')).filter((j) =>
      j.key?.endsWith(waiting.user.login),
    );
    expect(job).toMatchObject({ attempts: 1, done_at: null, failed_at: null });
    expect(Date.parse(job!.run_at)).toBeGreaterThan(Date.now() + 20_000);

    // Its time comes: delivered, once.
    await t.app.deps.db
      .updateTable('jobs')
      .set({ run_at: new Date().toISOString() })
      .where('id', '=', job!.id)
      .execute();
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    expect(smtp.to('retry@example.test')).toHaveLength(1);

    const refused = await fullEvent();
    await withVerifiedEmail(refused.waiting.client, 'never@example.test');
    smtp.refuseNext(1, 550);
    await refused.taker.client.delete(
      `${API_PATHS.eventParticipants}?groupId=${refused.groupId}&eventId=${refused.eventId}&userId=${refused.taker.user.login}`,
    );
    await t.app.jobs.runDue();
    const [given] = (await jobsOfType(t.app.deps.db, 'email')).filter((j) =>
      j.key?.endsWith(refused.waiting.user.login),
    );
    expect(given?.failed_at).not.toBeNull();
    expect(given?.last_error).toContain('Not now');
  });
});

describe('the bell', () => {
  it("pages newest first and marks one or all read, only the caller's", async () => {
    const { id: groupId, owner } = await createGroup(t.app, { type: 'PRIVATE' });
    for (let i = 0; i < 23; i++) {
      const asker = await signedInClient(t.app);
      await asker.client.post(API_PATHS.membershipRequests, { groupId, userId: asker.user.login });
    }
    const first = (await owner.get(API_PATHS.notifications)).json().success.data;
    expect(first.items).toHaveLength(20);
    expect(first.items[0].id).toBeGreaterThan(first.items[19].id);
    const second = (await owner.get(`${API_PATHS.notifications}?cursor=${first.nextCursor}`)).json().success
      .data;
    expect(second.items).toHaveLength(3);
    expect(second.nextCursor).toBeNull();

    const other = await signedInClient(t.app);
    const theirs = await other.client.post(API_PATHS.notificationsRead, { ids: [first.items[0].id] });
    expect(theirs.json().success.data).toEqual({ count: 0 });
    expect(await unread(owner)).toBe(23);

    const one = await owner.post(API_PATHS.notificationsRead, { ids: [first.items[0].id] });
    expect(one.json().success.data).toEqual({ count: 22 });
    expect((await owner.post(API_PATHS.notificationsRead, { all: true })).json().success.data).toEqual({
      count: 0,
    });
  });

  it('refuses visitors and bad input with a 4xx, changing nothing', async () => {
    const visitor = new (await import('../../test/client.ts')).TestClient(t.app);
    for (const response of [
      await visitor.get(API_PATHS.notifications),
      await visitor.get(API_PATHS.notificationsUnreadCount),
      await visitor.post(API_PATHS.notificationsRead, { all: true }),
      await visitor.get(API_PATHS.notificationPreferences),
      await visitor.put(API_PATHS.notificationPreferences, { kinds: { newEvent: true } }),
      await visitor.put(API_PATHS.accountEmail, { email: 'a@example.test' }),
      await visitor.delete(API_PATHS.accountEmail),
    ]) {
      expect(response.statusCode).toBe(401);
    }
    const { client } = await signedInClient(t.app);
    for (const body of [{}, { ids: [] }, { ids: ['x'] }, { ids: [1], all: true }, { all: false }]) {
      expect((await client.post(API_PATHS.notificationsRead, body)).statusCode).toBe(400);
    }
    expect(
      (await client.put(API_PATHS.notificationPreferences, { kinds: { everything: true } })).statusCode,
    ).toBe(400);
    const badEmail = await client.put(API_PATHS.accountEmail, { email: 'not an address' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.message).toContain(MESSAGES.email);
    expect((await client.get(`${API_PATHS.notifications}?cursor=bad!`)).statusCode).toBe(400);
    expect((await client.get(API_PATHS.notificationPreferences)).json().success.data.email).toBeNull();
  });

  it('goes with the account: notifications and address are deleted', async () => {
    const { groupId, eventId, taker, waiting } = await fullEvent();
    await withVerifiedEmail(waiting.client, 'gone@example.test');
    await taker.client.delete(
      `${API_PATHS.eventParticipants}?groupId=${groupId}&eventId=${eventId}&userId=${taker.user.login}`,
    );
    expect(await unread(waiting.client)).toBe(1);
    const deleted = await waiting.client.delete(`${API_PATHS.users}?id=${waiting.user.login}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const db = t.app.deps.db;
    const left = await db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', waiting.user.login)
      .execute();
    const address = await db
      .selectFrom('email_addresses')
      .select('email')
      .where('user_id', '=', waiting.user.login)
      .execute();
    expect([left, address]).toEqual([[], []]);
    // Its queued email finds nobody to send to.
    await t.app.jobs.runDue();
    expect(smtp.to('gone@example.test')).toEqual([]);
  });
});

describe('unread messages', () => {
  it('emails a message still unread after 15 minutes, at most once an hour per conversation', async () => {
    const chat = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MESSAGING_ENABLED: 'true' });
    const app = chat.app;
    try {
      const { id: groupId, owner } = await createGroup(app);
      const reader = await memberOfGroup(app, groupId);
      await reader.client.put(API_PATHS.accountEmail, { email: 'reader@example.test' });
      await app.jobs.runDue();
      const link = /https?:\/\/\S+verifyEmail\?token=[\w.-]+/.exec(
        smtp.to('reader@example.test')[0]!.parsed.text!,
      )![0];
      await reader.client.get(new URL(link).pathname + new URL(link).search);
      smtp.clear();
      const write = () => owner.post(API_PATHS.messages, { userId: reader.user.login, message: 'Lunch?' });
      const dueNow = () =>
        app.deps.db
          .updateTable('jobs')
          .set({ run_at: new Date().toISOString() })
          .where('type', '=', 'unreadMessages')
          .execute();

      expect((await write()).statusCode).toBe(201);
      await app.jobs.runDue();
      expect(smtp.to('reader@example.test'), 'not before 15 minutes').toEqual([]);
      await dueNow();
      await app.jobs.runDue();
      const [mail] = smtp.to('reader@example.test');
      expect(mail?.parsed.text).toContain('/messages/');

      // Another message within the hour: no second email.
      await write();
      await dueNow();
      await app.jobs.runDue();
      expect(smtp.to('reader@example.test')).toHaveLength(1);

      // Read in time: nothing is sent.
      smtp.clear();
      await app.deps.db
        .updateTable('conversations')
        .set({ user_a_emailed_at: null, user_b_emailed_at: null })
        .execute();
      await write();
      await reader.client.post(API_PATHS.messagesRead, {
        userId: (await owner.get(API_PATHS.usersSelf)).json().success.data.id,
      });
      await dueNow();
      await app.jobs.runDue();
      expect(smtp.to('reader@example.test')).toEqual([]);
    } finally {
      await chat.close();
    }
  });
});

describe('unread messages from someone blocked', () => {
  it('are not emailed, though written before the block, nor is what they write after', async () => {
    const chat = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MESSAGING_ENABLED: 'true' });
    const app = chat.app;
    try {
      const { id: groupId, owner: pest } = await createGroup(app);
      const reader = await memberOfGroup(app, groupId);
      const address = `blocker_${reader.user.login}@example.test`;
      await reader.client.put(API_PATHS.accountEmail, { email: address });
      await app.jobs.runDue();
      const link = /https?:\/\/\S+verifyEmail\?token=[\w.-]+/.exec(smtp.to(address)[0]!.parsed.text!)![0];
      await reader.client.get(new URL(link).pathname + new URL(link).search);
      smtp.clear();
      const pestId = (await pest.get(API_PATHS.usersSelf)).json().success.data.id as string;

      expect(
        (await pest.post(API_PATHS.messages, { userId: reader.user.login, message: 'Hi' })).statusCode,
      ).toBe(201);
      expect((await reader.client.post(API_PATHS.blocks, { userId: pestId })).statusCode).toBe(200);
      expect(
        (await pest.post(API_PATHS.messages, { userId: reader.user.login, message: 'Hi again' })).statusCode,
      ).toBe(201);
      // The quarter of an hour goes by.
      await app.deps.db
        .updateTable('jobs')
        .set({ run_at: new Date().toISOString() })
        .where('type', '=', 'unreadMessages')
        .execute();
      await app.jobs.runDue();
      await app.jobs.runDue();
      expect(smtp.to(address)).toEqual([]);
    } finally {
      await chat.close();
    }
  });
});

describe('limits on addresses and confirmation emails (issue #24)', () => {
  const MINUTE = 60_000;
  const setEmail = (client: TestClient, email: string) => client.put(API_PATHS.accountEmail, { email });
  const addressOf = async (client: TestClient) =>
    (await client.get(API_PATHS.notificationPreferences)).json().success.data.email as string | null;
  const verifyJobsOf = async (app: FastifyInstance, userId: string) =>
    (await jobsOfType(app.deps.db, 'verifyEmail')).filter((job) => job.payload.includes(`"${userId}"`));
  /** Moves the accepted changes of these accounts `ms` into the past, as if that time had gone by. */
  async function age(userIds: string[], ms: number) {
    const db = t.app.deps.db;
    const rows = await db
      .selectFrom('email_change_requests')
      .select(['id', 'created_at'])
      .where('user_id', 'in', userIds)
      .execute();
    for (const row of rows) {
      const earlier = new Date(Date.parse(row.created_at) - ms).toISOString();
      await db
        .updateTable('email_change_requests')
        .set({ created_at: earlier })
        .where('id', '=', row.id)
        .execute();
    }
  }
  /** A 429 of this limit, with a wait in its words and in Retry-After, within `maxSeconds`. */
  function expectRefused(
    response: Awaited<ReturnType<typeof setEmail>>,
    message: string,
    maxSeconds: number,
  ) {
    expect(response.statusCode, response.body).toBe(429);
    const { error } = response.json();
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toMatch(new RegExp(`^${message} Try again in (a minute|\\d+ (minutes|hours))\\.$`));
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
    return retryAfter;
  }

  it('refuses the 4th address change of an hour (429, Retry-After), changing nothing', async () => {
    const { client, user } = await signedInClient(t.app);
    for (let i = 1; i <= LIMITS.emailChangesPerHour; i++) {
      expect((await setEmail(client, `often${i}_${user.login}@example.test`)).statusCode).toBe(200);
    }
    const jobsBefore = await verifyJobsOf(t.app, user.login);
    expect(jobsBefore).toHaveLength(LIMITS.emailChangesPerHour);

    const refused = await setEmail(client, `often4_${user.login}@example.test`);
    const retryAfter = expectRefused(refused, MESSAGES.emailChangesTooMany, 3600);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(await addressOf(client)).toBe(`often3_${user.login}@example.test`);
    expect(await verifyJobsOf(t.app, user.login)).toEqual(jobsBefore);
    await t.app.jobs.runDue();
    expect(smtp.to(`often4_${user.login}@example.test`)).toEqual([]);

    // An hour later, the account may change it again.
    await age([user.login], 60 * MINUTE);
    expect((await setEmail(client, `often4_${user.login}@example.test`)).statusCode).toBe(200);
  });

  it('setting the verified address again sends nothing and counts for nothing', async () => {
    const { client, user } = await signedInClient(t.app);
    const address = `steady_${user.login}@example.test`;
    await withVerifiedEmail(client, address);
    for (let i = 0; i < 5; i++) {
      const again = await setEmail(client, i % 2 ? address.toUpperCase() : address);
      expect(again.statusCode).toBe(200);
      expect(again.json().success.data).toMatchObject({ email: address, emailVerified: true });
    }
    await t.app.jobs.runDue();
    expect(smtp.received).toEqual([]);
    // One change was spent on the verified address: two are left this hour.
    expect((await setEmail(client, `moved_${user.login}@example.test`)).statusCode).toBe(200);
    expect((await setEmail(client, `moved2_${user.login}@example.test`)).statusCode).toBe(200);
    expect((await setEmail(client, `moved3_${user.login}@example.test`)).statusCode).toBe(429);
  });

  it('sends one address one confirmation email per 10 minutes, whichever accounts ask', async () => {
    const first = await signedInClient(t.app);
    const second = await signedInClient(t.app);
    const target = `target_${first.user.login}@example.test`;
    expect((await setEmail(first.client, target)).statusCode).toBe(200);

    // The same inbox, however written: other case, a +tag.
    const [local, domain] = target.split('@');
    for (const spelling of [target, target.toUpperCase(), `${local}+again@${domain}`]) {
      const refused = await setEmail(second.client, spelling);
      expectRefused(refused, MESSAGES.confirmationEmailsTooMany, 10 * 60);
    }
    expect(await addressOf(second.client)).toBeNull();
    expect(await verifyJobsOf(t.app, second.user.login)).toEqual([]);
    await t.app.jobs.runDue();
    expect(smtp.to(target)).toHaveLength(1);

    await age([first.user.login], 10 * MINUTE);
    expect((await setEmail(second.client, target)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    expect(smtp.to(target)).toHaveLength(2);
  });

  it('sends one address at most 3 confirmation emails a day', async () => {
    const people = await Promise.all([1, 2, 3, 4].map(() => signedInClient(t.app)));
    const ids = people.map((p) => p.user.login);
    const target = `daily_${ids[0]}@example.test`;
    for (const person of people.slice(0, LIMITS.confirmationEmailsPerDay)) {
      expect((await setEmail(person.client, target)).statusCode).toBe(200);
      await age(ids, 11 * MINUTE);
    }
    const refused = await setEmail(people[3]!.client, target);
    const retryAfter = expectRefused(refused, MESSAGES.confirmationEmailsTooMany, 24 * 3600);
    // The first of the three was 33 minutes ago: a day less 33 minutes to wait (said rounded up).
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600 - 33 * 60);
    expect(refused.json().error.message).toMatch(/Try again in 24 hours\.$/);
    expect(await addressOf(people[3]!.client)).toBeNull();

    await age(ids, 24 * 60 * MINUTE);
    expect((await setEmail(people[3]!.client, target)).statusCode).toBe(200);
  });

  it('sends a confirmation email with nothing in it that the requester chose', async () => {
    const { client, user } = await signedInClient(t.app, { name: '"><b>Eve' });
    const target = `stranger_${user.login}@example.test`;
    expect((await setEmail(client, target)).statusCode).toBe(200);
    await t.app.jobs.runDue();
    const [mail] = smtp.to(target);
    expect(mail?.parsed.text).toContain(
      'Someone asked to use this address for a Neighbourly account; if it was not you, ignore this.',
    );
    expect(mail?.parsed.text).toMatch(/https?:\/\/\S+verifyEmail\?token=/);
    expect(mail?.parsed.subject).toBe('Neighbourly: confirm your email address');
    for (const part of [mail!.parsed.subject ?? '', mail!.parsed.text ?? '', String(mail!.parsed.html)]) {
      expect(part).not.toContain('Eve');
      expect(part).not.toContain(user.login);
      expect(part).not.toMatch(/Hello/i);
    }
  });

  it.skipIf(TEST_DIALECT !== 'postgres')(
    'holds across two instances of one PostgreSQL database, even at the same moment',
    async () => {
      const other = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, { schema: t.schema! });
      try {
        const here = await signedInClient(t.app);
        const there = await signedInClient(other.app);
        const target = `shared_${here.user.login}@example.test`;
        expect((await setEmail(here.client, target)).statusCode).toBe(200);
        expectRefused(await setEmail(there.client, target), MESSAGES.confirmationEmailsTooMany, 600);

        // Six accounts, three on each instance, all at once: one is accepted.
        const crowd = await Promise.all(
          [t.app, t.app, t.app, other.app, other.app, other.app].map((app) => signedInClient(app)),
        );
        const atOnce = `crowd_${here.user.login}@example.test`;
        const answers = await Promise.all(crowd.map((person) => setEmail(person.client, atOnce)));
        expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429, 429, 429, 429, 429]);
        await t.app.jobs.runDue();
        await other.app.jobs.runDue();
        expect(smtp.to(atOnce)).toHaveLength(1);
      } finally {
        await other.close();
      }
    },
  );
});
