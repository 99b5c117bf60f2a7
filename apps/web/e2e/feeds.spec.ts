/**
 * Calendars and the attendee file (issue #18): the personal calendar link in Settings and its
 * renewal, the group page's "Subscribe to calendar", and the host's CSV download.
 */
import fs from 'node:fs';
import {
  anotherPerson,
  callApi,
  createEventThroughApi,
  expect,
  expectAccessible,
  ownGroup,
  signUpThroughApi,
  test,
} from './fixtures.ts';

test('Settings shows a private calendar link; a new link replaces it and the old one answers 404', async ({
  page,
  context,
}) => {
  await signUpThroughApi(page);
  await page.goto('/settings/accountManagement');
  const field = page.getByRole('textbox', { name: 'Your calendar link' });
  await expect(field).toHaveValue(/\/api\/public\/v1\/calendar\/[\w-]{43}\.ics$/);
  await expectAccessible(page);
  const old = await field.inputValue();
  const oldPath = new URL(old).pathname;
  expect((await context.request.get(oldPath)).status()).toBe(200);
  await expect(page.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
    'href',
    old.replace(/^https?:\/\//, 'webcal://'),
  );

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(old);

  await page.getByRole('button', { name: 'Get a new link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get a new calendar link?' });
  await expect(dialog).toContainText('The old link will stop working');
  await dialog.getByRole('button', { name: 'Get a new link' }).click();
  await expect(page.getByText('Your new calendar link is ready. The old one no longer works.')).toBeVisible();
  await expect(field).not.toHaveValue(old);
  const fresh = await field.inputValue();
  expect(fresh).toMatch(/\/api\/public\/v1\/calendar\/[\w-]{43}\.ics$/);

  // A calendar app carries no cookies: a context of its own reads the new address only.
  const calendarApp = await context.browser()!.newContext();
  expect((await calendarApp.request.get(new URL(fresh).toString())).status()).toBe(200);
  expect((await calendarApp.request.get(new URL(old).toString())).status()).toBe(404);
  await calendarApp.close();
});

test("a public group's page offers its calendar to subscribe to, by webcal link or copied", async ({
  page,
  browser,
}) => {
  const groupId = await ownGroup(page, 'cal');
  await createEventThroughApi(page, groupId, {
    name: 'Lantern walk',
    description: 'Lanterns by the lake.',
    location: 'Trout Lake',
    startsInHours: 48,
    participantsLimit: 0,
  });
  // A visitor, who has no account at all, may subscribe.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/group/${groupId}`);
  await visitor.getByRole('button', { name: 'Subscribe to calendar' }).click();
  const open = visitor.getByRole('menuitem', { name: 'Open in calendar app' });
  await expect(open).toHaveAttribute(
    'href',
    new RegExp(`^webcal://[^/]+/api/public/v1/groups/calendar\\?groupId=${groupId}$`),
  );
  await expect(visitor.getByRole('menuitem', { name: 'Copy link' })).toBeVisible();
  const href = (await open.getAttribute('href'))!.replace(/^webcal:/, 'http:');
  const calendar = await visitorContext.request.get(href);
  expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await calendar.text()).toContain('SUMMARY:Lantern walk');
  await visitor.keyboard.press('Escape');
  await expectAccessible(visitor);
  await visitorContext.close();
});

test('the host downloads the attendee list as CSV from the Participants tab; a participant sees no download', async ({
  page,
  browser,
}) => {
  const groupId = await ownGroup(page, 'csv');
  const eventId = await createEventThroughApi(page, groupId, {
    name: 'Beach clean-up',
    description: 'Bring gloves.',
    location: 'Spanish Banks',
    startsInHours: 30,
    participantsLimit: 1,
  });
  const first = await anotherPerson(browser, groupId);
  const second = await anotherPerson(browser, groupId);
  for (const person of [first, second]) {
    await callApi(person.page, 'POST', '/eventParticipants', { groupId, eventId, userId: person.login });
  }

  await page.goto(`/group/${groupId}/events/${eventId}`);
  await page.getByRole('tab', { name: 'Participants' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const file = await download;
  const text = fs.readFileSync((await file.path())!, 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('Name,Role,RSVP time (America/Vancouver)');
  expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
    expect.stringMatching(/,Host$/),
    `${first.login},Participant`,
    `${second.login},Waitlisted`,
  ]);
  expect(lines[1]).toMatch(/,\d{4}-\d\d-\d\d \d\d:\d\d$/);

  await first.page.goto(`/group/${groupId}/events/${eventId}`);
  await first.page.getByRole('tab', { name: 'Participants' }).click();
  await expect(first.page.getByRole('list', { name: /Participants of/ })).toBeVisible();
  await expect(first.page.getByRole('link', { name: 'Download CSV' })).toHaveCount(0);
  await first.close();
  await second.close();
});
