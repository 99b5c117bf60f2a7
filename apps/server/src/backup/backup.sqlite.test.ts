/**
 * `npm run backup` on SQLite while the server keeps writing (issue #32): a loop of writes runs
 * through the app during the whole backup; the archive is restored into a fresh place, a server
 * is started on it, and everything acknowledged before the backup began is there, image bytes too.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../test/app.ts';
import { TestClient } from '../test/client.ts';
import {
  createEvent,
  createGroup,
  fileUpload,
  makeImage,
  memberOfGroup,
  signedInClient,
} from '../test/factories.ts';
import { appOn, onlyArchiveIn, removeTemporaryFolders, runCli, temporaryFolder } from './test-cli.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ MESSAGING_ENABLED: 'true', RATE_LIMIT_MESSAGES_PER_MINUTE: '100000' });
});
afterAll(async () => {
  removeTemporaryFolders();
  await t?.close();
});

/** What one round of writes made, each part recorded once its request was answered. */
interface Written {
  login?: string;
  password?: string;
  groupId?: string;
  eventId?: number;
  comment?: string;
  message?: { to: string; text: string };
  image?: { url: string; bytes: Buffer };
}

const eventQuery = (groupId: string, eventId: number) => `groupId=${groupId}&eventId=${eventId}`;

/** A round: a person joins the shared group, makes a group and an event, comments, writes, and sometimes a cover. */
async function writeRound(shared: { groupId: string; ownerLogin: string }, round: number, into: Written[]) {
  const written: Written = {};
  into.push(written);
  const person = await memberOfGroup(t.app, shared.groupId);
  Object.assign(written, { login: person.user.login, password: person.user.password });
  const { id: groupId } = await createGroup(t.app, { owner: person.client });
  written.groupId = groupId;
  const eventId = await createEvent(person.client, groupId, { name: `Walk ${round}` });
  written.eventId = eventId;
  const comment = `Round ${round}: count me in`;
  const commented = await person.client.post(API_PATHS.eventComments, { groupId, eventId, comment });
  if (commented.statusCode !== 201 && commented.statusCode !== 200) throw new Error(commented.body);
  written.comment = comment;
  const text = `Hello from round ${round}`;
  const sent = await person.client.post(API_PATHS.messages, { userId: shared.ownerLogin, message: text });
  if (sent.statusCode >= 300) throw new Error(sent.body);
  written.message = { to: shared.ownerLogin, text };
  if (round % 3 === 0) {
    const url = `${API_PATHS.eventImage}?${eventQuery(groupId, eventId)}`;
    const upload = fileUpload('file', await makeImage('png', 40 + round, 30), 'cover.png', 'image/png');
    const stored = await person.client.post(url, upload.body, { headers: upload.headers });
    if (stored.statusCode !== 200) throw new Error(stored.body);
    written.image = { url, bytes: (await new TestClient(t.app).get(url)).rawPayload };
  }
}

/** Checks through HTTP that the server `app` has everything in `written`. */
async function expectPresent(app: TestApp['app'], written: Written[]) {
  const visitor = new TestClient(app);
  for (const w of written) {
    const person = new TestClient(app);
    if (w.login)
      expect((await person.signIn(w.login, w.password!)).statusCode, `sign-in ${w.login}`).toBe(200);
    if (w.groupId) expect((await visitor.get(`${API_PATHS.groups}?id=${w.groupId}`)).statusCode).toBe(200);
    if (w.eventId) {
      const event = await visitor.get(`${API_PATHS.events}?${eventQuery(w.groupId!, w.eventId)}`);
      expect(event.statusCode, `event ${w.eventId}`).toBe(200);
    }
    if (w.comment) {
      const list = await person.get(
        `${API_PATHS.eventCommentsForEvent}?${eventQuery(w.groupId!, w.eventId!)}`,
      );
      expect(list.json().success.data.map((c: { comment: string }) => c.comment)).toContain(w.comment);
    }
    if (w.message) {
      const history = await person.get(`${API_PATHS.messages}?userId=${w.message.to}`);
      expect(history.json().success.data.map((m: { message: string }) => m.message)).toContain(
        w.message.text,
      );
    }
    if (w.image) {
      const served = await visitor.get(w.image.url);
      expect(served.statusCode, w.image.url).toBe(200);
      expect(served.rawPayload.equals(w.image.bytes), `bytes of ${w.image.url}`).toBe(true);
    }
  }
}

