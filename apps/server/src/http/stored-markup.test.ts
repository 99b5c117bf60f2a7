/**
 * Stored markup (issue #24): what people type reaches every channel as text, never as markup,
 * a formula or a line of its own. Each payload of test/markup-payloads.ts goes into every field
 * a person controls: a group's name and description; an event's name, description and place;
 * the display name and home town of the group's owner (who hosts) and of a member who attends
 * and comments; the comment. Each channel is then read the way its reader reads it: the Atom
 * feed by an XML parser and, for its HTML, an HTML parser; the first paint and share tags as a
 * browser or a link preview reads the page; the .ics files with node-ical; the attendee CSV as
 * RFC 4180; the emails from a real SMTP server, their HTML parsed. (The app itself: the
 * browser test apps/web/e2e/stored-markup.spec.ts.)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse, type HTMLElement } from 'node-html-parser';
import type { ParameterValue, VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, formatPageTitle, PRODUCT_NAME } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../test/app.ts';
import { TestClient } from '../test/client.ts';
import { fileUpload, makeImage, signedInClient } from '../test/factories.ts';
import {
  expectIntactCalendar,
  expectNoInjectedMarkup,
  expectOnlyTags,
  icsValue,
  parseCsv,
} from '../test/markup-checks.ts';
import { PAYLOADS } from '../test/markup-payloads.ts';
import { TestSmtpServer, type ReceivedMail } from '../test/smtp.ts';

const PUBLIC_URL = 'https://neighbourly.example';
const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Neighbourly</title>' +
  '<script type="module" src="/static/js/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const HOUR = 3_600_000;

let t: TestApp;
const smtp = new TestSmtpServer();
let dist: string;

/** One payload everywhere: its group, event, host (the owner) and guest (attends, comments). */
interface World {
  payload: string;
  groupId: string;
  eventId: number;
  host: Person;
  guest: Person;
}
interface Person {
  client: TestClient;
  login: string;
  email: string;
}
const worlds: World[] = [];

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'neighbourly-stored-markup-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  t = await buildTestApp({
    PUBLIC_URL,
    WEB_DIST_DIR: dist,
    SMTP_URL: await smtp.start(),
    MAIL_FROM: 'Neighbourly <hello@neighbourly.test>',
  });
  for (const [index, payload] of PAYLOADS.entries()) worlds.push(await worldOf(payload, index));
  // The notices' emails (new event, change, comment, reminder) go out.
  await t.app.jobs.runDue();
  await t.app.jobs.runDue();
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

const expectOk = (response: { statusCode: number; body: string }, status = 200) =>
  expect(response.statusCode, response.body).toBe(status);

/** A signed-in person named `payload`, living in payload, payload, payload, with a verified address. */
async function personNamed(payload: string, email: string): Promise<Person> {
  const { client, user } = await signedInClient(t.app);
  const home = { city: payload, state: payload, country: payload };
  expectOk(await client.post(API_PATHS.users, { id: user.login, name: payload, location: home }));
  // New events are not emailed unless asked for.
  expectOk(await client.put(API_PATHS.notificationPreferences, { kinds: { newEvent: true } }));
  expectOk(await client.put(API_PATHS.accountEmail, { email }));
  await t.app.jobs.runDue();
  const link = /https?:\/\/\S+verifyEmail\?token=[\w.-]+/.exec(smtp.to(email).at(-1)?.parsed.text ?? '')?.[0];
  expect(link, 'the verification email carries its link').toBeDefined();
  expectOk(await client.get(new URL(link!).pathname + new URL(link!).search), 303);
  return { client, login: user.login, email };
}

async function uploadCover(owner: TestClient, url: string) {
  const upload = fileUpload('file', await makeImage(), 'cover.png', 'image/png');
  expectOk(await owner.post(url, upload.body, { headers: upload.headers }));
}

/**
 * The payload's world, through the API: the group and its event with covers; the guest joins,
 * attends and comments; the host then moves the event an hour on, so the guest is told. The
 * event starts within a day: its reminder is due at once.
 */
