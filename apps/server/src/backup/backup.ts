/**
 * `npm run backup -- <dir>`: the database (SQLite's online backup API, or pg_dump) and the images
 * on disk into one archive, neighbourly-backup-<UTC date-time>.tar.gz in <dir>. Everything is
 * built under temporary names in <dir> and the archive renamed into place at the end, so a failure
 * (or Ctrl-C) leaves nothing behind.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config.ts';
import { packArchive } from './archive.ts';
import { gatherImages, imagesOnDisk } from './images.ts';
import { BackupError, DATABASE_FILE, describeFile, makeManifest, type Manifest } from './manifest.ts';
import { dumpPostgres } from './postgres.ts';
import { copySqlite, type DatabaseSnapshot } from './sqlite.ts';

/** Temporary paths to remove if the process is stopped half-way (cli.ts calls removeLeftovers). */
const leftovers = new Set<string>();
export function removeLeftovers(): void {
  for (const file of leftovers) fs.rmSync(file, { recursive: true, force: true });
  leftovers.clear();
}
export async function withTemporary<T>(paths: string[], work: () => Promise<T>): Promise<T> {
  for (const file of paths) leftovers.add(file);
  try {
    return await work();
  } finally {
    for (const file of paths) {
      await fs.promises.rm(file, { recursive: true, force: true });
      leftovers.delete(file);
    }
  }
}

/**
 * Temporary names carry the machine and process that made them, so that a later run can remove
 * what a killed one (kill -9, out of memory) left, and leave alone what a run still going writes.
 */
const HOST = os.hostname().replace(/[^A-Za-z0-9.]/g, '_');
export const temporaryPrefix = (kind: 'backup' | 'restore', stamp = '') =>
  `.neighbourly-${kind}-${stamp ? `${stamp}-` : ''}${HOST}-p${process.pid}-`;
const OURS = /^\.neighbourly-(?:backup|restore)-(?:.*-)?(.+)-p(\d+)-[A-Za-z0-9]{6}(?:\.tar\.gz\.partial)?$/;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes from `dir` the temporary files of runs on this machine whose process is gone. */
export async function removeKilledLeftovers(dir: string): Promise<void> {
  for (const name of await fs.promises.readdir(dir).catch(() => [])) {
    const [, host, pid] = OURS.exec(name) ?? [];
    if (host === HOST && !isRunning(Number(pid))) {
      await fs.promises.rm(path.join(dir, name), { recursive: true, force: true });
    }
  }
}

/** 2026-11-26T173005Z: sorts by time, and no colon (which some file systems refuse). */
const stampOf = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '');

async function checkFolder(dir: string): Promise<void> {
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(dir);
  } catch {
    throw new BackupError(`The backup folder ${dir} does not exist: create it first.`);
  }
  if (!stat.isDirectory()) throw new BackupError(`${dir} is not a folder.`);
}

async function freeName(dir: string, stamp: string): Promise<string> {
  for (let n = 1; ; n += 1) {
    const file = path.join(dir, `neighbourly-backup-${stamp}${n > 1 ? `-${n}` : ''}.tar.gz`);
    if (!fs.existsSync(file)) return file;
  }
}

export interface BackupResult {
  archive: string;
  bytes: number;
  manifest: Manifest;
  images: number;
}

export async function backup(config: Config, dir: string): Promise<BackupResult> {
  await checkFolder(dir);
  const createdAt = new Date();
  const stamp = stampOf(createdAt);
  let folder: string;
  try {
    await removeKilledLeftovers(dir);
    folder = await fs.promises.mkdtemp(path.join(dir, temporaryPrefix('backup', stamp)));
  } catch (error) {
    throw new BackupError(
      `Cannot write in the backup folder ${dir}: ${(error as NodeJS.ErrnoException).code}.`,
    );
  }
  const partial = `${folder}.tar.gz.partial`;
  return await withTemporary([folder, partial], async () => {
    const { database } = config;
    const snapshot: DatabaseSnapshot & Pick<Manifest, 'postgres'> =
      database.dialect === 'sqlite'
        ? await copySqlite(database.file, folder)
        : await dumpPostgres(database.url, folder);
    const images = imagesOnDisk(config) ? await gatherImages(config.uploadDir, dir, folder) : [];
    const manifest = makeManifest({
      dialect: database.dialect,
      schemaVersion: snapshot.schemaVersion,
      createdAt: createdAt.toISOString(),
      ...(snapshot.postgres ? { postgres: snapshot.postgres } : {}),
      tables: snapshot.tables,
      files: [await describeFile(folder, DATABASE_FILE[database.dialect]), ...images],
    });
    try {
      await packArchive(folder, manifest, partial);
    } catch (error) {
      throw new BackupError(`Cannot write the archive in ${dir}: ${(error as Error).message}`);
    }
    const archive = await freeName(dir, stamp);
    await fs.promises.rename(partial, archive);
    return { archive, bytes: (await fs.promises.stat(archive)).size, manifest, images: images.length };
  });
}
