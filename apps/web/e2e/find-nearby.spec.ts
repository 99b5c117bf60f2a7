/**
 * Finding what's on near me (issue #28), in the browser: the filters of event search live in
 * the URL (reload and Back keep them), distance from a neighbourhood and format narrow the
 * list, the map view shows the results as markers with no tiles reachable, a marker's card
 * links to its event, "Search this area" puts the map's area in the URL, group search takes a
 * distance, and on a phone the map is a switch of its own. Demo data is seeded.
 */
import { type Page } from '@playwright/test';
import { expect, expectAccessible, signUpThroughApi, test } from './fixtures.ts';

test.use({ timezoneId: 'America/Vancouver' });

/** Where to save screenshots of these screens to look at (E2E_SHOTS_DIR), if anywhere. */
const SHOTS = process.env.E2E_SHOTS_DIR;

const eventsList = (page: Page) => page.getByRole('list', { name: 'Events nearby' });
const item = (page: Page, name: string) => eventsList(page).getByRole('listitem').filter({ hasText: name });
/**
 * The list has come. Unfiltered, the demo events need not be on its first page: the other specs
 * share this server and make events sooner than the demo's, so only filtered lists name them.
 */
const listed = (page: Page) => expect(eventsList(page).getByRole('listitem').first()).toBeVisible();

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  // Past the dialogs' fade.
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** Opens the filters, lets `choose` set them, and shows the results. */
async function filter(page: Page, choose: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Filter (events|groups)$/ });
  await expect(dialog).toBeVisible();
  await choose(dialog);
  await dialog.getByRole('button', { name: /^Show (events|groups)$/ }).click();
  await expect(dialog).toBeHidden();
}

const query = (page: Page) => new URL(page.url()).searchParams;

test('event search: presets, distance from a neighbourhood and format live in the URL; reload and Back keep them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page);
  await page.goto('/searchEvents');
  await listed(page);

  await filter(page, (dialog) => dialog.getByRole('radio', { name: 'This weekend' }).check());
  await expect.poll(() => query(page).get('when')).toBe('weekend');
  await expect(page.getByRole('button', { name: 'This weekend' })).toBeVisible();

  await filter(page, (dialog) => dialog.getByRole('radio', { name: 'Today' }).check());
  await expect.poll(() => query(page).get('when')).toBe('today');

  // Within 2 km of Kitsilano, any time: the seawall run (by Kits Pool), not dim sum in Chinatown.
  await filter(page, async (dialog) => {
    await dialog.getByRole('radio', { name: 'Any time' }).check();
    await dialog.getByRole('combobox', { name: 'How far' }).selectOption('2');
    await dialog.getByRole('radio', { name: 'A neighbourhood…' }).check();
    await dialog.getByRole('combobox', { name: 'Neighbourhood' }).selectOption('kitsilano');
  });
  await expect.poll(() => page.url()).toMatch(/[?&]km=2&place=kitsilano$/);
  expect(query(page).get('when')).toBeNull();
  await expect(item(page, 'Saturday seawall 10K')).toBeVisible();
  await expect(item(page, 'Saturday seawall 10K')).toContainText(/\d\.\d km away/);
  await expect(item(page, 'Dim sum morning')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Within 2 km of Kitsilano' })).toBeVisible();
  await shot(page, 'filters-distance-light');
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'filters-distance-dark');
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });

  await page.reload();
  await expect(item(page, 'Saturday seawall 10K')).toBeVisible();
  await expect(item(page, 'Dim sum morning')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Within 2 km of Kitsilano' })).toBeVisible();

  // Online, any distance: the hybrid jam, none of the in-person events.
  await filter(page, async (dialog) => {
    await dialog.getByRole('combobox', { name: 'How far' }).selectOption('');
    await dialog.getByRole('radio', { name: 'Online' }).check();
  });
  await expect.poll(() => page.url()).toMatch(/\/searchEvents\?format=ONLINE$/);
  // (event-places.spec makes an 'Open acoustic jam, hybrid' of its own.)
  await expect(item(page, 'Open acoustic jam').first()).toBeVisible();
  await expect(item(page, 'Saturday seawall 10K')).toHaveCount(0);
  await expect(item(page, 'Dim sum morning')).toHaveCount(0);

  // Back: the distance again, then today.
  await page.goBack();
  await expect.poll(() => page.url()).toMatch(/[?&]km=2&place=kitsilano$/);
  await expect(item(page, 'Saturday seawall 10K')).toBeVisible();
  await expect(item(page, 'Open acoustic jam')).toHaveCount(0);
  await page.goBack();
  await expect.poll(() => query(page).get('when')).toBe('today');

  // A chip's ✕ removes its filter; the text search keeps the filters.
  await page.goto('/searchEvents?km=2&place=kitsilano&format=IN_PERSON');
  await page.getByRole('searchbox', { name: 'Search events' }).fill('seawall');
  await expect(page).toHaveURL(/\/searchEvents\/seawall\?km=2&place=kitsilano&format=IN_PERSON$/);
  await expect(eventsList(page).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'In person' }).locator('.MuiChip-deleteIcon').click();
  await expect.poll(() => query(page).get('format')).toBeNull();
});

