/**
 * Browser tests: the production build served by the real server on a fresh SQLite database,
 * driven in Debian's Chromium (never a downloaded browser).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { APP_SERVER_COMMAND, appServerEnv } from './e2e/app-server.ts';

// E2E_PORT lets two runs (say, a helper's and the main one) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const MEETUP_PORT = PORT + 1;
// A second server with direct messaging on (the first keeps the flag's default, off, and its
// tests see /messages as a 404); e2e/messaging.spec.ts uses it. PORT + 3 is taken by the server
// e2e/messaging-restart.spec.ts starts and kills itself.
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
  command: APP_SERVER_COMMAND.join(' '),
  url: `http://localhost:${port}/healthz`,
  reuseExistingServer: false,
  timeout: 60_000,
  // The server logs errors only (LOG_LEVEL=error, e2e/app-server.ts): shown, so a 500 says why.
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  env: appServerEnv(port, runDir, MEETUP_PORT, extraEnv),
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
    // A service worker would answer pages and scripts itself: e2e/offline.spec.ts, which tests it,
    // allows it; the others see the server's own answers (first-paint.spec aborts scripts).
    serviceWorkers: 'block',
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
