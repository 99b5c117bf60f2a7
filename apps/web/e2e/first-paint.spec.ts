/**
 * The public pages paint before any script runs (the server writes their top into the page),
 * the app then takes over in place, and a link pasted into a chat app previews from the tags
 * the server wrote (fetched as a crawler fetches: no script, no cookies).
 */
import { request as playwrightRequest } from '@playwright/test';
import { createEventThroughApi, expect, ownGroup, signUpThroughApi, test } from './fixtures.ts';

test('the landing, a group and an event paint their top before the scripts load', async ({
  page,
  browser,
}) => {
  await signUpThroughApi(page);
  const groupId = await ownGroup(page, 'fp');
  const eventId = await createEventThroughApi(page, groupId, {
    name: 'Lantern walk',
    description: 'Bring a lantern.',
    location: 'Trout Lake',
    startsInHours: 30,
    participantsLimit: 10,
  });

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.route('**/static/js/**', (route) => route.abort());
  await visitor.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(
    visitor.getByRole('heading', {
      level: 1,
      name: 'Welcome to Neighbourly - Space for Making New Connections!',
    }),
  ).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/sign-up');

  await visitor.goto(`/group/${groupId}`, { waitUntil: 'domcontentloaded' });
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(/./);
  await expect(visitor.getByText('Public group')).toBeVisible();

  await visitor.goto(`/group/${groupId}/events/${eventId}`, { waitUntil: 'domcontentloaded' });
  await expect(visitor.getByRole('heading', { level: 1, name: 'Lantern walk' })).toBeVisible();
  await expect(visitor.getByText('Trout Lake')).toBeVisible();
  await expect(visitor.getByText('0 of 10 places taken')).toBeVisible();
  await context.close();
});

test('the app takes the first paint over: the event page gets its buttons and tabs', async ({ page }) => {
  await signUpThroughApi(page);
  const groupId = await ownGroup(page, 'fq');
  const eventId = await createEventThroughApi(page, groupId, {
    name: 'Seed swap',
    description: 'Bring seeds.',
    location: 'Britannia',
    startsInHours: 48,
    participantsLimit: 0,
  });
  await page.goto(`/group/${groupId}/events/${eventId}`);
  await expect(page.locator('[data-first-paint]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Seed swap' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'About' })).toBeVisible();
  await expect(page).toHaveTitle('Seed swap · Neighbourly');
});

test('an event link previews in a chat app: title, description, time and address', async ({
  page,
  baseURL,
}) => {
  await signUpThroughApi(page);
  const groupId = await ownGroup(page, 'fs');
  const eventId = await createEventThroughApi(page, groupId, {
    name: 'Community bike repair',
    description: 'Tools and tea provided.',
    location: 'Mount Pleasant Community Centre',
    startsInHours: 72,
    participantsLimit: 12,
  });

  // A crawler: a bare HTTP client with a crawler's user agent, no cookies, no scripts.
  const crawler = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'user-agent': 'facebookexternalhit/1.1' },
  });
  const response = await crawler.get(`/group/${groupId}/events/${eventId}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  await crawler.dispose();

  const meta = (key: string) =>
    new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
  expect(html).toContain('<title>Community bike repair · Neighbourly</title>');
  expect(meta('og:title')).toBe('Community bike repair');
  expect(meta('og:description')).toContain('Mount Pleasant Community Centre · Tools and tea provided.');
  expect(meta('og:url')).toMatch(new RegExp(`/group/${groupId}/events/${eventId}$`));
  expect(meta('article:published_time')).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(meta('twitter:card')).toBe('summary');
});

test("'Start Exploring Now' answers before the app is here, and the app carries on to the list", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const visitor = await context.newPage();
  // Hold the app's code back until the tap is made on the server's first paint.
  let releaseScripts: () => void = () => undefined;
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await visitor.route('**/static/js/**', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // The held module script holds DOMContentLoaded back too: wait only for the page to arrive.
  await visitor.goto('/', { waitUntil: 'commit' });
  await expect(visitor.locator('[data-first-paint]')).toHaveCount(1);
  await visitor.getByRole('link', { name: 'Start Exploring Now' }).click();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Events Nearby' })).toBeInViewport();
  expect(await visitor.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  releaseScripts();
  await expect(visitor.locator('[data-first-paint]')).toHaveCount(0);
  await expect(visitor.getByRole('heading', { level: 2, name: 'Events Nearby' })).toBeInViewport();
  await context.close();
});
