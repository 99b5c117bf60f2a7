/**
 * The event page as issue #13 asks (items 2, 4, 11): the way in for people outside the group,
 * one reading of the attendance everywhere, the attendees' faces and a map link.
 */
import type { Browser, Page } from '@playwright/test';
import {
  anotherPerson,
  callApi,
  expect,
  expectAccessible,
  expectSettledAndFitting,
  ownGroup,
  signUpThroughApi,
  test,
} from './fixtures.ts';

const HOUR = 3_600_000;

/** An event of `groupId` made through the API by its owner (signed in on `page`); returns its path. */
async function createEvent(
  page: Page,
  groupId: string,
  fields: { name?: string; location?: string; participantsLimit?: number } = {},
) {
  const start = Date.now() + 48 * HOUR;
  const created = await callApi(page, 'POST', '/events', {
    groupId,
    eventId: 0,
    name: fields.name ?? 'Sunset paddle',
    description: 'Kayaks from the dock.',
    location: fields.location ?? 'Jericho Sailing Centre, 1300 Discovery St',
    type: 'PUBLIC',
    startDateTime: new Date(start).toISOString(),
    endDateTime: new Date(start + 2 * HOUR).toISOString(),
    tags: ['paddling'],
    participantsLimit: fields.participantsLimit ?? 0,
  });
  const eventId = created.success.data as number;
  return { eventId, path: `/group/${groupId}/events/${eventId}` };
}

/** A new member of `groupId` who attends the event (through the API), then goes away. */
async function attendee(browser: Browser, groupId: string, eventId: number) {
  const person = await anotherPerson(browser, groupId);
  const role = (
    await callApi(person.page, 'POST', '/eventParticipants', { groupId, eventId, userId: person.login })
  ).success.data.role as string;
  await person.close();
  return { login: person.login, role };
}

test('a non-member of a private group is shown the way in, not an Attend button', async ({
  page,
  browser,
}) => {
  await signUpThroughApi(page);
  const groupId = `pg_${Math.random().toString(36).slice(2, 10)}`;
  await callApi(page, 'POST', '/groups', {
    id: groupId,
    name: `Quiet Readers ${groupId}`,
    description: 'We read.',
    type: 'PRIVATE',
    tags: [],
  });
  const { path } = await createEvent(page, groupId, { name: 'Reading circle', participantsLimit: 12 });

  const stranger = await anotherPerson(browser);
  await stranger.page.goto(path);
  await expect(stranger.page.getByRole('heading', { name: 'Reading circle' })).toBeVisible();
  const ask = stranger.page.getByRole('button', { name: 'Request to join the group to attend' });
  await expect(ask).toBeVisible();
  await expect(stranger.page.getByRole('button', { name: 'Attend event' })).toHaveCount(0);
  await expect(stranger.page.getByText(/places left/)).toHaveCount(0);
  await expectAccessible(stranger.page);

  await ask.click();
  await expect(stranger.page.getByText('Your request to join was sent to the group owner')).toBeVisible();
  await expect(stranger.page.getByRole('button', { name: 'Requested membership' })).toBeDisabled();
  await stranger.page.reload();
  await expect(stranger.page.getByRole('button', { name: 'Requested membership' })).toBeDisabled();
  await expect(stranger.page.getByRole('button', { name: 'Attend event' })).toHaveCount(0);
  await stranger.close();
});

test('a signed-in non-member of a public group joins and attends in one step; a visitor is sent to sign in and back', async ({
  page,
  browser,
}) => {
  const groupId = await ownGroup(page, 'ja');
  const { path } = await createEvent(page, groupId, { name: 'Seawall picnic', participantsLimit: 5 });

  const person = await anotherPerson(browser);
  await person.page.goto(path);
  await expect(person.page.getByRole('button', { name: 'Attend event' })).toHaveCount(0);
  await person.page.getByRole('button', { name: 'Join group and attend' }).click();
  await expect(person.page.getByText('You joined the group')).toBeVisible();
  await expect(person.page.getByText('Successfully registered for the event')).toBeVisible();
  await expect(person.page.getByRole('button', { name: 'Leave event' })).toBeVisible();
  await expect(person.page.getByText('1 of 5 places taken')).toBeVisible();
  await expectAccessible(person.page);

  await person.page.goto(`/group/${groupId}`);
  await expect(person.page.getByRole('button', { name: 'Leave group' })).toBeVisible();
  await person.page.goto('/my-events');
  await expect(person.page.getByRole('list', { name: 'Your events' })).toContainText('Seawall picnic');
  await person.close();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(path);
  await expect(visitorPage.getByRole('link', { name: 'Sign in to attend' })).toHaveAttribute(
    'href',
    `/authenticate?returnTo=${encodeURIComponent(path)}`,
  );
  await visitor.close();
});

