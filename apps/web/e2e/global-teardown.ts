/**
 * Removes this run's SQLite file, its -wal and -shm, and its uploads: the directory
 * playwright.config.ts named in E2E_RUN_DIR. Playwright calls this before it stops the web
 * servers; the files are deleted while the server still holds them open, which Linux allows,
 * and the server is killed right after without writing again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function globalTeardown() {
  const dir = process.env.E2E_RUN_DIR;
  // Only ever a directory of the shape the config makes, directly in the temporary directory.
  if (!dir || path.dirname(dir) !== os.tmpdir() || !path.basename(dir).startsWith('neighbourly-e2e-')) {
    return;
  }
  fs.rmSync(dir, { recursive: true, force: true });
}
