/**
 * Issue #13 item 10: authors edit and delete their own comments ("edited" shown); the event's
 * host (here also the group's owner) deletes anyone's; a plain member gets no such buttons on
 * the comments of others.
 */
import type { Page } from '@playwright/test';
import {
  anotherPerson,
  callApi,
  expect,
  expectAccessible,
  expectSettledAndFitting,
  ownGroup,
  test,
} from './fixtures.ts';

const HOUR = 3_600_000;

/** A public event of a fresh group that `page`'s new user owns and hosts; returns its page path. */
async function hostedEvent(page: Page) {
  const groupId = await ownGroup(page, 'cm');
  const start = Date.now() + 30 * HOUR;
  const created = await callApi(page, 'POST', '/events', {
    groupId,
    eventId: 0,
    name: 'Seawall cleanup',
    description: 'Gloves and bags provided.',
    location: 'English Bay',
    type: 'PUBLIC',
    startDateTime: new Date(start).toISOString(),
    endDateTime: new Date(start + 2 * HOUR).toISOString(),
    tags: [],
    participantsLimit: 0,
  });
  const eventId = created.success.data as number;
  return { groupId, eventId, comments: `/group/${groupId}/events/${eventId}?tab=comments` };
}

const addComment = (page: Page, groupId: string, eventId: number, comment: string) =>
  callApi(page, 'POST', '/eventComments', { groupId, eventId, comment });

test('the author edits their comment (shown as edited) and deletes it', async ({ page, browser }) => {
  const { groupId, eventId, comments } = await hostedEvent(page);
  const author = await anotherPerson(browser, groupId);
  await addComment(author.page, groupId, eventId, 'I can bring ten bags');
  const me = author.page;

  await me.goto(comments);
  const list = me.getByRole('list', { name: 'Comments' });
  const row = list.getByRole('listitem').filter({ hasText: 'I can bring ten bags' });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('edited');

  // Escape leaves the text as it was and gives the focus back to the Edit button.
  const edit = row.getByRole('button', { name: 'Edit comment' });
  await edit.focus();
  await me.keyboard.press('Enter');
  const field = me.getByRole('textbox', { name: 'Edit your comment' });
  await expect(field).toBeFocused();
  await field.fill('Something else');
  await me.keyboard.press('Escape');
  await expect(field).toHaveCount(0);
  await expect(list).toContainText('I can bring ten bags');
  await expect(row.getByRole('button', { name: 'Edit comment' })).toBeFocused();

  // The same rule as adding: nothing, or a leading space, keeps Save disabled.
  await row.getByRole('button', { name: 'Edit comment' }).click();
  const save = me.getByRole('button', { name: 'Save' });
  await field.fill('');
  await expect(save).toBeDisabled();
  await field.fill(' twenty bags');
  await expect(save).toBeDisabled();
  await expectAccessible(me);
  await field.fill('I can bring twenty bags');
  await save.click();
  await expect(me.getByText('Successfully updated comment')).toBeVisible();
  const edited = list.getByRole('listitem').filter({ hasText: 'I can bring twenty bags' });
  await expect(edited).toContainText('(edited)');
  await expect(field).toHaveCount(0);
  await me.reload();
  await expect(edited).toContainText('(edited)');
  await expectAccessible(me);

  // Delete asks first, with Cancel focused; Cancel keeps the comment.
  await edited.getByRole('button', { name: 'Delete comment' }).click();
  const dialog = me.getByRole('dialog', { name: 'Confirmation' });
  await expect(dialog).toContainText('Are you sure you want to delete this comment?');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await me.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: 'Delete comment' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(me.getByText('Successfully deleted comment')).toBeVisible();
  await expect(me.getByText('No comments yet. Start the conversation!')).toBeVisible();
  await author.close();
});

test("the host deletes another person's comment; a plain member gets no edit or delete on others'", async ({
  page,
  browser,
}) => {
  const { groupId, eventId, comments } = await hostedEvent(page);
  const author = await anotherPerson(browser, groupId);
  const member = await anotherPerson(browser, groupId);
  await addComment(author.page, groupId, eventId, 'Buy my used kayak, cheap!');
  await addComment(member.page, groupId, eventId, 'Where do we meet?');

  await member.page.goto(comments);
  const memberList = member.page.getByRole('list', { name: 'Comments' });
  const othersRow = memberList.getByRole('listitem').filter({ hasText: 'Buy my used kayak' });
  await expect(othersRow).toBeVisible();
  // Others' comments offer only Report (issue #27), never edit or delete.
  await expect(othersRow.getByRole('button', { name: 'Edit comment' })).toHaveCount(0);
  await expect(othersRow.getByRole('button', { name: 'Delete comment' })).toHaveCount(0);
  const ownRow = memberList.getByRole('listitem').filter({ hasText: 'Where do we meet?' });
  await expect(ownRow.getByRole('button', { name: 'Edit comment' })).toBeVisible();
  await expect(ownRow.getByRole('button', { name: 'Delete comment' })).toBeVisible();
  await expectAccessible(member.page);

  await page.goto(comments);
  const list = page.getByRole('list', { name: 'Comments' });
  const spam = list.getByRole('listitem').filter({ hasText: 'Buy my used kayak' });
  // The host removes but never rewrites what others wrote.
  await expect(spam.getByRole('button', { name: 'Edit comment' })).toHaveCount(0);
  await spam.getByRole('button', { name: 'Delete comment' }).click();
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Successfully deleted comment')).toBeVisible();
  await expect(list).not.toContainText('Buy my used kayak');
  await expect(list).toContainText('Where do we meet?');

  await member.page.reload();
  await expect(memberList).not.toContainText('Buy my used kayak');
  await author.close();
  await member.close();
});

test('the comment tools pass axe in dark mode at phone width, editor open', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  const { groupId, eventId, comments } = await hostedEvent(page);
  await addComment(page, groupId, eventId, 'Bring gloves if you have them, we have forty pairs to share');
  await expectSettledAndFitting(page, comments, page.getByRole('button', { name: 'Edit comment' }));
  await page.getByRole('button', { name: 'Edit comment' }).click();
  await expect(page.getByRole('textbox', { name: 'Edit your comment' })).toBeFocused();
  await expectAccessible(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();
});
