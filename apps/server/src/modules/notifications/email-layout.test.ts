/**
 * Every kind of email in its one layout, as a mail program shows it: the messages a real SMTP
 * server received (the address's confirmation, notifications, unread messages), their HTML
 * opened in Debian's Chromium at 360 px (a phone) and 800 px wide with the logo's cid: link
 * pointing at the attached logo. Nothing scrolls sideways, even with 100-character names without
 * a space (the longest the API takes) or longer words; the button and the logo show; the footer's
 * Unsubscribe link carries its token only in its address; nothing is fetched from anywhere.
 * With EMAIL_SCREENSHOTS_DIR set, each email is also saved there as PNGs to look at.
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS, NOTIFICATION_KIND_LABELS, type NotificationKind } from '@neighbourly/shared';
import { simpleParser } from 'mailparser';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { TestClient } from '../../test/client.ts';
import { createEvent, signedInClient } from '../../test/factories.ts';
import { TestSmtpServer, type ReceivedMail } from '../../test/smtp.ts';
import { LOGO_CID } from '../../mail/layout.ts';
import { notificationMail } from './emails.ts';

const CHROMIUM = '/usr/bin/chromium';
const WIDTHS = [360, 800];
const screenshots = process.env.EMAIL_SCREENSHOTS_DIR;

let t: TestApp;
let browser: Browser;
/** One page for every email: a new browser context each time costs a second or more here. */
let page: Page;
/** What the page asked the network for: nothing, as a mail program would show it offline. */
const fetched: string[] = [];
const smtp = new TestSmtpServer();

