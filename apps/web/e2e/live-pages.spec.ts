/**
 * Pages stay true without a reload (issue #26): with two and three people at once, what one does
 * shows on the others' open pages within 2 s — the waitlist's promotion, the participants list,
 * comments, an edit ("This event was changed: now …"), a cancellation, a request approved and a
 * member removed — and nothing on the page is replaced by a loading placeholder meanwhile.
 */
import type { Page } from '@playwright/test';
import {
  anotherPerson,
  callApi,
  createEventThroughApi,
  expect,
  expectAccessible,
  screenshots,
  ownGroup,
  signUpThroughApi,
  test,
} from './fixtures.ts';

/** The bound: the second page reflects the first person's action within 2 s. */
const LIVE_MS = 2_000;

/** Counts, from now on, every loading placeholder that appears on the page (a flicker). */
async function watchForFlicker(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { placeholdersSeen: number };
    w.placeholdersSeen = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (
            node instanceof Element &&
            (node.matches('[role=progressbar]') || node.querySelector('[role=progressbar]'))
          )
            w.placeholdersSeen += 1;
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}
const placeholdersSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { placeholdersSeen: number }).placeholdersSeen);

/** Once the page's live stream watches what it shows (its PUT /live/watch answered). */
const watching = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/public/v1/live/watch') && r.ok());

test('host, attendee and waitlisted person see each other’s actions on their open pages, with no reload', async ({
  page: hostPage,
  browser,
}) => {
  // Three people's browsers and six screenshots.
  test.setTimeout(150_000);
  const groupId = await ownGroup(hostPage, 'live');
  const name = 'Seawall walk';
  const eventId = await createEventThroughApi(hostPage, groupId, {
    name,
    description: 'Around the park at an easy pace.',
    location: 'Stanley Park, Second Beach',
    startsInHours: 72,
    participantsLimit: 1,
  });
  const path = `/group/${groupId}/events/${eventId}`;
  const attendee = await anotherPerson(browser, groupId);
  const waiting = await anotherPerson(browser, groupId);
  for (const person of [attendee, waiting]) {
    await callApi(person.page, 'POST', '/eventParticipants', { groupId, eventId, userId: person.login });
  }

  // The waitlisted person's event page, and the host's on the Participants tab.
  const waitingWatches = watching(waiting.page);
  await waiting.page.goto(path);
  await expect(waiting.page.getByRole('button', { name: 'Leave waitlist' })).toBeVisible();
  await waitingWatches;
  const hostWatches = watching(hostPage);
  await hostPage.goto(`${path}?tab=participants`);
  const attendeeRow = hostPage.getByRole('tabpanel').getByText(attendee.login, { exact: false });
  await expect(attendeeRow.first()).toBeVisible();
  await hostWatches;
  await watchForFlicker(waiting.page);
  await watchForFlicker(hostPage);

  // The attendee leaves: the waitlisted person is promoted, on their own open page, at once.
  await callApi(
    attendee.page,
    'DELETE',
    `/eventParticipants?groupId=${groupId}&eventId=${eventId}&userId=${attendee.login}`,
  );
  await expect(waiting.page.getByRole('button', { name: 'Leave event' })).toBeVisible({ timeout: LIVE_MS });
  await expect(waiting.page.getByText('You are attending this event.')).toBeVisible();
  await expect(attendeeRow).toHaveCount(0, { timeout: LIVE_MS });
  expect(await placeholdersSeen(waiting.page)).toBe(0);
  expect(await placeholdersSeen(hostPage)).toBe(0);

  // A comment shows on the host's open Comments tab.
  await hostPage.getByRole('tab', { name: 'Comments' }).click();
  await expect(hostPage.getByRole('tabpanel')).toBeVisible();
  await callApi(attendee.page, 'POST', '/eventComments', {
    groupId,
    eventId,
    comment: 'Sorry, something came up!',
  });
  await expect(hostPage.getByText('Sorry, something came up!')).toBeVisible({ timeout: LIVE_MS });

  // The host moves it: the attendee's open page says so.
  const event = (await callApi(hostPage, 'GET', `/events?groupId=${groupId}&eventId=${eventId}`)).success
    .data;
  const later = (iso: string) => new Date(Date.parse(iso) + 24 * 3_600_000).toISOString();
  await callApi(hostPage, 'PUT', '/events', {
    groupId,
    eventId,
    name: event.name,
    description: event.description,
    location: 'Jericho Beach',
    type: event.type,
    startDateTime: later(event.startDateTime),
    endDateTime: later(event.endDateTime),
    tags: event.tags,
    participantsLimit: event.participantsLimit,
    scope: 'THIS',
  });
  const changed = waiting.page.getByRole('status').filter({ hasText: 'This event was changed: now' });
  await expect(changed).toBeVisible({ timeout: LIVE_MS });
  await expect(changed).toContainText('at Jericho Beach');
  await expect(waiting.page.getByText('Jericho Beach').first()).toBeVisible();
  await expectAccessible(waiting.page);
  await screenshots(waiting.page, 'event-changed');

  // The host cancels it: the page stays, and says so.
  await callApi(hostPage, 'DELETE', `/events?groupId=${groupId}&eventId=${eventId}`);
  await expect(waiting.page.getByRole('status').filter({ hasText: 'This event was cancelled.' })).toBeVisible(
    {
      timeout: LIVE_MS,
    },
  );
  await expect(waiting.page).toHaveURL(new RegExp(`${path}$`));
  await expect(waiting.page.getByRole('heading', { name })).toBeVisible();
  await expect(waiting.page.getByRole('button', { name: 'Leave event' })).toHaveCount(0);
  await expectAccessible(waiting.page);
  await screenshots(waiting.page, 'event-cancelled');

  await attendee.close();
  await waiting.close();
});

