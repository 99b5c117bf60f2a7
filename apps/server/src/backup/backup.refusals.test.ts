/**
 * What `npm run backup` / `npm run restore` refuse (issue #32, "Bad input"): each with exit code
 * 1, one clear line on stderr, and nothing written — no database, no image, no temporary file.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@neighbourly/shared';
import { buildTestApp, TEST_DIALECT, type TestApp } from '../test/app.ts';
import { createGroup, fileUpload, makeImage } from '../test/factories.ts';
import { makeManifest, type Manifest } from './manifest.ts';
import { onlyArchiveIn, removeTemporaryFolders, runCli, temporaryFolder } from './test-cli.ts';

let t: TestApp;
let archive: string;
beforeAll(async () => {
  t = await buildTestApp();
  if (TEST_DIALECT !== 'sqlite') return;
  const { id, owner } = await createGroup(t.app);
  const cover = fileUpload('file', await makeImage(), 'cover.png', 'image/png');
  await owner.post(`${API_PATHS.groupImage}?groupId=${id}`, cover.body, { headers: cover.headers });
  const made = await runCli(['backup', temporaryFolder('backups')], sourceEnv());
  if (made.code !== 0) throw new Error(made.stderr);
  archive = /Archive: (\S+)/.exec(made.stdout)![1]!;
});
afterAll(async () => {
  removeTemporaryFolders();
  await t?.close();
});

function sourceEnv(): Record<string, string> {
  const { database, uploadDir } = t.app.deps.config;
  return database.dialect === 'sqlite' ? { SQLITE_FILE: database.file, UPLOAD_DIR: uploadDir } : {};
}

/** A fresh place to restore into, inside a folder of its own (so what is left there can be listed). */
function freshTarget() {
  const root = temporaryFolder('target');
  return {
    root,
    env: { SQLITE_FILE: path.join(root, 'db', 'restored.sqlite'), UPLOAD_DIR: path.join(root, 'up') },
  };
}

/** Every path under `root`, relative. */
const everything = (root: string) => fs.readdirSync(root, { recursive: true }).map(String).sort();

/** The archive unpacked into a folder, changed by `change`, and packed again in the same order. */
async function repacked(change: (folder: string, manifest: Manifest) => Manifest | void): Promise<string> {
  const folder = temporaryFolder('unpacked');
  await tar.extract({ file: archive, cwd: folder });
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest;
  const changed = change(folder, manifest) ?? manifest;
  fs.writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(changed));
  const out = path.join(temporaryFolder('altered'), 'neighbourly-backup-altered.tar.gz');
  await tar.create({ gzip: true, file: out, cwd: folder, portable: true }, [
    'manifest.json',
    ...changed.files.map((f) => f.path),
  ]);
  return out;
}

/** The archive with one more entry named `name` (listed in a resealed manifest, or not). */
async function withExtraEntry(name: string, listed: boolean): Promise<string> {
  const folder = temporaryFolder('slip');
  await tar.extract({ file: archive, cwd: folder });
  fs.writeFileSync(path.join(folder, 'extra.txt'), 'hello');
  const original = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest;
  const extra = { path: name, size: 5, sha256: createHash('sha256').update('hello').digest('hex') };
  const manifest = listed ? resealed(original, { files: [...original.files, extra] }) : original;
  fs.writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
  const out = path.join(temporaryFolder('slip-out'), 'slip.tar.gz');
  await tar.create(
    {
      gzip: true,
      file: out,
      cwd: folder,
      preservePaths: true,
      // Renamed on its way in: tar itself would refuse to read a file at such a path.
      onWriteEntry: (entry) => {
        if (entry.path === 'extra.txt') entry.path = name;
      },
    },
    ['manifest.json', ...original.files.map((f) => f.path), 'extra.txt'],
  );
  return out;
}

/** A manifest whose own checksum is right again, as a careful forger would make it. */
const resealed = (manifest: Manifest, change: Partial<Manifest>) => {
  const { dialect, schemaVersion, createdAt, tables, files } = { ...manifest, ...change };
  return makeManifest({ dialect, schemaVersion, createdAt, tables, files });
};

async function expectRefused(file: string, words: RegExp, args: string[] = []) {
  const target = freshTarget();
  const result = await runCli(['restore', file, ...args], target.env);
  expect(result.code, result.stderr).toBe(1);
  expect(result.stderr.trim()).toMatch(words);
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  expect(everything(target.root), 'nothing written').toEqual([]);
}