async function worldOf(payload: string, index: number): Promise<World> {
  const host = await personNamed(payload, `host${index}@example.test`);
  const groupId = `markup_${index}_${crypto.randomBytes(3).toString('hex')}`;
  const group = { id: groupId, name: payload, description: payload, type: 'PUBLIC', tags: ['markup'] };
  expectOk(await host.client.post(API_PATHS.groups, group), 201);
  const guest = await personNamed(payload, `guest${index}@example.test`);
  expectOk(await guest.client.post(API_PATHS.groupMembers, { groupId, userId: guest.login }), 201);
  const start = Date.now() + 3 * HOUR;
  const times = (from: number) => ({
    startDateTime: new Date(from).toISOString(),
    endDateTime: new Date(from + 2 * HOUR).toISOString(),
  });
  const created = await host.client.post(API_PATHS.events, {
    groupId,
    eventId: 0,
    name: payload,
    description: payload,
    location: payload,
    type: 'PUBLIC',
    ...times(start),
    tags: ['markup'],
    participantsLimit: 0,
  });
  expectOk(created, 201);
  const eventId = created.json().success.data as number;
  await uploadCover(host.client, `${API_PATHS.groupImage}?groupId=${groupId}`);
  await uploadCover(host.client, `${API_PATHS.eventImage}?groupId=${groupId}&eventId=${eventId}`);
  const key = { groupId, eventId };
  expectOk(await guest.client.post(API_PATHS.eventParticipants, { ...key, userId: guest.login }), 201);
  expectOk(await guest.client.post(API_PATHS.eventComments, { ...key, comment: payload }), 201);
  const event = (await host.client.get(`${API_PATHS.events}?groupId=${groupId}&eventId=${eventId}`)).json()
    .success.data;
  expectOk(await host.client.put(API_PATHS.events, { ...event, ...key, ...times(start + HOUR) }));
  return { payload, groupId, eventId, host, guest };
}

const visitor = () => new TestClient(t.app);
/** The payload as a one-line preview shows it (share-tags.ts: whitespace runs become a space). */
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const eventPage = (world: World) => `${PUBLIC_URL}/group/${world.groupId}/events/${world.eventId}`;

