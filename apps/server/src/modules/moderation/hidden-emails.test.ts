/**
 * Emails not yet sent about something a moderator hides (issue #27) are not sent: through HTTP
 * on a real database and a real SMTP server on loopback. The host of an event would be emailed
 * of a new comment; the comment is hidden before the job runs; no email goes. Restored, the
 * next comment's email goes as usual (the check is no blanket stop).
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { API_PATHS, type EventComment } from '@neighbourly/shared';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import type { TestClient } from '../../test/client.ts';
import { createEvent, createGroup, memberOfGroup, signedInClient } from '../../test/factories.ts';
import { TestSmtpServer, withVerifiedEmail as verifyEmailOf } from '../../test/smtp.ts';
import { setSiteRole } from './index.ts';

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

const withVerifiedEmail = (client: TestClient, email: string) => verifyEmailOf(t.app, smtp, client, email);

it('an email about a comment hidden before it went is never sent', async () => {
  const { id: groupId, owner } = await createGroup(t.app);
  const eventId = await createEvent(owner, groupId);
  await withVerifiedEmail(owner, 'host@example.test');
  const member = await memberOfGroup(t.app, groupId);
  const moderator = await signedInClient(t.app);
  await setSiteRole(t.app.deps.db, moderator.user.login, 'MODERATOR');
  const comment = async (text: string) => {
    const posted = await member.client.post(API_PATHS.eventComments, { groupId, eventId, comment: text });
    expect(posted.statusCode).toBe(201);
    return (posted.json().success.data as EventComment).id;
  };

  const spam = await comment('Buy cheap pills');
  const hidden = await moderator.client.post(API_PATHS.moderationActions, {
    subject: { type: 'COMMENT', commentId: spam },
    action: 'HIDE',
    reason: 'Spam',
  });
  expect(hidden.statusCode).toBe(200);
  await t.app.jobs.runDue();
  expect(smtp.to('host@example.test')).toEqual([]);

  await comment('See you at the totem poles');
  await t.app.jobs.runDue();
  const mails = smtp.to('host@example.test');
  expect(mails).toHaveLength(1);
  expect(mails[0]!.parsed.text).toContain('See you at the totem poles');
  expect(mails[0]!.parsed.text).not.toContain('Buy cheap pills');
});
