/**
 * Co-hosts (issue #18): the owner makes a member an event host in the Members tab, the host
 * creates an event and hands it over, the owner removes a member and hands the group over.
 */
import { anotherPerson, expect, expectAccessible, ownGroup, selfId, test } from './fixtures.ts';

test('the owner makes a host, who creates an event and hands it over; the owner hands the group over', async ({
  page,
  browser,
}) => {
  // Three people in three browsers, each step waiting for the server: longer than most tests.
  test.slow();
  const groupId = await ownGroup(page, 'coh');
  const ownerId = await selfId(page);
  const host = await anotherPerson(browser, groupId);
  const leaving = await anotherPerson(browser, groupId);
  const members = page.getByRole('list', { name: /Members of/ });
  const rowOf = (login: string) => members.getByRole('listitem').filter({ hasText: login });

  // The owner makes the member an event host from the row's menu.
  await page.goto(`/group/${groupId}?tab=members`);
  await expect(rowOf(host.login)).toContainText('Group member');
  await expect(page.getByRole('button', { name: `More actions for ${ownerId}` })).toHaveCount(0);
  // (Axe is run before the menu opens: a popover's paper sits outside the page's landmarks.)
  await expectAccessible(page);
  await page.getByRole('button', { name: `More actions for ${host.login}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Remove from group' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Make event host' }).click();
  await expect(page.getByText(`${host.login} is now an event host`)).toBeVisible();
  await expect(rowOf(host.login)).toContainText('Event host');

  // The host creates an event in the group.
  const other = host.page;
  await other.goto(`/group/${groupId}`);
  await other.getByRole('link', { name: 'Create event' }).click();
  await other.getByRole('textbox', { name: 'Title' }).fill('Lantern walk');
  await other.getByRole('textbox', { name: 'Description' }).fill('An evening walk with lanterns.');
  await other.getByRole('textbox', { name: 'Location' }).fill('Trout Lake');
  const day = new Date(Date.now() + 5 * 86_400_000).toLocaleDateString('en-CA');
  await other.getByLabel('Start date and time').fill(`${day}T19:00`);
  await other.getByLabel('End date and time').fill(`${day}T21:00`);
  await other.getByRole('button', { name: 'Create event' }).click();
  await expect(other.getByText('Your event was created successfully!')).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Lantern walk' })).toBeVisible();
  await expect(other.getByRole('link', { name: /Hosted by/ })).toHaveAttribute(
    'href',
    `/profile/${host.login}`,
  );

  // The group's owner has the host's tools on it too.
  const eventPath = new URL(other.url()).pathname;
  await page.goto(eventPath);
  await expect(page.getByRole('button', { name: 'Hand over to another host' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit event' }).click();
  await expect(page.getByRole('button', { name: 'Update event' })).toBeVisible();
  await page.goto(eventPath);

  // ...and hands it to the group's owner, staying on as a participant.
  await other.getByRole('button', { name: 'Hand over to another host' }).click();
  const handing = other.getByRole('dialog', { name: 'Hand over the event' });
  // The group's owner is the only other host, chosen already.
  await expect(handing.getByRole('radio', { name: /\(group owner\)$/ })).toBeChecked();
  await expectAccessible(other);
  await handing.getByRole('button', { name: 'Hand over' }).click();
  await expect(other.getByText(/now hosts the event/)).toBeVisible();
  await expect(other.getByRole('link', { name: /Hosted by/ })).toHaveAttribute('href', `/profile/${ownerId}`);
  await expect(other.getByRole('button', { name: 'Hand over to another host' })).toHaveCount(0);
  await host.close();

  // The owner removes a member, with a confirmation.
  await page.goto(`/group/${groupId}?tab=members`);
  await page.getByRole('button', { name: `More actions for ${leaving.login}` }).click();
  await page.getByRole('menuitem', { name: 'Remove from group' }).click();
  const removing = page.getByRole('dialog', { name: 'Remove from group' });
  await expect(removing).toContainText(`Remove ${leaving.login} from`);
  await removing.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${leaving.login} was removed from the group`)).toBeVisible();
  await expect(rowOf(leaving.login)).toHaveCount(0);
  await leaving.close();

  // The owner hands the group to the host and becomes a member.
  await page.getByRole('button', { name: `More actions for ${host.login}` }).click();
  await page.getByRole('menuitem', { name: 'Make owner' }).click();
  const handOver = page.getByRole('dialog', { name: 'Hand the group over' });
  await expect(handOver).toContainText('you will become a member');
  await expectAccessible(page);
  await handOver.getByRole('button', { name: 'Make owner' }).click();
  await expect(page.getByText(`${host.login} now owns the group`)).toBeVisible();
  await expect(rowOf(host.login)).toContainText('Group owner');
  await expect(rowOf(ownerId)).toContainText('Group member');
  await expect(page.getByRole('button', { name: /More actions for/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Leave group' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create event' })).toHaveCount(0);
});
