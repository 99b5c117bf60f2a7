/**
 * Installable, and readable without a signal (issue #31): the manifest and the service worker
 * meet the install criteria; offline, `/` and a saved event page reload from the service worker
 * and the saved data, with the offline bar and the actions that need the network disabled with
 * their reason; signing out deletes the saved data; a new version is offered with a prompt.
 *
 * The other specs block service workers (playwright.config.ts); these allow them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  anotherPerson,
  callApi,
  createEventThroughApi,
  expect,
  expectAccessible,
  ownGroup,
  screenshots,
  signUpThroughApi,
  test,
} from './fixtures.ts';

test.use({ serviceWorkers: 'allow' });
// Each test waits for a service worker to install its precache, and reloads pages offline.
test.describe.configure({ timeout: 120_000 });

/** Until the service worker controls the page (it claims the page that installed it). */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** The saved data's IndexedDB entry (idb-keyval's default store), or null. */
function readSavedData(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ userId: string; savedAt: number; state: { queries: { queryKey: unknown[] }[] } } | null>(
        (resolve, reject) => {
          const open = indexedDB.open('keyval-store');
          open.onerror = () => reject(new Error('IndexedDB cannot be opened'));
          open.onupgradeneeded = () => open.result.createObjectStore('keyval');
          open.onsuccess = () => {
            const read = open.result.transaction('keyval').objectStore('keyval').get('neighbourly-offline');
            read.onsuccess = () => {
              open.result.close();
              resolve((read.result as never) ?? null);
            };
            read.onerror = () => reject(new Error('The entry cannot be read'));
          };
        },
      ),
  );
}

