/**
 * Notifications: the header's bell counts a waitlist promotion live (no reload) and the
 * Notifications page marks it read; Settings › Notifications keeps an address (unverified: the
 * e2e servers send no email) and its switches wait for a verified one; the unsubscribe page
 * says when its link is bad; axe and no sideways scrolling, light and dark, at 1280 and 360 px.
 */
import type { Browser, Page } from '@playwright/test';
import { LIMITS, MESSAGES, NOTIFICATION_KIND_HINTS, NOTIFICATION_KIND_LABELS } from '@neighbourly/shared';
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
} from './fixtures.ts';

const NO_EMAIL_SERVER = 'This server sends no email: your notifications stay in the app.';

const bell = (page: Page, name = 'Notifications') =>
  page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name, exact: true });

/** An event of `groupId` with one place, made by its owner (signed in on `page`). */
const onePlaceEvent = (page: Page, groupId: string, name: string) =>
  createEventThroughApi(page, groupId, {
    name,
    description: 'One kayak only.',
    location: 'Jericho Sailing Centre, 1300 Discovery St',
    startsInHours: 48,
    participantsLimit: 1,
  });

const notificationsOf = async (page: Page) =>
  (await callApi(page, 'GET', '/notifications')).success.data.items as { link: string }[];

const unreadOf = async (page: Page) =>
  ((await callApi(page, 'GET', '/notifications/unreadCount')).success.data as { count: number }).count;

async function attend(page: Page, groupId: string, eventId: number, userId: string) {
  return (await callApi(page, 'POST', '/eventParticipants', { groupId, eventId, userId })).success.data
    .role as string;
}

const leave = (page: Page, groupId: string, eventId: number, userId: string) =>
  callApi(
    page,
    'DELETE',
    `/eventParticipants?groupId=${groupId}&eventId=${eventId}&userId=${encodeURIComponent(userId)}`,
  );

/** The pages whose person already joined the test's group. */
const joined = new WeakSet<Page>();

/**
 * Someone takes the one place of a new event and `waiting` (signed in on `waitingPage`) joins
 * the group (after the event, so no "new event" notice comes first) and goes on its waitlist;
 * `promote` then makes the first one leave, which gives `waiting` the place and a notification.
 */
async function waitlisted(page: Page, browser: Browser, groupId: string, name: string, waitingPage: Page) {
  const taker = await anotherPerson(browser, groupId);
  const eventId = await onePlaceEvent(page, groupId, name);
  // The group hears of a new event from a job: once the taker has, it has run, and `waiting`
  // (who joins after) gets nothing but the promotion.
  await expect
    .poll(async () => (await notificationsOf(taker.page)).some((n) => n.link.endsWith(`/events/${eventId}`)))
    .toBe(true);
  expect(await attend(taker.page, groupId, eventId, taker.login)).toBe('PARTICIPANT');
  const waiting = await selfId(waitingPage);
  if (!joined.has(waitingPage)) {
    await callApi(waitingPage, 'POST', '/groupMembers', { groupId, userId: waiting });
    joined.add(waitingPage);
  }
  expect(await attend(waitingPage, groupId, eventId, waiting)).toBe('WAITLISTED');
  return {
    eventId,
    promote: async () => {
      await leave(taker.page, groupId, eventId, taker.login);
      await taker.close();
    },
  };
}

test('the bell counts a waitlist promotion live, and Mark all as read clears it', async ({
  page,
  browser,
}) => {
  const groupId = await ownGroup(page, 'nt');
  const eventName = `Sunrise paddle ${Math.random().toString(36).slice(2, 8)}`;
  const b = await anotherPerson(browser);
  try {
    const event = await waitlisted(page, browser, groupId, eventName, b.page);

    // B waits on the home page, the bell without a count, the live stream open.
    const streamOpen = b.page.waitForResponse((response) => response.url().endsWith('/api/public/v1/live'));
    await b.page.goto('/');
    await expect(bell(b.page)).toBeVisible();
    await streamOpen;

    await event.promote();
    await expect(bell(b.page, 'Notifications, 1 unread')).toBeVisible();

    await bell(b.page, 'Notifications, 1 unread').click();
    await expect(b.page).toHaveURL('/notifications');
    const list = b.page.getByRole('list', { name: 'Notifications' });
    const item = list.getByRole('link', { name: new RegExp(eventName) });
    await expect(item).toBeVisible();
    await expect(item.getByText('New', { exact: true })).toBeVisible();

    await b.page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell(b.page)).toBeVisible();
    await expect(item.getByText('New', { exact: true })).toHaveCount(0);
    await expect(b.page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

    // The notification leads to the event.
    await item.click();
    await expect(b.page).toHaveURL(new RegExp(`/group/${groupId}/events/${event.eventId}$`));
  } finally {
    await b.close();
  }
});

