import { expect, expectAccessible, signUpThroughApi, test } from './fixtures.ts';

test('an unknown path answers 404 and shows the 404 page, which leads home', async ({ page }) => {
  for (const path of ['/.well-known/security.txt', '/livez']) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByText('This page does not exist!')).toBeVisible();
  }
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ooops!' })).toBeVisible();
  await expect(page.getByText('This page does not exist!')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go back to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('the visitor landing has the hero under a transparent header, and passes axe', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { name: 'Welcome to Neighbourly - Space for Making New Connections!' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  const headerBackground = await page
    .locator('header')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(headerBackground).toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
  await expectAccessible(page);
});

test('the header is opaque and sticky away from the landing', async ({ page }) => {
  await page.goto('/terms');
  const header = page.locator('header').first();
  const style = await header.evaluate((el) => ({
    position: getComputedStyle(el).position,
    bg: getComputedStyle(el).backgroundColor,
  }));
  expect(style.position).toBe('sticky');
  expect(style.bg).not.toMatch(/rgba\(0, 0, 0, 0\)|transparent/);
});

test('the theme switch survives a reload, and the system preference applies until then', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  await page.goto('/terms');
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(lightBackground);
  await context.close();
});

test('a pressed button is tinted in its own colour, with no ripple to mount (issue #31)', async ({
  page,
}) => {
  await page.goto('/terms');
  const button = page.getByRole('button', { name: /Switch to (light|dark) mode/ });
  await expect(button).toBeVisible();
  const tint = () => button.evaluate((element) => getComputedStyle(element).backgroundImage);
  expect(await tint()).toBe('none');
  const box = await button.boundingBox();
  if (!box) throw new Error('the theme switch has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  expect(await tint()).toContain('linear-gradient');
  await expect(page.locator('.MuiTouchRipple-root')).toHaveCount(0);
  await page.mouse.up();
  expect(await tint()).toBe('none');
});

test('the loading bar shows at once on a navigation, with no chunk to fetch first (issue #31)', async ({
  page,
}) => {
  await page.goto('/');
  // Other tests add groups and events: the first card of the events list is whichever comes first.
  const card = page.getByRole('list', { name: 'Events nearby' }).getByRole('link').first();
  await expect(card).toBeVisible();
  // Every chunk and every answer of the API are held from here on: the bar has to be the shell's own.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  for (const url of ['**/static/js/**', '**/api/public/v1/**']) {
    await page.route(url, async (route) => {
      await held;
      await route.continue();
    });
  }
  await card.click();
  const bar = page.getByRole('progressbar', { name: 'Loading page' });
  await expect(bar).toBeVisible();
  expect(await bar.evaluate((el) => el.getBoundingClientRect().height)).toBe(3);
  release();
  await expect(page).toHaveURL(/\/group\/[^/]+\/events\/\d+$/);
  await expect(bar).toHaveCount(0);
});

test('the footer links the legal pages and help, each with its facts', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(String(new Date().getFullYear()));
  await expect(footer).toContainText('Neighbourly');
  const pages: [string, string, RegExp[]][] = [
    [
      'Terms of Service',
      '/terms',
      [/18/, /Canada/, /February 16(th)?, 2025|Feb 16th, 2025/, /30 days/, /six months/],
    ],
    ['Privacy policy', '/privacy', [/18/, /Canada/, /2025/]],
    ['Cookie policy', '/cookies', [/SESSION/, /XSRF-TOKEN/, /authStore/]],
    ['Help', '/help', [/help@neighbourly\.ca/]],
  ];
  for (const [name, path, facts] of pages) {
    // From a short page: on the landing, scrolling to the footer loads more events, which move
    // the footer while the click is on its way.
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name }).click();
    await expect(page).toHaveURL(path);
    for (const fact of facts) await expect(page.getByRole('main')).toContainText(fact);
    await expectAccessible(page);
  }
  await page.getByRole('link', { name: 'Go back to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('dark mode and phone width pass axe on the main pages', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  for (const path of ['/', '/sign-up', '/authenticate', '/404', '/401', '/help']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await context.close();
});

test('a signed-in user sees Create Group and the avatar menu', async ({ page }) => {
  const { login } = await signUpThroughApi(page);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Create Group' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: new RegExp(login) })).toHaveAttribute(
    'href',
    `/profile/${login}`,
  );
  for (const item of ['Your groups', 'Your events', 'Profile', 'Settings', 'Logout']) {
    await expect(page.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  }
  await expectAccessible(page);
});