beforeAll(async () => {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium`);
  t = await buildTestApp({ SMTP_URL: await smtp.start(), MESSAGING_ENABLED: 'true' });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  page = await browser.newPage();
  await page.route('**/*', (route) => {
    fetched.push(route.request().url());
    return route.abort();
  });
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
  await smtp.stop();
});

/** The HTML of a received email with each cid: link replaced by its inline part as a data: URL. */
async function htmlOf(mail: ReceivedMail) {
  const parsed = await simpleParser(mail.raw, { keepCidLinks: true });
  let html = String(parsed.html);
  const inline = parsed.attachments.filter((a) => a.related && a.cid);
  for (const part of inline) {
    html = html.replaceAll(
      `cid:${part.cid}`,
      `data:${part.contentType};base64,${part.content.toString('base64')}`,
    );
  }
  return { html, inlineIds: inline.map((part) => part.cid) };
}

interface Expected {
  button: string;
  /** Where the footer's Unsubscribe link goes; undefined: the email has none. */
  unsubscribe?: string;
}

interface PageFacts {
  scrollWidth: number;
  text: string;
  logo: { complete: boolean; width: number }[];
}

/** Opens the email at each width and checks what a reader sees. */
async function expectFitsAndShows(name: string, html: string, expected: Expected) {
  for (const width of WIDTHS) {
    const where = `${name} at ${width} px`;
    fetched.length = 0;
    await page.setViewportSize({ width, height: 720 });
    await page.setContent(html, { waitUntil: 'load' });
    expect(fetched, `${where}: fetched nothing`).toEqual([]);
    // A string, evaluated in the page: the server's TypeScript knows no DOM.
    const layout = await page.evaluate<PageFacts>(`({
      scrollWidth: document.documentElement.scrollWidth,
      text: document.body.innerText,
      logo: [...document.images].map((img) => ({ complete: img.complete, width: img.naturalWidth })),
    })`);
    expect(layout.scrollWidth, `${where}: scrolls sideways`).toBeLessThanOrEqual(width);
    expect(layout.logo, `${where}: the logo`).toEqual([{ complete: true, width: 72 }]);
    const button = page.getByRole('link', { name: expected.button, exact: true });
    expect(await button.isVisible(), `${where}: the button`).toBe(true);
    const box = (await button.boundingBox())!;
    expect(box.x + box.width, `${where}: the button fits`).toBeLessThanOrEqual(width);
    expect(box.height, `${where}: the button is big enough to tap`).toBeGreaterThanOrEqual(44);
    // A signed link is an address to follow, never words to read.
    expect(layout.text, `${where}: a token as text`).not.toContain('token=');
    const unsubscribe = page.getByRole('link', { name: 'Unsubscribe', exact: true });
    if (expected.unsubscribe) {
      expect(await unsubscribe.getAttribute('href'), `${where}: Unsubscribe`).toBe(expected.unsubscribe);
      expect(await unsubscribe.isVisible(), `${where}: Unsubscribe shows`).toBe(true);
    } else {
      expect(await unsubscribe.count(), `${where}: an Unsubscribe link`).toBe(0);
    }
    if (screenshots) {
      fs.mkdirSync(screenshots, { recursive: true });
      await page.screenshot({ path: path.join(screenshots, `${name}-${width}.png`), fullPage: true });
    }
  }
}

/** The text part's "label: url" line's URL. */
const lineOf = (text: string, label: string) =>
  new RegExp(`^${label}: (https?://\\S+)$`, 'm').exec(text)?.[1];

/** Takes the one email that reached `address` since the last call. */
function onlyMailTo(address: string) {
  const mails = smtp.to(address);
  expect(mails, `one email to ${address}`).toHaveLength(1);
  smtp.clear();
  return mails[0]!;
}

/** The received notification email: its HTML in the browser, its text part's lines. */
async function expectNotificationMail(name: string, mail: ReceivedMail, kind: NotificationKind) {
  const text = mail.parsed.text ?? '';
  const unsubscribe = lineOf(text, 'Unsubscribe');
  expect(unsubscribe, `${name}: the text part's Unsubscribe line`).toMatch(/\/unsubscribe\?token=[\w.-]+$/);
  expect(lineOf(text, 'Open in Neighbourly'), name).toMatch(/^http:\/\/localhost:\d+\//);
  expect(lineOf(text, 'Notification settings'), name).toMatch(/\/settings\/notifications$/);
  expect(text, name).toContain(
    `You get this email because “${NOTIFICATION_KIND_LABELS[kind]}” is on in your notification settings.`,
  );
  const { html, inlineIds } = await htmlOf(mail);
  expect(inlineIds, `${name}: the logo is attached inline`).toEqual([LOGO_CID]);
  await expectFitsAndShows(name, html, { button: 'Open in Neighbourly', unsubscribe });
}

async function verifiedPerson(name: string, email: string) {
  const person = await signedInClient(t.app, { name });
  expect((await person.client.put(API_PATHS.accountEmail, { email })).statusCode).toBe(200);
  await t.app.jobs.runDue();
  const mail = onlyMailTo(email);
  const link = lineOf(mail.parsed.text ?? '', 'Confirm this address')!;
  expect((await person.client.get(new URL(link).pathname + new URL(link).search)).statusCode).toBe(303);
  return { ...person, verification: mail };
}

describe('the email layout', () => {
  it('fits a 360 px phone and shows its logo, button and footer, in every kind of email', async () => {
    const reader = await verifiedPerson('Rita Reader', 'rita@example.test');
    const { html, inlineIds } = await htmlOf(reader.verification);
    expect(inlineIds).toEqual([LOGO_CID]);
    await expectFitsAndShows('verification', html, { button: 'Confirm this address' });

    // A group and an event whose names are as long as the API takes, without a space.
    const owner = (await signedInClient(t.app)).client;
    const groupId = `g_${Date.now().toString(36)}`;
    const created = await owner.post(API_PATHS.groups, {
      id: groupId,
      name: 'Kitsilano'.padEnd(100, 'x'),
      description: 'All welcome.',
      type: 'PUBLIC',
      tags: ['community'],
    });
    expect(created.statusCode).toBe(201);
    expect(
      (await reader.client.post(API_PATHS.groupMembers, { groupId, userId: reader.user.login })).statusCode,
    ).toBe(201);
    await reader.client.put(API_PATHS.notificationPreferences, { kinds: { newEvent: true } });
    await createEvent(owner, groupId, { name: 'Sunset'.padEnd(100, 'y') });
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    await expectNotificationMail('new-event', onlyMailTo('rita@example.test'), 'newEvent');

    await sendUnread(owner, reader.user.login);
    await expectNotificationMail('unread-messages', onlyMailTo('rita@example.test'), 'unreadMessages');
  });

  it('wraps a word longer than the screen is wide: a 120-character name, a long address', async () => {
    const word = 'Strathcona'.padEnd(120, 'z');
    const mail = notificationMail({
      kind: 'newRequest',
      text: `${word} asks to join https://example.com/${'a'.repeat(150)}.`,
      url: 'https://neighbourly.test/group/g1?tab=requests',
      unsubscribeUrl: `https://neighbourly.test/unsubscribe?token=${'t'.repeat(300)}`,
      settingsUrl: 'https://neighbourly.test/settings/notifications',
      homeUrl: 'https://neighbourly.test/',
    });
    const [logo] = mail.attachments;
    const html = mail.html.replaceAll(
      `cid:${logo!.cid}`,
      `data:${logo!.contentType};base64,${logo!.content}`,
    );
    await expectFitsAndShows('long-word', html, {
      button: 'Open in Neighbourly',
      unsubscribe: `https://neighbourly.test/unsubscribe?token=${'t'.repeat(300)}`,
    });
  });
});

/** A message from `sender` still unread 15 minutes later: its email goes out. */
async function sendUnread(sender: TestClient, recipientId: string) {
  expect((await sender.post(API_PATHS.messages, { userId: recipientId, message: 'Lunch?' })).statusCode).toBe(
    201,
  );
  // The check is due 15 minutes after the message: make it due now.
  await t.app.deps.db
    .updateTable('jobs')
    .set({ run_at: new Date().toISOString() })
    .where('type', '=', 'unreadMessages')
    .execute();
  await t.app.jobs.runDue();
}
