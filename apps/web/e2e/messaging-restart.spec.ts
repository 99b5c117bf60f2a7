/**
 * The server dies while a conversation is open and comes back: the page reconnects by itself,
 * catches up on the message sent while it was away, and shows nothing twice. This test starts
 * and kills a server of its own (messaging on, its own SQLite file), so the shared servers of
 * playwright.config.ts are never disturbed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, callApi, ownGroup, signUpThroughApi, test, uniqueLogin } from './fixtures.ts';
import { APP_SERVER_COMMAND, appServerEnv } from './app-server.ts';

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
// PORT + 1 is the Meetup stand-in and PORT + 2 the shared messaging server.
const PORT = E2E_PORT + 3;
const BASE_URL = `http://localhost:${PORT}`;
const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUN_DIR = path.join(process.env.E2E_RUN_DIR ?? path.join(WEB_DIR, 'test-results'), 'restart');

test.use({ baseURL: BASE_URL });

async function untilHealthy(server: ChildProcess) {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    const healthy = await fetch(`${BASE_URL}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not answer /healthz within a minute');
}

/** The app's server on PORT, on the same database file every time. */
async function startServer() {
  const [command, ...args] = APP_SERVER_COMMAND;
  const server = spawn(command, args, {
    cwd: WEB_DIR,
    env: { ...process.env, ...appServerEnv(PORT, RUN_DIR, E2E_PORT + 1, { MESSAGING_ENABLED: 'true' }) },
    stdio: 'ignore',
  });
  await untilHealthy(server);
  return server;
}

/** A crash, not a shutdown: the open streams end without a goodbye. */
async function killServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGKILL');
  await exited;
}

test('after a server restart the open conversation catches up and shows nothing twice', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  let server = await startServer();
  const other = await browser.newContext({ baseURL: BASE_URL });
  try {
    const groupId = await ownGroup(page, 'rs');
    const self = (await callApi(page, 'GET', '/users/self')).success.data as { id: string };
    const neighbourPage = await other.newPage();
    const { login: neighbour } = await signUpThroughApi(neighbourPage, uniqueLogin('rs'));
    await callApi(neighbourPage, 'POST', '/groupMembers', { groupId, userId: neighbour });
    const write = (message: string) =>
      callApi(neighbourPage, 'POST', '/messages', { userId: self.id, message });

    await write('Before the restart');
    await page.goto(`/messages/${neighbour}`);
    const history = page.getByRole('region', { name: /^Messages with / });
    await expect(history.getByText('Before the restart')).toBeVisible();

    // The page's stream stays cut until the next message is written, so that message can
    // only arrive by the catch-up after the reconnection, never live.
    const cutStream = (route: { abort: () => Promise<void> }) => route.abort();
    await page.route('**/api/public/v1/live', cutStream);
    await killServer(server);
    server = await startServer();
    await write('While the page was away');
    await page.unroute('**/api/public/v1/live', cutStream);
    await expect(history.getByText('While the page was away')).toBeVisible({ timeout: 20_000 });

    // The stream is live again, and every message shows once.
    await write('Live again');
    await expect(history.getByText('Live again')).toBeVisible();
    await expect(history.getByRole('listitem')).toHaveCount(3);
    for (const text of ['Before the restart', 'While the page was away', 'Live again'])
      await expect(history.getByText(text)).toHaveCount(1);
  } finally {
    await other.close();
    await killServer(server);
  }
});