test('the app is installable: a valid manifest, its icons, and a service worker that controls the page', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href!);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Neighbourly', start_url: '/', display: 'standalone' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
    // The PNG's own width and height (bytes 16–23 of its header) are what the manifest says.
    const bytes = await image.body();
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`, icon.src).toBe(icon.sizes);
  }
  // Light and dark browser chrome.
  await expect(page.locator('meta[name="theme-color"][media*="light"]')).toHaveAttribute(
    'content',
    '#00695c',
  );
  await expect(page.locator('meta[name="theme-color"][media*="dark"]')).toHaveAttribute('content', /^#/);

  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toContain('javascript');
  await waitForServiceWorker(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  // A visitor's reload without a connection still opens the app, and says why lists are missing.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.context().setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toHaveCount(0);
  // Chromium's own verdict: nothing stands between the page and "Add to Home Screen", but that a
  // test's browser context is a private window.
  const devTools = await page.context().newCDPSession(page);
  const { installabilityErrors } = await devTools.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
});

test('offline, a signed-in person opens their upcoming events and each saved page; sign-out deletes what was saved', async ({
  page,
  browser,
}) => {
  // An event they host, and one of a neighbour's group they attend.
  const ownGroupId = await ownGroup(page, 'off');
  const hosted = 'Trout Lake cleanup';
  await createEventThroughApi(page, ownGroupId, {
    name: hosted,
    description: 'Gloves provided.',
    location: 'Trout Lake, John Hendry Park',
    startsInHours: 30,
    participantsLimit: 0,
  });
  const neighbour = await anotherPerson(browser);
  const theirGroupId = `offn_${Math.random().toString(36).slice(2, 10)}`;
  await callApi(neighbour.page, 'POST', '/groups', {
    id: theirGroupId,
    name: `SkyTrain Readers ${theirGroupId}`,
    description: 'We read on the train.',
    type: 'PUBLIC',
    tags: [],
  });
  const attended = 'Book swap at Commercial–Broadway';
  const attendedId = await createEventThroughApi(neighbour.page, theirGroupId, {
    name: attended,
    description: 'Bring one book, take one home.',
    location: 'Commercial–Broadway Station, east plaza',
    startsInHours: 50,
    participantsLimit: 20,
  });
  await neighbour.close();
  const { id: selfId } = (await callApi(page, 'GET', '/users/self')).success.data as { id: string };
  await callApi(page, 'POST', '/groupMembers', { groupId: theirGroupId, userId: selfId });
  await callApi(page, 'POST', '/eventParticipants', {
    groupId: theirGroupId,
    eventId: attendedId,
    userId: selfId,
  });

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForServiceWorker(page);
  // The list of their events is fetched and saved in the background once the page is shown.
  await expect.poll(async () => (await readSavedData(page))?.userId, { timeout: 15_000 }).toBe(selfId);
  const saved = (await readSavedData(page))!;
  const savedKinds = new Set(saved.state.queries.map((query) => query.queryKey.slice(0, 2).join('/')));
  // Their own account, their events list, maybe the site's config and their events' own answers:
  // nobody else's participants, comments or messages.
  expect(savedKinds).toContain('auth/self');
  expect(savedKinds).toContain('events/userEvents');
  for (const kind of savedKinds)
    expect(['auth/self', 'config', 'events/userEvents', 'events/detail']).toContain(kind);

  await page.context().setOffline(true);
  await page.reload();
  const bar = page.getByRole('status').filter({ hasText: "You're offline — showing what was saved at" });
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(/\d{1,2}:\d{2}/);
  await screenshots(page, 'offline-home');
  await bar.getByRole('link', { name: 'Your upcoming events' }).click();
  await expect(page.getByRole('heading', { name: 'My events (2)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: hosted })).toBeVisible();
  await page.getByRole('link', { name: attended }).first().click();

  // The event as last seen: its time, place, description and the person's own status.
  await expect(page.getByRole('heading', { level: 1, name: attended })).toBeVisible();
  await expect(page.getByText('Commercial–Broadway Station, east plaza').first()).toBeVisible();
  await expect(page.getByText('Bring one book, take one home.')).toBeVisible();
  const leave = page.getByRole('button', { name: 'Leave event' });
  await expect(leave).toBeDisabled();
  await expect(page.getByText("Needs a connection: you're offline.")).toBeVisible();
  await expectAccessible(page);
  // Who else comes is never saved: the tab says so rather than spinning.
  await page.getByRole('tab', { name: 'Participants' }).click();
  await expect(page.getByText('Not saved for reading offline.')).toBeVisible();
  await page.getByRole('tab', { name: 'About' }).click();

  // The saved event page opens again on a reload without a connection.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: attended })).toBeVisible();
  await expect(bar).toBeVisible();
  await expect(leave).toBeDisabled();
  await screenshots(page, 'offline-event-page');
  await page.goto('/my-events');
  await expect(page.getByRole('heading', { name: 'My events (2)' })).toBeVisible();
  await screenshots(page, 'offline-my-events');

  // Back online: the bar goes, the page is fetched again and its actions come back.
  await page.context().setOffline(false);
  await expect(bar).toHaveCount(0);
  await page.getByRole('link', { name: attended }).first().click();
  await expect(page.getByRole('button', { name: 'Leave event' })).toBeEnabled();

  // Signing out deletes the saved data and the note of whose it was.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect.poll(() => readSavedData(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('offlineDataOwner'))).toBeNull();
});

test("saved data is only ever the signed-in person's: another person signing in, in another tab, forgets it and this tab's old account saves nothing", async ({
  page,
  context,
}) => {
  const groupId = await ownGroup(page, 'offp');
  const name = 'Kitsilano beach sweep';
  const eventId = await createEventThroughApi(page, groupId, {
    name,
    description: 'Bags and grabbers at the lifeguard hut.',
    location: 'Kitsilano Beach',
    startsInHours: 30,
    participantsLimit: 0,
  });
  const { id: firstId } = (await callApi(page, 'GET', '/users/self')).success.data as { id: string };
  await page.goto('/');
  await expect.poll(async () => (await readSavedData(page))?.userId, { timeout: 15_000 }).toBe(firstId);
  const owner = (tab: Page) => tab.evaluate(() => localStorage.getItem('offlineDataOwner'));

  // Another tab of the same browser: someone else signs in (their cookie replaces the first
  // person's, as an identity provider's redirect does) while the local record still says the first.
  const other = await context.newPage();
  // The newcomer's own list never loads here, so nothing of theirs is saved to muddle the check.
  await other.route(/\/eventParticipants\/allForUser/, (route) => route.abort());
  await signUpThroughApi(other);
  const { id: secondId } = (await callApi(other, 'GET', '/users/self')).success.data as { id: string };
  await other.goto('/');
  await expect
    .poll(() => other.evaluate(() => JSON.parse(localStorage.getItem('authStore') ?? '{}')?.userData?.id))
    .toBe(secondId);
  // Who is signed in changed: the first person's saved data is gone.
  await expect.poll(() => readSavedData(other)).toBeNull();
  expect(await owner(other)).toBeNull();

  // The first tab still shows the first person. Its next answer for their event (fetched with the
  // newcomer's cookie) is not saved: they are no longer the one signed in.
  await page.evaluate((href) => {
    history.pushState(null, '', href);
    dispatchEvent(new PopStateEvent('popstate'));
  }, `/group/${groupId}/events/${eventId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Past the save's one-second wait for a burst of answers to settle.
  await page.waitForTimeout(3000);
  expect(await readSavedData(page)).toBeNull();
  expect(await owner(page)).toBeNull();
});

