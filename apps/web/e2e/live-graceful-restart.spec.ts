/**
 * A graceful restart (issue #32): on SIGTERM the server ends the page's live stream with
 * `retry: 1000`; the page's EventSource reconnects by itself once the server is back (no reload,
 * no code of ours: the browser honours the hint and keeps trying while the port is closed), and
 * a message written after the restart arrives live. This test starts and stops a server of its
 * own (messaging on, its own SQLite file), so the shared servers are never disturbed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, callApi, ownGroup, signUpThroughApi, test, uniqueLogin } from './fixtures.ts';
import { APP_SERVER_COMMAND, appServerEnv } from './app-server.ts';

const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
// PORT + 1: the Meetup stand-in; + 2: the shared messaging server; + 3: messaging-restart.spec.
const PORT = E2E_PORT + 4;
const BASE_URL = `http://localhost:${PORT}`;
const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUN_DIR = path.join(process.env.E2E_RUN_DIR ?? path.join(WEB_DIR, 'test-results'), 'graceful-restart');

test.use({ baseURL: BASE_URL });

async function startServer(): Promise<ChildProcess> {
  const [command, ...args] = APP_SERVER_COMMAND;
  const server = spawn(command, args, {
    cwd: WEB_DIR,
    env: { ...process.env, ...appServerEnv(PORT, RUN_DIR, E2E_PORT + 1, { MESSAGING_ENABLED: 'true' }) },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    const ready = await fetch(`${BASE_URL}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server was not ready within a minute');
}

/** SIGTERM, as `docker stop` or Kubernetes sends it; resolves with the exit code. */
async function stopServer(server: ChildProcess): Promise<number | null> {
  if (server.exitCode !== null || server.signalCode !== null) return server.exitCode;
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  server.kill('SIGTERM');
  return exited;
}

test('after a graceful restart the page reconnects by itself and hears new messages live', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  let server = await startServer();
  const other = await browser.newContext({ baseURL: BASE_URL });
  try {
    const groupId = await ownGroup(page, 'gr');
    const self = (await callApi(page, 'GET', '/users/self')).success.data as { id: string };
    const neighbourPage = await other.newPage();
    const { login: neighbour } = await signUpThroughApi(neighbourPage, uniqueLogin('gr'));
    await callApi(neighbourPage, 'POST', '/groupMembers', { groupId, userId: neighbour });
    const write = (message: string) =>
      callApi(neighbourPage, 'POST', '/messages', { userId: self.id, message });

    const streams: number[] = [];
    const attempts: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/public/v1/live')) attempts.push(Date.now());
    });
    page.on('response', (response) => {
      if (response.url().endsWith('/api/public/v1/live') && response.status() === 200)
        streams.push(Date.now());
    });
    await page.goto(`/messages/${neighbour}`);
    const history = page.getByRole('region', { name: /^Messages with / });
    await write('Before the restart');
    await expect(history.getByText('Before the restart')).toBeVisible();
    await expect.poll(() => streams.length).toBeGreaterThan(0);
    const streamsBefore = streams.length;

    const stoppedAt = Date.now();
    expect(await stopServer(server)).toBe(0);
    // Down long enough for the page to try a few times.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, stoppedAt + 3500 - Date.now())));
    server = await startServer();
    const back = Date.now();
    // While the port was closed the page tried again every second: the stop's `retry: 1000`, not
    // the 2000 ms the stream opened with (seen here: 1.0 s apart).
    const whileDown = attempts.filter((at) => at > stoppedAt && at < back);
    const gaps = whileDown.slice(1).map((at, i) => at - whileDown[i]!);
    expect(gaps.length).toBeGreaterThan(0);
    expect(gaps.sort((x, y) => x - y)[Math.floor(gaps.length / 2)]).toBeLessThan(1600);
    // The EventSource opens a new stream on its own, about a second after the server is back.
    await expect.poll(() => streams.length, { timeout: 15_000 }).toBeGreaterThan(streamsBefore);
    expect(streams.at(-1)! - back).toBeLessThan(10_000);

    await write('Live after the restart');
    await expect(history.getByText('Live after the restart')).toBeVisible({ timeout: 10_000 });
    for (const text of ['Before the restart', 'Live after the restart'])
      await expect(history.getByText(text)).toHaveCount(1);
  } finally {
    await other.close();
    await stopServer(server);
  }
});
