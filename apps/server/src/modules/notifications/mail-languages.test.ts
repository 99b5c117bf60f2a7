/**
 * Every email and notice in its recipient's language (issue #29): the account's, whoever caused
 * it; English for an account without one, exactly as before. People's own words stay as written.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, type Locale, type Notification } from '@neighbourly/shared';
import { formatDateTime } from '@neighbourly/i18n/dates';
import { notifications_kind_event_changed } from '@neighbourly/i18n/messages';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { TestClient } from '../../test/client.ts';
import { createEvent, createGroup, memberOfGroup, signedInClient } from '../../test/factories.ts';
import { TestSmtpServer, withVerifiedEmail as verifyEmailOf } from '../../test/smtp.ts';

const smtp = new TestSmtpServer();
let t: TestApp;
beforeAll(async () => {
  const smtpUrl = await smtp.start();
  t = await buildTestApp({ SMTP_URL: smtpUrl, MAIL_FROM: 'Neighbourly <hello@neighbourly.test>' });
});
afterAll(async () => {
  await t?.close();
  await smtp.stop();
});
beforeEach(() => smtp.clear());

const speaks = async (client: TestClient, login: string, locale: Locale) =>
  expect((await client.post(API_PATHS.users, { id: login, name: login, locale })).statusCode).toBe(200);
const notificationsOf = async (client: TestClient) =>
  (await client.get(API_PATHS.notifications)).json().success.data.items as Notification[];
const when = (iso: string, locale: Locale) => formatDateTime(iso, locale, 'America/Vancouver');

/** An English-speaking host's event, with a French, a Persian and an English member going. */
async function eventWithReaders() {
  const { id: groupId, owner } = await createGroup(t.app);
  const eventId = await createEvent(owner, groupId, { startsInHours: 72, name: 'Night market' });
  await t.app.jobs.runDue();
  const readers = { fr: 'fr', fa: 'fa', en: undefined } as const;
  const people: Record<string, { client: TestClient; email: string }> = {};
  for (const [key, locale] of Object.entries(readers)) {
    const member = await memberOfGroup(t.app, groupId);
    if (locale) await speaks(member.client, member.user.login, locale);
    const email = `${key}-${member.user.login}@example.test`;
    await verifyEmailOf(t.app, smtp, member.client, email);
    const going = await member.client.post(API_PATHS.eventParticipants, {
      groupId,
      eventId,
      userId: member.user.login,
    });
    expect(going.statusCode).toBe(201);
    people[key] = { client: member.client, email };
  }
  await t.app.jobs.runDue();
  smtp.clear();
  return { groupId, eventId, owner, people: people as Record<keyof typeof readers, (typeof people)[string]> };
}

/** The host moves the event a day on: everyone going is told. */
async function moveEvent(owner: TestClient, groupId: string, eventId: number) {
  const event = (await owner.get(`${API_PATHS.events}?groupId=${groupId}&eventId=${eventId}`)).json().success
    .data;
  const start = Date.parse(event.startDateTime) + 24 * 3_600_000;
  const moved = await owner.put(API_PATHS.events, {
    ...event,
    groupId,
    eventId,
    startDateTime: new Date(start).toISOString(),
    endDateTime: new Date(start + 3_600_000).toISOString(),
  });
  expect(moved.statusCode).toBe(200);
  await t.app.jobs.runDue();
  return { before: event.startDateTime as string, after: new Date(start).toISOString() };
}

