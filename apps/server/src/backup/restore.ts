/**
 * `npm run restore -- <archive> [--force]`: checks the archive whole (manifest, checksums, sizes,
 * no path outside its folder, a schema this code knows) before changing anything, refuses a
 * database that holds rows unless --force, then puts the images and the database in place.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../config.ts';
import { unpackVerified } from './archive.ts';
import { removeKilledLeftovers, temporaryPrefix, withTemporary } from './backup.ts';
import { imagesOnDisk, placeImages } from './images.ts';
import { BackupError, checkSchemaKnown, DATABASE_FILE, IMAGES_FOLDER, type Manifest } from './manifest.ts';
import { inspectPostgresTarget, restorePostgres } from './postgres.ts';
import { checkSqliteCopy, sqliteRowsPresent, swapInSqlite } from './sqlite.ts';

export interface RestoreResult {
  manifest: Manifest;
  /** Where the database went: a file, or PostgreSQL's database name. */
  database: string;
  /** Rows per table in the restored database. */
  tables: Record<string, number>;
  images: number;
}

const DIALECT_NAMES = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

function refuseNonEmpty(where: string, present: Record<string, number>): never {
  const shown = Object.entries(present)
    .sort(([, a], [, b]) => b - a)
    .slice(0, 5)
    .map(([table, rows]) => `${table} ${rows}`)
    .join(', ');
  throw new BackupError(
    `The database ${where} is not empty (${shown}${Object.keys(present).length > 5 ? ', …' : ''} rows): ` +
      'a restore would replace it. Stop the server and run the restore again with --force to replace it.',
  );
}

/** Even with --force: pg_restore --clean replaces only the archive's tables, these would stay. */
function refuseForeignTables(where: string, foreign: string[]): never {
  const shown = foreign.slice(0, 5).join(', ') + (foreign.length > 5 ? ', …' : '');
  throw new BackupError(
    `The database ${where} has tables the archive lacks (${shown}), from a newer version of Neighbourly ` +
      'or something else: the restore would leave them beside the restored ones. Restore into an empty ' +
      'database (dropdb and createdb it first); nothing was changed.',
  );
}

function checkFits(config: Config, manifest: Manifest): void {
  if (manifest.dialect !== config.database.dialect) {
    throw new BackupError(
      `The archive holds a ${DIALECT_NAMES[manifest.dialect]} database, and this configuration names ` +
        `${DIALECT_NAMES[config.database.dialect]} (${config.database.dialect === 'postgres' ? 'DATABASE_URL' : 'SQLITE_FILE'}).`,
    );
  }
  const hasImages = manifest.files.some((file) => file.path.startsWith(`${IMAGES_FOLDER}/`));
  if (hasImages && !imagesOnDisk(config)) {
    throw new BackupError(
      'The archive holds image files (IMAGE_STORAGE=disk), and this configuration keeps images in the database: set IMAGE_STORAGE=disk.',
    );
  }
}

export async function restore(config: Config, archive: string, force: boolean): Promise<RestoreResult> {
  const { database } = config;
  // SQLite: unpacked beside the target, so the database file is put in place by a rename.
  const parent = database.dialect === 'sqlite' ? path.dirname(path.resolve(database.file)) : os.tmpdir();
  // A folder made here for the database is removed again if the restore fails.
  const made = await fs.promises.mkdir(parent, { recursive: true });
  await removeKilledLeftovers(parent);
  const folder = await fs.promises.mkdtemp(path.join(parent, temporaryPrefix('restore')));
  try {
    return await withTemporary([folder], () => restoreFrom(config, archive, folder, force));
  } catch (error) {
    if (made) await fs.promises.rm(made, { recursive: true, force: true });
    throw error;
  }
}

async function restoreFrom(
  config: Config,
  archive: string,
  folder: string,
  force: boolean,
): Promise<RestoreResult> {
  const manifest = await unpackVerified(archive, folder);
  await checkSchemaKnown(manifest.schemaVersion);
  checkFits(config, manifest);
  const dump = path.join(folder, DATABASE_FILE[manifest.dialect]);
  const { database } = config;

  if (database.dialect === 'sqlite') {
    checkSqliteCopy(dump, manifest);
    const present = sqliteRowsPresent(database.file);
    if (!force && Object.keys(present).length > 0) refuseNonEmpty(database.file, present);
    const images = await placeImages(folder, manifest.files, config.uploadDir);
    // The commit point: until this rename the old database is untouched.
    await swapInSqlite(dump, database.file);
    return { manifest, database: database.file, tables: manifest.tables, images };
  }

  const name = decodeURIComponent(new URL(database.url).pathname.slice(1));
  const { present, foreign } = await inspectPostgresTarget(database.url, manifest);
  if (!force && Object.keys(present).length > 0) refuseNonEmpty(name, present);
  if (foreign.length > 0) refuseForeignTables(name, foreign);
  const images = await placeImages(folder, manifest.files, config.uploadDir);
  // One transaction: pg_restore changes everything or nothing.
  const tables = await restorePostgres(database.url, dump);
  const differ = Object.entries(manifest.tables).filter(([table, rows]) => tables[table] !== rows);
  if (differ.length > 0) {
    const said = differ.map(([table, rows]) => `${table} has ${tables[table] ?? 'no'} rows, not ${rows}`);
    throw new BackupError(`Restored, but ${said.join('; ')}.`);
  }
  return { manifest, database: name, tables, images };
}
