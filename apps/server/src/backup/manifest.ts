/**
 * manifest.json, the first entry of every backup archive: what made it, the schema it holds,
 * the rows per table, and the size and SHA-256 of every other file in the archive. Its own
 * `checksum` (a SHA-256 of the rest of it) catches a manifest edited by hand or by accident.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { z } from 'zod';
import serverPackage from '../../package.json' with { type: 'json' };
import type { Db } from '../db/client.ts';
import { migratorFor } from '../db/migrate.ts';

export const MANIFEST_FILE = 'manifest.json';
export const FORMAT = 'neighbourly-backup' as const;
export const FORMAT_VERSION = 1;
/** The database's file in the archive, per dialect. */
export const DATABASE_FILE = { sqlite: 'database.sqlite', postgres: 'database.dump' } as const;
/** Image files (LocalDiskStorage's keys) live under this folder of the archive. */
export const IMAGES_FOLDER = 'images';

/** A mistake the operator can act on: said in one line, exit code 1. */
export class BackupError extends Error {}

const fileSchema = z.object({
  path: z.string().min(1),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type ManifestFile = z.infer<typeof fileSchema>;

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int(),
  appVersion: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  /** The name of the last migration the database had run. */
  schemaVersion: z.string(),
  createdAt: z.iso.datetime(),
  /** PostgreSQL: the server and pg_dump versions that made the dump. */
  postgres: z.object({ serverVersion: z.string(), pgDumpVersion: z.string() }).optional(),
  tables: z.record(z.string(), z.number().int().nonnegative()),
  files: z.array(fileSchema),
  checksum: z.string(),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestBody = Omit<Manifest, 'checksum' | 'format' | 'formatVersion' | 'appVersion'>;

const checksumOf = (body: Omit<Manifest, 'checksum'>) =>
  crypto.createHash('sha256').update(JSON.stringify(body)).digest('hex');

export function makeManifest(body: ManifestBody): Manifest {
  const full = { format: FORMAT, formatVersion: FORMAT_VERSION, appVersion: serverPackage.version, ...body };
  return { ...full, checksum: checksumOf(full) };
}

/** The manifest in `text`, or a BackupError saying what is wrong with it. */
export function parseManifest(text: string): Manifest {
  let parsed: Manifest;
  try {
    parsed = manifestSchema.parse(JSON.parse(text));
  } catch {
    throw new BackupError('The archive is not a Neighbourly backup: its manifest.json cannot be read.');
  }
  const { checksum, ...body } = parsed;
  if (checksumOf(body) !== checksum) {
    throw new BackupError('The archive has been altered: its manifest.json does not match its own checksum.');
  }
  if (parsed.formatVersion > FORMAT_VERSION) {
    throw new BackupError(
      `The archive is in backup format ${parsed.formatVersion}, newer than this version of Neighbourly reads (${FORMAT_VERSION}).`,
    );
  }
  return parsed;
}

/** The migrations this code has, in order (asked of the migrator on an empty in-memory database). */
async function knownMigrationNames(): Promise<string[]> {
  const db = new Kysely({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) }) as Db;
  try {
    return (await migratorFor(db).getMigrations()).map((migration) => migration.name);
  } finally {
    await db.destroy();
  }
}

/** Refuses a schema this code does not know (made by a newer Neighbourly). */
export async function checkSchemaKnown(schemaVersion: string): Promise<void> {
  const known = await knownMigrationNames();
  if (known.includes(schemaVersion)) return;
  const latest = known.at(-1) ?? 'none';
  const newer = schemaVersion > latest;
  throw new BackupError(
    newer
      ? `The backup's schema version ${schemaVersion} is newer than this version of Neighbourly knows (its latest is ${latest}): restore it with the version that made it (${schemaVersion}).`
      : `The backup's schema version ${schemaVersion} is not one this version of Neighbourly knows.`,
  );
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The manifest entry of `relative`, a file under `root`. */
export async function describeFile(root: string, relative: string): Promise<ManifestFile> {
  const file = path.join(root, relative);
  const { size } = await fs.promises.stat(file);
  return { path: relative, size, sha256: await sha256OfFile(file) };
}

/** A path in the archive is a plain relative path: no empty, `.` or `..` part, no backslash. */
export function isSafeArchivePath(name: string): boolean {
  if (name.length === 0 || name.length > 1024 || name.startsWith('/') || name.includes('\\')) return false;
  return name
    .split('/')
    .every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\0'));
}
