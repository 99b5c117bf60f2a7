/**
 * Online and hybrid events, and pins (issue #28): the format and pin anyone who sees the details
 * sees; the meeting link only its attendees, its host and its group's owner, in every place it
 * could show (API answers, lists, the event's calendar file, a person's calendar, reminders), and
 * never in what is read without a session (first paint, share tags, feeds, the group's calendar).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, MESSAGES } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import {
  createEvent,
  createGroup,
  eventBody,
  hostOfGroup,
  memberOfGroup,
  signedInClient,
} from '../../test/factories.ts';

const PUBLIC_URL = 'https://neighbourly.example';
let t: TestApp;
beforeAll(async () => {
  // A built page for first paint and share tags to fill in.
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'neighbourly-formats-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Neighbourly</title></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL });
});
afterAll(async () => t?.close());

const db = () => t.app.deps.db;
type Listed = { eventId: number; meetingUrl: string | null };
const LINK = 'https://meet.example/lantern-walk-4821';
const ONLINE = { format: 'ONLINE' as const, meetingUrl: LINK };
const PIN = { latitude: 49.2733, longitude: -123.1548 };
const attend = (client: TestClient, groupId: string, eventId: number, userId: string) =>
  client.post(API_PATHS.eventParticipants, { groupId, eventId, userId });
const readEvent = async (client: TestClient, groupId: string, eventId: number) =>
  (await client.get(`${API_PATHS.events}?groupId=${groupId}&eventId=${eventId}`)).json().success.data;

/** A hybrid event hosted by a co-host, with an attendee, a waitlisted member and a member who is not going. */
async function hybridEvent() {
  const { id: groupId, owner } = await createGroup(t.app);
  const host = await hostOfGroup(t.app, groupId, owner);
  const eventId = await createEvent(host.client, groupId, {
    participantsLimit: 1,
    startsInHours: 5,
    where: { format: 'HYBRID', meetingUrl: LINK, ...PIN },
  });
  const attendee = await memberOfGroup(t.app, groupId);
  const waiting = await memberOfGroup(t.app, groupId);
  const member = await memberOfGroup(t.app, groupId);
  expect(
    (await attend(attendee.client, groupId, eventId, attendee.user.login)).json().success.data.role,
  ).toBe('PARTICIPANT');
  expect((await attend(waiting.client, groupId, eventId, waiting.user.login)).json().success.data.role).toBe(
    'WAITLISTED',
  );
  return { groupId, eventId, owner, host, attendee, waiting, member };
}

describe('format, meeting link and pin of an event', () => {
  it('keeps what the host gave, and an existing event is in person with no pin', async () => {
    const { id: groupId, owner } = await createGroup(t.app);
    const plain = await createEvent(owner, groupId);
    expect(await readEvent(owner, groupId, plain)).toMatchObject({
      format: 'IN_PERSON',
      meetingUrl: null,
      latitude: null,
      longitude: null,
    });
    const online = await createEvent(owner, groupId, { where: { ...ONLINE, ...PIN } });
    expect(await readEvent(owner, groupId, online)).toMatchObject({
      format: 'ONLINE',
      meetingUrl: LINK,
      ...PIN,
    });
  });

  it('moves the pin and forgets the link when the event turns in person', async () => {
    const { id: groupId, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, groupId, { where: ONLINE });
    const body = { ...eventBody(groupId), eventId };
    const moved = await owner.put(API_PATHS.events, {
      ...body,
      format: 'IN_PERSON',
      meetingUrl: LINK,
      ...PIN,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().success.data).toMatchObject({ format: 'IN_PERSON', meetingUrl: null, ...PIN });
    const unpinned = await owner.put(API_PATHS.events, { ...body, latitude: null, longitude: null });
    expect(unpinned.json().success.data).toMatchObject({ latitude: null, longitude: null });
  });

  it('refuses a link that is not http(s), half a pin, a pin off the globe and an unknown format; nothing changes', async () => {
    const { id: groupId, owner } = await createGroup(t.app);
    const eventId = await createEvent(owner, groupId, { where: { ...ONLINE, ...PIN } });
    const body = { ...eventBody(groupId), eventId, ...ONLINE, ...PIN };
    const cases: [Record<string, unknown>, string][] = [
      [{ meetingUrl: 'javascript:alert(1)' }, MESSAGES.meetingUrl],
      [{ meetingUrl: 'ftp://files.example/x' }, MESSAGES.meetingUrl],
      [{ latitude: null }, MESSAGES.pinBoth],
      [{ latitude: 91 }, MESSAGES.latitude],
      [{ longitude: -180.5 }, MESSAGES.longitude],
      [{ latitude: '49.2' }, MESSAGES.latitude],
      [{ format: 'VIRTUAL' }, MESSAGES.format],
    ];
    for (const [change, message] of cases) {
      const refused = await owner.put(API_PATHS.events, { ...body, ...change, name: 'Changed' });
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json().error.message).toContain(message);
      const created = await owner.post(API_PATHS.events, {
        ...eventBody(groupId),
        ...ONLINE,
        ...PIN,
        ...change,
      });
      expect(created.statusCode, JSON.stringify(change)).toBe(400);
    }
    expect(await readEvent(owner, groupId, eventId)).toMatchObject({
      name: 'Evening walk',
      ...ONLINE,
      ...PIN,
    });
  });
});

