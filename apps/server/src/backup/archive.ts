/**
 * The backup archive: a gzipped tar whose first entry is manifest.json and whose other entries
 * are exactly the files the manifest lists. Reading one back writes nothing outside the folder
 * given: every entry is checked (a plain relative path, listed in the manifest, of the listed
 * size) before a byte of it is written, and the checksums are compared once all are out.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import {
  BackupError,
  isSafeArchivePath,
  MANIFEST_FILE,
  parseManifest,
  sha256OfFile,
  type Manifest,
  type ManifestFile,
} from './manifest.ts';

const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/** Writes `archive` from the files under `root` the manifest lists, the manifest first. */
export async function packArchive(root: string, manifest: Manifest, archive: string): Promise<void> {
  await fs.promises.writeFile(path.join(root, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  await tar.create(
    { gzip: true, file: archive, cwd: root, portable: true, strict: true, noDirRecurse: true },
    [MANIFEST_FILE, ...manifest.files.map((file) => file.path)],
  );
}

/** Reads `archive` into the empty folder `into`, checks it whole, and returns its manifest. */
export async function unpackVerified(archive: string, into: string): Promise<Manifest> {
  const name = path.basename(archive);
  let stat: fs.Stats;
  try {
    stat = await fs.promises.stat(archive);
  } catch {
    throw new BackupError(`There is no archive at ${archive}.`);
  }
  if (!stat.isFile()) throw new BackupError(`${archive} is not a file.`);

  let manifest: Manifest;
  try {
    manifest = await extract(archive, into);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new BackupError(`The archive ${name} is damaged or truncated (${detail}); nothing was restored.`);
  }
  for (const file of manifest.files) {
    const sha256 = await sha256OfFile(path.join(into, file.path));
    if (sha256 !== file.sha256) {
      throw new BackupError(
        `The archive ${name} has been altered: ${file.path} does not match its checksum in the manifest; nothing was restored.`,
      );
    }
  }
  return manifest;
}

function extract(archive: string, into: string): Promise<Manifest> {
  return new Promise((resolve, reject) => {
    let manifest: Manifest | undefined;
    let expected = new Map<string, ManifestFile>();
    const writes: Promise<void>[] = [];
    // Closes the files still open when the archive turns out bad.
    const closers = new Set<() => void>();
    const parser = new tar.Parser({ strict: true });
    const refuse = (message: string) => parser.abort(new BackupError(message));

    parser.on('entry', (entry: tar.ReadEntry) => {
      if (!manifest) {
        if (entry.path !== MANIFEST_FILE || entry.type !== 'File' || entry.size > MAX_MANIFEST_BYTES) {
          refuse(
            `${path.basename(archive)} is not a Neighbourly backup: it does not start with ${MANIFEST_FILE}.`,
          );
          return;
        }
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => {
          try {
            manifest = parseManifest(Buffer.concat(chunks).toString('utf8'));
            expected = filesListedIn(manifest);
          } catch (error) {
            parser.abort(error as Error);
          }
        });
        return;
      }
      const problem = entryProblem(entry, expected);
      if (problem) {
        refuse(`The archive ${path.basename(archive)} ${problem}; nothing was restored.`);
        return;
      }
      if (entry.type === 'Directory') {
        entry.resume();
        return;
      }
      expected.delete(entry.path);
      const written = writeEntry(entry, path.join(into, entry.path), closers);
      written.catch(() => undefined); // reported through Promise.all at the end, or superseded by the parser's error
      writes.push(written);
    });
    parser.on('error', (error: Error) => {
      for (const close of [...closers]) close();
      reject(error);
    });
    parser.on('end', () => {
      Promise.all(writes).then(() => {
        if (!manifest) return reject(new Error('no manifest.json in it'));
        if (expected.size > 0) {
          return reject(
            new BackupError(
              `The archive ${path.basename(archive)} lacks ${[...expected.keys()].join(', ')}, which its manifest lists; nothing was restored.`,
            ),
          );
        }
        resolve(manifest);
      }, reject);
    });
    const input = fs.createReadStream(archive);
    input.on('error', (error) => parser.abort(error));
    input.pipe(parser);
  });
}

/** The files the manifest lists, by path; a BackupError when one is unsafe or listed twice. */
function filesListedIn(manifest: Manifest): Map<string, ManifestFile> {
  const listed = new Map<string, ManifestFile>();
  for (const file of manifest.files) {
    if (!isSafeArchivePath(file.path) || file.path === MANIFEST_FILE) {
      throw new BackupError(`The archive's manifest names an unsafe path: ${JSON.stringify(file.path)}.`);
    }
    // Listed twice, it would be checked twice but could be put in place only once.
    if (listed.has(file.path)) {
      throw new BackupError(
        `The archive's manifest lists ${JSON.stringify(file.path)} twice; nothing was restored.`,
      );
    }
    listed.set(file.path, file);
  }
  return listed;
}

/** Why an entry after the manifest may not be written, or undefined when it may. */
function entryProblem(entry: tar.ReadEntry, expected: Map<string, ManifestFile>): string | undefined {
  const shown = JSON.stringify(entry.path);
  if (!isSafeArchivePath(entry.path.replace(/\/$/, ''))) return `holds an unsafe path ${shown}`;
  if (entry.type === 'Directory') return undefined;
  if (entry.type !== 'File') return `holds ${shown}, a ${entry.type}, not a plain file`;
  const listed = expected.get(entry.path);
  if (!listed) return `holds ${shown}, which its manifest does not list (or lists once)`;
  if (listed.size !== entry.size) {
    return `holds ${shown} of ${entry.size} bytes where its manifest says ${listed.size}`;
  }
  return undefined;
}

/**
 * Writes the entry's bytes to `file` with synchronous calls, so that when the archive turns out
 * bad nothing is still being written after the error (and the folder can be removed whole).
 */
function writeEntry(entry: tar.ReadEntry, file: string, closers: Set<() => void>): Promise<void> {
  return new Promise((resolve, reject) => {
    let fd: number | undefined;
    const fail = (error: unknown) => {
      if (fd !== undefined) fs.closeSync(fd);
      fd = undefined;
      closers.delete(close);
      reject(error as Error);
    };
    const close = () => fail(new Error('the archive ended badly'));
    closers.add(close);
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // 'wx': a path the folder already holds is never overwritten.
      fd = fs.openSync(file, 'wx');
    } catch (error) {
      entry.resume();
      fail(error);
      return;
    }
    entry.on('data', (chunk: Buffer) => {
      try {
        if (fd !== undefined) fs.writeSync(fd, chunk);
      } catch (error) {
        fail(error);
      }
    });
    entry.on('end', () => {
      if (fd === undefined) return;
      fs.closeSync(fd);
      fd = undefined;
      closers.delete(close);
      resolve();
    });
    entry.on('error', fail);
  });
}
