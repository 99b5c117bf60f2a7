/**
 * Recurring events and copies (issue #18): a weekly series, edited "this and following"; a
 * series as one thing (issue #26): listed once, one cover for all, Repeats and more dates on edit.
 */
import type { Page } from '@playwright/test';
import { callApi, expect, expectAccessible, makePng, ownGroup, test } from './fixtures.ts';

interface SeriesEvent {
  eventId: number;
  name: string;
  startDateTime: string;
  hasLogo: boolean;
  series: { id: number; upcomingCount: number } | null;
}

const listPath = (groupId: string) => `/events/getAllForGroup?groupId=${groupId}&showFutureEvents=true`;

/** Every upcoming event of the group, soonest first: a list shows a series once, its dates by seriesId. */
async function upcoming(page: Page, groupId: string): Promise<SeriesEvent[]> {
  const listed = (await callApi(page, 'GET', listPath(groupId))).success.data as SeriesEvent[];
  const all: SeriesEvent[] = [];
  for (const event of listed) {
    if (!event.series) all.push(event);
    else
      all.push(
        ...(await callApi(page, 'GET', `${listPath(groupId)}&seriesId=${event.series.id}`)).success.data,
      );
  }
  return all.sort((a, b) => a.startDateTime.localeCompare(b.startDateTime));
}

// The browser sits in Vancouver, as the series' rule does. The series runs in June, when the
// browser's time zone data and Node's agree on Vancouver's offset (Chromium 156's newer data has
// no standard time there from November 2026; Node 20's still does).
const TIME_ZONE = 'America/Vancouver';
test.use({ timezoneId: TIME_ZONE });
const localTime = (instant: string | Date) =>
  new Date(instant).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: TIME_ZONE,
  });
const localDay = (instant: string | Date) =>
  new Date(instant).toLocaleDateString('en-CA', { timeZone: TIME_ZONE });

