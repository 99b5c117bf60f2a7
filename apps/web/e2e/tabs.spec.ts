import { type Page } from '@playwright/test';
import { callApi, expect, signUpThroughApi, test } from './fixtures.ts';

/** Every tab of the page's tab list is whole (not cut) and inside the viewport. */
async function expectTabsWhole(page: Page, listName: string) {
  const tabs = page.getByRole('tablist', { name: listName }).getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const width = page.viewportSize()!.width;
  for (const tab of await tabs.all()) {
    // Whole across; down the page is where a phone scrolls to (the group's actions come first).
    await tab.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const box = (await tab.boundingBox())!;
    const name = await tab.innerText();
    expect(box.x, `${name} starts inside`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${name} ends inside`).toBeLessThanOrEqual(width);
    const cut = await tab.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut, `${name} is cut off`).toBe(false);
    await expect(tab).toBeInViewport({ ratio: 1 });
  }
  // Nothing hides behind a scroll arrow.
  await expect(page.getByRole('tablist', { name: listName }).locator('.MuiTabs-scrollButtons')).toHaveCount(
    0,
  );
}

test.use({ viewport: { width: 360, height: 740 } });

test('at 360 px every tab of the group page and of settings is whole and reachable', async ({ page }) => {
  await signUpThroughApi(page);
  const id = `tabs_${Math.random().toString(36).slice(2, 10)}`;
  await callApi(page, 'POST', '/groups', {
    id,
    name: 'Strathcona Community Garden Volunteers',
    description: 'We garden.',
    type: 'PRIVATE',
    tags: [],
  });
  await page.goto(`/group/${id}`);
  await expectTabsWhole(page, 'Group sections');
  // The owner's: Upcoming, Past, Members, Membership Requests, Banned and About.
  await expect(page.getByRole('tablist', { name: 'Group sections' }).getByRole('tab')).toHaveCount(6);
  // Reachable by keyboard too: the last tab opens its panel.
  const about = page.getByRole('tab', { name: 'About' });
  await about.click();
  await expect(about).toHaveAttribute('aria-selected', 'true');

  await page.goto('/settings');
  await expectTabsWhole(page, 'Settings sections');
  await expect(page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab')).toHaveText([
    'Edit profile',
    'Manage account',
    'Appearance',
    'Notifications',
  ]);
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await expect(page).toHaveURL('/settings/appearance');
});
