/**
 * The job table under several instances on one PostgreSQL database: the work is shared without
 * sending anything twice, an instance that stops between the commit and the send loses nothing,
 * and a job whose instance died while holding it is taken again once its lease ends.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../test/app.ts';
import type { TestClient } from '../test/client.ts';
import { createGroup, signedInClient } from '../test/factories.ts';
import { TestSmtpServer } from '../test/smtp.ts';
import { jobsOfType } from './queue.ts';

const smtp = new TestSmtpServer();
let smtpUrl: string;

beforeAll(async () => {
  smtpUrl = await smtp.start();
});
afterAll(async () => smtp.stop());
beforeEach(() => smtp.clear());

/** Verifies the owner's address by the link the server emails. */
async function verify(app: TestApp, client: TestClient, email: string) {
  await client.put(API_PATHS.accountEmail, { email });
  await app.app.jobs.runDue();
  const link = /https?:\/\/\S+verifyEmail\?token=[\w.-]+/.exec(smtp.to(email).at(-1)?.parsed.text ?? '')?.[0];
  const url = new URL(link!);
  expect((await client.get(url.pathname + url.search)).statusCode).toBe(303);
  smtp.clear();
}

/** `count` people ask to join the owner's private group: as many emails to the owner, queued. */
async function requests(app: TestApp, count: number) {
  const { id: groupId, owner } = await createGroup(app.app, { type: 'PRIVATE' });
  const email = `owner_${groupId}@example.test`;
  await verify(app, owner, email);
  for (let i = 0; i < count; i++) {
    const asker = await signedInClient(app.app);
    await asker.client.post(API_PATHS.membershipRequests, { groupId, userId: asker.user.login });
  }
  return email;
}

describe.skipIf(TEST_DIALECT !== 'postgres')('jobs on two instances of one PostgreSQL database', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await buildTestApp({ SMTP_URL: smtpUrl });
    second = await buildTestApp({ SMTP_URL: smtpUrl }, { schema: first.schema });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('share the due emails and send each once', async () => {
    const email = await requests(first, 40);
    const done = await Promise.all([first.app.jobs.runDue(), second.app.jobs.runDue()]);
    expect(
      done.every((n) => n > 0),
      `each instance took some: ${done.join(', ')}`,
    ).toBe(true);
    const mails = smtp.to(email);
    expect(mails).toHaveLength(40);
    expect(new Set(mails.map((m) => m.parsed.messageId)).size).toBe(40);
    expect(await Promise.all([first.app.jobs.runDue(), second.app.jobs.runDue()])).toEqual([0, 0]);
  });

  it('deliver what an instance committed but never sent, after it stopped', async () => {
    const quitter = await buildTestApp({ SMTP_URL: smtpUrl }, { schema: first.schema });
    const email = await requests(quitter, 1);
    // Stops with the notification and its email committed, before any job ran.
    await quitter.close();
    expect(smtp.to(email)).toEqual([]);
    await second.app.jobs.runDue();
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('take again a job whose instance died holding it, once its lease ended', async () => {
    const email = await requests(first, 1);
    const db = first.app.deps.db;
    const [job] = (await jobsOfType(db, 'email')).filter((j) => j.done_at === null && j.failed_at === null);
    // As an instance that claimed it and died leaves it: leased for a while yet.
    const leased = { attempts: 1, locked_until: new Date(Date.now() + 60_000).toISOString() };
    await db.updateTable('jobs').set(leased).where('id', '=', job!.id).execute();
    await second.app.jobs.runDue();
    expect(smtp.to(email)).toEqual([]);

    await db
      .updateTable('jobs')
      .set({ locked_until: new Date(Date.now() - 1).toISOString() })
      .where('id', '=', job!.id)
      .execute();
    await second.app.jobs.runDue();
    await first.app.jobs.runDue();
    expect(smtp.to(email)).toHaveLength(1);
  });
});
