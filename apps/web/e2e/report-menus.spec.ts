/**
 * Issue #27: 'Report' in the ⋮ menu of a group page, an event page, a profile and a message, for
 * anyone signed in but its owner, host, author or the person; visitors see none. And the hidden
 * notices: what a moderator hid, its author still sees, with 'Hidden by the moderators' and the
 * reason; everyone else no longer sees it at all.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import {
  anotherPerson,
  callApi,
  createEventThroughApi,
  expect,
  expectAccessible,
  ownGroup,
  screenshots,
  selfId,
  signUpThroughApi,
  test,
  uniqueLogin,
} from './fixtures.ts';

const THANKS = 'Thanks — our moderators will look at it.';

/**
 * `npm run admin -- role <login> MODERATOR` against this run's database (as moderation.spec does),
 * or the messaging server's, in the folder of its own.
 */
function makeModerator(login: string, server: 'main' | 'messaging' = 'main') {
  const dir = path.join(process.env.E2E_RUN_DIR!, server === 'main' ? '' : 'messaging');
  execFileSync(process.execPath, ['../server/src/admin/cli.ts', 'role', login, 'MODERATOR'], {
    env: { PATH: process.env.PATH ?? '', SQLITE_FILE: path.join(dir, 'neighbourly.sqlite') },
  });
}