describe('what people typed', () => {
  it('goes into the Atom feed as text: escaped in its type="html" title and summary, text elsewhere', async () => {
    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseTagValue: false });
    for (const world of worlds) {
      const { payload } = world;
      const where = `feed of ${JSON.stringify(payload)}`;
      const response = await visitor().get(`${API_PATHS.groupFeed}?groupId=${world.groupId}`);
      expectOk(response);
      expect(XMLValidator.validate(response.body), where).toBe(true);
      // Escaped, or not there at all: in text and in CDATA alike.
      expect(response.body, where).not.toMatch(/<(img|script)\b/i);
      const { feed } = parser.parse(response.body);
      for (const html of htmlElementsIn(feed)) expectOnlyTags(html, ['p', 'br'], where);
      expect(feed.title, where).toBe(`${payload}: upcoming events`);
      expect(feed.subtitle, where).toBe(payload);
      expect(feed.rights, where).toBe(`${payload} on ${PRODUCT_NAME}`);
      const entry = feed.entry as Record<string, { type?: string; '#text'?: string; name?: string }>;
      expect(entry.title?.type, where).toBe('html');
      expect(expectOnlyTags(entry.title?.['#text'] ?? '', [], where).text, where).toBe(payload);
      const summary = expectOnlyTags(entry.summary?.['#text'] ?? '', ['p', 'br'], where);
      const [whenAndWhere, description] = summary.querySelectorAll('p').map((p) => p.text);
      expect(whenAndWhere, where).toMatch(/ at \d\d:\d\d · /);
      expect(whenAndWhere?.endsWith(` · ${payload}`), where).toBe(true);
      expect(description, where).toBe(payload);
      expect(entry.author?.name, where).toBe(payload);
    }
  });

  it('goes into the first paint and the share tags of the group and event pages as text', async () => {
    const meta = (doc: HTMLElement, key: string) =>
      (
        doc.querySelector(`meta[property="${key}"]`) ?? doc.querySelector(`meta[name="${key}"]`)
      )?.getAttribute('content');
    for (const world of worlds) {
      const { payload } = world;
      const where = `pages of ${JSON.stringify(payload)}`;
      const group = await pageOf(`/group/${world.groupId}`, where);
      expect(group.querySelector('title')?.text, where).toBe(formatPageTitle(payload));
      for (const key of ['og:title', 'twitter:title']) expect(meta(group, key), where).toBe(payload);
      for (const key of ['description', 'og:description', 'twitter:description']) {
        expect(meta(group, key), where).toBe(flat(payload));
      }
      const feedLink = group.querySelector('link[rel="alternate"]');
      expect(feedLink?.getAttribute('title'), where).toBe(`${payload}: upcoming events`);
      const groupPaint = group.querySelector('[data-first-paint]')!;
      expect(groupPaint.querySelector('h1')?.text, where).toBe(payload);
      expect(groupPaint.querySelector('img.fp-cover')?.getAttribute('alt'), where).toBe(
        `Cover image of ${payload}`,
      );
      const facts = groupPaint.querySelectorAll('.fp-facts li').map((li) => li.text);
      expect(facts, where).toContain(`${payload}, ${payload}, ${payload}`);

      const event = await pageOf(`/group/${world.groupId}/events/${world.eventId}`, where);
      expect(event.querySelector('title')?.text, where).toBe(formatPageTitle(payload));
      for (const key of ['og:title', 'twitter:title']) expect(meta(event, key), where).toBe(payload);
      for (const key of ['description', 'og:description', 'twitter:description']) {
        expect(meta(event, key)?.endsWith(` · ${flat(payload)} · ${flat(payload)}`), where).toBe(true);
      }
      const eventPaint = event.querySelector('[data-first-paint]')!;
      expect(eventPaint.querySelector('h1')?.text, where).toBe(payload);
      expect(eventPaint.querySelector('.fp-back')?.text, where).toBe(`Back to ${payload}`);
      expect(eventPaint.querySelector('img.fp-cover')?.getAttribute('alt'), where).toBe(
        `Cover image of ${payload}`,
      );
      expect(
        eventPaint.querySelectorAll('.fp-facts li').map((li) => li.text),
        where,
      ).toContain(payload);
      expect(eventPaint.querySelector('.fp-about')?.text, where).toBe(payload);
    }
  });

  it('goes into the .ics files as text: the group calendar, the event file and personal calendars', async () => {
    for (const world of worlds) {
      const { payload } = world;
      const where = (file: string) => `${file} of ${JSON.stringify(payload)}`;
      const group = await visitor().get(`${API_PATHS.groupCalendar}?groupId=${world.groupId}`);
      expectOk(group);
      const { calendar, events } = expectIntactCalendar(group.body, 1, where('group calendar'));
      expect(calendar?.['WR-CALNAME'], where('group calendar')).toBe(formatPageTitle(payload));
      expect(calendar?.name, where('group calendar')).toBe(formatPageTitle(payload));
      expect(calendar?.['WR-CALDESC'], where('group calendar')).toBe(`Upcoming events of ${payload}`);
      expectEventCarries(events[0], world, where('group calendar'));

      const file = await visitor().get(
        `${API_PATHS.eventCalendar}?groupId=${world.groupId}&eventId=${world.eventId}`,
      );
      expectOk(file);
      expect(file.headers['content-disposition'], where('event file')).toMatch(
        /^attachment; filename="[\w-]+\.ics"$/,
      );
      expectEventCarries(
        expectIntactCalendar(file.body, 1, where('event file')).events[0],
        world,
        where('event file'),
      );

      for (const person of [world.host, world.guest]) {
        const url = (await person.client.get(API_PATHS.calendarUrl)).json().success.data.url as string;
        const personal = await visitor().get(url.slice(PUBLIC_URL.length));
        expectOk(personal);
        const { events: mine } = expectIntactCalendar(personal.body, 1, where('personal calendar'));
        expectEventCarries(mine[0], world, where('personal calendar'));
      }
    }
  });

  it('goes into the attendee CSV in one cell each, a formula disarmed', async () => {
    for (const world of worlds) {
      const { payload } = world;
      const where = `CSV of ${JSON.stringify(payload)}`;
      const response = await world.host.client.get(
        `${API_PATHS.eventParticipantsExport}?groupId=${world.groupId}&eventId=${world.eventId}`,
      );
      expectOk(response);
      expect(response.headers['content-disposition'], where).toMatch(
        /^attachment; filename="[\w-]+-attendees\.csv"$/,
      );
      const [header, ...rows] = parseCsv(response.body);
      expect(header, where).toHaveLength(3);
      // A spreadsheet reads a cell starting with = + - @ as a formula: those start with ' instead.
      const asText = /^[=+\-@]/.test(payload) ? `'${payload}` : payload;
      expect(
        rows.map((row) => row.slice(0, 2)),
        where,
      ).toEqual([
        [asText, 'Host'],
        [asText, 'Participant'],
      ]);
      for (const row of rows) {
        expect(row, where).toHaveLength(3);
        for (const cell of row) expect(cell, where).not.toMatch(/^[=+\-@\t\r]/);
      }
    }
  });

  it('goes into the emails as text: their HTML, their plain text, their subject and the reminder’s .ics', async () => {
    for (const world of worlds) {
      const { payload } = world;
      // The host created the event within a day and moved it: no reminder for them (issue #26).
      const hostMails = expectMailsOf(world.host, [`${payload} commented on ${payload}: “${payload}”`]);
      const guestMails = expectMailsOf(world.guest, [
        new RegExp(`^${quote(`New event in ${payload}: ${payload}, `)}.+\\.$`, 's'),
        new RegExp(`^${quote(`${payload} changed: now `)}.+ \\(was .+\\)\\.$`, 's'),
        reminderOf(payload),
      ]);
      // Files beside the logo every email shows inline (a related part): the reminders' .ics.
      const filesOf = (mail: ReceivedMail) => mail.parsed.attachments.filter((a) => !a.related);
      const reminders = [...hostMails, ...guestMails].filter((mail) => filesOf(mail).length > 0);
      expect(reminders, `reminders of ${JSON.stringify(payload)}`).toHaveLength(1);
      for (const mail of reminders) {
        const where = `reminder to ${mail.to}`;
        const [ics] = filesOf(mail);
        expect(ics?.contentType, where).toBe('text/calendar');
        expect(ics?.filename, where).toMatch(/^[\w-]+\.ics$/);
        const { events } = expectIntactCalendar(ics!.content.toString('utf8'), 1, where);
        expectEventCarries(events[0], world, where);
      }
    }
  });
});

