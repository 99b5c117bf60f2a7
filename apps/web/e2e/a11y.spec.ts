/**
 * Every screen, light and dark, at 1280 and 360 px: no axe violation of any impact and no
 * sideways scrolling (issue #13). Other specs check their screens in their states; this one
 * makes sure no page is left out.
 */
import { expect, expectAccessible, expectSettledAndFitting, signUpThroughApi, test } from './fixtures.ts';
import { memberScreens, visitorScreens } from './screens.ts';

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [1280, 360]) {
    test(`every screen passes axe and fits, ${colorScheme} at ${width} px`, async ({ browser }) => {
      // Every screen, four times over in parallel workers: 4.4 min was seen on a busy CI box.
      test.setTimeout(480_000);
      const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 } });
      const page = await context.newPage();
      // Every screen is checked, and all that fail are reported together.
      const failures: string[] = [];
      const check = async (path: string, run: () => Promise<void>) => {
        try {
          await run();
        } catch (error) {
          failures.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
        }
      };
      for (const screen of await visitorScreens(page)) {
        await check(screen.path, () => expectSettledAndFitting(page, screen.path, screen.ready(page)));
      }
      const { login } = await signUpThroughApi(page);
      for (const screen of await memberScreens(page, login)) {
        await check(screen.path, () => expectSettledAndFitting(page, screen.path, screen.ready(page)));
      }
      await check('the open account menu', async () => {
        await page.goto('/my-groups');
        await page.getByRole('button', { name: 'Account menu' }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectAccessible(page);
      });
      expect(failures).toEqual([]);
      await context.close();
    });
  }
}