describe('who gets the meeting link', () => {
  it('in answers: the attendee, the host and the group owner; not the waitlisted, a member, another person or a visitor', async () => {
    const { groupId, eventId, owner, host, attendee, waiting, member } = await hybridEvent();
    const stranger = (await signedInClient(t.app)).client;
    for (const client of [attendee.client, host.client, owner]) {
      expect((await readEvent(client, groupId, eventId)).meetingUrl).toBe(LINK);
    }
    for (const client of [waiting.client, member.client, stranger, new TestClient(t.app)]) {
      const event = await readEvent(client, groupId, eventId);
      expect(event).toMatchObject({ format: 'HYBRID', meetingUrl: null, ...PIN });
    }
  });

  it('in lists: search, the group list and the person’s events', async () => {
    const { groupId, eventId, attendee, member } = await hybridEvent();
    const linkIn = async (client: TestClient, path: string, pick: (data: Listed[]) => Listed | undefined) =>
      pick((await client.get(path)).json().success.data)?.meetingUrl;
    const lists: [string, (data: Listed[]) => Listed | undefined][] = [
      [`${API_PATHS.eventsForGroup}?groupId=${groupId}`, (d) => d.find((e) => e.eventId === eventId)],
      [
        `${API_PATHS.eventSearch}?eventsFromMyGroups=true&limit=100`,
        (d) => d.find((e) => e.eventId === eventId),
      ],
    ];
    for (const [path, pick] of lists) {
      expect(await linkIn(attendee.client, path, pick), path).toBe(LINK);
      expect(await linkIn(member.client, path, pick), path).toBeNull();
    }
    const mine = (
      await attendee.client.get(`${API_PATHS.eventParticipantsForUser}?userId=${attendee.user.login}`)
    )
      .json()
      .success.data.find((e: { event: Listed }) => e.event.eventId === eventId);
    expect(mine.event.meetingUrl).toBe(LINK);
  });

  it('in the event’s calendar file and the person’s calendar: attendees only', async () => {
    const { groupId, eventId, attendee, waiting, member } = await hybridEvent();
    const file = async (client: TestClient) =>
      (await client.get(`${API_PATHS.eventCalendar}?groupId=${groupId}&eventId=${eventId}`)).body;
    expect(await file(attendee.client)).toContain(LINK);
    const parsed = Object.values(ical.sync.parseICS(await file(attendee.client))).find(
      (c): c is VEvent => c?.type === 'VEVENT',
    );
    expect(parsed?.geo).toEqual({ lat: PIN.latitude, lon: PIN.longitude });
    expect(await file(member.client)).not.toContain(LINK);
    expect(await file(new TestClient(t.app))).not.toContain(LINK);

    const personal = async (client: TestClient) => {
      const url: string = (await client.get(API_PATHS.calendarUrl)).json().success.data.url;
      return (await new TestClient(t.app).get(url.slice(PUBLIC_URL.length))).body;
    };
    expect(await personal(attendee.client)).toContain(LINK);
    const waitingCalendar = await personal(waiting.client);
    expect(waitingCalendar).toContain('(waitlist)');
    expect(waitingCalendar).not.toContain(LINK);
  });

  it('in reminders: the attendee’s says how to join, the waitlisted one’s does not', async () => {
    const { eventId, attendee, waiting } = await hybridEvent();
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const reminder = async (userId: string) =>
      (
        await db()
          .selectFrom('notifications')
          .select('text')
          .where('user_id', '=', userId)
          .where('kind', '=', 'eventReminder')
          .where('link', 'like', `%/events/${eventId}%`)
          .execute()
      ).map((r) => r.text);
    expect((await reminder(attendee.user.login)).join()).toContain(`Join online: ${LINK}`);
    const waitingText = (await reminder(waiting.user.login)).join();
    expect(waitingText).toContain('waitlist');
    expect(waitingText).not.toContain(LINK);
  });

  it('never in what is read without a session: first paint, share tags, the feed and the group calendar', async () => {
    const { groupId, eventId, attendee } = await hybridEvent();
    const pages = [
      `/group/${groupId}/events/${eventId}`,
      `/group/${groupId}`,
      `${API_PATHS.groupFeed}?groupId=${groupId}`,
      `${API_PATHS.groupCalendar}?groupId=${groupId}`,
    ];
    for (const path of pages) {
      for (const client of [new TestClient(t.app), attendee.client]) {
        const response = await client.get(path);
        expect(response.statusCode, path).toBe(200);
        expect(response.body, path).not.toContain('meet.example');
      }
    }
    // The page itself is there: its first paint names the event.
    expect((await new TestClient(t.app).get(pages[0]!)).body).toContain('Evening walk');
  });
});