test('a notification followed is read; none at all shows the empty text', async ({ page, browser }) => {
  const groupId = await ownGroup(page, 'nt');
  const b = await anotherPerson(browser);
  try {
    await b.page.goto('/notifications');
    await expect(b.page.getByText('You have no notifications yet.')).toBeVisible();
    await expect(b.page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

    const event = await waitlisted(page, browser, groupId, 'Kayak lesson', b.page);
    await event.promote();
    await expect(bell(b.page, 'Notifications, 1 unread')).toBeVisible();
    await b.page.getByRole('list', { name: 'Notifications' }).getByRole('link').first().click();
    await expect(b.page).toHaveURL(new RegExp(`/events/${event.eventId}$`));
    await expect(bell(b.page)).toBeVisible();
  } finally {
    await b.close();
  }
});

test('Load more brings the older page, until there is none', async ({ page, browser }) => {
  const groupId = await ownGroup(page, 'nt');
  const b = await anotherPerson(browser, groupId);
  try {
    // A member hears of each new event: one more than a page.
    for (let i = 1; i <= LIMITS.notificationsPageSize + 1; i++)
      await onePlaceEvent(page, groupId, `Walk ${i}`);
    // Written by a job each: wait for all of them.
    await expect.poll(() => unreadOf(b.page)).toBe(LIMITS.notificationsPageSize + 1);
    await b.page.goto('/notifications');
    const links = b.page.getByRole('list', { name: 'Notifications' }).getByRole('link');
    await expect(links).toHaveCount(LIMITS.notificationsPageSize);
    // Newest first.
    await expect(links.first()).toContainText(`Walk ${LIMITS.notificationsPageSize + 1}`);
    await b.page.getByRole('button', { name: 'Load more' }).click();
    await expect(links).toHaveCount(LIMITS.notificationsPageSize + 1);
    await expect(links.last()).toContainText('Walk 1,');
    await expect(b.page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  } finally {
    await b.close();
  }
});

test('Settings › Notifications: an address waits for its verification, and can be removed', async ({
  page,
}) => {
  await signUpThroughApi(page);
  await page.goto('/settings/notifications');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText(NO_EMAIL_SERVER)).toBeVisible();
  const switches = panel.getByRole('switch');
  await expect(switches.first()).toBeVisible();
  for (const one of await switches.all()) await expect(one).toBeDisabled();
  // The hosts' kinds (issue #26) by their labels; activity says how its email works.
  const activity = panel.getByRole('switch', { name: NOTIFICATION_KIND_LABELS.eventActivity, exact: true });
  await expect(activity).toBeVisible();
  await expect(activity).toHaveAccessibleDescription(NOTIFICATION_KIND_HINTS.eventActivity!);
  await expect(
    panel.getByRole('switch', { name: NOTIFICATION_KIND_LABELS.eventCapacity, exact: true }),
  ).toBeVisible();
  await screenshots(page, 'notification-kinds');

  const field = panel.getByRole('textbox', { name: 'Email address' });
  const save = panel.getByRole('button', { name: 'Save' });
  await field.fill('not an address');
  await field.blur();
  await expect(panel.getByText(MESSAGES.email)).toBeVisible();
  await expect(save).toBeDisabled();

  const address = `neighbour_${Math.random().toString(36).slice(2, 8)}@example.com`;
  await field.fill(address);
  await expect(panel.getByText(MESSAGES.email)).toHaveCount(0);
  await save.click();
  await expect(
    // The e2e servers have no SMTP: the page says so rather than promise a link.
    panel.getByText(`Not verified yet: this server sends no email, so no link was sent to ${address}.`),
  ).toBeVisible();
  await expect(field).toHaveValue(address);
  // Saving it again sends a new link (the first may have expired).
  await expect(save).toBeEnabled();
  for (const one of await switches.all()) await expect(one).toBeDisabled();

  // Still there after a reload: it was saved.
  await page.reload();
  await expect(panel.getByText(/^Not verified yet/)).toBeVisible();

  await panel.getByRole('button', { name: 'Remove address' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your email address is removed.')).toBeVisible();
  await expect(panel.getByText(/^Not verified yet/)).toHaveCount(0);
  await expect(field).toHaveValue('');
  await expect(panel.getByRole('button', { name: 'Remove address' })).toHaveCount(0);
});

test("the verification link's result shows once, and leaves the address bar", async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/settings/notifications?email=expired');
  await expect(page.getByText(MESSAGES.linkExpired)).toBeVisible();
  await expect(page).toHaveURL('/settings/notifications');
  await page.goto('/settings/notifications?email=invalid');
  await expect(page.getByText(MESSAGES.badLink)).toBeVisible();
  await expect(page).toHaveURL('/settings/notifications');
});

test('the unsubscribe page with a bad link says so, signed out', async ({ page }) => {
  await page.goto('/unsubscribe?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'Stop these emails?' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByText(MESSAGES.badLink)).toBeVisible();
  // The same bad link again would fail the same way: no button to try it with.
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Settings › Notifications' })).toBeVisible();
  await expectAccessible(page);
});

test('axe and no sideways scrolling on Notifications and its settings, light and dark, 1280 and 360 px', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const groupId = await ownGroup(page, 'nt');
  const b = await anotherPerson(browser);
  try {
    // One read and one unread notification, so both looks are measured.
    for (const name of ['Harbour swim', 'Seawall ride']) {
      const event = await waitlisted(page, browser, groupId, name, b.page);
      await event.promote();
    }
    const items = (await callApi(b.page, 'GET', '/notifications')).success.data.items as { id: number }[];
    await callApi(b.page, 'POST', '/notifications/read', { ids: [items.at(-1)!.id] });

    const screens = [
      { path: '/notifications', ready: b.page.getByRole('list', { name: 'Notifications' }) },
      { path: '/settings/notifications', ready: b.page.getByRole('tabpanel').getByRole('switch').first() },
    ];
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [1280, 360]) {
        await b.page.emulateMedia({ colorScheme });
        await b.page.setViewportSize({ width, height: 800 });
        for (const { path, ready } of screens) {
          await b.page.goto(path);
          await expect(ready).toBeVisible();
          await expect(b.page.getByRole('progressbar')).toHaveCount(0);
          await expectAccessible(b.page);
          const overflow = await b.page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${path} scrolls sideways, ${colorScheme} at ${width} px`).toBeLessThanOrEqual(0);
        }
      }
    }
  } finally {
    await b.close();
  }
});
