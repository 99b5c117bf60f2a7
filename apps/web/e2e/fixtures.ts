/**
 * Shared browser-test helpers: every page is checked with axe, and an uncaught page error
 * fails the test that caused it.
 */
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test as base, expect, type Browser, type Locator, type Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

export const DEMO = { login: 'demo', password: 'Demo1234!', name: 'Demo Neighbour' } as const;
export const PASSWORD = 'Passw0rd!';

/**
 * The server sends the public pages with a first paint that the app replaces when it starts: a
 * test that read an element of the first paint would find it gone. Navigations wait for the app.
 */
export async function waitForApp(page: Page) {
  await page.waitForFunction(() => !document.querySelector('[data-first-paint]'));
}

function waitForAppOnNavigation(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
}

export const test = base.extend<{ pageErrors: string[] }>({
  context: async ({ context }, use) => {
    context.on('page', waitForAppOnNavigation);
    await use(context);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/**
 * The page as it is now, light and dark, then at 360 px wide (dark), in the test's output folder,
 * to look at (a person's check of the screens a change touched).
 */
export async function screenshots(page: Page, name: string) {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: test.info().outputPath(`${name}-light.png`), fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: test.info().outputPath(`${name}-dark.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme: 'light' });
}

export const uniqueLogin = (prefix = 'e2e') => `${prefix}_${Math.random().toString(16).slice(2, 10)}`;

/** No accessibility violation of any impact on what the page shows now. */
export async function expectAccessible(page: Page) {
  // Every screen has one main landmark and one h1: until both are drawn, the lazy screen (or the
  // session check before it) is still loading, and axe would judge the empty shell. (By tag, not
  // role: an open dialog hides the page behind it from the accessibility tree.)
  await expect(page.locator('main')).toHaveCount(1);
  await expect(page.locator('h1')).not.toHaveCount(0);
  // Colours are measured at rest: a fading dialog or a button turning enabled is mid-transition.
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')})`,
    ),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/**
 * Makes an account through the public API, solving the real captcha in Node: for tests whose
 * subject is not sign-up itself. Leaves the page's context signed in as that user.
 */
export async function signUpThroughApi(page: Page, login = uniqueLogin()) {
  const request = page.context().request;
  const challenge = (await (await request.get('/api/public/v1/auth/captcha/challenge')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const recaptcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const csrf = (await (await request.get('/authz/csrf')).json()).success.data as string;
  const response = await request.post('/api/public/v1/auth/signup', {
    data: { login, password: PASSWORD, recaptcha },
    headers: { 'x-xsrf-token': csrf },
  });
  expect(response.status()).toBe(201);
  return { login, password: PASSWORD };
}

/** Calls the API as the page's signed-in user, with the CSRF header the SPA would send. */
export async function callApi(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
) {
  const request = page.context().request;
  const csrf = (await (await request.get('/authz/csrf')).json()).success.data as string;
  const response = await request.fetch(`/api/public/v1${path}`, {
    method,
    headers: { 'x-xsrf-token': csrf },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** A real PNG cover, 640 × 320, for upload tests. */
export async function makePng(): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp({ create: { width: 640, height: 320, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();
}

/** Another person, in a browser context of their own, signed in (and joined to `groupId`). */
export async function anotherPerson(browser: Browser, groupId?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { login } = await signUpThroughApi(page, uniqueLogin('neighbour'));
  if (groupId) await callApi(page, 'POST', '/groupMembers', { groupId, userId: login });
  return { page, login, close: () => context.close() };
}

/** A new user, signed in on `page`, who owns a fresh public group; returns the group id. */
export async function ownGroup(page: Page, prefix = 'og') {
  await signUpThroughApi(page);
  const id = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
  await callApi(page, 'POST', '/groups', {
    id,
    name: `Seawall Strollers ${id}`,
    description: 'We stroll.',
    type: 'PUBLIC',
    tags: [],
  });
  return id;
}

/** The page at `path`, once `ready` shows and no list is loading: axe-clean and no sideways scrolling. */
export async function expectSettledAndFitting(page: Page, path: string, ready: Locator) {
  await page.goto(path);
  await expect(ready).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
}

const HOUR_MS = 3_600_000;

/** An event of `groupId` made through the API by its owner (signed in on `page`); returns its id. */
export async function createEventThroughApi(
  page: Page,
  groupId: string,
  event: {
    name: string;
    description: string;
    location: string;
    startsInHours: number;
    participantsLimit: number;
  },
) {
  const start = Date.now() + event.startsInHours * HOUR_MS;
  const created = await callApi(page, 'POST', '/events', {
    groupId,
    eventId: 0,
    name: event.name,
    description: event.description,
    location: event.location,
    type: 'PUBLIC',
    startDateTime: new Date(start).toISOString(),
    endDateTime: new Date(start + 2 * HOUR_MS).toISOString(),
    tags: [],
    participantsLimit: event.participantsLimit,
  });
  return created.success.data as number;
}

/** The id of the person signed in on `page`. */
export const selfId = async (page: Page) =>
  ((await callApi(page, 'GET', '/users/self')).success.data as { id: string }).id;

/**
 * `npm run admin -- role <login> <role>` against this run's database, as an operator gives a
 * site role (issue #27).
 */
export function grantSiteRole(login: string, role: 'MODERATOR' | 'ADMIN' | 'NONE') {
  execFileSync(process.execPath, ['../server/src/admin/cli.ts', 'role', login, role], {
    env: {
      PATH: process.env.PATH ?? '',
      SQLITE_FILE: path.join(process.env.E2E_RUN_DIR!, 'neighbourly.sqlite'),
    },
  });
}
