/**
 * Home places (issue #28): a group's home neighbourhood on its forms, page and card, and "My
 * neighbourhood" in a person's settings, which only they see.
 */
import { type Page } from '@playwright/test';
import { callApi, expect, expectAccessible, signUpThroughApi, test, uniqueLogin } from './fixtures.ts';

const SHOTS_DIR = process.env.E2E_SHOTS_DIR;

/**
 * The page light, dark and on a 390 px phone, full length: in the test's output folder, and in
 * E2E_SHOTS_DIR too when it is set (to look at outside a run).
 */
async function shots(page: Page, name: string) {
  const take = async (variant: string) => {
    const file = `${name}-${variant}.png`;
    await page.screenshot({ path: test.info().outputPath(file), fullPage: true });
    if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${file}`, fullPage: true });
  };
  const size = page.viewportSize();
  await page.emulateMedia({ colorScheme: 'light' });
  await take('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await take('dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await take('phone');
  if (size) await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme: 'light' });
}

const homeNeighbourhood = (page: Page) => page.getByLabel('Home neighbourhood');
const groupFacts = (page: Page) => page.locator('header ul');
const cardOf = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

async function saveGroup(page: Page, id: string) {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Successfully updated the group')).toBeVisible();
  await expect(page).toHaveURL(`/group/${id}`);
}

test('a group has a home neighbourhood: chosen on creation, shown on its page and card, changed and cleared', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page);
  const id = uniqueLogin('home');
  const name = `Main Street Sketchers ${id}`;

  await page.goto('/create-group');
  await expect(homeNeighbourhood(page)).toHaveValue('');
  await expect(
    page.getByText('Where the group mostly meets; people searching nearby find it.'),
  ).toBeVisible();
  await page.getByLabel('Group id').fill(id);
  await page.getByLabel('Group name').fill(name);
  await page.getByLabel('Group description').fill('Drawing the street, Sundays.');
  await homeNeighbourhood(page).selectOption({ label: 'Mount Pleasant' });
  await expect(homeNeighbourhood(page)).toHaveValue('mount-pleasant');
  await shots(page, 'create-group-form');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page).toHaveURL(`/group/${id}`);
  await expect(groupFacts(page)).toContainText('Mount Pleasant');
  expect((await callApi(page, 'GET', `/groups?id=${id}`)).success.data.homePlace).toBe('mount-pleasant');
  await expectAccessible(page);
  await shots(page, 'group-page');

  await page.goto('/my-groups');
  await expect(cardOf(page, name)).toContainText('Mount Pleasant');
  await expectAccessible(page);
  await shots(page, 'my-groups-card');

  await page.goto(`/group/${id}/edit`);
  await expect(homeNeighbourhood(page)).toHaveValue('mount-pleasant');
  await homeNeighbourhood(page).selectOption({ label: 'Strathcona' });
  await shots(page, 'edit-group-form');
  await saveGroup(page, id);
  await expect(groupFacts(page)).toContainText('Strathcona');
  await expect(groupFacts(page)).not.toContainText('Mount Pleasant');
  await page.goto('/my-groups');
  await expect(cardOf(page, name)).toContainText('Strathcona');

  await page.goto(`/group/${id}/edit`);
  await expect(homeNeighbourhood(page)).toHaveValue('strathcona');
  await homeNeighbourhood(page).selectOption({ label: 'None' });
  await saveGroup(page, id);
  // With no home neighbourhood, the header says where the group is from, as before.
  await expect(groupFacts(page)).not.toContainText('Strathcona');
  await expect(groupFacts(page)).toContainText('member');
  expect((await callApi(page, 'GET', `/groups?id=${id}`)).success.data.homePlace).toBeNull();
  await page.goto('/my-groups');
  await expect(cardOf(page, name)).toBeVisible();
  await expect(cardOf(page, name)).not.toContainText('Strathcona');
});

test('"My neighbourhood" is saved in settings, kept over a reload, returned by users/self and shown to no one else', async ({
  page,
  browser,
}) => {
  const { login } = await signUpThroughApi(page);
  const myNeighbourhood = page.getByLabel('My neighbourhood');

  await page.goto('/settings');
  await expect(myNeighbourhood).toHaveValue('');
  await expect(page.getByText('Searches can measure distances from here. Only you see it.')).toBeVisible();
  await myNeighbourhood.selectOption({ label: 'Kitsilano' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile was updated successfully')).toBeVisible();
  // Saved: nothing left to save.
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await expectAccessible(page);
  await shots(page, 'settings-neighbourhood');

  await page.reload();
  await expect(myNeighbourhood).toHaveValue('kitsilano');
  const self = (await callApi(page, 'GET', '/users/self')).success.data as { homePlace: string | null };
  expect(self.homePlace).toBe('kitsilano');

  // Another neighbour sees the profile, never the neighbourhood.
  const other = await browser.newContext();
  const neighbour = await other.newPage();
  await signUpThroughApi(neighbour, uniqueLogin('neighbour'));
  const profile = (await callApi(neighbour, 'GET', `/users?id=${login}`)).success.data as Record<
    string,
    unknown
  >;
  expect(profile).not.toHaveProperty('homePlace');
  await neighbour.goto(`/profile/${login}`);
  await expect(neighbour.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(neighbour.getByText('Kitsilano')).toHaveCount(0);
  await other.close();

  // Cleared, it stays cleared.
  await myNeighbourhood.selectOption({ label: 'None' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile was updated successfully')).toBeVisible();
  await page.reload();
  await expect(myNeighbourhood).toHaveValue('');
  expect((await callApi(page, 'GET', '/users/self')).success.data.homePlace).toBeNull();
});

test("a demo group's card in search shows its home neighbourhood, and how far it is when the search measured", async ({
  page,
}) => {
  await signUpThroughApi(page);
  const searchPath = `/searchGroups/${encodeURIComponent('Kits Beach Runners')}`;
  await page.goto(searchPath);
  const card = page.getByRole('list', { name: 'Groups nearby' }).getByRole('listitem').first();
  await expect(card).toContainText('Kits Beach Runners');
  await expect(card).toContainText('Kitsilano');
  await expect(card).not.toContainText(' km');

  // A search from a point gives each group its distance (the server's tests cover the number);
  // the card words it. Given here, whatever the search screen offers to measure from.
  const fromKitsilano = (await callApi(
    page,
    'GET',
    `/groups/search?searchTerm=${encodeURIComponent('Kits Beach Runners')}&place=kitsilano&withinKm=5`,
  )) as unknown;
  expect(JSON.stringify(fromKitsilano)).toContain('"distanceKm":0');
  await page.route('**/api/public/v1/groups/search*', async (route) => {
    const response = await route.fetch();
    const withDistance = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(withDistance);
      if (value && typeof value === 'object') {
        const entries = Object.entries(value).map(([key, inner]) => [key, withDistance(inner)]);
        return 'homePlace' in value
          ? { ...Object.fromEntries(entries), distanceKm: 2.34 }
          : Object.fromEntries(entries);
      }
      return value;
    };
    await route.fulfill({ response, json: withDistance(await response.json()) });
  });
  await page.goto(searchPath);
  await expect(card).toContainText('Kitsilano · 2.3 km');
  await shots(page, 'search-group-card');
});
