/**
 * Languages on the web (issue #29): a Persian reader gets a right-to-left page (MUI mirrored,
 * arrows that point along the line turned round, nothing wider than a phone), and form errors
 * from the shared schemas come in the reader's language (Persian and French).
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { callApi, expect, expectSettledAndFitting, screenshots, signUpThroughApi, test } from './fixtures.ts';

const DEMO_GROUP = 'kits_beach_runners';

/** A message of the catalogue, as the reader of `locale` sees it. */
const catalogueText = (area: string, key: string, locale: string): string =>
  (
    JSON.parse(
      fs.readFileSync(
        path.resolve(import.meta.dirname, `../../../packages/i18n/messages/${area}/${locale}.json`),
        'utf8',
      ),
    ) as Record<string, string>
  )[key]!;

/** The catalogue's translation of MESSAGES.login. */
const loginMessageIn = (locale: string): string => catalogueText('validation', 'validation_login', locale);

async function demoEventPath(page: Page): Promise<string> {
  const events = (
    await callApi(page, 'GET', `/events/getAllForGroup?groupId=${DEMO_GROUP}&showFutureEvents=true`)
  ).success.data as { groupId: string; eventId: number }[];
  return `/group/${events[0]!.groupId}/events/${events[0]!.eventId}`;
}

/** Too short a login on the sign-up form, left: the rule's message shows under it. */
async function tooShortLogin(page: Page) {
  await page.goto('/sign-up');
  const login = page.locator('input[name="login"]');
  await login.fill('ab');
  await login.press('Tab');
}

/** The back link's arrow on an event page: the transform its icon is drawn with. */
async function backArrowTransform(page: Page, eventPath: string): Promise<string> {
  await page.goto(eventPath);
  const arrow = page.locator(`main a[href="/group/${DEMO_GROUP}"] svg`).first();
  await expect(arrow).toBeVisible();
  return arrow.evaluate((svg) => getComputedStyle(svg).transform);
}

test.describe('Persian, right to left', () => {
  test.use({ locale: 'fa-IR' });

  test('the page reads right to left: header mirrored, back arrow turned, nothing wider than a phone', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');

    // The logo at the reading start (right), the account's actions at the end (left).
    const logo = await page.locator(`header a[href="/"]`).first().boundingBox();
    const actions = await page.locator('header nav').first().boundingBox();
    expect(logo && actions).toBeTruthy();
    expect(logo!.x).toBeGreaterThan(actions!.x + actions!.width);

    const eventPath = await demoEventPath(page);
    expect(await backArrowTransform(page, eventPath)).toBe('matrix(-1, 0, 0, 1, 0, 0)');

    await page.setViewportSize({ width: 360, height: 800 });
    const h1 = page.locator('h1').first();
    for (const pagePath of ['/', `/group/${DEMO_GROUP}`, eventPath, '/sign-in', '/sign-up'])
      await expectSettledAndFitting(page, pagePath, h1);
  });

  test('a form error from the shared rules is in Persian', async ({ page }) => {
    await tooShortLogin(page);
    await expect(page.getByText(loginMessageIn('fa'))).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test("the account menu opens under the avatar, towards the page's middle", async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto('/');
    // By CSS: once the menu is open, the page behind it is hidden from the accessibility tree.
    const avatar = page.locator(
      `header button[aria-label="${catalogueText('shell', 'shell_account_menu', 'fa')}"]`,
    );
    await avatar.click();
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    const button = (await avatar.boundingBox())!;
    const list = (await menu.boundingBox())!;
    // Its left edge with the avatar's (the avatar ends the line at the left), inside the page.
    expect(Math.abs(list.x - button.x)).toBeLessThan(24);
    expect(list.x + list.width).toBeGreaterThan(button.x + button.width);
  });

  test('screens to look at', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('h1').first()).toBeVisible();
    await screenshots(page, 'fa-landing');
    await page.goto(`/group/${DEMO_GROUP}`);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await screenshots(page, 'fa-group');
    await tooShortLogin(page);
    await expect(page.getByText(loginMessageIn('fa'))).toBeVisible();
    await screenshots(page, 'fa-sign-up');
  });
});

test.describe('French, left to right', () => {
  test.use({ locale: 'fr-CA' });

  test('a form error from the shared rules is in French, and arrows point as drawn', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await backArrowTransform(page, await demoEventPath(page))).toBe('none');

    await tooShortLogin(page);
    await expect(page.getByText(loginMessageIn('fr'))).toBeVisible();
    await page.setViewportSize({ width: 360, height: 800 });
    await screenshots(page, 'fr-sign-up');
    await page.goto(`/group/${DEMO_GROUP}`);
    await expect(page.locator('h1').first()).toBeVisible();
    await screenshots(page, 'fr-group');
  });
});
