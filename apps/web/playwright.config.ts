/**
 * Browser tests: the production build served by the real server on a fresh SQLite database,
 * driven in Debian's Chromium (never a downloaded browser).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two runs (say, a helper's and the main one) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const MEETUP_PORT = PORT + 1;
// A second server with direct messaging on (the first keeps the flag's default, off, and its
// tests see /messages as a 404); e2e/messaging.spec.ts uses it.
const MESSAGING_PORT = PORT + 2;
// The run's SQLite file (with its -wal and -shm) and uploads live in one directory of its own,
// which the server creates and e2e/global-teardown.ts removes when the run ends. Its name is
// unique per run (port, process and a random part), so a teardown never touches another run's
// files. Computed once in the runner; its workers inherit it.
process.env.E2E_RUN_DIR ??= path.join(
  os.tmpdir(),
  `neighbourly-e2e-${PORT}-${process.pid}-${randomBytes(4).toString('hex')}`,
);

/** The app's server on `port`, with its database and uploads under `runDir`. */
const appServer = (port: number, runDir: string, extraEnv: Record<string, string> = {}) => ({
  // tsx as a loader, not its CLI: the CLI leaves a pipe in /tmp when the server is killed.
  command: 'node --import tsx ../server/src/main.ts',
  url: `http://localhost:${port}/healthz`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    SQLITE_FILE: path.join(runDir, 'neighbourly.sqlite'),
    UPLOAD_DIR: path.join(runDir, 'uploads'),
    SEED_DEMO: 'true',
    // Defaults to apps/web/dist; a frozen copy lets the tests run while the app is rebuilt.
    ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
    LOG_LEVEL: 'warn',
    // Many sign-ins from one address in a few seconds: the limits are tested on the server.
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
    RATE_LIMIT_SIGN_UP_PER_MINUTE: '1000',
    RATE_LIMIT_CHECK_LOGIN_PER_MINUTE: '1000',
    // The Meetup import fetches the stand-in pages of the second server.
    MEETUP_ORIGINS: `http://localhost:${MEETUP_PORT}`,
    MEETUP_PRIVATE_HOSTS: 'localhost',
    ...extraEnv,
  },
});

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/global-teardown.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    appServer(PORT, process.env.E2E_RUN_DIR),
    // Its files in a directory inside the run's, so the teardown removes them with the rest.
    appServer(MESSAGING_PORT, path.join(process.env.E2E_RUN_DIR, 'messaging'), { MESSAGING_ENABLED: 'true' }),
    {
      // A stand-in for meetup.com: the server's import fixtures.
      command: `node e2e/meetup-fixture-server.mjs ${MEETUP_PORT}`,
      url: `http://localhost:${MEETUP_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