/** Opens the ⋮ named `options`, chooses Report, picks a reason and sends: the thanks show. */
async function report(page: Page, options: string, what: string, shot?: string) {
  await page.getByRole('button', { name: options }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: `Report this ${what}` });
  await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
  if (shot) {
    await expectAccessible(page);
    await screenshots(page, shot);
  }
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByRole('dialog', { name: 'Report sent' })).toContainText(THANKS);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('group, event and profile: Report for others, none for the owner, host, oneself or a visitor', async ({
  page,
  browser,
}) => {
  const groupId = await ownGroup(page, 'rm');
  const owner = await selfId(page);
  const eventId = await createEventThroughApi(page, groupId, {
    name: 'Lantern walk',
    description: 'Bring a lantern.',
    location: 'Trout Lake',
    startsInHours: 48,
    participantsLimit: 0,
  });
  const member = await anotherPerson(browser, groupId);
  const m = member.page;
  const groupPath = `/group/${groupId}`;
  const eventPath = `/group/${groupId}/events/${eventId}`;

  // A member: the group's ⋮ beside Leave group, then the event's beside Add to calendar.
  await m.goto(groupPath);
  await expect(m.getByRole('button', { name: 'Leave group' })).toBeVisible();
  await expectAccessible(m);
  await screenshots(m, 'group-options');
  await report(m, 'Group options', 'group', 'group-report-dialog');
  await m.goto(eventPath);
  await expect(m.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  await expectAccessible(m);
  await screenshots(m, 'event-options');
  await report(m, 'Event options', 'event');
  // A second report of the same event is refused with the server's sentence.
  await m.getByRole('button', { name: 'Event options' }).click();
  await m.getByRole('menuitem', { name: 'Report' }).click();
  const again = m.getByRole('dialog', { name: 'Report this event' });
  await again.getByRole('radio', { name: 'Spam or advertising' }).check();
  await again.getByRole('button', { name: 'Send report' }).click();
  await expect(again.getByRole('alert')).toContainText('You have already reported this');
  await again.getByRole('button', { name: 'Cancel' }).click();

  // The owner's profile, seen by the member: Report beside nothing else (messaging is off here).
  await m.goto(`/profile/${owner}`);
  await expect(m.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(m);
  await screenshots(m, 'profile-options');
  await report(m, 'Profile options', 'person');
  // One's own profile has no Report.
  await m.goto(`/profile/${member.login}`);
  await expect(m.getByRole('link', { name: 'Edit my profile' })).toBeVisible();
  await expect(m.getByRole('button', { name: 'Profile options' })).toHaveCount(0);

  // The owner, who is also the event's host: their buttons, and no ⋮ to report their own.
  await page.goto(groupPath);
  await expect(page.getByRole('link', { name: 'Manage group' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Group options' })).toHaveCount(0);
  await page.goto(eventPath);
  await expect(page.getByRole('link', { name: 'Edit event' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Event options' })).toHaveCount(0);

  // A visitor: the pages, without any ⋮.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(groupPath);
  await expect(visitor.getByRole('link', { name: 'Sign in to join' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Group options' })).toHaveCount(0);
  await visitor.goto(eventPath);
  await expect(visitor.getByRole('heading', { name: 'Lantern walk' })).toBeVisible();
  await expect(visitor.getByRole('button', { name: 'Event options' })).toHaveCount(0);

  await Promise.all([member.close(), visitorContext.close()]);
});

test('hidden and held comments and a hidden group: the author sees why, a neighbour sees nothing', async ({
  page,
  browser,
}) => {
  const groupId = await ownGroup(page, 'hn');
  const eventId = await createEventThroughApi(page, groupId, {
    name: 'Bike repair night',
    description: 'Tools provided.',
    location: 'Commercial Drive',
    startsInHours: 30,
    participantsLimit: 0,
  });
  const author = await anotherPerson(browser, groupId);
  const neighbour = await anotherPerson(browser, groupId);
  const moderator = await anotherPerson(browser);
  makeModerator(moderator.login);
  const posted = await callApi(author.page, 'POST', '/eventComments', {
    groupId,
    eventId,
    comment: 'Cheap watches at my shop, DM me',
  });
  await callApi(author.page, 'POST', '/eventComments', { groupId, eventId, comment: 'See you there!' });
  const commentId = (posted.success.data as { id: number }).id;
  await callApi(moderator.page, 'POST', '/moderation/actions', {
    subject: { type: 'COMMENT', commentId },
    action: 'HIDE',
    reason: 'Advertising in the comments',
  });

  // The author: the comment, with the caption under it; their other comment has none.
  const commentsPath = `/group/${groupId}/events/${eventId}?tab=comments`;
  const a = author.page;
  await a.goto(commentsPath);
  const rows = a.getByRole('list', { name: 'Comments' }).getByRole('listitem');
  const hidden = rows.filter({ hasText: 'Cheap watches' });
  await expect(hidden).toContainText('Hidden by the moderators');
  await expect(hidden).toContainText('Reason: Advertising in the comments');
  await expect(hidden).toContainText('Only you and the moderators can see it.');
  await expect(rows.filter({ hasText: 'See you there!' })).not.toContainText('Hidden by the moderators');
  await expectAccessible(a);
  await screenshots(a, 'comment-hidden');

  // A neighbour: the other comment only, and no word of the hidden one.
  const n = neighbour.page;
  await n.goto(commentsPath);
  await expect(n.getByRole('list', { name: 'Comments' })).toContainText('See you there!');
  await expect(n.getByText('Cheap watches')).toHaveCount(0);
  await expect(n.getByText('Hidden by the moderators')).toHaveCount(0);

  // An account less than a day old: its links past the allowance (2 an hour, 3 on the test server)
  // wait for review; the fourth is held, shown to its author alone.
  const links = ['route', 'parking', 'tools', 'shop'].map((slug) => `https://example.com/${slug}`);
  for (const link of links) {
    await callApi(author.page, 'POST', '/eventComments', { groupId, eventId, comment: `Look: ${link}` });
  }
  await a.reload();
  const held = rows.filter({ hasText: 'example.com/shop' });
  await expect(held).toContainText('Waiting for review');
  await expect(held).toContainText('Only you can see this until a moderator reviews it.');
  await expect(rows.filter({ hasText: 'example.com/route' })).not.toContainText('Waiting for review');
  await screenshots(a, 'comment-held');
  await n.reload();
  await expect(n.getByRole('list', { name: 'Comments' })).toContainText('example.com/route');
  await expect(n.getByText('example.com/shop')).toHaveCount(0);

  // The whole group hidden: its owner gets the page with a banner; the neighbour, no page.
  await callApi(moderator.page, 'POST', '/moderation/actions', {
    subject: { type: 'GROUP', groupId },
    action: 'HIDE',
    reason: 'Selling, not a community',
  });
  await page.goto(`/group/${groupId}`);
  const banner = page.getByRole('alert').filter({ hasText: 'Hidden by the moderators' });
  await expect(banner).toContainText('Reason: Selling, not a community');
  await expect(banner).toContainText('Only you and the moderators can see it.');
  await expectAccessible(page);
  await screenshots(page, 'group-hidden');
  await n.goto(`/group/${groupId}`);
  await expect(n).toHaveURL(/\/404$/);

  await Promise.all([author.close(), neighbour.close(), moderator.close()]);
});

test.describe('messages (the messaging server)', () => {
  const BASE_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 2}`;
  test.use({ baseURL: BASE_URL });

  /** Someone signed in on the messaging server, in a context of their own, member of `groupId`. */
  async function messagingPerson(browser: Browser, groupId: string) {
    const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const { login } = await signUpThroughApi(page, uniqueLogin('rm'));
    await callApi(page, 'POST', '/groupMembers', { groupId, userId: login });
    return { page, login, close: () => context.close() };
  }

  test('a message: Report on theirs, none on mine, Report beside Block; hidden, only its writer sees why', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const groupId = await ownGroup(page, 'rmm');
    const writer = await messagingPerson(browser, groupId);
    const reader = await messagingPerson(browser, groupId);
    const sent = await callApi(writer.page, 'POST', '/messages', {
      userId: reader.login,
      message: 'Win a free phone!',
    });
    await callApi(writer.page, 'POST', '/messages', {
      userId: reader.login,
      message: 'Are you coming Sunday?',
    });

    // The reader: ⋮ beside the writer's message, then Report.
    const r = reader.page;
    await r.goto(`/messages/${writer.login}`);
    const history = r.getByRole('region', { name: /^Messages with / });
    const message = history.getByRole('listitem').filter({ hasText: 'Win a free phone!' });
    await message.hover();
    await expect(message.getByRole('button', { name: 'Message options' })).toBeVisible();
    await expectAccessible(r);
    await screenshots(r, 'message-options');
    await message.getByRole('button', { name: 'Message options' }).click();
    await r.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = r.getByRole('dialog', { name: 'Report this message' });
    await dialog.getByRole('radio', { name: 'Spam or advertising' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(r.getByRole('dialog', { name: 'Report sent' })).toContainText(THANKS);
    await r.getByRole('button', { name: 'Close' }).click();

    // The conversation's ⋮: Block, and Report for the person.
    await r.getByRole('button', { name: 'Conversation options' }).click();
    await expect(r.getByRole('menuitem', { name: 'Block' })).toBeVisible();
    await r.getByRole('menuitem', { name: `Report ${writer.login}` }).click();
    await expect(r.getByRole('dialog', { name: 'Report this person' })).toBeVisible();
    await r.getByRole('button', { name: 'Cancel' }).click();

    // The writer: their own messages have no ⋮.
    const w = writer.page;
    await w.goto(`/messages/${reader.login}`);
    await expect(w.getByRole('region', { name: /^Messages with / })).toContainText('Win a free phone!');
    await expect(w.getByRole('button', { name: 'Message options' })).toHaveCount(0);

    // A moderator hides the reported message: its writer sees it with why; the reader, not at all.
    const moderator = await messagingPerson(browser, groupId);
    makeModerator(moderator.login, 'messaging');
    await callApi(moderator.page, 'POST', '/moderation/actions', {
      subject: { type: 'MESSAGE', messageId: (sent.success.data as { id: number }).id },
      action: 'HIDE',
      reason: 'Prize scam',
    });
    await w.reload();
    const own = w
      .getByRole('region', { name: /^Messages with / })
      .getByRole('listitem')
      .filter({ hasText: 'Win a free phone!' });
    await expect(own).toContainText('Hidden by the moderators · Reason: Prize scam');
    await expect(own).toContainText('Only you and the moderators can see it.');
    await expectAccessible(w);
    await screenshots(w, 'message-hidden');
    await r.reload();
    await expect(history).toContainText('Are you coming Sunday?');
    await expect(history.getByText('Win a free phone!')).toHaveCount(0);

    await Promise.all([writer.close(), reader.close(), moderator.close()]);
  });
});
