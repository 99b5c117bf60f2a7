/**
 * Issue #26, through HTTP on a real database and a real SMTP server on loopback: the hosts (and
 * co-hosts) of an event hear who comes, waits and leaves (the first at once, the rest of the
 * hour in one notice, by email in a daily summary); the event's becoming full and places going
 * to the waitlist at once; every attendee's reminder, once; "Event changed" says old and new.
 * Time goes by as the tests move the last notice an hour back and make the jobs due.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, type NotificationKind } from '@neighbourly/shared';
import { jobsOfType } from '../../jobs/queue.repository.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { TestClient } from '../../test/client.ts';
import { createEvent, createGroup, memberOfGroup } from '../../test/factories.ts';
import { TestSmtpServer, withVerifiedEmail as verifyEmailOf } from '../../test/smtp.ts';
import { formatOnCommunityClock } from '../../time/community-clock.ts';
import { formatWhen } from '../../time/community-clock.ts';

let t: TestApp;
const smtp = new TestSmtpServer();
beforeAll(async () => {
  t = await buildTestApp({ SMTP_URL: await smtp.start(), MAIL_FROM: 'Neighbourly <hello@neighbourly.test>' });
});
afterAll(async () => {
  await t?.close();
  await smtp.stop();
});
beforeEach(() => smtp.clear());

const HOUR = 3_600_000;
const db = () => t.app.deps.db;
type Person = Awaited<ReturnType<typeof memberOfGroup>>;

const selfId = async (client: TestClient) =>
  (await client.get(API_PATHS.usersSelf)).json().success.data.id as string;
const attend = (person: Person, groupId: string, eventId: number) =>
  person.client.post(API_PATHS.eventParticipants, { groupId, eventId, userId: person.user.login });
const leave = (person: Person, groupId: string, eventId: number) =>
  person.client.delete(
    `${API_PATHS.eventParticipants}?groupId=${groupId}&eventId=${eventId}&userId=${person.user.login}`,
  );
const runJobs = async () => {
  await t.app.jobs.runDue();
  await t.app.jobs.runDue();
};

/** The texts of a person's notifications of `kind` (about one event, when given), oldest first. */
async function told(userId: string, kind: NotificationKind, eventId?: number) {
  let query = db()
    .selectFrom('notifications')
    .select(['text', 'link'])
    .where('user_id', '=', userId)
    .where('kind', '=', kind);
  if (eventId !== undefined) query = query.where('link', 'like', `%/events/${eventId}%`);
  return (await query.orderBy('id').execute()).map((row) => row.text);
}

