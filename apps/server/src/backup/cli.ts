/**
 * Backups and restores (issue #32), on the database and images the server's environment names
 * (DATABASE_URL or SQLITE_FILE, UPLOAD_DIR, IMAGE_STORAGE):
 *
 *   npm run backup -- <dir>                   one archive, neighbourly-backup-<UTC time>.tar.gz, in <dir>
 *   npm run restore -- <archive> [--force]    with the server stopped
 *
 * Says what it did; a mistake (bad usage, a folder that cannot be written, a damaged or altered
 * archive, a database that holds rows without --force) is one line on stderr and exit code 1.
 */
import '../node-version.ts';
import path from 'node:path';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { backup, removeLeftovers } from './backup.ts';
import { imagesOnDisk } from './images.ts';
import { BackupError } from './manifest.ts';
import { stopTools } from './postgres.ts';
import { restore } from './restore.ts';

const USAGE = [
  'Usage:',
  '  npm run backup -- <dir>                  back up the database and images into <dir>',
  '  npm run restore -- <archive> [--force]   restore a backup (stop the server first);',
  '                                           --force replaces a database that holds rows',
].join('\n');

// npm runs scripts from the package's folder; INIT_CWD is where the operator typed the command.
const fromOperator = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

function rowsLine(tables: Record<string, number>): string {
  const filled = Object.entries(tables).filter(([, rows]) => rows > 0);
  const empty = Object.keys(tables).length - filled.length;
  return `${filled.map(([table, rows]) => `${table} ${rows}`).join(', ')}${empty > 0 ? `; ${empty} tables empty` : ''}`;
}

function kib(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(1)} KB`;
}

const where = (config: Config) =>
  config.database.dialect === 'sqlite' ? `SQLite database ${config.database.file}` : 'PostgreSQL database';

const imagesSaid = (config: Config, files: number) =>
  imagesOnDisk(config) ? `${files} image files` : 'the images (kept in the database)';

async function runBackup(config: Config, dir: string): Promise<void> {
  const result = await backup(config, fromOperator(dir));
  const { manifest } = result;
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(
    `Backed up the ${where(config)} (schema ${manifest.schemaVersion}, ${rows} rows in ` +
      `${Object.keys(manifest.tables).length} tables) and ${imagesSaid(config, result.images)}.`,
  );
  console.log(`Rows: ${rowsLine(manifest.tables)}`);
  console.log(`Archive: ${result.archive} (${kib(result.bytes)})`);
}

async function runRestore(config: Config, archive: string, force: boolean): Promise<void> {
  console.log('The server must be stopped during a restore (it would keep writing to the old database).');
  const result = await restore(config, fromOperator(archive), force);
  const { manifest } = result;
  console.log(
    `Restored ${path.basename(archive)} (made ${manifest.createdAt} by Neighbourly ${manifest.appVersion}, ` +
      `schema ${manifest.schemaVersion}) into the ${config.database.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'} ` +
      `database ${result.database}, and ${imagesSaid(config, result.images)}` +
      `${imagesOnDisk(config) ? ` into ${config.uploadDir}` : ''}.`,
  );
  console.log(`Rows: ${rowsLine(result.tables)}`);
  console.log('Start the server: it brings the schema up to date if it is newer than the backup.');
}

async function main(args: string[]): Promise<number> {
  const [command, target, ...rest] = args;
  const force = rest.length === 1 && rest[0] === '--force';
  const usable =
    target !== undefined &&
    !target.startsWith('-') &&
    ((command === 'backup' && rest.length === 0) || (command === 'restore' && (rest.length === 0 || force)));
  if (!usable) {
    console.error(USAGE);
    return 1;
  }
  try {
    const config = loadConfig();
    if (command === 'backup') await runBackup(config, target);
    else await runRestore(config, target, force);
    return 0;
  } catch (error) {
    if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

// Ctrl-C or a kill half-way: no temporary file stays behind, no pg_dump or pg_restore goes on.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopTools();
    removeLeftovers();
    process.exit(1);
  });
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    removeLeftovers();
    console.error(error instanceof Error ? `${command()} failed: ${error.message}` : error);
    process.exitCode = 1;
  },
);

function command(): string {
  return process.argv[2] === 'restore' ? 'The restore' : 'The backup';
}
