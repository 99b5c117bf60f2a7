/**
 * The uploaded images, when they are files under UPLOAD_DIR (LocalDiskStorage): gathered into a
 * backup's folder, and put back by a restore.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { describeFile, IMAGES_FOLDER, type ManifestFile } from './manifest.ts';

/** As the server decides (app.ts): in the database on PostgreSQL, on disk on SQLite, unless set. */
export const imagesOnDisk = (config: Config) =>
  (config.imageStorage ?? (config.database.dialect === 'postgres' ? 'database' : 'disk')) === 'disk';

/** LocalDiskStorage writes `<key>.<pid>.tmp` and renames it: such a file is an upload under way. */
const isUploadUnderWay = (name: string) => /\.\d+\.tmp$/.test(name);

/**
 * The data-export ZIPs (account-export's storage keys, exports/…): left out of backups. Each is a
 * copy of what the database holds, meant to live 7 days, and backups are kept longer; a restored
 * export whose ZIP is missing answers 410 "ask for a new one".
 */
const EXPORTS_FOLDER = 'exports';

async function* filesUnder(root: string, skip: string, relative = ''): AsyncGenerator<string> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(path.join(root, relative), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (child === EXPORTS_FOLDER) continue;
    if (entry.isDirectory() && path.resolve(root, child) !== skip) yield* filesUnder(root, skip, child);
    else if (entry.isFile() && !isUploadUnderWay(entry.name)) yield child;
  }
}

/**
 * Links (or, across file systems, copies) every image under `uploadDir` into `folder`/images,
 * leaving out `backupDir` should it be inside `uploadDir` (earlier archives are no images).
 * A stored image is never rewritten in place (the storage writes a new file and renames it), so a
 * hard link is a stable copy. The database is copied first: an image it names was stored before.
 */
export async function gatherImages(
  uploadDir: string,
  backupDir: string,
  folder: string,
): Promise<ManifestFile[]> {
  const files: ManifestFile[] = [];
  for await (const relative of filesUnder(uploadDir, path.resolve(backupDir))) {
    const inArchive = `${IMAGES_FOLDER}/${relative}`;
    const target = path.join(folder, inArchive);
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    try {
      await fs.promises
        .link(path.join(uploadDir, relative), target)
        .catch(async (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') throw error;
          await fs.promises.copyFile(path.join(uploadDir, relative), target);
        });
    } catch (error) {
      // Deleted since the folder was listed (a replaced avatar): the database copy no longer names it.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    files.push(await describeFile(folder, inArchive));
  }
  return files;
}

/** Moves the restored images from `folder`/images into `uploadDir`, each by a rename at the end. */
export async function placeImages(folder: string, files: ManifestFile[], uploadDir: string): Promise<number> {
  let placed = 0;
  for (const file of files) {
    if (!file.path.startsWith(`${IMAGES_FOLDER}/`)) continue;
    const target = path.join(uploadDir, file.path.slice(IMAGES_FOLDER.length + 1));
    const partial = `${target}.${process.pid}.tmp`;
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await fs.promises
      .rename(path.join(folder, file.path), partial)
      .catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EXDEV') throw error;
        await fs.promises.copyFile(path.join(folder, file.path), partial);
      });
    await fs.promises.rename(partial, target);
    placed += 1;
  }
  return placed;
}
