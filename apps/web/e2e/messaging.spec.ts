/**
 * Direct messages, on the second server of playwright.config.ts (messaging on): two people who
 * share a group write to each other in two browser contexts and see each other's messages
 * arrive live, with the header's unread badge; the screen's empty texts, the 1000-character
 * rule, the phone layout, safe links and axe in both colour schemes at both widths.
 */
import type { Browser, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  ownGroup,
  signUpThroughApi,
  test,
  callApi,
  selfId,
  uniqueLogin,
} from './fixtures.ts';

const BASE_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 2}`;
test.use({ baseURL: BASE_URL });

const NO_CONVERSATIONS = "You don't have any active conversations yet.";
const NO_MESSAGES = "You don't have any messages yet.";
const NOT_ALLOWED =
  'You can write to people you share a group with, or to someone who has written to you first.';
const CHAT_RULE = 'Sorry, your message must be between 1 and 1000 characters long';

/** A second person in a context of their own on the messaging server, member of `groupId`. */
async function neighbour(browser: Browser, groupId: string) {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const { login } = await signUpThroughApi(page, uniqueLogin('nb'));
  await callApi(page, 'POST', '/groupMembers', { groupId, userId: login });
  return { page, login, errors, close: () => context.close() };
}

const messageField = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send' });
const history = (page: Page) => page.getByRole('region', { name: /^Messages with / });
const conversationLink = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: new RegExp(name) });

async function send(page: Page, text: string) {
  await messageField(page).fill(text);
  await sendButton(page).click();
  await expect(history(page).getByText(text)).toBeVisible();
  await expect(messageField(page)).toHaveValue('');
}

test('two people write to each other live, with the unread badge and safe links', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const groupId = await ownGroup(page, 'dm');
  const a = await selfId(page);
  const b = await neighbour(browser, groupId);
  try {
    // B waits on the Messages page, with nothing in it yet.
    await b.page.goto('/messages');
    await expect(b.page.getByText(NO_CONVERSATIONS)).toBeVisible();
    await expect(b.page.getByText(NO_MESSAGES)).toBeVisible();
    await expect(b.page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

    // A opens the conversation with B: created, first in the list, still empty.
    await page.goto(`/messages/${b.login}`);
    await expect(conversationLink(page, b.login)).toBeVisible();
    await expect(history(page).getByText(NO_MESSAGES)).toBeVisible();
    const text = 'Hello neighbour! The route is on https://example.com/walk?x=1.';
    await send(page, text);

    // B sees it come in without a reload: the conversation, and one unread in the header.
    await expect(conversationLink(b.page, a)).toBeVisible();
    await expect(b.page.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();
    await conversationLink(b.page, a).click();
    await expect(b.page).toHaveURL(new RegExp(`/messages/${a}$`));
    await expect(history(b.page).getByText(/Hello neighbour!/)).toBeVisible();
    await expect(b.page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

    // The address is a link that opens apart from the app, and the text around it stays text.
    const link = history(b.page).getByRole('link', { name: 'https://example.com/walk?x=1' });
    await expect(link).toHaveAttribute('href', 'https://example.com/walk?x=1');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');

    // B replies; A, with the conversation open, sees it live and has nothing unread.
    await send(b.page, 'Hi! See you <b>there</b>');
    await expect(history(page).getByText('Hi! See you <b>there</b>')).toBeVisible();
    await expect(history(page).locator('b')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

    // After a reload both messages are there once each, mine on the right.
    await page.reload();
    await expect(history(page).getByRole('listitem')).toHaveCount(2);
    expect(b.errors).toEqual([]);
  } finally {
    await b.close();
  }
});

test('empty texts, the 1000-character rule and axe, light and dark, at 1280 and 360 px', async ({
  page,
  browser,
}) => {
  const groupId = await ownGroup(page, 'dm');
  const b = await neighbour(browser, groupId);
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/messages');
    await expect(page.getByText(NO_CONVERSATIONS)).toBeVisible();
    await expect(page.getByText(NO_MESSAGES)).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/messages/${b.login}`);
    await expect(history(page).getByText(NO_MESSAGES)).toBeVisible();
    await expect(sendButton(page)).toBeDisabled();
    await messageField(page).fill('x'.repeat(1001));
    await expect(page.getByText(CHAT_RULE)).toBeVisible();
    await expect(sendButton(page)).toBeDisabled();
    await messageField(page).fill('x'.repeat(1000));
    await expect(page.getByText(CHAT_RULE)).toHaveCount(0);
    await expect(sendButton(page)).toBeEnabled();
    await messageField(page).fill('');
    await send(page, 'A first message, to see a bubble under axe.');

    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1280, 360]) {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`/messages/${b.login}`);
        await expect(history(page).getByRole('listitem')).toHaveCount(1);
        await expectAccessible(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `scrolls sideways, ${colorScheme} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  } finally {
    await b.close();
  }
});

test('on a phone the list and the conversation are two screens, with a back button', async ({
  page,
  browser,
}) => {
  const groupId = await ownGroup(page, 'dm');
  const b = await neighbour(browser, groupId);
  try {
    await callApi(page, 'POST', '/userConversations', { id: b.login });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/messages');
    await expect(page).toHaveURL(/\/messages$/);
    await expect(conversationLink(page, b.login)).toBeVisible();
    await expect(messageField(page)).toHaveCount(0);

    await conversationLink(page, b.login).click();
    await expect(page).toHaveURL(new RegExp(`/messages/${b.login}$`));
    await expect(messageField(page)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Conversations' })).toBeHidden();

    await page.getByRole('link', { name: 'Back to conversations' }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await expect(conversationLink(page, b.login)).toBeVisible();
    await expect(messageField(page)).toHaveCount(0);
  } finally {
    await b.close();
  }
});

test('someone who shares no group cannot be written to: the reason shows', async ({ page, browser }) => {
  await signUpThroughApi(page);
  const stranger = await browser.newContext({ baseURL: BASE_URL });
  const strangerPage = await stranger.newPage();
  const { login } = await signUpThroughApi(strangerPage, uniqueLogin('st'));
  await stranger.close();
  await page.goto(`/messages/${login}`);
  await expect(page.getByText(NOT_ALLOWED)).toBeVisible();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByText(NO_CONVERSATIONS)).toBeVisible();
});

test('blocking from the conversation menu, unblocking in Settings', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const groupId = await ownGroup(page, 'dm');
  const b = await neighbour(browser, groupId);
  try {
    await page.goto('/settings/blockedPeople');
    await expect(page.getByText('You have not blocked anyone.')).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/messages/${b.login}`);
    await expect(messageField(page)).toBeVisible();
    await page.getByRole('button', { name: 'Conversation options' }).click();
    await page.getByRole('menuitem', { name: 'Block' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
    await expect(page.getByText(/You have blocked/)).toBeVisible();
    await expect(messageField(page)).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Unblock them in Settings' }).click();
    await expect(page).toHaveURL(/\/settings\/blockedPeople$/);
    await page.getByRole('button', { name: `Unblock ${b.login}` }).click();
    await expect(page.getByText('You have not blocked anyone.')).toBeVisible();

    await page.goto(`/messages/${b.login}`);
    await expect(messageField(page)).toBeVisible();
  } finally {
    await b.close();
  }
});

test('history comes 50 at a time as one scrolls up, and the messages read stay in place', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const groupId = await ownGroup(page, 'dm');
  const b = await neighbour(browser, groupId);
  try {
    // 60 messages, oldest first: 30 from each (the per-sender limit is 30 a minute).
    await callApi(page, 'POST', '/userConversations', { id: b.login });
    const a = await selfId(page);
    for (let i = 1; i <= 60; i += 1) {
      const [from, to] = i % 2 ? [page, b.login] : [b.page, a];
      await callApi(from, 'POST', '/messages', { userId: to, message: `Message number ${i}.` });
    }
    await page.goto(`/messages/${b.login}`);
    const bubbles = history(page).getByRole('listitem');
    await expect(bubbles).toHaveCount(50);
    await expect(history(page).getByText('Message number 60.')).toBeInViewport();
    await expect(history(page).getByText('Message number 11.')).not.toBeInViewport();

    await history(page).evaluate((el) => el.scrollTo({ top: 0 }));
    await expect(bubbles).toHaveCount(60);
    // The message that was at the top is still where the reader left it, not pushed away.
    await expect(history(page).getByText('Message number 11.')).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Show older messages' })).toHaveCount(0);
  } finally {
    await b.close();
  }
});
