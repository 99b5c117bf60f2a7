/**
 * For the backup tests: the command run as a child process, as an operator runs it, with only
 * the environment given (and PATH), and a server built on a restored database.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

const CLI = path.join(import.meta.dirname, 'cli.ts');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  /** Run as another user (the read-only folder test, when the tests run as root). */
  uid?: number;
  gid?: number;
}

export function runCli(
  args: string[],
  env: Record<string, string>,
  options: CliOptions = {},
): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [CLI, ...args],
      { env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env }, timeout: 120_000, ...options },
      (error, stdout, stderr) => {
        const failed = error as (Error & { code?: number; signal?: string }) | null;
        const code = failed ? (typeof failed.code === 'number' ? failed.code : -1) : 0;
        resolve({ code, stdout, stderr: `${stderr}${failed?.signal ? ` (ended by ${failed.signal})` : ''}` });
      },
    );
  });
}

const folders: string[] = [];
export function temporaryFolder(label: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `neighbourly-${label}-`));
  folders.push(folder);
  return folder;
}
/** Removes every folder temporaryFolder made (for afterAll). */
export function removeTemporaryFolders(): void {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
}

/** The one archive in `dir` (and nothing else there). */
export function onlyArchiveIn(dir: string): string {
  const names = fs.readdirSync(dir);
  if (names.length !== 1 || !/^neighbourly-backup-\d{4}-\d\d-\d\dT\d{6}Z\.tar\.gz$/.test(names[0]!)) {
    throw new Error(`expected one archive in ${dir}, found ${JSON.stringify(names)}`);
  }
  return path.join(dir, names[0]!);
}

/** A server on the database and images `env` names, as after a restore (not the test app's helpers). */
export async function appOn(env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    APP_SECRET: 'test-secret-that-is-long-enough-for-hmac-keys',
    JOBS_ENABLED: 'false',
    MESSAGING_ENABLED: 'true',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'neighbourly-no-web-build'),
    ...env,
  });
  return buildApp(config, { logger: false });
}
