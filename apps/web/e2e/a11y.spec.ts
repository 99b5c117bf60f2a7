/**
 * Every screen, light and dark, at 1280 and 360 px: no axe violation of any impact and no
 * sideways scrolling (issue #13). Other specs check their screens in their states; this one
 * makes sure no page is left out.
 *
 * Each screen is loaded once and then seen in each look in place (the colour scheme switched as a
 * phone's setting does, the window resized): a load of every screen per look took ~40% of this
 * spec's time in CI. Loads at phone width itself are in the specs of each screen (shell, discovery).
 */
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signUpThroughApi, test } from './fixtures.ts';
import { memberScreens, type Screen, visitorScreens } from './screens.ts';

test.describe.configure({ mode: 'parallel' });

const LOOKS = [
  { colorScheme: 'light', width: 1280 },
  { colorScheme: 'dark', width: 1280 },
  { colorScheme: 'dark', width: 360 },
  { colorScheme: 'light', width: 360 },
] as const;

/** Checks the page as it is in each look, once `ready` resolves; returns what failed, each named. */
async function inEachLook(page: Page, what: string, ready: () => Promise<void>): Promise<string[]> {
  const failures: string[] = [];
  for (const { colorScheme, width } of LOOKS) {
    try {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      await ready();
      // The page has taken the look: MUI sets the scheme's colours and `color-scheme` on <html>.
      await expect(page.locator('html')).toHaveCSS('color-scheme', colorScheme);
      await expectAccessible(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'scrolls sideways').toBeLessThanOrEqual(0);
    } catch (error) {
      failures.push(
        `${what}, ${colorScheme} at ${width} px: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return failures;
}

async function checkScreens(page: Page, screens: Screen[]): Promise<string[]> {
  const failures: string[] = [];
  for (const screen of screens) {
    const settled = async () => {
      await expect(screen.ready(page)).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    };
    try {
      await page.setViewportSize({ width: LOOKS[0].width, height: 900 });
      await page.goto(screen.path);
      await settled();
    } catch (error) {
      failures.push(`${screen.path}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    failures.push(...(await inEachLook(page, screen.path, settled)));
  }
  return failures;
}

test('every screen a visitor sees passes axe and fits, light and dark, at 1280 and 360 px', async ({
  page,
}) => {
  test.setTimeout(480_000);
  expect(await checkScreens(page, await visitorScreens(page))).toEqual([]);
});

test('every screen a member sees, and the account menu, pass axe and fit, light and dark, at 1280 and 360 px', async ({
  page,
}) => {
  test.setTimeout(480_000);
  const { login } = await signUpThroughApi(page);
  const failures = await checkScreens(page, await memberScreens(page, login));

  await page.setViewportSize({ width: LOOKS[0].width, height: 900 });
  await page.goto('/my-groups');
  const menu = page.getByRole('menu');
  // Opened again in a look where the header, redrawn for the width, has closed it.
  const menuOpen = async () => {
    if (!(await menu.isVisible())) await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(menu).toBeVisible();
  };
  failures.push(...(await inEachLook(page, 'the open account menu', menuOpen)));
  expect(failures).toEqual([]);
});