/** Every `type="html"` element's content, anywhere in the parsed feed. */
function htmlElementsIn(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const own =
    (node as { type?: unknown }).type === 'html'
      ? [String((node as { '#text'?: unknown })['#text'] ?? '')]
      : [];
  return [...own, ...Object.values(node).flatMap(htmlElementsIn)];
}

/** The page as a browser or a link preview reads it, checked for anything live. */
async function pageOf(url: string, where: string): Promise<HTMLElement> {
  const response = await t.app.inject({ method: 'GET', url });
  expectOk(response);
  const doc = parse(response.body);
  expectNoInjectedMarkup(doc, `${where}: ${url}`);
  // The template's one script, by its address: nothing inline came in.
  expect(
    doc.querySelectorAll('script').map((s) => s.getAttribute('src')),
    where,
  ).toEqual(['/static/js/index.js']);
  return doc;
}

/** The calendar event of the world's event: its texts as typed, one property each. */
function expectEventCarries(event: VEvent | undefined, world: World, where: string) {
  expect(icsValue(event?.summary), where).toBe(world.payload);
  expect(icsValue(event?.location), where).toBe(world.payload);
  expect(icsValue(event?.description), where).toBe(`${world.payload}\n\n${eventPage(world)}`);
  // node-ical types URL as text, but gives it with its parameters (VALUE=URI).
  expect(icsValue(event?.url as ParameterValue | undefined), where).toBe(eventPage(world));
}

const quote = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const reminderOf = (payload: string) =>
  new RegExp(`^${quote(`Reminder: ${payload} is `)}.+${quote(` at ${payload}.`)}$`, 's');

/**
 * Asserts the person got one email for each expected first paragraph (in any order: jobs run
 * in no set order), and that each carries it as text: no live markup in the HTML, the
 * paragraph's text as typed, the plain text part starting with it, the subject the
 * notification's text on one line, and no header made of what was typed. Returns the emails.
 */
function expectMailsOf(person: Person, paragraphs: (string | RegExp)[]): ReceivedMail[] {
  // The address's verification carries nothing anyone typed.
  const mails = smtp.to(person.email).filter((mail) => !mail.parsed.text?.includes('verifyEmail?token='));
  const firsts = mails.map((mail, index) => {
    const where = `email ${index} to ${person.email}`;
    const html = parse(String(mail.parsed.html));
    expectNoInjectedMarkup(html, where);
    const first = html.querySelector('p')?.text ?? '';
    expect(mail.parsed.text?.startsWith(first), where).toBe(true);
    expect(
      mail.parsed.headerLines.map((line) => line.key),
      where,
    ).not.toContain('attendee');
    // One header line: the mail library writes a line break in it as a space.
    const subject = `${PRODUCT_NAME}: ${first}`.slice(0, 200).replace(/\r?\n/g, ' ');
    expect(mail.parsed.subject, where).toBe(subject);
    return first;
  });
  for (const expected of paragraphs) {
    const matching = firsts.filter((first) =>
      typeof expected === 'string' ? first === expected : expected.test(first),
    );
    expect(
      matching,
      `${person.email}: one email of ${String(expected)} in ${JSON.stringify(firsts)}`,
    ).toHaveLength(1);
  }
  expect(firsts, person.email).toHaveLength(paragraphs.length);
  return mails;
}
