/**
 * "Download my data" (issue #32): who may call, one job per ask while building, what the ZIP
 * holds, expiry and the prune, the email, the rate limit and account deletion.
 */
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT, API_PATHS, type AccountExport } from '@neighbourly/shared';
import { jobsOfType } from '../../jobs/queue.repository.ts';
import { buildTestApp, type TestApp } from '../../test/app.ts';
import { TestClient } from '../../test/client.ts';
import { createEvent, createGroup, fileUpload, makeImage, signedInClient } from '../../test/factories.ts';
import { TestSmtpServer, withVerifiedEmail } from '../../test/smtp.ts';
import { pruneExports } from './account-export.jobs.ts';
import { BUILD_EXPORT_JOB } from './account-export.service.ts';

const smtp = new TestSmtpServer();
let t: TestApp;
beforeAll(async () => {
  const smtpUrl = await smtp.start();
  t = await buildTestApp({ SMTP_URL: smtpUrl, PUBLIC_URL: 'https://neighbourly.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

const statusOf = async (client: TestClient) => {
  const response = await client.get(API_PATHS.accountExport);
  expect(response.statusCode).toBe(200);
  return response.json().success.data as AccountExport;
};
const ask = async (client: TestClient) => {
  const response = await client.post(API_PATHS.accountExport);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().success.data as AccountExport;
};
const rowOf = (id: string) =>
  t.app.deps.db.selectFrom('account_exports').selectAll().where('id', '=', id).executeTakeFirst();

/** Asks, runs the jobs, and returns the ready export and its unzipped files. */
async function readyExport(client: TestClient) {
  const asked = await ask(client);
  await t.app.jobs.runDue();
  const ready = await statusOf(client);
  expect(ready).toMatchObject({ status: 'ready', id: asked.id, progress: 100 });
  const download = await client.get(ready.downloadUrl!);
  expect(download.statusCode).toBe(200);
  return { ready, download, files: unzipSync(new Uint8Array(download.rawPayload)) };
}

describe('who may call', () => {
  it('answers visitors 401 on the status, the ask and the download', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get(API_PATHS.accountExport)).statusCode).toBe(401);
    expect((await visitor.post(API_PATHS.accountExport)).statusCode).toBe(401);
    expect((await visitor.get(API_PATHS.accountExportDownload)).statusCode).toBe(401);
  });

  it('refuses an ask without the CSRF token (403), and starts nothing', async () => {
    const { client } = await signedInClient(t.app);
    expect((await client.post(API_PATHS.accountExport, undefined, { csrf: false })).statusCode).toBe(403);
    expect((await statusOf(client)).status).toBe('none');
  });

  it("never gives another person's ZIP (404), nor says whether it exists", async () => {
    const { client: owner } = await signedInClient(t.app);
    const { ready } = await readyExport(owner);
    const { client: other } = await signedInClient(t.app);
    const taken = await other.get(ready.downloadUrl!);
    expect(taken.statusCode).toBe(404);
    expect(taken.headers['content-type']).toContain('application/json');
    const unknown = await other.get(`${API_PATHS.accountExportDownload}?id=${'x'.repeat(24)}`);
    expect(unknown.json()).toEqual(taken.json());
  });

  it('refuses a malformed id with 400 and a clear message', async () => {
    const { client } = await signedInClient(t.app);
    const response = await client.get(
      `${API_PATHS.accountExportDownload}?id=${encodeURIComponent('../../x')}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('This download link is not valid.');
  });
});

describe('asking', () => {
  it('starts one job however often it is asked while building, and says building', async () => {
    const { client } = await signedInClient(t.app);
    expect(await statusOf(client)).toMatchObject({ status: 'none', id: null, downloadUrl: null });
    const first = await ask(client);
    const second = await ask(client);
    expect(first).toMatchObject({ status: 'building', progress: 0, downloadUrl: null });
    expect(second.id).toBe(first.id);
    const jobs = (await jobsOfType(t.app.deps.db, BUILD_EXPORT_JOB)).filter((job) =>
      job.payload.includes(first.id!),
    );
    expect(jobs).toHaveLength(1);
    const download = await client.get(`${API_PATHS.accountExportDownload}?id=${first.id}`);
    expect(download.statusCode).toBe(409);
  });

  it(`allows ${ACCOUNT_EXPORT.asksPerDay} asks a day (429 after, with Retry-After)`, async () => {
    const { client } = await signedInClient(t.app);
    for (let i = 0; i < ACCOUNT_EXPORT.asksPerDay; i++) await ask(client);
    const refused = await client.post(API_PATHS.accountExport);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toContain('You can ask for a copy of your data 3 times a day.');
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('the ZIP', () => {
  it('holds the person’s own data as JSON, their avatar, and index.html, as an attachment', async () => {
    const { client, user } = await signedInClient(t.app, { name: 'Dana Export' });
    const upload = fileUpload('avatar', await makeImage('png'), 'me.png', 'image/png');
    const uploaded = await client.post(`${API_PATHS.avatarImage}?userId=${user.login}`, upload.body, {
      headers: upload.headers,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { download, files } = await readyExport(client);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="neighbourly-data-.+\.zip"$/,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    const profile = JSON.parse(strFromU8(files['profile.json']!));
    expect(profile).toMatchObject({ login: user.login, name: 'Dana Export' });
    for (const name of ['groups', 'memberships', 'events', 'rsvps', 'comments', 'messages', 'notifications'])
      expect(files[`${name}.json`], name).toBeDefined();
    expect(files['images/avatar.png']!.length).toBeGreaterThan(100);
    expect(strFromU8(files['index.html']!)).toContain('Dana Export');
  });

  it('escapes every text in index.html and carries no script', async () => {
    const name = '<img src=x onerror=alert(1)>';
    const { client } = await signedInClient(t.app, { name });
    // The person's group, event and comment carry markup too.
    const { id: groupId } = await createGroup(t.app, { owner: client });
    await t.app.deps.db
      .updateTable('groups')
      .set({ name: '<script>alert("group")</script>' })
      .where('id', '=', groupId)
      .execute();
    const eventId = await createEvent(client, groupId, { name: '"><svg onload=alert(2)>' });
    const commented = await client.post(API_PATHS.eventComments, {
      groupId,
      eventId,
      comment: '<iframe src="javascript:alert(3)"></iframe>',
    });
    expect(commented.statusCode, commented.body).toBe(201);
    const { files } = await readyExport(client);
    const html = strFromU8(files['index.html']!);
    expect(html).not.toContain(name);
    expect(html).not.toMatch(/<script|<svg|<iframe|<img src=x/i);
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).toContain('&#60;script&#62;alert(&#34;group&#34;)&#60;/script&#62;');
    expect(html).toContain('&#60;iframe src=&#34;javascript:alert(3)&#34;&#62;&#60;/iframe&#62;');
    expect(html).toContain("default-src 'none'");
  });
});

describe("index.html's words", () => {
  it('names roles and privacy in the person’s language, not as the API’s codes', async () => {
    const { client, user } = await signedInClient(t.app);
    const { id: groupId } = await createGroup(t.app, { owner: client });
    await createEvent(client, groupId, { name: 'Soup night' });
    await t.app.deps.db.updateTable('users').set({ locale: 'fr' }).where('id', '=', user.login).execute();
    const html = strFromU8((await readyExport(client)).files['index.html']!);
    for (const code of ['OWNER', 'HOST', 'PUBLIC']) expect(html).not.toMatch(new RegExp(`· ${code}\\b`));
    for (const words of ['Propriétaire du groupe', 'Groupe public', 'Hôte']) expect(html).toContain(words);
  });
});

describe('expiry', () => {
  it('answers 410 past 7 days; the prune deletes the file and the status says expired', async () => {
    const { client } = await signedInClient(t.app);
    const { ready } = await readyExport(client);
    const row = (await rowOf(ready.id!))!;
    expect(Date.parse(row.expires_at!) - Date.parse(row.finished_at!)).toBe(
      ACCOUNT_EXPORT.keepDays * 86_400_000,
    );
    expect(await t.app.deps.storage.get(row.storage_key!)).not.toBeNull();
    await t.app.deps.db
      .updateTable('account_exports')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', ready.id!)
      .execute();
    const gone = await client.get(ready.downloadUrl!);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error.message).toContain('kept for 7 days');
    expect(await pruneExports(t.app.deps)).toBeGreaterThanOrEqual(1);
    expect(await t.app.deps.storage.get(row.storage_key!)).toBeNull();
    expect(await statusOf(client)).toMatchObject({ status: 'expired', downloadUrl: null });
    expect((await client.get(ready.downloadUrl!)).statusCode).toBe(410);
  });
});

describe('a build that keeps failing', () => {
  it('is marked failed after three attempts (409 on its download), and may be asked for again', async () => {
    const { client } = await signedInClient(t.app);
    const storage = t.app.deps.storage;
    const put = storage.put.bind(storage);
    // The storage refuses every write (a full disk) while this export is tried.
    storage.put = () => Promise.reject(new Error('No space left on device'));
    let asked: AccountExport;
    try {
      asked = await ask(client);
      for (let attempt = 1; attempt <= 3; attempt++) {
        // Its next try is due now rather than after the runner's back-off.
        await t.app.deps.db
          .updateTable('jobs')
          .set({ run_at: new Date(Date.now() - 1000).toISOString() })
          .where('key', '=', `${BUILD_EXPORT_JOB}:${asked.id}`)
          .execute();
        await t.app.jobs.runDue();
        expect((await statusOf(client)).status).toBe(attempt < 3 ? 'building' : 'failed');
      }
    } finally {
      storage.put = put;
    }
    expect((await client.get(`${API_PATHS.accountExportDownload}?id=${asked.id}`)).statusCode).toBe(409);
    const again = await ask(client);
    expect(again).toMatchObject({ status: 'building' });
    expect(again.id).not.toBe(asked.id);
    await t.app.jobs.runDue();
    expect((await statusOf(client)).status).toBe('ready');
  });
});

describe('telling the person', () => {
  it('notifies them and emails the link once, in the mail layout', async () => {
    const { client, user } = await signedInClient(t.app);
    const email = `${user.login}@example.test`;
    await withVerifiedEmail(t.app, smtp, client, email);
    await readyExport(client);
    await t.app.jobs.runDue();
    await t.app.jobs.runDue();
    const mails = smtp.to(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.text).toContain('https://neighbourly.test/settings/accountManagement');
    expect(mails[0]!.parsed.html).toContain('https://neighbourly.test/settings/accountManagement');
    const notifications = (await client.get(API_PATHS.notifications)).json().success.data.items;
    expect(notifications).toEqual([
      expect.objectContaining({ kind: 'dataExportReady', link: '/settings/accountManagement' }),
    ]);
  });
});

describe('account deletion', () => {
  it('deletes the person’s exports and their files', async () => {
    const { client, user } = await signedInClient(t.app);
    const { ready } = await readyExport(client);
    const key = (await rowOf(ready.id!))!.storage_key!;
    expect((await client.delete(`${API_PATHS.users}?id=${user.login}`)).statusCode).toBe(200);
    expect(await rowOf(ready.id!)).toBeUndefined();
    expect(await t.app.deps.storage.get(key)).toBeNull();
  });
});
