/**
 * `npm run backup` / `npm run restore` on PostgreSQL (issue #32): pg_dump of a throwaway
 * database, restored by pg_restore into a second, fresh one that a server then serves (images
 * are in the database there); a non-empty database is refused without --force; a pg_dump older
 * than the server is refused with both versions named.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { TEST_DIALECT } from '../test/app.ts';
import { TestClient } from '../test/client.ts';
import { createEvent, createGroup, DEFAULT_PASSWORD, fileUpload, makeImage } from '../test/factories.ts';
import { throwawayDatabase, type ThrowawayDatabase } from '../test/throwaway-database.ts';
import { appOn, onlyArchiveIn, removeTemporaryFolders, runCli, temporaryFolder } from './test-cli.ts';

const created: ThrowawayDatabase[] = [];

/** A new, empty database; its URL. Dropped after the tests. */
async function freshDatabaseUrl(): Promise<string> {
  const database = await throwawayDatabase('neighbourly_backup');
  created.push(database);
  return database.url.toString();
}

afterAll(async () => {
  removeTemporaryFolders();
  for (const database of created) await database.drop();
});

describe.skipIf(TEST_DIALECT !== 'postgres')('npm run backup / restore on PostgreSQL', () => {
  let source: string;
  let archive: string;
  const seen: { groupId?: string; eventId?: number; login?: string; cover?: Buffer } = {};

  beforeAll(async () => {
    source = await freshDatabaseUrl();
    const app = await appOn({ DATABASE_URL: source, UPLOAD_DIR: temporaryFolder('unused-uploads') });
    try {
      const { id, owner } = await createGroup(app);
      const cover = fileUpload('file', await makeImage(), 'cover.png', 'image/png');
      await owner.post(`${API_PATHS.groupImage}?groupId=${id}`, cover.body, { headers: cover.headers });
      seen.groupId = id;
      seen.eventId = await createEvent(owner, id);
      seen.login = (await owner.get(API_PATHS.usersSelf)).json().success.data.id;
      seen.cover = (await new TestClient(app).get(`${API_PATHS.groupImage}?groupId=${id}`)).rawPayload;
    } finally {
      await app.close();
    }
  });

  it('dumps with pg_dump and restores into a fresh database a server then serves', async () => {
    const dir = temporaryFolder('pg-backups');
    const made = await runCli(['backup', dir], { DATABASE_URL: source });
    expect(made, made.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(made.stdout).toContain('the images (kept in the database)');
    archive = onlyArchiveIn(dir);

    const target = await freshDatabaseUrl();
    const restored = await runCli(['restore', archive], { DATABASE_URL: target });
    expect(restored, restored.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(restored.stdout).toMatch(/Rows: .*groups 1/);

    const app = await appOn({ DATABASE_URL: target, UPLOAD_DIR: temporaryFolder('unused-uploads') });
    try {
      const visitor = new TestClient(app);
      expect((await visitor.get(`${API_PATHS.groups}?id=${seen.groupId}`)).statusCode).toBe(200);
      const event = await visitor.get(`${API_PATHS.events}?groupId=${seen.groupId}&eventId=${seen.eventId}`);
      expect(event.statusCode).toBe(200);
      expect((await new TestClient(app).signIn(seen.login!, DEFAULT_PASSWORD)).statusCode).toBe(200);
      const cover = await visitor.get(`${API_PATHS.groupImage}?groupId=${seen.groupId}`);
      expect(cover.statusCode).toBe(200);
      expect(cover.rawPayload.equals(seen.cover!)).toBe(true);
    } finally {
      await app.close();
    }

    const again = await runCli(['restore', archive], { DATABASE_URL: target });
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/is not empty .*--force/);
    const forced = await runCli(['restore', archive, '--force'], { DATABASE_URL: target });
    expect(forced, forced.stderr).toMatchObject({ code: 0, stderr: '' });
  }, 240_000);

  it('refuses, even with --force, a database holding tables the archive lacks, and changes nothing', async () => {
    // A newer schema's table, say: pg_restore --clean would leave it (and its rows) beside the restored ones.
    const target = await freshDatabaseUrl();
    expect((await runCli(['restore', archive], { DATABASE_URL: target })).code).toBe(0);
    const client = new pg.Client({ connectionString: target });
    await client.connect();
    try {
      await client.query('CREATE TABLE later_feature (id int); INSERT INTO later_feature VALUES (1)');
      await client.query('DELETE FROM groups');
      const forced = await runCli(['restore', archive, '--force'], { DATABASE_URL: target });
      expect(forced.code).toBe(1);
      expect(forced.stderr.trim()).toMatch(/^The database .* has tables the archive lacks \(later_feature\)/);
      expect((await client.query('SELECT COUNT(*)::int AS n FROM later_feature')).rows[0].n).toBe(1);
      expect((await client.query('SELECT COUNT(*)::int AS n FROM groups')).rows[0].n).toBe(0);
    } finally {
      await client.end();
    }
  }, 120_000);

  it('stops pg_dump when it is stopped itself (SIGTERM), leaving nothing in the folder', async () => {
    // A pg_dump that says its pid and then takes its time, as on a large database.
    const fakeBin = temporaryFolder('slow-bin');
    const pidFile = path.join(fakeBin, 'pid');
    fs.writeFileSync(
      path.join(fakeBin, 'pg_dump'),
      `#!/bin/sh\nif [ "$1" = --version ]; then echo "pg_dump (PostgreSQL) 99.0"; exit 0; fi\necho $$ > ${pidFile}\nexec sleep 60\n`,
      { mode: 0o755 },
    );
    const dir = temporaryFolder('pg-backups');
    const cli = spawn(process.execPath, [path.join(import.meta.dirname, 'cli.ts'), 'backup', dir], {
      env: { PATH: `${fakeBin}:${process.env.PATH ?? ''}`, LOG_LEVEL: 'silent', DATABASE_URL: source },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => cli.on('exit', resolve));
    while (!fs.existsSync(pidFile) || fs.readFileSync(pidFile, 'utf8').trim() === '') {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const dumpPid = Number(fs.readFileSync(pidFile, 'utf8'));
    cli.kill('SIGTERM');
    expect(await exited).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Gone, or a zombie (killed, not yet reaped: this container's first process may never reap it).
    const status = fs.existsSync(`/proc/${dumpPid}/status`)
      ? fs.readFileSync(`/proc/${dumpPid}/status`, 'utf8')
      : '';
    const alive = status !== '' && !/^State:\s+Z/m.test(status);
    if (alive) process.kill(dumpPid, 'SIGKILL');
    expect(alive, 'pg_dump still running').toBe(false);
    expect(fs.readdirSync(dir)).toEqual([]);
  }, 60_000);

  it('refuses a pg_dump older than the server, naming both versions, and writes nothing', async () => {
    const fakeBin = temporaryFolder('fake-bin');
    fs.writeFileSync(path.join(fakeBin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', {
      mode: 0o755,
    });
    const client = new pg.Client({ connectionString: source });
    await client.connect();
    const serverMajor = Math.floor(
      Number((await client.query('SHOW server_version_num')).rows[0].server_version_num) / 10000,
    );
    await client.end();

    const dir = temporaryFolder('pg-backups');
    const result = await runCli(['backup', dir], {
      DATABASE_URL: source,
      PATH: `${fakeBin}:${process.env.PATH ?? ''}`,
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `pg_dump 9.6.24 is older than the PostgreSQL server (${serverMajor}): install PostgreSQL ${serverMajor}'s client tools (or newer) and put them first on PATH.`,
    );
    expect(fs.readdirSync(dir)).toEqual([]);
  }, 60_000);
});