describe.skipIf(TEST_DIALECT !== 'sqlite')('npm run restore refuses', () => {
  it('a truncated archive, and a file that is no archive', async () => {
    const bytes = fs.readFileSync(archive);
    for (const length of [bytes.length - 1, Math.floor(bytes.length / 2), 600, 10]) {
      const cut = path.join(temporaryFolder('truncated'), 'cut.tar.gz');
      fs.writeFileSync(cut, bytes.subarray(0, length));
      await expectRefused(cut, /damaged or truncated.*nothing was restored/);
    }
    const text = path.join(temporaryFolder('text'), 'notes.tar.gz');
    fs.writeFileSync(text, 'not an archive at all');
    await expectRefused(text, /damaged or truncated|not a Neighbourly backup/);
    await expectRefused(path.join(temporaryFolder('none'), 'missing.tar.gz'), /There is no archive at/);
  }, 120_000);

  it('one byte of the database changed, and a manifest edited by hand or resealed', async () => {
    const flipped = await repacked((folder) => {
      const file = path.join(folder, 'database.sqlite');
      const bytes = fs.readFileSync(file);
      bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
      fs.writeFileSync(file, bytes);
    });
    await expectRefused(flipped, /altered: database\.sqlite does not match its checksum/);

    const edited = await repacked((_, manifest) => ({
      ...manifest,
      tables: { ...manifest.tables, users: 999 },
    }));
    await expectRefused(edited, /manifest\.json does not match its own checksum/);

    const forged = await repacked((_, manifest) =>
      resealed(manifest, { tables: { ...manifest.tables, users: 999 } }),
    );
    await expectRefused(forged, /row counts differ from its manifest/);

    const future = await repacked((_, manifest) =>
      resealed(manifest, { schemaVersion: '2099_01_01_0999_future' }),
    );
    await expectRefused(future, /schema version 2099_01_01_0999_future is newer than this version/);
  }, 120_000);

  it('a path escaping its folder, an absolute path, and a file the manifest does not list', async () => {
    const cases: [string, boolean, RegExp][] = [
      ['../escaped.txt', false, /holds an unsafe path "\.\.\/escaped\.txt"/],
      ['../escaped.txt', true, /manifest names an unsafe path/],
      ['/tmp/escaped.txt', false, /holds an unsafe path/],
      ['/tmp/escaped.txt', true, /manifest names an unsafe path/],
      ['images/../../escaped.txt', false, /holds an unsafe path/],
      ['images/unlisted.png', false, /holds "images\/unlisted\.png", which its manifest does not list/],
    ];
    for (const [name, listed, words] of cases) {
      await expectRefused(await withExtraEntry(name, listed), words);
      expect(fs.existsSync('/tmp/escaped.txt')).toBe(false);
    }
  }, 120_000);

  it('an image listed twice, and links in place of files', async () => {
    // A manifest naming one image twice, over an archive holding it once.
    const folder = temporaryFolder('twice');
    await tar.extract({ file: archive, cwd: folder });
    const original = JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as Manifest;
    const image = original.files.find((f) => f.path.startsWith('images/'))!;
    const twice = resealed(original, { files: [...original.files, image] });
    fs.writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(twice));
    const out = path.join(temporaryFolder('twice-out'), 'twice.tar.gz');
    await tar.create({ gzip: true, file: out, cwd: folder, portable: true }, [
      'manifest.json',
      ...original.files.map((f) => f.path),
    ]);
    await expectRefused(out, /manifest lists .*images\/.* twice/);

    // The image replaced by a symbolic link, then by a hard link, to a file outside.
    for (const link of ['symlink', 'link'] as const) {
      const linked = temporaryFolder(link);
      await tar.extract({ file: archive, cwd: linked });
      fs.rmSync(path.join(linked, image.path));
      if (link === 'symlink') fs.symlinkSync('/etc/hostname', path.join(linked, image.path));
      else fs.linkSync(path.join(linked, 'manifest.json'), path.join(linked, image.path));
      const packed = path.join(temporaryFolder(`${link}-out`), `${link}.tar.gz`);
      await tar.create({ gzip: true, file: packed, cwd: linked, portable: true }, [
        'manifest.json',
        ...original.files.map((f) => f.path),
      ]);
      await expectRefused(packed, /not a plain file|of \d+ bytes where its manifest says/);
    }
  }, 120_000);

  it('a database that holds rows, unless --force; usage mistakes', async () => {
    const target = freshTarget();
    expect((await runCli(['restore', archive], target.env)).code).toBe(0);
    const before = everything(target.root);
    const again = await runCli(['restore', archive], target.env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/is not empty \(.*rows\).*--force/);
    expect(everything(target.root)).toEqual(before);
    const forced = await runCli(['restore', archive, '--force'], target.env);
    expect(forced, forced.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(forced.stdout).toMatch(/Rows: .*groups 1/);
    expect(everything(target.root)).toEqual(before);

    for (const args of [
      ['restore'],
      ['restore', archive, '--forced'],
      ['restore', archive, 'x'],
      ['backup'],
      [],
    ]) {
      const result = await runCli(args, target.env);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr).toContain('Usage:');
    }
  }, 120_000);
});

describe.skipIf(TEST_DIALECT !== 'sqlite')('npm run backup refuses', () => {
  it('a folder that does not exist, or cannot be written, leaving nothing there', async () => {
    const missing = path.join(temporaryFolder('parent'), 'no-such-folder');
    const result = await runCli(['backup', missing], sourceEnv());
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(`The backup folder ${missing} does not exist: create it first.`);
    expect(fs.existsSync(missing)).toBe(false);

    const readOnly = temporaryFolder('read-only');
    fs.chmodSync(readOnly, 0o555);
    // Root writes anywhere: the command runs as nobody then.
    const asSomeoneElse = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const refused = await runCli(['backup', readOnly], sourceEnv(), asSomeoneElse);
    expect(refused.code, refused.stderr).toBe(1);
    expect(refused.stderr.trim()).toMatch(new RegExp(`^Cannot write in the backup folder ${readOnly}`));
    expect(fs.readdirSync(readOnly)).toEqual([]);

    const file = path.join(temporaryFolder('file'), 'plain.txt');
    fs.writeFileSync(file, '');
    expect((await runCli(['backup', file], sourceEnv())).stderr).toContain('is not a folder');
  }, 120_000);

  it('a database that does not exist, writing no archive', async () => {
    const dir = temporaryFolder('backups');
    const result = await runCli(['backup', dir], { SQLITE_FILE: path.join(dir, 'none.sqlite') });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('There is no SQLite database at');
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(onlyArchiveIn(path.dirname(archive))).toBe(archive);
  });
});
