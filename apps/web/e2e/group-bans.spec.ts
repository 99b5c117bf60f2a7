/**
 * Group bans (issue #27): the owner bans a member from the Members tab, with a confirmation and
 * a reason; the banned person's open page stops offering Join; the Banned tab lists the ban,
 * and lifting it gives them Join again.
 */
import {
  anotherPerson,
  createEventThroughApi,
  expect,
  expectAccessible,
  ownGroup,
  screenshots,
  selfId,
  test,
} from './fixtures.ts';

test('the owner bans a member and lifts the ban; the banned person’s page follows', async ({
  page,
  browser,
}) => {
  // Two people's browsers and six screenshots.
  test.slow();
  const groupId = await ownGroup(page, 'ban');
  const ownerId = await selfId(page);
  const eventId = await createEventThroughApi(page, groupId, {
    name: 'Seawall clean-up',
    description: 'Bags and gloves provided.',
    location: 'English Bay',
    startsInHours: 48,
    participantsLimit: 0,
  });
  const banned = await anotherPerson(browser, groupId);
  const members = page.getByRole('list', { name: /Members of/ });
  const rowOf = (login: string) => members.getByRole('listitem').filter({ hasText: login });

  // The member has the group open, as a member.
  await banned.page.goto(`/group/${groupId}`);
  await expect(banned.page.getByRole('button', { name: 'Leave group' })).toBeVisible();

  // The owner bans them from their row's menu, beside Remove from group.
  await page.goto(`/group/${groupId}?tab=members`);
  await expect(rowOf(banned.login)).toContainText('Group member');
  await expectAccessible(page);
  await page.getByRole('button', { name: `More actions for ${banned.login}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Remove from group' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Ban from group' })).toBeVisible();
  await screenshots(page, 'members-menu');
  await page.getByRole('menuitem', { name: 'Ban from group' }).click();
  const banning = page.getByRole('dialog', { name: 'Ban from group' });
  await expect(banning).toContainText(`Ban ${banned.login} from`);
  await banning
    .getByRole('textbox', { name: 'Reason (optional)' })
    .fill('Posted the same advert in every comment.');
  await expectAccessible(page);
  // Cancel changes nothing.
  await banning.getByRole('button', { name: 'Cancel' }).click();
  await expect(banning).toHaveCount(0);
  await expect(rowOf(banned.login)).toBeVisible();
  await page.getByRole('button', { name: `More actions for ${banned.login}` }).click();
  await page.getByRole('menuitem', { name: 'Ban from group' }).click();
  await banning
    .getByRole('textbox', { name: 'Reason (optional)' })
    .fill('Posted the same advert in every comment.');
  await banning.getByRole('button', { name: 'Ban', exact: true }).click();
  await expect(page.getByText(`${banned.login} was banned from the group`)).toBeVisible();
  await expect(rowOf(banned.login)).toHaveCount(0);

  // Their open page no longer offers a way in, without a reload, and says nothing of why.
  await expect(banned.page.getByText('You cannot join this group.')).toBeVisible();
  await expect(banned.page.getByRole('button', { name: 'Join group' })).toHaveCount(0);
  await expect(banned.page.getByRole('button', { name: 'Leave group' })).toHaveCount(0);
  await expect(banned.page.getByText('advert')).toHaveCount(0);
  await expect(banned.page.getByRole('tab', { name: 'Banned' })).toHaveCount(0);
  await banned.page.reload();
  await expect(banned.page.getByText('You cannot join this group.')).toBeVisible();
  await expectAccessible(banned.page);
  // The group's events: still readable (a public group's), but no comment box.
  await banned.page.goto(`/group/${groupId}/events/${eventId}?tab=comments`);
  await expect(banned.page.getByText("You cannot comment on this group's events.")).toBeVisible();
  await expect(banned.page.getByRole('form', { name: 'Add a comment' })).toHaveCount(0);
  await banned.page.goto(`/group/${groupId}`);
  await expect(banned.page.getByText('You cannot join this group.')).toBeVisible();

  // The owner's Banned tab lists the ban with its reason, date and who banned.
  await page.getByRole('tab', { name: 'Banned' }).click();
  const bans = page.getByRole('list', { name: /Banned from/ });
  const ban = bans.getByRole('listitem').filter({ hasText: banned.login });
  await expect(ban).toContainText('Reason: Posted the same advert in every comment.');
  await expect(ban).toContainText(`by ${ownerId}`);
  await expectAccessible(page);
  await screenshots(page, 'banned-tab');

  // Lifting the ban: the list empties, and the person's page offers Join again.
  await ban.getByRole('button', { name: 'Lift ban' }).click();
  await expect(page.getByText(`The ban of ${banned.login} was lifted`)).toBeVisible();
  await expect(page.getByText('No one is banned from this group.')).toBeVisible();
  await expect(banned.page.getByRole('button', { name: 'Join group' })).toBeVisible();
  await banned.page.getByRole('button', { name: 'Join group' }).click();
  await expect(banned.page.getByText('You joined the group')).toBeVisible();
  await banned.close();
});
