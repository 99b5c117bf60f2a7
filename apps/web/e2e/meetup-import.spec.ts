/**
 * Meetup import on the create-group and create-event forms, against the real import route
 * fetching the stand-in Meetup pages of e2e/meetup-fixture-server.mjs (port E2E_PORT + 1).
 */
import { type Page } from '@playwright/test';
import { expect, expectAccessible, ownGroup, signUpThroughApi, test } from './fixtures.ts';

const MEETUP = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;
const HOUR = 3_600_000;
const IMPORTED = 'Imported Meetup group/event data successfully!';

/** A full-page screenshot in the test's output folder, then the same at 360 px wide. */
async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

test('a new user fills the create-group form from a Meetup group and creates the group', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/create-group');
  const importForm = page.getByRole('form', { name: 'Import a Meetup group' });
  await expect(page.getByRole('separator').getByText('OR', { exact: true })).toBeVisible();
  const button = importForm.getByRole('button', { name: 'Fill Using Existing Meetup Group' });
  await expect(button).toBeDisabled();

  // Slow the answer down a little to see the progress indicator.
  await page.route('**/import/getGroup?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await importForm.getByLabel('Meetup group URL').fill(`${MEETUP}/kitsilano-trail-runners/`);
  await button.click();
  await expect(page.getByRole('progressbar', { name: /fetching the Meetup page/ })).toBeVisible();
  await expect(page.getByText(IMPORTED)).toBeVisible();
  await expect(page.getByRole('progressbar', { name: /fetching the Meetup page/ })).toHaveCount(0);

  const id = page.getByLabel('Group id');
  await expect(id).toHaveValue(/^kitsilano_trail_runners(_\d+)?$/);
  const groupId = await id.inputValue();
  await expect(page.getByLabel('Group name')).toHaveValue('Kitsilano Trail Runners');
  await expect(page.getByLabel('Group description')).toHaveValue(
    /^We are Kitsilano Trail Runners, a friendly crew that runs the trails of Pacific Spirit Park/,
  );
  await expect(page.getByLabel('Group description')).toHaveValue(/Wednesdays 18:30$/);
  // The imported id went through the availability check like a typed one.
  await expect(
    page.getByText(`This group id is available. Your group's address: /group/${groupId}`),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'create-group-imported');

  const create = page.getByRole('button', { name: 'Create group' });
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText('Your group was created successfully!')).toBeVisible();
  await expect(page).toHaveURL(`/group/${groupId}`);
  await expect(page.getByRole('heading', { name: 'Kitsilano Trail Runners' })).toBeVisible();
});

test('a link that is not a readable Meetup group says so and leaves the form empty', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/create-group');
  const importForm = page.getByRole('form', { name: 'Import a Meetup group' });
  await importForm.getByLabel('Meetup group URL').fill(`${MEETUP}/members-only/`);
  await importForm.getByRole('button', { name: 'Fill Using Existing Meetup Group' }).click();
  await expect(
    page.getByText('Failed to import your group. Please ensure that the link is correct.'),
  ).toBeVisible();
  await expect(page.getByText(IMPORTED)).toHaveCount(0);
  await expect(page.getByLabel('Group id')).toHaveValue('');
  await expect(page.getByLabel('Group name')).toHaveValue('');
  await expect(page.getByLabel('Group description')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Create group' })).toBeDisabled();
});

test('when Meetup does not answer, the form says so instead of blaming the link', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/create-group');
  const importForm = page.getByRole('form', { name: 'Import a Meetup group' });
  await importForm.getByLabel('Meetup group URL').fill(`${MEETUP}/down/`);
  await importForm.getByRole('button', { name: 'Fill Using Existing Meetup Group' }).click();
  await expect(page.getByText('We could not reach Meetup right now. Please try again later.')).toBeVisible();
  await expect(
    page.getByText('Failed to import your group. Please ensure that the link is correct.'),
  ).toHaveCount(0);
  await expect(page.getByLabel('Group id')).toHaveValue('');
});

test('the owner fills the event form from a Meetup event: the end is 4 hours after the start', async ({
  page,
}) => {
  const groupId = await ownGroup(page, 'mi');
  await page.goto(`/group/${groupId}/create-event`);
  await expect(
    page.getByRole('heading', { name: `Create or import event for group Seawall Strollers ${groupId}` }),
  ).toBeVisible();
  const importForm = page.getByRole('form', { name: 'Import a Meetup event' });
  await importForm.getByLabel('Meetup event URL').fill(`${MEETUP}/kitsilano-trail-runners/events/301234567/`);
  await importForm.getByRole('button', { name: 'Fill Using Existing Meetup Event' }).click();
  await expect(page.getByText(IMPORTED)).toBeVisible();

  const form = page.getByRole('form', { name: 'Create event' });
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue(
    'Sunrise Trail Run at Pacific Spirit',
  );
  await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(
    /^Join us for a sunrise loop through Pacific Spirit Park\.\n\nWe meet at the Blanca St\. entrance\./,
  );
  await expect(form.getByRole('textbox', { name: 'Location' })).toHaveValue(
    'Pacific Spirit Park, Blanca St entrance, 4915 W 16th Ave, Vancouver, BC, ca',
  );
  // December 5th, 15:30Z, of next year (the fixture server moves the date there), in the
  // browser's time zone, as a datetime-local value.
  const expectedStart = await page.evaluate(() => {
    const d = new Date(`${new Date().getFullYear() + 1}-12-05T15:30:00Z`);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
  });
  const start = form.getByLabel('Start date and time');
  const end = form.getByLabel('End date and time');
  await expect(start).toHaveValue(expectedStart);
  const [startValue, endValue] = [await start.inputValue(), await end.inputValue()];
  expect(Date.parse(endValue) - Date.parse(startValue)).toBe(4 * HOUR);
  await expectAccessible(page);
  await screenshots(page, 'create-event-imported');

  const create = page.getByRole('button', { name: 'Create event' });
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText('Your event was created successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sunrise Trail Run at Pacific Spirit' })).toBeVisible();
});

test('a link that is not a readable Meetup event says so and leaves the form as it was', async ({ page }) => {
  const groupId = await ownGroup(page, 'mi');
  await page.goto(`/group/${groupId}/create-event`);
  const form = page.getByRole('form', { name: 'Create event' });
  const startBefore = await form.getByLabel('Start date and time').inputValue();
  const importForm = page.getByRole('form', { name: 'Import a Meetup event' });
  await importForm.getByLabel('Meetup event URL').fill(`${MEETUP}/members-only/`);
  await importForm.getByRole('button', { name: 'Fill Using Existing Meetup Event' }).click();
  await expect(
    page.getByText('Failed to import your event. Please ensure that the link is correct.'),
  ).toBeVisible();
  await expect(page.getByText(IMPORTED)).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Location' })).toHaveValue('');
  await expect(form.getByLabel('Start date and time')).toHaveValue(startBefore);
  await expectAccessible(page);
});