/** The event as the app shows its time ("Sat, Dec 5, 2026 · 18:30"), and its name. */
async function named(eventId: number) {
  const row = await db()
    .selectFrom('events')
    .select(['name', 'start_date_time'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  return `${row.name} (${formatWhen(row.start_date_time)})`;
}

/** An hour goes by for the event's activity: its last notice an hour back, the hour's job due. */
async function anHourPasses(eventId: number) {
  await db()
    .updateTable('event_activity_notices')
    .set({ noticed_at: new Date(Date.now() - HOUR - 1000).toISOString() })
    .where('event_id', '=', eventId)
    .execute();
  await db()
    .updateTable('jobs')
    .set({ run_at: new Date().toISOString() })
    .where('key', '=', `activity:${eventId}`)
    .where('done_at', 'is', null)
    .execute();
  await runJobs();
}

/** The jobs of this key are due now. */
async function dueNow(key: string) {
  await db().updateTable('jobs').set({ run_at: new Date().toISOString() }).where('key', '=', key).execute();
}

const withVerifiedEmail = (client: TestClient, email: string) => verifyEmailOf(t.app, smtp, client, email);

/**
 * A weekly series of two by the group's owner, in 3 days; the owner made `coHost` an event host
 * and handed them the second: they co-host the first. Everyone's new-event notices are out.
 */
async function seriesWithCoHost(options: { name: string; limit?: number }) {
  const { id: groupId, owner } = await createGroup(t.app);
  const ownerId = await selfId(owner);
  const coHost = await memberOfGroup(t.app, groupId);
  await owner.put(API_PATHS.groupMembers, { groupId, userId: coHost.user.login, role: 'HOST' });
  const start = Date.now() + 72 * HOUR;
  const created = await owner.post(API_PATHS.events, {
    groupId,
    eventId: 0,
    name: options.name,
    description: 'Along the water.',
    location: 'Stanley Park',
    type: 'PUBLIC',
    startDateTime: new Date(start).toISOString(),
    endDateTime: new Date(start + 2 * HOUR).toISOString(),
    tags: ['walking'],
    participantsLimit: options.limit ?? 0,
    recurrence: { frequency: 'WEEKLY', count: 2 },
  });
  expect(created.statusCode, created.body).toBe(201);
  const first = created.json().success.data as number;
  const [, second] = await db()
    .selectFrom('events')
    .select('id')
    .where('group_id', '=', groupId)
    .orderBy('start_date_time')
    .execute();
  const handed = await owner.put(API_PATHS.eventHost, {
    groupId,
    eventId: second!.id,
    userId: coHost.user.login,
  });
  expect(handed.statusCode, handed.body).toBe(200);
  await runJobs();
  return { groupId, owner, ownerId, coHost, first };
}

async function editEvent(client: TestClient, groupId: string, eventId: number, changes: object) {
  const event = (await client.get(`${API_PATHS.events}?groupId=${groupId}&eventId=${eventId}`)).json().success
    .data;
  const edited = await client.put(API_PATHS.events, {
    ...event,
    groupId,
    eventId,
    tags: event.tags ?? [],
    ...changes,
  });
  expect(edited.statusCode, edited.body).toBe(200);
}

describe('activity at an event, to its hosts', () => {
  it('tells the first change at once, the rest of the hour in one notice, nobody of their own doing', async () => {
    const { groupId, ownerId, coHost, first } = await seriesWithCoHost({ name: 'Seawall walk' });
    const event = await named(first);

    // The co-host comes to the owner's occurrence: the owner is told at once, the co-host is not.
    expect((await attend(coHost, groupId, first)).statusCode).toBe(201);
    expect(await told(ownerId, 'eventActivity')).toEqual([`1 person joined ${event}.`]);
    expect(await told(coHost.user.login, 'eventActivity')).toEqual([]);
    const [link] = (
      await db()
        .selectFrom('notifications')
        .select('link')
        .where('user_id', '=', ownerId)
        .where('kind', '=', 'eventActivity')
        .execute()
    ).map((row) => row.link);
    expect(link).toBe(`/group/${groupId}/events/${first}?tab=participants`);

    // Within the hour: three more come and one of them leaves; nothing yet.
    const [a, b, c] = [
      await memberOfGroup(t.app, groupId),
      await memberOfGroup(t.app, groupId),
      await memberOfGroup(t.app, groupId),
    ];
    for (const person of [a!, b!, c!]) expect((await attend(person, groupId, first)).statusCode).toBe(201);
    expect((await leave(a!, groupId, first)).statusCode).toBe(200);
    await runJobs();
    expect(await told(ownerId, 'eventActivity')).toHaveLength(1);

    // The hour is over: one notice of all of it, to both hosts.
    await anHourPasses(first);
    const gathered = `3 people joined ${event}; 1 left.`;
    expect(await told(ownerId, 'eventActivity')).toEqual([`1 person joined ${event}.`, gathered]);
    expect(await told(coHost.user.login, 'eventActivity')).toEqual([gathered]);

    // A quiet hour tells nothing; the next change after it is told at once again.
    await anHourPasses(first);
    expect(await told(ownerId, 'eventActivity')).toHaveLength(2);
    expect((await leave(b!, groupId, first)).statusCode).toBe(200);
    expect((await told(ownerId, 'eventActivity')).at(-1)).toBe(`1 person left ${event}.`);
    expect(await told(b!.user.login, 'eventActivity')).toEqual([]);
  });

  it('tells the hosts at once when the event is full and when a place goes to the waitlist', async () => {
    const { groupId, owner, ownerId, coHost, first } = await seriesWithCoHost({
      name: 'Kayak tour',
      limit: 1,
    });
    const event = await named(first);
    const [a, b, c, d] = [
      await memberOfGroup(t.app, groupId),
      await memberOfGroup(t.app, groupId),
      await memberOfGroup(t.app, groupId),
      await memberOfGroup(t.app, groupId),
    ];
    expect((await attend(a!, groupId, first)).json().success.data.role).toBe('PARTICIPANT');
    const full = `${event} is full: its one place is taken.`;
    expect(await told(ownerId, 'eventCapacity')).toEqual([full]);
    expect(await told(coHost.user.login, 'eventCapacity')).toEqual([full]);

    // B waits; A leaves and B has the place: told at once, and the activity within the hour later.
    expect((await attend(b!, groupId, first)).json().success.data.role).toBe('WAITLISTED');
    expect((await leave(a!, groupId, first)).statusCode).toBe(200);
    const opened = `A place opened at ${event} and went to the first on the waitlist.`;
    expect(await told(ownerId, 'eventCapacity')).toEqual([full, opened]);
    expect(await told(coHost.user.login, 'eventCapacity')).toEqual([full, opened]);
    await anHourPasses(first);
    expect((await told(ownerId, 'eventActivity')).at(-1)).toBe(
      `1 person joined the waitlist of ${event}; 1 left.`,
    );

    // The owner raises the limit for the two waiting: the co-host hears of it, the owner not.
    for (const person of [c!, d!]) expect((await attend(person, groupId, first)).statusCode).toBe(201);
    await editEvent(owner, groupId, first, { participantsLimit: 3 });
    const two = `2 places opened at ${event} and went to the first 2 on the waitlist.`;
    expect((await told(coHost.user.login, 'eventCapacity')).at(-1)).toBe(two);
    expect(await told(ownerId, 'eventCapacity')).toEqual([full, opened]);
    // Nobody else hears of places and activity.
    for (const person of [a!, b!, c!, d!]) {
      expect(await told(person.user.login, 'eventCapacity')).toEqual([]);
      expect(await told(person.user.login, 'eventActivity')).toEqual([]);
    }
  });
});

describe('activity by email', () => {
  it('comes in one summary a day at most, at 18:00 Vancouver time', async () => {
    const { id: groupId, owner } = await createGroup(t.app);
    const ownerId = await selfId(owner);
    await withVerifiedEmail(owner, `host_${ownerId}@example.test`);
    const eventId = await createEvent(owner, groupId, { name: 'Harbour swim', startsInHours: 72 });
    const event = await named(eventId);
    const people = [
      await memberOfGroup(t.app, groupId),
      await memberOfGroup(t.app, groupId),
      await memberOfGroup(t.app, groupId),
    ];
    await runJobs();

    expect((await attend(people[0]!, groupId, eventId)).statusCode).toBe(201);
    await runJobs();
    expect(smtp.to(`host_${ownerId}@example.test`), 'no email for each notice').toEqual([]);
    const digests = async () =>
      (await jobsOfType(db(), 'emailDigest')).filter((job) => job.key?.includes(`:${ownerId}:`));
    const [digest] = await digests();
    expect(digest?.done_at).toBeNull();
    expect(Date.parse(digest!.run_at)).toBeGreaterThan(Date.now());
    expect(Date.parse(digest!.run_at)).toBeLessThanOrEqual(Date.now() + 24 * HOUR);
    expect(formatOnCommunityClock(digest!.run_at, 'HH:mm')).toBe('18:00');

    await anHourPasses(eventId);
    expect((await attend(people[1]!, groupId, eventId)).statusCode).toBe(201);
    expect(await digests(), 'one summary a day, whatever comes').toHaveLength(1);

    await dueNow(digest!.key!);
    await runJobs();
    const mails = smtp.to(`host_${ownerId}@example.test`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.subject).toBe('Neighbourly: today at the events you host');
    expect(mails[0]!.parsed.text).toContain(`1 person joined ${event}.`);
    expect(mails[0]!.parsed.text?.match(/1 person joined/g)).toHaveLength(2);
    expect(mails[0]!.parsed.text).toContain(`/group/${groupId}/events/${eventId}?tab=participants`);
    expect(
      await db().selectFrom('email_digest_items').select('id').where('user_id', '=', ownerId).execute(),
    ).toEqual([]);

    // More the same day waits for the next day's summary: no second email today.
    await anHourPasses(eventId);
    expect((await attend(people[2]!, groupId, eventId)).statusCode).toBe(201);
    await dueNow(digest!.key!);
    await runJobs();
    expect(smtp.to(`host_${ownerId}@example.test`)).toHaveLength(1);
    expect(await told(ownerId, 'eventActivity')).toHaveLength(3);
  });

  it(`is off by default for a group of more than 50 members, unless the person switched it on`, async () => {
    const { id: groupId, owner } = await createGroup(t.app);
    const ownerId = await selfId(owner);
    await withVerifiedEmail(owner, `big_${ownerId}@example.test`);
    const eventId = await createEvent(owner, groupId, { name: 'Big picnic', startsInHours: 72 });
    const people: Person[] = [];
    // The owner and 50 more: 51 members.
    for (let i = 0; i < 50; i++) people.push(await memberOfGroup(t.app, groupId));
    const waiting = async () =>
      db().selectFrom('email_digest_items').select('text').where('user_id', '=', ownerId).execute();

    expect((await attend(people[0]!, groupId, eventId)).statusCode).toBe(201);
    expect(await told(ownerId, 'eventActivity')).toHaveLength(1);
    expect(await waiting()).toEqual([]);
    expect(
      (await jobsOfType(db(), 'emailDigest')).filter((job) => job.key?.includes(`:${ownerId}:`)),
    ).toEqual([]);

    // Switched on by the person: it holds for every group.
    const on = await owner.put(API_PATHS.notificationPreferences, { kinds: { eventActivity: true } });
    expect(on.json().success.data.kinds).toContainEqual({ kind: 'eventActivity', email: true });
    await anHourPasses(eventId);
    expect((await attend(people[1]!, groupId, eventId)).statusCode).toBe(201);
    expect(await waiting()).toEqual([{ text: `1 person joined ${await named(eventId)}.` }]);
  });
});

describe('reminders, to each person at the event', () => {
  const reminders = (userId: string, eventId: number) => told(userId, 'eventReminder', eventId);
  const reminderOf = async (eventId: number) => {
    const row = await db()
      .selectFrom('events')
      .select(['name', 'start_date_time', 'location'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow();
    return `Reminder: ${row.name} is ${formatWhen(row.start_date_time)} at ${row.location}.`;
  };

  it('reminds one who comes after the 24-hour mark at once; not within 2 hours, nor the creator', async () => {
    const { id: groupId, owner } = await createGroup(t.app);
    const ownerId = await selfId(owner);
    const late = await memberOfGroup(t.app, groupId);
    const last = await memberOfGroup(t.app, groupId);
    const soon = await createEvent(owner, groupId, { name: 'Night market', startsInHours: 5 });
    const sooner = await createEvent(owner, groupId, { name: 'Sunset yoga', startsInHours: 1.5 });
    await runJobs();
    expect(await reminders(ownerId, soon), 'the creator of an event less than a day ahead').toEqual([]);

    expect((await attend(late, groupId, soon)).statusCode).toBe(201);
    expect((await attend(last, groupId, sooner)).statusCode).toBe(201);
    await runJobs();
    expect(await reminders(late.user.login, soon)).toEqual([await reminderOf(soon)]);
    expect(await reminders(last.user.login, sooner), 'a place taken within 2 hours of the start').toEqual([]);
    expect(await reminders(ownerId, soon)).toEqual([]);
  });

  it('reminds everyone there at the 24-hour mark once, however the event moves', async () => {
    const { id: groupId, owner } = await createGroup(t.app);
    const ownerId = await selfId(owner);
    const early = await memberOfGroup(t.app, groupId);
    const later = await memberOfGroup(t.app, groupId);
    const latest = await memberOfGroup(t.app, groupId);
    await withVerifiedEmail(early.client, `early_${early.user.login}@example.test`);
    const eventId = await createEvent(owner, groupId, { name: 'Lantern walk', startsInHours: 48 });
    expect((await attend(early, groupId, eventId)).statusCode).toBe(201);
    await runJobs();
    expect(await reminders(early.user.login, eventId), 'not before the mark').toEqual([]);
    expect((await attend(later, groupId, eventId)).statusCode).toBe(201);

    await dueNow(`reminder:${eventId}`);
    await runJobs();
    const first = await reminderOf(eventId);
    for (const id of [ownerId, early.user.login, later.user.login])
      expect(await reminders(id, eventId)).toEqual([first]);
    // One email, with the event to add to a calendar.
    expect(
      smtp
        .to(`early_${early.user.login}@example.test`)
        .map((m) => m.parsed.attachments.some((a) => a.contentType === 'text/calendar')),
    ).toEqual([true]);

    // Moved two hours on, its mark comes again: nobody hears twice.
    const moveTo = async (hours: number) => {
      const start = Date.now() + hours * HOUR;
      await editEvent(owner, groupId, eventId, {
        startDateTime: new Date(start).toISOString(),
        endDateTime: new Date(start + HOUR).toISOString(),
      });
    };
    await moveTo(50);
    await dueNow(`reminder:${eventId}`);
    await runJobs();
    // Moved into the last day: its job is due at once.
    await moveTo(6);
    await runJobs();
    for (const id of [ownerId, early.user.login, later.user.login])
      expect(await reminders(id, eventId)).toEqual([first]);
    expect(
      smtp.to(`early_${early.user.login}@example.test`).filter((m) => m.parsed.subject?.includes('Reminder')),
    ).toHaveLength(1);
    expect(
      (await jobsOfType(db(), 'eventReminder')).filter((job) => job.key === `reminder:${eventId}`),
    ).toHaveLength(1);

    // Who comes now is reminded of where it is now.
    expect((await attend(latest, groupId, eventId)).statusCode).toBe(201);
    await runJobs();
    expect(await reminders(latest.user.login, eventId)).toEqual([await reminderOf(eventId)]);
  });

  it('does not remind who moved the event into its last day, and reminds the others at once', async () => {
    const { id: groupId, owner } = await createGroup(t.app);
    const ownerId = await selfId(owner);
    const goer = await memberOfGroup(t.app, groupId);
    const eventId = await createEvent(owner, groupId, { name: 'Pier fishing', startsInHours: 48 });
    expect((await attend(goer, groupId, eventId)).statusCode).toBe(201);
    const start = Date.now() + 5 * HOUR;
    await editEvent(owner, groupId, eventId, {
      startDateTime: new Date(start).toISOString(),
      endDateTime: new Date(start + HOUR).toISOString(),
    });
    await runJobs();
    expect(await reminders(goer.user.login, eventId)).toEqual([await reminderOf(eventId)]);
    expect(await reminders(ownerId, eventId)).toEqual([]);
  });

  it('tells the waiting their place in line', async () => {
    const { id: groupId, owner } = await createGroup(t.app);
    const people: Person[] = [];
    for (let i = 0; i < 5; i++) people.push(await memberOfGroup(t.app, groupId));
    const [taker, first, second, third, late] = people as [Person, Person, Person, Person, Person];
    const eventId = await createEvent(owner, groupId, {
      name: 'Rowing',
      startsInHours: 48,
      participantsLimit: 1,
    });
    for (const person of [taker, first, second, third])
      expect((await attend(person, groupId, eventId)).statusCode).toBe(201);
    await dueNow(`reminder:${eventId}`);
    await runJobs();
    const base = await reminderOf(eventId);
    expect(await reminders(taker.user.login, eventId)).toEqual([base]);
    expect(await reminders(first.user.login, eventId)).toEqual([`${base} You're on the waitlist (1st).`]);
    expect(await reminders(second.user.login, eventId)).toEqual([`${base} You're on the waitlist (2nd).`]);
    expect(await reminders(third.user.login, eventId)).toEqual([`${base} You're on the waitlist (3rd).`]);

    // After the mark, a late comer who waits is told their place too.
    const soon = await createEvent(owner, groupId, { name: 'Canoe', startsInHours: 5, participantsLimit: 1 });
    for (const person of [taker, late]) expect((await attend(person, groupId, soon)).statusCode).toBe(201);
    await runJobs();
    expect(await reminders(late.user.login, soon)).toEqual([
      `${await reminderOf(soon)} You're on the waitlist (1st).`,
    ]);
  });
});

describe('"Event changed"', () => {
  it('says what changed, new and old', async () => {
    const { id: groupId, owner } = await createGroup(t.app);
    const goer = await memberOfGroup(t.app, groupId);
    const eventId = await createEvent(owner, groupId, { name: 'Seawall walk', startsInHours: 72 });
    await editEvent(owner, groupId, eventId, { location: 'Kits Beach' });
    expect((await attend(goer, groupId, eventId)).statusCode).toBe(201);
    const changes = () => told(goer.user.login, 'eventChanged', eventId);
    const before = (
      await db()
        .selectFrom('events')
        .select('start_date_time')
        .where('id', '=', eventId)
        .executeTakeFirstOrThrow()
    ).start_date_time;
    const later = new Date(Date.parse(before) + 24.5 * HOUR);
    await editEvent(owner, groupId, eventId, {
      startDateTime: later.toISOString(),
      endDateTime: new Date(later.getTime() + HOUR).toISOString(),
      location: 'Jericho Beach',
    });
    expect(await changes()).toEqual([
      `Seawall walk changed: now ${formatWhen(later.toISOString())} (was ${formatWhen(before)}), at Jericho Beach (was Kits Beach).`,
    ]);

    await editEvent(owner, groupId, eventId, { location: 'Kits Beach' });
    expect((await changes()).at(-1)).toBe('Seawall walk changed: now at Kits Beach (was Jericho Beach).');

    const earlier = new Date(later.getTime() - 30 * 60_000);
    await editEvent(owner, groupId, eventId, {
      startDateTime: earlier.toISOString(),
      endDateTime: new Date(earlier.getTime() + HOUR).toISOString(),
    });
    expect((await changes()).at(-1)).toBe(
      `Seawall walk changed: now ${formatWhen(earlier.toISOString())} (was ${formatWhen(later.toISOString())}).`,
    );
    // A change of something else says nothing.
    await editEvent(owner, groupId, eventId, { description: 'Bring a torch.' });
    expect(await changes()).toHaveLength(3);
  });
});
