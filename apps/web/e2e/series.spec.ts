/** Recurring events and copies (issue #18): a weekly series, edited "this and following". */
import { callApi, expect, expectAccessible, ownGroup, test } from './fixtures.ts';

interface SeriesEvent {
  eventId: number;
  name: string;
  startDateTime: string;
  series: { id: number } | null;
}

/** The group's upcoming events, soonest first, as the API lists them. */
async function upcoming(page: Parameters<typeof ownGroup>[0], groupId: string): Promise<SeriesEvent[]> {
  const body = await callApi(page, 'GET', `/events/getAllForGroup?groupId=${groupId}&showFutureEvents=true`);
  return body.success.data as SeriesEvent[];
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