describe.skipIf(TEST_DIALECT !== 'sqlite')('npm run backup / restore on SQLite', () => {
  it('backs up while writes go on; a server on the restored copy has all acknowledged before it began', async () => {
    const database = t.app.deps.config.database;
    if (database.dialect !== 'sqlite') throw new Error('SQLite only');
    const { client: owner, user } = await signedInClient(t.app);
    const { id: groupId } = await createGroup(t.app, { owner });
    const avatarUrl = `${API_PATHS.avatarImage}?userId=${user.login}`;
    const avatar = fileUpload('avatar', await makeImage('jpeg'), 'me.jpg', 'image/jpeg');
    expect((await owner.post(avatarUrl, avatar.body, { headers: avatar.headers })).statusCode).toBe(200);
    const written: Written[] = [
      {
        login: user.login,
        password: user.password,
        groupId,
        image: { url: avatarUrl, bytes: (await new TestClient(t.app).get(avatarUrl)).rawPayload },
      },
    ];

    // Writes go on, one round after another, until the backup has finished.
    let stop = false;
    let round = 0;
    const writing = (async () => {
      while (!stop) await writeRound({ groupId, ownerLogin: user.login }, ++round, written);
    })();
    let failed: unknown;
    writing.catch((error: unknown) => (failed = error));
    while (round < 4 && !failed) await new Promise((resolve) => setTimeout(resolve, 20));
    if (failed) throw failed;

    const dir = temporaryFolder('backups');
    // What was acknowledged when the backup starts: parts of a round are recorded once answered.
    const acknowledged = written.map((w) => ({ ...w }));
    // Each answered request adds a field to its round's record.
    const answered = () => written.reduce((n, w) => n + Object.keys(w).length, 0);
    const answeredBefore = answered();
    const env = { SQLITE_FILE: database.file, UPLOAD_DIR: t.app.deps.config.uploadDir };
    const backedUp = await runCli(['backup', dir], env);
    const answeredDuring = answered() - answeredBefore;
    stop = true;
    await writing;
    expect(backedUp, backedUp.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(answeredDuring, 'writes answered while the backup ran').toBeGreaterThan(0);
    const archive = onlyArchiveIn(dir);
    expect(backedUp.stdout).toContain(`Archive: ${archive}`);

    const fresh = temporaryFolder('restored');
    const target = {
      SQLITE_FILE: path.join(fresh, 'data', 'restored.sqlite'),
      UPLOAD_DIR: path.join(fresh, 'up'),
    };
    const restored = await runCli(['restore', archive], target);
    expect(restored, restored.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(restored.stdout).toContain('The server must be stopped during a restore');
    expect(restored.stdout).toMatch(/Rows: .*users \d+/);

    const app = await appOn(target);
    try {
      await expectPresent(app, acknowledged);
      expect(acknowledged.filter((w) => w.image).length).toBeGreaterThanOrEqual(2);
    } finally {
      await app.close();
    }
  }, 240_000);

  it('leaves the data-export ZIPs (UPLOAD_DIR/exports/) out: they are kept 7 days, backups longer', async () => {
    const { uploadDir, database } = t.app.deps.config;
    if (database.dialect !== 'sqlite') throw new Error('SQLite only');
    const { id, owner } = await createGroup(t.app);
    const cover = fileUpload('file', await makeImage(), 'cover.png', 'image/png');
    await owner.post(`${API_PATHS.groupImage}?groupId=${id}`, cover.body, { headers: cover.headers });
    // Where the export job's storage key (exports/<id>-<random>.zip) puts a ready ZIP.
    fs.mkdirSync(path.join(uploadDir, 'exports'), { recursive: true });
    fs.writeFileSync(path.join(uploadDir, 'exports', 'someone-abc.zip'), 'PK personal data');

    const dir = temporaryFolder('backups');
    const env = { SQLITE_FILE: database.file, UPLOAD_DIR: uploadDir };
    expect((await runCli(['backup', dir], env)).code).toBe(0);
    const entries: string[] = [];
    await tar.list({ file: onlyArchiveIn(dir), onReadEntry: (entry) => entries.push(entry.path) });
    expect(entries.filter((name) => name.startsWith('images/')).length).toBeGreaterThan(0);
    expect(entries.filter((name) => name.includes('exports'))).toEqual([]);
  }, 60_000);

  it('removes what a killed backup (kill -9) left in the folder, and not what a running one writes', async () => {
    const { uploadDir, database } = t.app.deps.config;
    if (database.dialect !== 'sqlite') throw new Error('SQLite only');
    const dir = temporaryFolder('backups');
    const host = os.hostname().replace(/[^A-Za-z0-9.]/g, '_');
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    const killed = `.neighbourly-backup-2026-11-26T010203Z-${host}-p${dead}-AbC123`;
    const running = `.neighbourly-backup-2026-11-26T010203Z-${host}-p${process.pid}-XyZ789`;
    fs.mkdirSync(path.join(dir, killed));
    fs.writeFileSync(path.join(dir, killed, 'database.sqlite'), 'a copy');
    fs.writeFileSync(path.join(dir, `${killed}.tar.gz.partial`), 'half an archive');
    fs.mkdirSync(path.join(dir, running));

    const made = await runCli(['backup', dir], { SQLITE_FILE: database.file, UPLOAD_DIR: uploadDir });
    expect(made, made.stderr).toMatchObject({ code: 0, stderr: '' });
    const left = fs.readdirSync(dir).sort();
    expect(left).toHaveLength(2);
    expect(left[0]).toBe(running);
    expect(left[1]).toMatch(/^neighbourly-backup-.*\.tar\.gz$/);
  }, 60_000);
});
