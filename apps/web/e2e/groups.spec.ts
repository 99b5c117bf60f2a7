import { type Page } from '@playwright/test';
import {
  anotherPerson,
  callApi,
  expect,
  expectAccessible,
  makePng,
  ownGroup,
  signUpThroughApi,
  test,
  expectSettledAndFitting,
} from './fixtures.ts';

const HOUR = 3_600_000;

const groupId = () => `e2e_${Math.random().toString(36).slice(2, 10)}`;

async function createGroupThroughApi(page: Page, type: 'PUBLIC' | 'PRIVATE') {
  const id = groupId();
  await callApi(page, 'POST', '/groups', {
    id,
    name: `Lantern Walkers ${id}`,
    description: 'Evening walks with lanterns.\nBring a friend. #walking',
    type,
    tags: ['walking', 'evenings'],
  });
  return id;
}

test('an owner creates a group, finds it in My groups, edits it, sets and removes its cover, and deletes it', async ({
  page,
}) => {
  // A long flow of many screens: over a minute on a busy CI box.
  test.setTimeout(120_000);
  await signUpThroughApi(page);
  const id = groupId();

  await page.goto('/create-group');
  await expect(page.getByRole('heading', { name: 'Create or import a group' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Group id').fill('Not Valid');
  await expect(
    page.getByText(
      'Sorry, the group id must be between 1 and 30 characters long and should contain only lowercase letters, digits and underscores.',
    ),
  ).toBeVisible();
  await page.getByLabel('Group id').fill('kits_beach_runners');
  await expect(page.getByText('Sorry, this group id is already taken.')).toBeVisible();
  await page.getByLabel('Group id').fill(id);
  await page.getByLabel('Group name').fill('Trout Lake Sketchers');
  await page
    .getByLabel('Group description')
    .fill('Drawing outdoors at Trout Lake.\nPencils provided. #drawing');
  await page.getByLabel('Tags').fill('drawing, outdoors');
  const create = page.getByRole('button', { name: 'Create group' });
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByText('Your group was created successfully!')).toBeVisible();
  await expect(page).toHaveURL(`/group/${id}`);
  await expect(page.getByRole('heading', { name: 'Trout Lake Sketchers' })).toBeVisible();
  await expect(page.getByText('Public group')).toBeVisible();
  await expect(page.getByText('1 member', { exact: true })).toBeVisible();
  await expect(page.getByText('No upcoming events scheduled')).toBeVisible();
  await page.getByRole('tab', { name: 'Past events' }).click();
  await expect(page.getByText("This group doesn't have any past events")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'About' }).click();
  await expect(page.getByText('Pencils provided.')).toBeVisible();
  await expect(page.getByRole('link', { name: '#drawing' }).first()).toHaveAttribute(
    'href',
    '/searchGroups/%23drawing',
  );

  await page.goto('/my-groups');
  await expect(page.getByRole('heading', { name: 'My groups (1)' })).toBeVisible();
  await expect(page.getByText('Trout Lake Sketchers')).toBeVisible();
  await expectAccessible(page);
  await page.getByText('Trout Lake Sketchers').click();
  await expect(page).toHaveURL(`/group/${id}`);

  await page.getByRole('link', { name: 'Manage group' }).click();
  await expect(page).toHaveURL(`/group/${id}/edit`);
  await expectAccessible(page);
  await page.getByLabel('Group name').fill('');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await expect(
    page.getByText('Sorry, your group name must be between 1 and 100 characters long'),
  ).toBeVisible();
  await page.getByLabel('Group name').fill('Trout Lake Sketch Club');
  await page.getByRole('radio', { name: 'Private' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Successfully updated the group')).toBeVisible();
  await expect(page).toHaveURL(`/group/${id}`);
  await expect(page.getByRole('heading', { name: 'Trout Lake Sketch Club' })).toBeVisible();
  await expect(page.getByText('Private group')).toBeVisible();

  await page
    .getByLabel('Cover image file')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await makePng() });
  await expect(page.getByText('The cover image was uploaded successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete cover image' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete cover image' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The cover image was successfully deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete cover image' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete group' }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this group?');
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The group was deleted')).toBeVisible();
  await expect(page).toHaveURL('/my-groups');
  await expect(
    page.getByText("You're not a member of any groups. Explore groups on the main page"),
  ).toBeVisible();
});

test('a neighbour joins and leaves a public group', async ({ page, browser }) => {
  await signUpThroughApi(page);
  const id = await createGroupThroughApi(page, 'PUBLIC');
  const neighbour = await anotherPerson(browser);
  const other = neighbour.page;

  await other.goto(`/group/${id}`);
  // A double click sends one request and shows one outcome.
  const joins: string[] = [];
  other.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/public/v1/groupMembers')) joins.push(r.url());
  });
  await other.getByRole('button', { name: 'Join group' }).dblclick();
  await expect(other.getByText('You joined the group')).toHaveCount(1);
  await expect(other.getByText('Failed to join the group.')).toHaveCount(0);
  expect(joins).toHaveLength(1);
  await expect(other.getByText('2 members')).toBeVisible();
  await other.getByRole('tab', { name: 'Members', exact: true }).click();
  await expect(other.getByRole('list', { name: /Members of/ })).toContainText(neighbour.login);
  await expect(other.getByRole('list', { name: /Members of/ })).toContainText('Group owner');
  await expectAccessible(other);

  await other.goto('/my-groups');
  await expect(other.getByRole('heading', { name: 'My groups (1)' })).toBeVisible();
  await other.goto(`/group/${id}`);
  await other.getByRole('button', { name: 'Leave group' }).click();
  const leaving = other.getByRole('dialog', { name: 'Confirmation' });
  await expect(leaving).toContainText('Are you sure you want to leave this group?');
  await expect(leaving).not.toContainText('give up');
  await leaving.getByRole('button', { name: 'Leave group' }).click();
  await expect(other.getByText('You left the group')).toBeVisible();
  await expect(other.getByText('1 member', { exact: true })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Join group' })).toBeVisible();
  await neighbour.close();
});

test('neighbours ask to join a private group; the owner approves one and rejects the other', async ({
  page,
  browser,
}) => {
  await signUpThroughApi(page);
  const id = await createGroupThroughApi(page, 'PRIVATE');
  const accepted = await anotherPerson(browser);
  const refused = await anotherPerson(browser);

  for (const person of [accepted, refused]) {
    await person.page.goto(`/group/${id}`);
    await expect(person.page.getByRole('tab', { name: 'Members', exact: true })).toHaveCount(0);
    await person.page.getByRole('button', { name: 'Request to join group' }).click();
    await expect(person.page.getByText('Your request to join was sent to the group owner')).toBeVisible();
    await expect(person.page.getByRole('button', { name: 'Requested membership' })).toBeDisabled();
  }

  await page.goto(`/group/${id}`);
  await page.getByRole('tab', { name: /Membership Requests/ }).click();
  const requests = page.getByRole('list', { name: 'Membership requests' });
  await expect(requests.getByRole('listitem')).toHaveCount(2);
  await expectAccessible(page);
  await requests
    .getByRole('listitem')
    .filter({ hasText: accepted.login })
    .getByRole('button', { name: /Approve request/ })
    .click();
  await expect(page.getByText('The request was approved')).toBeVisible();
  await requests
    .getByRole('listitem')
    .filter({ hasText: refused.login })
    .getByRole('button', { name: /Reject request/ })
    .click();
  // Rejecting asks first; Cancel changes nothing.
  const rejecting = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(rejecting).toContainText(`Reject ${refused.login}'s request to join this group?`);
  await rejecting.getByRole('button', { name: 'Cancel' }).click();
  await expect(requests.getByRole('listitem').filter({ hasText: refused.login })).toBeVisible();
  await requests
    .getByRole('listitem')
    .filter({ hasText: refused.login })
    .getByRole('button', { name: /Reject request/ })
    .click();
  await rejecting.getByRole('button', { name: 'Reject request' }).click();
  await expect(page.getByText('The request was rejected')).toBeVisible();
  await expect(page.getByText('2 members')).toBeVisible();

  await accepted.page.reload();
  await expect(accepted.page.getByRole('button', { name: 'Leave group' })).toBeVisible();
  await accepted.page.getByRole('tab', { name: 'Members', exact: true }).click();
  await expect(accepted.page.getByRole('list', { name: /Members of/ })).toContainText(accepted.login);

  await refused.page.reload();
  await expect(refused.page.getByRole('button', { name: 'Request to join group' })).toBeVisible();
  await accepted.close();
  await refused.close();
});

test('a visitor sees a group page with a sign-in prompt, and an unknown group goes to /404', async ({
  page,
}) => {
  await page.goto('/group/kits_beach_runners');
  await expect(page.getByRole('heading', { name: 'Kits Beach Runners' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Organized by Maya Chen' })).toHaveAttribute(
    'href',
    '/profile/maya_runs',
  );
  await expect(page.getByRole('button', { name: 'Join group' })).toHaveCount(0);
  await expect(page.getByText('Sign in to join')).toBeVisible();
  // Signing in comes back here.
  await expect(page.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute(
    'href',
    '/authenticate?returnTo=%2Fgroup%2Fkits_beach_runners',
  );
  await expect(page.getByRole('list', { name: 'Upcoming events' })).toContainText('Saturday seawall 10K');
  await expect(page.getByRole('tab', { name: 'Members', exact: true })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto('/create-group');
  await expect(page.getByRole('link', { name: 'Sign in to create a group' })).toBeVisible();

  await page.goto('/group/no_such_group');
  await expect(page).toHaveURL('/404');
});

test('the group screens pass axe in dark mode at phone width, even with a long unbroken name', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await signUpThroughApi(page);
  const id = await createGroupThroughApi(page, 'PRIVATE');
  await callApi(page, 'PUT', '/groups', {
    id,
    name: 'W'.repeat(100),
    description: 'Long name.',
    type: 'PRIVATE',
    tags: [],
  });
  for (const path of [`/group/${id}`, `/group/${id}/edit`, '/my-groups', '/create-group']) {
    await expectSettledAndFitting(page, path, page.getByRole('main'));
  }
  await context.close();
});

test('leaving a group names the event places given up; Cancel keeps them, Leave gives them up', async ({
  page,
  browser,
}) => {
  const groupId = await ownGroup(page, 'lv');
  const start = Date.now() + 48 * HOUR;
  for (const name of ['Lantern walk', 'Beach cleanup']) {
    await callApi(page, 'POST', '/events', {
      groupId,
      eventId: 0,
      name,
      description: 'Bring a friend.',
      location: 'Kits Beach',
      type: 'PUBLIC',
      startDateTime: new Date(start).toISOString(),
      endDateTime: new Date(start + 2 * HOUR).toISOString(),
      tags: [],
      participantsLimit: 0,
    });
  }
  const events = (await callApi(page, 'GET', `/events/getAllForGroup?groupId=${groupId}`)).success.data as {
    eventId: number;
  }[];
  const neighbour = await anotherPerson(browser, groupId);
  for (const { eventId } of events) {
    await callApi(neighbour.page, 'POST', '/eventParticipants', {
      groupId,
      eventId,
      userId: neighbour.login,
    });
  }

  await neighbour.page.goto(`/group/${groupId}`);
  await neighbour.page.getByRole('button', { name: 'Leave group' }).click();
  const dialog = neighbour.page.getByRole('dialog', { name: 'Confirmation' });
  await expect(dialog).toContainText('You will also give up your place in 2 upcoming events.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(neighbour.page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await neighbour.page.goto('/my-events');
  await expect(neighbour.page.getByRole('heading', { name: 'My events (2)' })).toBeVisible();

  await neighbour.page.goto(`/group/${groupId}`);
  await neighbour.page.getByRole('button', { name: 'Leave group' }).click();
  await dialog.getByRole('button', { name: 'Leave group' }).click();
  await expect(neighbour.page.getByText('You left the group')).toBeVisible();
  await neighbour.page.goto('/my-events');
  await expect(neighbour.page.getByRole('heading', { name: 'My events (0)' })).toBeVisible();
  await neighbour.close();
});
