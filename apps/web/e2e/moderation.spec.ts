/**
 * Issue #27, first part: a member reports a comment from its ⋮ menu; a site moderator (made on
 * the command line, as an operator would) sees the Moderation entry, the report in the queue,
 * and dismisses it; the reporter is told, and someone who is not a moderator sees no entry.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  anotherPerson,
  callApi,
  createEventThroughApi,
  expect,
  expectAccessible,
  ownGroup,
  screenshots,
  test,
} from './fixtures.ts';

/** `npm run admin -- role <login> <role>` against this run's database. */
function grantRole(login: string, role: 'MODERATOR' | 'NONE') {
  execFileSync(process.execPath, ['../server/src/admin/cli.ts', 'role', login, role], {
    env: {
      PATH: process.env.PATH ?? '',
      SQLITE_FILE: path.join(process.env.E2E_RUN_DIR!, 'neighbourly.sqlite'),
    },
  });
}

test('report a comment, dismiss it as a moderator, and the reporter hears back', async ({
  page,
  browser,
}) => {
  const groupId = await ownGroup(page, 'md');
  const eventId = await createEventThroughApi(page, groupId, {
    name: 'Beach cleanup',
    description: 'Bags provided.',
    location: 'Kitsilano Beach',
    startsInHours: 30,
    participantsLimit: 0,
  });
  const author = await anotherPerson(browser, groupId);
  await callApi(author.page, 'POST', '/eventComments', { groupId, eventId, comment: 'Buy cheap pills here' });
  const reporter = await anotherPerson(browser, groupId);

  // The reporter: ⋮ → Report → a reason and a few words → the thanks.
  const r = reporter.page;
  await r.goto(`/group/${groupId}/events/${eventId}?tab=comments`);
  const row = r
    .getByRole('list', { name: 'Comments' })
    .getByRole('listitem')
    .filter({ hasText: 'Buy cheap pills' });
  await row.getByRole('button', { name: 'Comment options' }).click();
  await r.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = r.getByRole('dialog', { name: 'Report this comment' });
  await expect(dialog.getByRole('button', { name: 'Send report' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  await dialog.getByLabel('Anything our moderators should know (optional)').fill('Posted on every event.');
  await expectAccessible(r);
  await screenshots(r, 'report-dialog');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(r.getByRole('dialog', { name: 'Report sent' })).toContainText(
    'Thanks — our moderators will look at it.',
  );
  await r.getByRole('button', { name: 'Close' }).click();
  // The author has no Report on their own comment.
  await author.page.goto(`/group/${groupId}/events/${eventId}?tab=comments`);
  await expect(author.page.getByRole('list', { name: 'Comments' })).toBeVisible();
  await expect(author.page.getByRole('button', { name: 'Comment options' })).toHaveCount(0);

  // Someone who is not a moderator: no entry, and the page says it is not for them.
  await r.getByRole('button', { name: 'Account menu' }).click();
  await expect(r.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await expect(r.getByRole('menuitem', { name: 'Moderation' })).toHaveCount(0);
  await r.keyboard.press('Escape');
  await r.goto('/moderation');
  await expect(r.getByText('Only site moderators can see this page')).toBeVisible();

  // The moderator, made on the command line.
  const moderator = await anotherPerson(browser);
  grantRole(moderator.login, 'MODERATOR');
  const m = moderator.page;
  await m.goto('/');
  await m.getByRole('button', { name: 'Account menu' }).click();
  await m.getByRole('menuitem', { name: 'Moderation' }).click();
  await expect(m).toHaveURL(/\/moderation$/);
  const item = m
    .getByRole('list', { name: 'Open reports' })
    .getByRole('listitem')
    .filter({ hasText: 'Buy cheap pills here' });
  await expect(item).toContainText('1 report');
  await expect(item).toContainText('Spam or advertising');
  await expect(item).toContainText('Posted on every event.');
  await expectAccessible(m);
  await screenshots(m, 'moderation-queue');
  await item.getByRole('button', { name: 'Dismiss' }).click();
  const ask = m.getByRole('dialog', { name: 'Dismiss these reports?' });
  await ask.getByLabel('Reason (for the moderation log)').fill('Looks like a joke between friends');
  await ask.getByRole('button', { name: 'Dismiss' }).click();
  await expect(m.getByText('Reports dismissed.')).toBeVisible();
  await expect(m.getByText('Buy cheap pills here')).toHaveCount(0);

  // The reporter is told, in those words and no others.
  await r.goto('/notifications');
  await expect(r.getByText('We reviewed your report and did not find a breach.')).toBeVisible();
  await expect(r.getByText('Looks like a joke between friends')).toHaveCount(0);

  await Promise.all([author.close(), reporter.close(), moderator.close()]);
});