test('the map view: lazy, markers without tiles, a card on tap, "Search this area" puts the area in the URL', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await signUpThroughApi(page);
  // Pinned events only (a distance keeps them alone): the other specs' unpinned events, sooner
  // than the demo's, would fill the first page and leave the map without markers.
  await page.goto('/searchEvents?km=25&place=kitsilano');
  await listed(page);
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
  // The map's code (and Leaflet) is not asked for until Map is chosen.
  expect(scripts.filter((url) => /EventsMap|leaflet/i.test(url))).toEqual([]);
  await expect(page.locator('.leaflet-container')).toHaveCount(0);

  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect.poll(() => query(page).get('view')).toBe('map');
  const map = page.getByTestId('events-map');
  await expect(map).toBeVisible();
  // Markers, or clusters of them, with no tiles at all.
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  expect(await map.locator('.leaflet-tile-loaded').count()).toBe(0);
  expect(scripts.some((url) => /EventsMap/.test(url))).toBe(true);
  // Wide: the list stays beside the map.
  await listed(page);
  await shot(page, 'map-wide-light');
  await expectAccessible(page);

  // One result, one marker: its card links to the event.
  await page.getByRole('searchbox', { name: 'Search events' }).fill('Saturday seawall');
  await expect(page).toHaveURL(/\/searchEvents\/Saturday%20seawall\?km=25&place=kitsilano&view=map$/);
  const marker = map.locator('img.leaflet-marker-icon[title="Saturday seawall 10K"]');
  await expect(marker).toHaveCount(1);
  await marker.click();
  const card = page.getByRole('group', { name: 'Event on the map: Saturday seawall 10K' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Kits Beach Runners');
  await expect(card.getByRole('link', { name: 'Saturday seawall 10K' })).toHaveAttribute(
    'href',
    /^\/group\/kits_beach_runners\/events\/\d+$/,
  );
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'map-card-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // Moving the map offers "Search this area", which puts its centre and reach in the URL.
  await expect(page.getByRole('button', { name: 'Search this area' })).toHaveCount(0);
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 - 60, { steps: 8 });
  await page.mouse.up();
  await page.getByRole('button', { name: 'Search this area' }).click();
  // Somewhere in Metro Vancouver: the map shows the 25 km around Kitsilano, so a drag moves far.
  await expect.poll(() => query(page).get('near')).toMatch(/^49\.\d+,-12[23]\.\d+$/);
  const km = Number(query(page).get('km'));
  expect(km).toBeGreaterThanOrEqual(1);
  expect(km).toBeLessThanOrEqual(100);
  await expect(page.getByRole('button', { name: `Within ${km} km of the map area` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search this area' })).toHaveCount(0);
});

test('on a phone: the filters in a full-screen dialog, the map as a switch, my location asked only when chosen', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // Refused: the browser says no, and the dialog says what to do instead.
  const refused = await browser.newContext({
    viewport: { width: 390, height: 844 },
    timezoneId: 'America/Vancouver',
  });
  const page = await refused.newPage();
  // Pinned events only, so that the map has markers whatever the other specs made.
  await page.goto('/?km=25&place=kitsilano');
  await listed(page);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter events' });
  await expect(dialog).toBeVisible();
  // Visitors have no neighbourhood of their own to measure from.
  await dialog.getByRole('combobox', { name: 'How far' }).selectOption('5');
  await expect(dialog.getByRole('radio', { name: /^My neighbourhood/ })).toHaveCount(0);
  await shot(page, 'filters-dialog-phone');
  await dialog.getByRole('radio', { name: 'My location' }).check();
  await expect(dialog.getByText('Your browser did not share your location.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The Map switch: the map takes the list's place.
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect.poll(() => query(page).get('view')).toBe('map');
  const map = page.getByTestId('events-map');
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  await expect(eventsList(page)).toBeHidden();
  await shot(page, 'map-phone-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'map-phone-dark');
  await page.getByRole('button', { name: 'List', exact: true }).click();
  await expect(eventsList(page)).toBeVisible();
  await refused.close();

  // Allowed: the location (rounded) goes into the URL.
  const allowed = await browser.newContext({
    viewport: { width: 390, height: 844 },
    geolocation: { latitude: 49.2731, longitude: -123.1536 },
    permissions: ['geolocation'],
  });
  const located = await allowed.newPage();
  await located.goto('/');
  await listed(located);
  await filter(located, async (filters) => {
    await filters.getByRole('combobox', { name: 'How far' }).selectOption('1');
    await filters.getByRole('radio', { name: 'My location' }).check();
    await expect(filters.getByText('Your location is found.')).toBeVisible();
  });
  await expect.poll(() => located.url()).toMatch(/[?&]km=1&near=49\.273,-123\.154&origin=me$/);
  await expect(item(located, 'Saturday seawall 10K')).toBeVisible();
  await expect(item(located, 'Dim sum morning')).toHaveCount(0);
  await expect(located.getByRole('button', { name: 'Within 1 km of my location' })).toBeVisible();
  await allowed.close();
});

test('group search takes a distance from a neighbourhood', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/searchGroups');
  const groups = page.getByRole('list', { name: 'Groups nearby' });
  // Unfiltered, the groups the other specs made are more active than the demo's.
  await expect(groups.getByRole('listitem').first()).toBeVisible();
  await filter(page, async (dialog) => {
    await expect(dialog.getByRole('radio', { name: 'This weekend' })).toHaveCount(0);
    await dialog.getByRole('combobox', { name: 'How far' }).selectOption('2');
    await dialog.getByRole('radio', { name: 'A neighbourhood…' }).check();
    await dialog.getByRole('combobox', { name: 'Neighbourhood' }).selectOption('kitsilano');
  });
  await expect(page).toHaveURL(/\/searchGroups\?km=2&place=kitsilano$/);
  await expect(groups.getByRole('listitem').filter({ hasText: 'Kits Beach Runners' })).toBeVisible();
  await expect(groups.getByRole('listitem').filter({ hasText: 'Chinatown Food Walks' })).toHaveCount(0);
  await shot(page, 'groups-distance-light');
  await expectAccessible(page);
});