test('the host creates a weekly series, edits this and the following events, and duplicates one', async ({
  page,
}) => {
  const groupId = await ownGroup(page, 'ser');

  await page.goto(`/group/${groupId}/create-event/PUBLIC`);
  await page.getByRole('textbox', { name: 'Title' }).fill('Saturday run');
  await page.getByRole('textbox', { name: 'Description' }).fill('Five kilometres on the seawall.');
  await page.getByRole('textbox', { name: 'Location' }).fill('Stanley Park');
  // 7 June next year, at 19:00 on whatever weekday that is.
  const day = `${new Date().getFullYear() + 1}-06-07`;
  const start = new Date(`${day}T19:00:00-07:00`);
  await page.getByLabel('Start date and time').fill(`${day}T19:00`);
  await page.getByLabel('End date and time').fill(`${day}T21:00`);
  const weekday = start.toLocaleDateString('en-US', { weekday: 'long', timeZone: TIME_ZONE });
  await page.getByRole('combobox', { name: 'Repeats' }).click();
  await page.getByRole('option', { name: `Weekly on ${weekday}s` }).click();
  await expect(page.getByRole('combobox', { name: 'Ends' })).toHaveText('After a number of events');
  await page.getByRole('spinbutton', { name: 'Number of events' }).fill('4');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Your event was created successfully!')).toBeVisible();
  await expect(page.getByText(`Repeats weekly on ${weekday}s`)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your event is ready.' })).toBeVisible();

  const series = await upcoming(page, groupId);
  expect(series).toHaveLength(4);
  expect(new Set(series.map((e) => e.series?.id)).size).toBe(1);

  // Edit the second one and the ones after it: a new name and an hour later.
  await page.goto(`/group/${groupId}/events/${series[1]!.eventId}/edit`);
  await page.getByRole('textbox', { name: 'Title' }).fill('Saturday run, later');
  const secondDay = localDay(series[1]!.startDateTime);
  await page.getByLabel('Start date and time').fill(`${secondDay}T20:00`);
  await page.getByLabel('End date and time').fill(`${secondDay}T22:00`);
  await page.getByRole('button', { name: 'Update event' }).click();
  const question = page.getByRole('dialog', { name: 'Edit recurring event' });
  await expect(question).toBeVisible();
  await expectAccessible(page);
  await question.getByRole('radio', { name: 'This and following events' }).check();
  await question.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Event was updated successfully')).toBeVisible();

  const after = await upcoming(page, groupId);
  expect(after.map((e) => e.name)).toEqual([
    'Saturday run',
    'Saturday run, later',
    'Saturday run, later',
    'Saturday run, later',
  ]);
  expect(after.map((e) => localTime(e.startDateTime))).toEqual(['19:00', '20:00', '20:00', '20:00']);

  // Delete the last one only.
  await page.goto(`/group/${groupId}/events/${after[3]!.eventId}`);
  await page.getByRole('button', { name: 'Delete event' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirm.getByRole('radio', { name: 'This event' })).toBeChecked();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(new RegExp(`/group/${groupId}$`));
  expect(await upcoming(page, groupId)).toHaveLength(3);

  // Duplicate the first: the form comes filled, a week after the series' first event.
  await page.goto(`/group/${groupId}/events/${after[0]!.eventId}`);
  await page.getByRole('link', { name: 'Duplicate event' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Saturday run');
  await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue('Stanley Park');
  await expect(page.getByLabel('Start date and time')).toHaveValue(/T19:00$/);
  await page.getByRole('textbox', { name: 'Title' }).fill('Saturday run, extra');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Your event was created successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saturday run, extra' })).toBeVisible();
  await page.getByRole('link', { name: 'Create another like this' }).click();
  await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue('Saturday run, extra');
});

/** 7 June next year, 19:00 in Vancouver, and the event body for a board-game night then. */
function gameNight(groupId: string, name: string, extra: object = {}) {
  const day = `${new Date().getFullYear() + 1}-06-07`;
  return {
    groupId,
    eventId: 0,
    name,
    description: 'Catan, Carcassonne and snacks.',
    location: 'Main Street café',
    type: 'PUBLIC',
    startDateTime: new Date(`${day}T19:00:00-07:00`).toISOString(),
    endDateTime: new Date(`${day}T22:00:00-07:00`).toISOString(),
    tags: ['games'],
    participantsLimit: 0,
    ...extra,
  };
}

test('a series is listed once with "Weekly · 8 dates", shares its cover, and gets more dates by editing', async ({
  page,
}) => {
  const groupId = await ownGroup(page, 'srs');
  const name = `Board games ${groupId}`;
  const firstId = (
    await callApi(
      page,
      'POST',
      '/events',
      gameNight(groupId, name, { recurrence: { frequency: 'WEEKLY', count: 8 } }),
    )
  ).success.data as number;

  // The group page and the search show the series once, at its next date.
  await page.goto(`/group/${groupId}`);
  const cards = page.getByRole('list', { name: 'Upcoming events' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(name);
  await expect(cards.first()).toContainText('Weekly · 8 dates');
  await expectAccessible(page);
  await page.goto(`/searchEvents/${encodeURIComponent(groupId)}`);
  await expect(page.getByRole('heading', { name })).toHaveCount(1);
  await expect(page.getByText('Weekly · 8 dates')).toBeVisible();

  // Its page links to the other dates.
  await page.goto(`/group/${groupId}/events/${firstId}`);
  const dates = page.getByRole('navigation', { name: 'Dates in this series' });
  await expect(dates.getByRole('link')).toHaveCount(6);
  await dates.getByRole('button', { name: 'Show all 8 dates' }).click();
  await expect(dates.getByRole('link')).toHaveCount(8);
  await expect(dates.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
  await dates.getByRole('link').nth(2).click();
  const all = await upcoming(page, groupId);
  await expect(page).toHaveURL(`/group/${groupId}/events/${all[2]!.eventId}`);

  // A cover for all events in the series, asked before the file is chosen.
  await page.getByRole('button', { name: 'Upload cover image' }).click();
  const question = page.getByRole('dialog', { name: 'Upload cover image' });
  await expect(question.getByRole('radio', { name: 'This event' })).toBeChecked();
  await expectAccessible(page);
  await question.getByRole('radio', { name: 'All events in the series' }).check();
  const chooser = page.waitForEvent('filechooser');
  await question.getByRole('button', { name: 'Choose image' }).click();
  await (await chooser).setFiles({ name: 'games.png', mimeType: 'image/png', buffer: await makePng() });
  await expect(page.getByText('The cover image was uploaded successfully')).toBeVisible();
  expect((await upcoming(page, groupId)).map((e) => e.hasLogo)).toEqual(Array(8).fill(true));
  await page.goto(`/group/${groupId}/events/${all[6]!.eventId}`);
  await expect(page.getByRole('img', { name: `Cover image of ${name}` })).toBeVisible();

  // More dates: two after the last one.
  await page.goto(`/group/${groupId}/events/${firstId}/edit`);
  await page.getByRole('combobox', { name: 'More dates' }).click();
  await page.getByRole('option', { name: 'Add a number of dates' }).click();
  await page.getByRole('spinbutton', { name: 'Dates to add' }).fill('2');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Update event' }).click();
  await page
    .getByRole('dialog', { name: 'Edit recurring event' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByText('Event was updated successfully')).toBeVisible();
  const extended = await upcoming(page, groupId);
  expect(extended).toHaveLength(10);
  expect(new Set(extended.map((e) => localTime(e.startDateTime)))).toEqual(new Set(['19:00']));
  expect(extended.every((e) => e.hasLogo)).toBe(true);
  await page.goto(`/group/${groupId}`);
  await expect(cards.first()).toContainText('Weekly · 10 dates');
});

test('Repeats on the edit form turns a one-off into a series', async ({ page }) => {
  const groupId = await ownGroup(page, 'sro');
  const eventId = (await callApi(page, 'POST', '/events', gameNight(groupId, 'Chess evening'))).success
    .data as number;
  await page.goto(`/group/${groupId}/events/${eventId}/edit`);
  const weekday = new Date(gameNight(groupId, '').startDateTime).toLocaleDateString('en-US', {
    weekday: 'long',
    timeZone: TIME_ZONE,
  });
  await page.getByRole('combobox', { name: 'Repeats' }).click();
  await page.getByRole('option', { name: `Weekly on ${weekday}s` }).click();
  await page.getByRole('spinbutton', { name: 'Number of events' }).fill('3');
  await page.getByRole('button', { name: 'Update event' }).click();
  await expect(page.getByText('Event was updated successfully')).toBeVisible();
  await expect(page.getByText(`Repeats weekly on ${weekday}s`)).toBeVisible();
  const series = await upcoming(page, groupId);
  expect(series.map((e) => e.eventId)[0]).toBe(eventId);
  expect(series).toHaveLength(3);
  expect(series[0]!.series?.upcomingCount).toBe(3);
});