test('an approved requester sees the private group open up, and a removed member sees it close', async ({
  page: ownerPage,
  browser,
}) => {
  await signUpThroughApi(ownerPage);
  const groupId = `lp_${Math.random().toString(36).slice(2, 10)}`;
  await callApi(ownerPage, 'POST', '/groups', {
    id: groupId,
    name: `Kitsilano Book Club ${groupId}`,
    description: 'One book a month.',
    type: 'PRIVATE',
    tags: [],
  });
  const requester = await anotherPerson(browser);
  await callApi(requester.page, 'POST', '/groupMembershipRequests', { groupId, userId: requester.login });
  const pageWatches = watching(requester.page);
  await requester.page.goto(`/group/${groupId}`);
  await expect(requester.page.getByText('Requested membership')).toBeVisible();
  await pageWatches;
  await watchForFlicker(requester.page);

  await callApi(ownerPage, 'POST', '/groupMembershipRequests/approve', { groupId, userId: requester.login });
  await expect(requester.page.getByText('Requested membership')).toHaveCount(0, { timeout: LIVE_MS });
  await expect(requester.page.getByRole('button', { name: 'Leave group' })).toBeVisible({ timeout: LIVE_MS });

  await callApi(ownerPage, 'DELETE', `/groupMembers?groupId=${groupId}&userId=${requester.login}`);
  await expect(requester.page.getByRole('button', { name: 'Leave group' })).toHaveCount(0, {
    timeout: LIVE_MS,
  });
  expect(await placeholdersSeen(requester.page)).toBe(0);
  await requester.close();
});

test('a visitor’s page opens no stream and asks nothing to watch', async ({ page, browser }) => {
  const owner = await browser.newContext();
  const ownerPage = await owner.newPage();
  const groupId = await ownGroup(ownerPage, 'lv');
  const eventId = await createEventThroughApi(ownerPage, groupId, {
    name: 'Open studio',
    description: 'Drop in.',
    location: 'Main Street',
    startsInHours: 30,
    participantsLimit: 0,
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/public/v1/live')) asked.push(request.url());
  });
  await page.goto(`/group/${groupId}/events/${eventId}`);
  await expect(page.getByRole('heading', { name: 'Open studio' })).toBeVisible();
  await page.waitForTimeout(300);
  expect(asked).toEqual([]);
  await owner.close();
});