describe('an email in the recipient’s language', () => {
  it('comes in French to a French-speaking member from an English-speaking host: subject and body', async () => {
    const { groupId, eventId, owner, people } = await eventWithReaders();
    const { before, after } = await moveEvent(owner, groupId, eventId);

    const [french] = smtp.to(people.fr.email);
    const text = `L'événement Night market a changé\u00a0: maintenant le ${when(after, 'fr')} (auparavant le ${when(before, 'fr')}).`;
    expect(french?.parsed.subject).toBe(`Neighbourly\u00a0: ${text}`);
    expect(french?.parsed.text).toContain(text);
    expect(french?.parsed.text).toContain('Ouvrir dans Neighbourly');
    expect(french?.parsed.text).toContain(
      `Vous recevez ce courriel parce que l'option «\u00a0${notifications_kind_event_changed({}, { locale: 'fr' })}\u00a0» est activée`,
    );
    expect(french?.parsed.html).toMatch(/<html lang="fr" dir="ltr"/);
    expect(french?.parsed.html).toContain('Se désabonner');
    // The unsubscribe page opens in French, whoever's browser opens it.
    expect(french?.parsed.text).toMatch(/\/unsubscribe\?token=[\w.-]+&lang=fr/);
    // The bell says it in French too.
    expect((await notificationsOf(people.fr.client))[0]?.text).toBe(text);
  });

  it('is laid out right to left in Persian', async () => {
    const { groupId, eventId, owner, people } = await eventWithReaders();
    const { after } = await moveEvent(owner, groupId, eventId);
    const [persian] = smtp.to(people.fa.email);
    expect(persian?.parsed.subject).toMatch(/^از Neighbourly: Night market تغییر کرد: اکنون /);
    expect(persian?.parsed.subject).toContain(when(after, 'fa'));
    expect(persian?.parsed.html).toMatch(/<html lang="fa" dir="rtl"/);
    expect(persian?.parsed.html).toContain('text-align:right');
    expect(persian?.parsed.html).not.toContain('text-align:left');
    expect(persian?.parsed.html).toContain('لغو اشتراک');
  });

  it('stays English, word for word, for an account without a language', async () => {
    const { groupId, eventId, owner, people } = await eventWithReaders();
    const { before, after } = await moveEvent(owner, groupId, eventId);
    const [english] = smtp.to(people.en.email);
    const text = `Night market changed: now ${when(after, 'en')} (was ${when(before, 'en')}).`;
    expect(english?.parsed.subject).toBe(`Neighbourly: ${text}`);
    expect(english?.parsed.text).toContain('Open in Neighbourly: ');
    expect(english?.parsed.text).toContain(
      'You get this email because “An event you attend changed time or place” is on in your notification settings.',
    );
    expect(english?.parsed.text).toMatch(/\/unsubscribe\?token=[\w.-]+\n/);
    expect(english?.parsed.html).toMatch(/<html lang="en" dir="ltr"/);
    expect((await notificationsOf(people.en.client))[0]?.text).toBe(text);
  });

  it('sends the address check in the language of the account that asked', async () => {
    const { client, user } = await signedInClient(t.app);
    await speaks(client, user.login, 'zh-Hant');
    expect((await client.put(API_PATHS.accountEmail, { email: 'zh@example.test' })).statusCode).toBe(200);
    await t.app.jobs.runDue();
    const [mail] = smtp.to('zh@example.test');
    expect(mail?.parsed.subject).toBe('Neighbourly：請確認您的電子郵件地址');
    expect(mail?.parsed.text).toContain('確認此地址：');
    expect(mail?.parsed.html).toMatch(/<html lang="zh-Hant" dir="ltr"/);
  });

  it('tells a French-speaking host in French what an English-speaking member did', async () => {
    const { id: groupId, owner } = await createGroup(t.app);
    const ownerId = (await owner.get(API_PATHS.usersSelf)).json().success.data.id as string;
    await speaks(owner, ownerId, 'fr');
    const eventId = await createEvent(owner, groupId, {
      startsInHours: 72,
      name: 'Night market',
      participantsLimit: 1,
    });
    await t.app.jobs.runDue();
    const member = await memberOfGroup(t.app, groupId);
    await member.client.post(API_PATHS.eventParticipants, { groupId, eventId, userId: member.user.login });
    await t.app.jobs.runDue();
    const texts = (await notificationsOf(owner)).map((n) => n.text);
    expect(texts).toContainEqual(
      expect.stringMatching(
        /^L'événement Night market \(.+\) est complet\u00a0: sa seule place est prise\.$/,
      ),
    );
    expect(texts).toContainEqual(expect.stringMatching(/^1 nouveau participant à Night market \(.+\)\.$/));
  });
});