test('a full event reads the same on its card, its page and My events; the host is shown as host', async ({
  page,
  browser,
}) => {
  const groupId = await ownGroup(page, 'fu');
  const { eventId, path } = await createEvent(page, groupId, {
    name: 'Pottery taster',
    participantsLimit: 2,
  });
  const roles = [];
  for (let i = 0; i < 4; i++) roles.push((await attendee(browser, groupId, eventId)).role);
  expect(roles).toEqual(['PARTICIPANT', 'PARTICIPANT', 'WAITLISTED', 'WAITLISTED']);
  const reading = '2 of 2 places taken · 2 on the waitlist';

  await page.goto(path);
  const header = page.getByRole('main').locator('header');
  await expect(header.getByText(reading, { exact: true })).toBeVisible();
  await expect(page.getByText(/\d+ attendees?/)).toHaveCount(0);
  await expect(page.getByText('Attendees limit: 2')).toBeVisible();
  await page.getByRole('tab', { name: 'Participants' }).click();
  const participants = page.getByRole('list', { name: /Participants of/ });
  await expect(participants.getByRole('listitem').first()).toContainText('Host');

  await page.goto(`/group/${groupId}`);
  const card = page.getByRole('list', { name: 'Upcoming events' }).getByRole('listitem').filter({
    hasText: 'Pottery taster',
  });
  await expect(card).toContainText(reading);

  // The host's own list, and a waitlisted person's.
  await page.goto('/my-events');
  await expect(
    page
      .getByRole('list', { name: 'Your events' })
      .getByRole('listitem')
      .filter({ hasText: 'Pottery taster' }),
  ).toContainText(reading);
  await expectAccessible(page);
});

test('the header shows the first 8 attendees’ faces and "+N", and the place opens in OpenStreetMap', async ({
  page,
  browser,
}) => {
  // Ten people sign up (each solving the real captcha) and attend: more than the default minute.
  test.setTimeout(120_000);
  const groupId = await ownGroup(page, 'fa');
  const location = 'Trout Lake Park, 3300 Victoria Dr';
  const { eventId, path } = await createEvent(page, groupId, { name: 'Picnic for ten', location });
  const people = [];
  for (let i = 0; i < 10; i++) people.push((await attendee(browser, groupId, eventId)).login);

  await page.goto(path);
  const faces = page.getByRole('group', { name: /^10 going: / });
  await expect(faces).toBeVisible();
  await expect(faces).toHaveAccessibleName(`10 going: ${people.slice(0, 8).join(', ')} and 2 more`);
  await expect(faces.getByRole('img')).toHaveCount(0);
  await expect(faces.locator('.MuiAvatar-root')).toHaveCount(8);
  await expect(faces.getByText('+2', { exact: true })).toBeVisible();

  const map = page.getByRole('link', { name: new RegExp(`^${location}`) });
  await expect(map).toHaveAttribute(
    'href',
    `https://www.openstreetmap.org/search?query=${encodeURIComponent(location)}`,
  );
  await expect(map).toHaveAttribute('target', '_blank');
  await expect(map).toHaveAttribute('rel', /\bnoopener\b/);
  await expectAccessible(page);
  // The faces and the long place fit a phone, in the dark theme too.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectSettledAndFitting(page, path, faces);

  // A visitor sees the count but no faces: the participants list is for signed-in users.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(path);
  await expect(visitorPage.getByText('10 going', { exact: true })).toBeVisible();
  await expect(visitorPage.getByRole('group', { name: /going:/ })).toHaveCount(0);
  await visitor.close();
});