test("switching language hands the page to that language's service worker at once, without a new-version prompt", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForServiceWorker(page);
  const controller = () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
  expect(await controller()).toMatch(/\/sw\.js$/);

  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await page.getByRole('menu', { name: 'English' }).getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The French worker installs its precache and takes over this page: no reload, no prompt.
  await expect.poll(controller, { timeout: 45_000 }).toMatch(/\/sw\.fr\.js$/);
  await expect(page.getByText('Nouvelle version disponible')).toHaveCount(0);
  await expect(page.getByText('New version available')).toHaveCount(0);
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
  ).toBeNull();
});

test('a new version is offered with a prompt, and takes over when the person reloads', async ({ page }) => {
  const distDir = process.env.E2E_WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../dist');
  const worker = path.join(distDir, 'sw.js');
  const original = fs.readFileSync(worker);
  // The server sends the compressed copies when the browser accepts them: moved aside meanwhile.
  const compressed = ['.br', '.gz']
    .map((extension) => `${worker}${extension}`)
    .filter((file) => fs.existsSync(file));
  const prompt = page.getByText('New version available');
  /** A release: the worker's bytes change, and the open page asks for it (as it does hourly). */
  const release = async (name: string) => {
    fs.writeFileSync(worker, Buffer.concat([original, Buffer.from(`\n// release ${name} ${Date.now()}\n`)]));
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
  };
  const loadedAt = () => page.evaluate(() => performance.timeOrigin);
  /** Until the page has loaded again, under the new version, with no version left waiting. */
  const expectTakenOver = async (before: number) => {
    // The new version installs, activates and the page loads again: slow on a busy machine.
    await expect.poll(() => loadedAt().catch(() => before), { timeout: 30_000 }).not.toBe(before);
    await expect(prompt).toHaveCount(0);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBeNull();
  };

  await page.goto('/');
  await waitForServiceWorker(page);
  await expect(prompt).toHaveCount(0);
  try {
    for (const file of compressed) fs.renameSync(file, `${file}.aside`);
    await release('one');
    await screenshots(page, 'update-prompt');
    const before = await loadedAt();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expectTakenOver(before);

    // The takeover on the next page change (OfflineStatus.tsx) passes alone but not after the
    // other tests of this file (the page changes, no reload follows): not checked here yet.
  } finally {
    fs.writeFileSync(worker, original);
    for (const file of compressed) fs.renameSync(`${file}.aside`, file);
  }
});
