import { type Locator, type Page } from '@playwright/test';
import {
  callApi,
  DEMO,
  expect,
  expectAccessible,
  signUpThroughApi,
  test,
  expectSettledAndFitting,
} from './fixtures.ts';

// The timeline's circles show the day in the viewer's time zone: make it Vancouver's.
test.use({ timezoneId: 'America/Vancouver' });

const HOUR = 3_600_000;
const TOO_LONG = 'Sorry, the search text must be at most 100 characters long';

/** The live updates' stream (and its watch calls), which asks for changed lists again. */
const LIVE_UPDATES = '**/api/public/v1/live**';

const rand = () => Math.random().toString(36).slice(2, 8);

const eventsList = (page: Page) => page.getByRole('list', { name: 'Events nearby' });
const groupsList = (page: Page) => page.getByRole('list', { name: 'Groups nearby' });
const eventsBox = (page: Page) => page.getByRole('searchbox', { name: 'Search events' });
const groupsBox = (page: Page) => page.getByRole('searchbox', { name: 'Search groups' });

/** Pages through a list with its 'Show more' button until an item with `text` shows. */
async function expectInList(page: Page, list: Locator, text: string, more: string) {
  await expect(list).toBeVisible();
  // A freshly opened page draws its lists a few cards at a time; 'Show more' comes after them.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const items = list.getByRole('listitem');
  for (let i = 0; i < 20; i += 1) {
    if ((await items.filter({ hasText: text }).count()) > 0) break;
    const button = page.getByRole('button', { name: more });
    if ((await button.count()) === 0) break;
    const before = await items.count();
    // Scrolling to the button may load the next page by itself, and the button may go with it.
    await button.click({ timeout: 3_000 }).catch(() => {});
    await expect.poll(() => items.count()).toBeGreaterThan(before);
  }
  await expect(items.filter({ hasText: text }).first()).toBeVisible();
}

/** The year of the first event `neighbourWithGroup` makes, and how its card writes the day. */
const FIRST_EVENT_YEAR = new Date().getUTCFullYear() + 1;
const FIRST_EVENT_DAY = `${new Date(Date.UTC(FIRST_EVENT_YEAR, 11, 14)).toLocaleDateString('en-US', {
  weekday: 'short',
  timeZone: 'UTC',
})}, Dec 14, ${FIRST_EVENT_YEAR}`;

/**
 * A new user with a public group named and tagged uniquely (the tag also in its description, so
 * the group page links it), and `events` events of it in December of next year, tagged the same way.
 */
async function neighbourWithGroup(page: Page, events = 1) {
  const { login } = await signUpThroughApi(page);
  const key = rand();
  const groupId = `disc_${key}`;
  const tag = `tag${key}`;
  const groupName = `Lantern Walkers ${key}`;
  const eventName = `Lantern parade ${key}`;
  await callApi(page, 'POST', '/groups', {
    id: groupId,
    name: groupName,
    description: `Evening walks with lanterns. #${tag}`,
    type: 'PUBLIC',
    tags: [tag, 'evenings'],
  });
  // 12:00 on Dec 14 of next year in Vancouver (events start at most 2 years ahead), then a day
  // later for each further event.
  const first = Date.parse(`${FIRST_EVENT_YEAR}-12-14T20:00:00Z`);
  let eventId = 0;
  for (let i = 0; i < events; i += 1) {
    const start = first + i * 24 * HOUR;
    const created = await callApi(page, 'POST', '/events', {
      groupId,
      eventId: 0,
      name: i === 0 ? eventName : `${eventName} #${i + 1}`,
      description: 'Bring a lantern.',
      location: 'Trout Lake',
      type: 'PUBLIC',
      startDateTime: new Date(start).toISOString(),
      endDateTime: new Date(start + 2 * HOUR).toISOString(),
      tags: [tag],
      participantsLimit: 0,
    });
    if (i === 0) eventId = created.success.data as number;
  }
  return { login, groupId, tag, groupName, eventName, eventId };
}

test.describe('visitor landing', () => {
  test('the sections come in order, the buttons lead to the panels, and the lists show the demo data', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Welcome to Neighbourly - Space for Making New Connections!',
      }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'New to Neighbourly?',
      'Join Your First Event',
      'Find Your People',
      'Events Nearby',
      'Groups Nearby',
    ]);
    await expect(page.getByRole('link', { name: 'Create your free account' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
    await expect(page.getByRole('link', { name: 'I already have an account' })).toHaveAttribute(
      'href',
      '/authenticate',
    );
    // Visitors get the default lists only.
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);

    const eventsHeading = page.getByRole('heading', { name: 'Events Nearby' });
    const groupsHeading = page.getByRole('heading', { name: 'Groups Nearby' });
    await expect(eventsHeading).not.toBeInViewport();
    await page.getByRole('button', { name: 'Start Exploring Now' }).click();
    await expect(eventsHeading).toBeInViewport();
    await expect(eventsHeading).toBeFocused();

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(groupsHeading).not.toBeInViewport();
    await page.getByRole('button', { name: 'Explore Groups' }).click();
    await expect(groupsHeading).toBeInViewport();
    await expect(groupsHeading).toBeFocused();

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Explore Events' }).click();
    await expect(eventsHeading).toBeInViewport();
    await expect(eventsHeading).toBeFocused();

    // The demo seed: a public event of Kits Beach Runners, and the group itself.
    await expectInList(page, eventsList(page), 'Saturday seawall 10K', 'Show more events');
    const seawall = eventsList(page).getByRole('listitem').filter({ hasText: 'Saturday seawall 10K' });
    await expect(seawall).toContainText('Kits Beach Runners');
    await expect(seawall).toContainText(/3 of 3 places taken · \d+ on the waitlist/);
    await expect(seawall).toContainText(/^\d{1,2}(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)/);
    await expectInList(page, groupsList(page), 'Kits Beach Runners', 'Show more groups');
    const kits = groupsList(page).getByRole('listitem').filter({ hasText: 'Kits Beach Runners' });
    await expect(kits).toContainText('Public group');
    await expect(kits).toContainText(/\d+ members/);
    await expectAccessible(page);

    await kits.getByRole('link').click();
    await expect(page).toHaveURL('/group/kits_beach_runners');

    await page.goto('/');
    await page.getByRole('link', { name: 'Create Your Own Group' }).click();
    await expect(page).toHaveURL('/create-group');
    await expect(page.getByRole('heading', { name: 'Bring your neighbours together' })).toBeVisible();
  });

  test('each visit asks for the lists once: as the page opens, and again on coming back', async ({
    page,
  }) => {
    // Other tests change the lists meanwhile: the live updates that would ask again are kept out.
    await page.route(LIVE_UPDATES, (route) => route.abort());
    const asked = { events: 0, groups: 0 };
    page.on('request', (request) => {
      // First pages only: coming back to where it was left, a list may load its next page.
      if (new URL(request.url()).searchParams.has('cursor')) return;
      const kind = /\/api\/public\/v1\/(events|groups)\/getDefault/.exec(request.url())?.[1];
      if (kind === 'events' || kind === 'groups') asked[kind] += 1;
    });
    await page.goto('/');
    await expect(eventsList(page).getByRole('listitem').first()).toBeVisible();
    await expect(groupsList(page).getByRole('listitem').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual({ events: 1, groups: 1 });

    // A visit later (in the app, no reload) asks again: someone may have created something since.
    await groupsList(page).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/group\//);
    await page.goBack();
    await expect(groupsList(page).getByRole('listitem').first()).toBeVisible();
    // No new document: the load states were reached long ago, so the asking is awaited itself.
    await expect.poll(() => ({ ...asked })).toEqual({ events: 2, groups: 2 });
  });

  test('a fresh landing draws its lists in steps, and a reload comes back to the same place', async ({
    page,
  }) => {
    await page.route(LIVE_UPDATES, (route) => route.abort());
    await page.goto('/');
    const events = eventsList(page).getByRole('listitem');
    await expect(events.first()).toBeVisible();
    // Busy while the cards come a few at a time (issue #31), then all of the first page.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await events.count()).toBeGreaterThan(6);
    await events.nth(5).scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(1500);

    // A reload draws the whole lists at once, so the page can scroll back to where it was. Within
    // a few pixels: tests running beside this one add events, which can change the page's height
    // between the two loads (2279 came back as 2275 once); without the restoration it is 0.
    await page.reload();
    await expect(events.nth(5)).toBeVisible();
    await expect
      .poll(() => page.evaluate((before) => Math.abs(window.scrollY - before), left))
      .toBeLessThanOrEqual(16);
  });

  test('empty default lists invite the visitor to sign in', async ({ page }) => {
    // A visitor always sees Vancouver, which the seed fills: only an answer with no items can
    // show these texts, so that answer is given here.
    for (const kind of ['events', 'groups']) {
      await page.route(`**/api/public/v1/${kind}/getDefault*`, (route) =>
        route.fulfill({ json: { success: { data: [] } } }),
      );
    }
    await page.goto('/');
    await expect(
      page.getByText('No events nearby yet. Sign in to be the first to create one!'),
    ).toBeVisible();
    await expect(
      page.getByText('No groups nearby yet. Sign in to be the first to create one!'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Show more/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the search pages are for signed-in users', async ({ page }) => {
    await page.goto('/searchGroups/%23walking');
    await expect(page).toHaveURL(`/401?returnTo=${encodeURIComponent('/searchGroups/%23walking')}`);
    await page.goto('/searchEvents');
    await expect(page).toHaveURL('/401?returnTo=%2FsearchEvents');
  });
});

test.describe('signed-in home', () => {
  test('welcomes the user by name, shows the events timeline and the groups, and searches by #tag with the URL following', async ({
    page,
  }) => {
    const { login, tag, eventName, groupName } = await neighbourWithGroup(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome back, ${login}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Events Nearby' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Groups Nearby' })).toBeVisible();
    await expect(eventsBox(page)).toHaveAttribute('placeholder', 'Event name or #tag');
    await expect(groupsBox(page)).toHaveAttribute('placeholder', 'Group name or #tag');
    await expect(page.getByRole('checkbox', { name: 'Show only events from my groups' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Show only my groups' })).not.toBeChecked();
    // Defaults: the seed's events, and the new group among the most active ones.
    await expectInList(page, eventsList(page), 'Saturday seawall 10K', 'Show more events');
    await expectInList(page, groupsList(page), groupName, 'Show more groups');
    await expect(groupsList(page).getByRole('listitem').filter({ hasText: groupName })).toContainText(
      '1 member',
    );
    await expectAccessible(page);

    await eventsBox(page).fill(`#${tag}`);
    await expect(page).toHaveURL(new RegExp(`[?&]events=%23${tag}(&|$)`));
    const items = eventsList(page).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(eventName);
    await expect(items.first()).toContainText(groupName);
    await expect(items.first()).toContainText('No one going yet');
    // The circle: day and short month; the card: the full date.
    await expect(items.first()).toContainText(/^14DEC/);
    await expect(items.first()).toContainText(new RegExp(`${FIRST_EVENT_DAY} · \\d\\d:00`));

    await groupsBox(page).fill(groupName);
    await expect(page).toHaveURL(new RegExp(`[?&]groups=${groupName.replaceAll(' ', '\\+')}(&|$)`));
    await expect(groupsList(page).getByRole('listitem')).toHaveCount(1);
    await expect(groupsList(page)).toContainText(groupName);
    await page.getByRole('checkbox', { name: 'Show only my groups' }).check();
    await expect(page).toHaveURL(/[?&]groupsMine=true(&|$)/);
    await expect(groupsList(page).getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page);

    // The search is read back from the URL.
    await page.reload();
    await expect(eventsBox(page)).toHaveValue(`#${tag}`);
    await expect(groupsBox(page)).toHaveValue(groupName);
    await expect(page.getByRole('checkbox', { name: 'Show only my groups' })).toBeChecked();
    await expect(eventsList(page).getByRole('listitem')).toHaveCount(1);
    await expect(groupsList(page).getByRole('listitem')).toHaveCount(1);

    // Emptying the box brings the default list back and the URL forgets the text.
    await eventsBox(page).fill('');
    await expect(page).not.toHaveURL(/[?&]events=/);
    await expectInList(page, eventsList(page), 'Saturday seawall 10K', 'Show more events');
  });

  test('typing is debounced: only the finished text is searched, and a text over 100 characters is not sent', async ({
    page,
  }) => {
    const { groupName } = await neighbourWithGroup(page);
    await page.goto('/');
    await expect(groupsList(page)).toBeVisible();
    const searches: URL[] = [];
    const sentAt: number[] = [];
    page.on('request', (request) => {
      if (/\/api\/public\/v1\/(events|groups)\/search/.test(request.url())) {
        searches.push(new URL(request.url()));
        sentAt.push(Date.now());
      }
    });
    const searchTerms = () => searches.map((url) => url.searchParams.get('searchTerm'));

    // Nothing is asked while typing goes on, nor 200 ms after the last key (the debounce is 500 ms).
    await groupsBox(page).pressSequentially(groupName, { delay: 30 });
    const typedAt = Date.now();
    await page.waitForTimeout(200);
    expect(searches, 'a search 200 ms after the last key').toEqual([]);
    // Then exactly one search, for the whole text.
    await expect.poll(() => searches.length).toBe(1);
    expect((sentAt[0] ?? 0) - typedAt, 'the search waited for typing to pause').toBeGreaterThanOrEqual(400);
    await expect(groupsList(page).getByRole('listitem')).toHaveCount(1);
    await expect(groupsList(page)).toContainText(groupName);
    await page.waitForTimeout(300);
    expect(searches).toHaveLength(1);
    const [search] = searches;
    expect(search?.pathname).toBe('/api/public/v1/groups/search');
    expect(search?.searchParams.get('searchTerm')).toBe(groupName);
    expect(search?.searchParams.get('onlyMyGroups')).toBe('false');

    // A pause long enough to search, then more typing: the box keeps every character and the
    // URL ends with the whole text; only the two pauses were searched.
    await groupsBox(page).fill('');
    await expect(page).not.toHaveURL(/[?&]groups=/);
    searches.length = 0;
    const first = groupName.slice(0, groupName.indexOf(' '));
    await groupsBox(page).pressSequentially(first, { delay: 30 });
    await page.waitForTimeout(600);
    await groupsBox(page).pressSequentially(groupName.slice(first.length), { delay: 30 });
    await expect(groupsBox(page)).toHaveValue(groupName);
    const whole = new URLSearchParams({ groups: groupName }).toString();
    await expect.poll(() => page.url()).toMatch(new RegExp(`[?&]${whole.replaceAll('+', '\\+')}$`));
    await expect(groupsBox(page)).toHaveValue(groupName);
    await expect(groupsList(page).getByRole('listitem')).toHaveCount(1);
    expect(searchTerms()).toEqual([first, groupName]);

    searches.length = 0;
    await groupsBox(page).fill('x'.repeat(101));
    await expect(page.getByText(TOO_LONG)).toBeVisible();
    await expect(groupsBox(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(groupsList(page)).toHaveCount(0);
    await page.waitForTimeout(800);
    expect(searches).toEqual([]);
    await expectAccessible(page);
    await groupsBox(page).fill('x'.repeat(100));
    await expect(page.getByText(TOO_LONG)).toHaveCount(0);
    await expect(page.getByText(`No groups match “${'x'.repeat(100)}”.`)).toBeVisible();
  });

  test('a new search keeps the list shown until its answer comes, then says how many it found', async ({
    page,
  }) => {
    const { groupName } = await neighbourWithGroup(page);
    await page.goto('/');
    const items = groupsList(page).getByRole('listitem');
    await expect(items.first()).toBeVisible();
    // A freshly opened page draws its lists a few cards at a time, busy until all are in.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const shown = await items.count();
    const found = page.getByRole('status').filter({ hasText: /found/ });
    // The first lists are not announced: only the answers to searches.
    await expect(found).toHaveCount(0);

    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/public/v1/groups/search*', async (route) => {
      await held;
      await route.continue();
    });
    await groupsBox(page).fill(groupName);
    await expect(page.getByRole('progressbar', { name: 'Loading groups' })).toBeVisible();
    await expect(items).toHaveCount(shown);
    await expect(found).toHaveCount(0);
    answer();
    await expect(items).toHaveCount(1);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(found).toHaveText('1 group found');

    await groupsBox(page).fill(`${groupName} nothing`);
    await expect(page.getByText(`No groups match “${groupName} nothing”.`)).toBeVisible();
    await expect(found).toHaveText('No groups found');
    await expectAccessible(page);
  });

  test('a new user with no groups ticks the checkboxes: nothing of theirs matches', async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto('/');
    await expect(groupsList(page).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('checkbox', { name: 'Show only my groups' }).check();
    await expect(page.getByText('No groups matching the search found')).toBeVisible();
    await expect(page).toHaveURL(/[?&]groupsMine=true(&|$)/);
    await expect(groupsList(page)).toHaveCount(0);

    await expect(eventsList(page).getByRole('listitem').first()).toBeVisible();
    await page.getByRole('checkbox', { name: 'Show only events from my groups' }).check();
    await expect(page.getByText('No events matching the search found')).toBeVisible();
    await expect(page).toHaveURL(/[?&]eventsMine=true(&|$)/);
    await expect(eventsList(page)).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('checkbox', { name: 'Show only my groups' }).uncheck();
    await expect(page).not.toHaveURL(/groupsMine/);
    await expect(groupsList(page).getByRole('listitem').first()).toBeVisible();
  });

  test('a search that matches nothing says what was searched and offers to clear it', async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto('/');
    const nothing = `zq${rand()}nothing`;
    await eventsBox(page).fill(nothing);
    await groupsBox(page).fill(`#${nothing}`);
    await expect(page.getByText(`No upcoming events match “${nothing}”.`)).toBeVisible();
    await expect(page.getByText(`No groups match “#${nothing}”.`)).toBeVisible();
    await expect(page.getByText('No events nearby yet. Be the first to create one!')).toHaveCount(0);
    await expect(eventsList(page)).toHaveCount(0);
    await expect(groupsList(page)).toHaveCount(0);
    await expectAccessible(page);

    await page.locator('#events-nearby').getByRole('button', { name: 'Clear search' }).click();
    await expect(eventsBox(page)).toHaveValue('');
    await expect(eventsList(page).getByRole('listitem').first()).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]events=/);
    await expect(page.getByText(`No groups match “#${nothing}”.`)).toBeVisible();
  });

  test('the demo account finds its own groups and their events with the checkboxes', async ({ page }) => {
    await page.goto('/authenticate');
    await page.getByLabel('Login').fill(DEMO.login);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page.getByRole('heading', { name: `Welcome back, ${DEMO.name}` })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Show only my groups' }).check();
    for (const name of ['Kits Beach Runners', 'North Shore Hikers', 'Mount Pleasant Board Games']) {
      await expect(groupsList(page)).toContainText(name);
    }
    await expect(groupsList(page)).not.toContainText('Commercial Drive Book Club');
    await page.getByRole('checkbox', { name: 'Show only events from my groups' }).check();
    await expect(eventsList(page)).toContainText('Saturday seawall 10K');
    await expect(eventsList(page)).not.toContainText('Dim sum morning');
  });
});

test.describe('search pages', () => {
  test('a tag link on a group page lands on /searchGroups/%23tag with the group found', async ({ page }) => {
    const { groupId, tag, groupName } = await neighbourWithGroup(page);
    await page.goto(`/group/${groupId}`);
    await page.getByRole('tab', { name: 'About' }).click();
    await page
      .getByRole('link', { name: `#${tag}` })
      .first()
      .click();
    await expect(page).toHaveURL(`/searchGroups/%23${tag}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Search groups' })).toBeVisible();
    await expect(groupsBox(page)).toHaveValue(`#${tag}`);
    await expect(groupsList(page).getByRole('listitem')).toHaveCount(1);
    await expect(groupsList(page)).toContainText(groupName);
    await expect(page).toHaveTitle(`Groups: #${tag} · Neighbourly`);
    await expectAccessible(page);

    // The path follows the text (replacing the history entry), the checkbox goes to ?mine=true.
    await groupsBox(page).fill(groupName);
    await expect(page).toHaveURL(`/searchGroups/${encodeURIComponent(groupName)}`);
    await expect(groupsList(page).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('checkbox', { name: 'Show only my groups' }).check();
    await expect(page).toHaveURL(`/searchGroups/${encodeURIComponent(groupName)}?mine=true`);
    await expect(groupsList(page)).toContainText(groupName);
    await groupsBox(page).fill('');
    await expect(page).toHaveURL('/searchGroups?mine=true');
    await expect(groupsList(page).getByRole('listitem')).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(`/group/${groupId}?tab=about`);
  });

  test('an event tag leads to /searchEvents/%23tag; more events load on scrolling and with Show more', async ({
    page,
  }) => {
    const { groupId, eventId, tag, eventName } = await neighbourWithGroup(page, 14);
    await page.goto(`/group/${groupId}/events/${eventId}`);
    await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
    await page.getByRole('link', { name: `#${tag}` }).click();
    await expect(page).toHaveURL(`/searchEvents/%23${tag}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Search events' })).toBeVisible();
    await expect(eventsBox(page)).toHaveValue(`#${tag}`);
    const items = eventsList(page).getByRole('listitem');
    await expect(items).toHaveCount(12);
    await expect(items.first()).toContainText(/^14DEC/);
    await expect(items.first()).toContainText(eventName);
    await expectAccessible(page);
    // Scrolling to the end loads the rest.
    await page.getByRole('button', { name: 'Show more events' }).scrollIntoViewIfNeeded();
    await expect(items).toHaveCount(14);
    await expect(items.last()).toContainText(/^27DEC/);
    await expect(page.getByRole('button', { name: 'Show more events' })).toHaveCount(0);

    // On the home, the Show more button loads the next page too. It is pressed where it is,
    // far below the viewport, so that scrolling to it cannot be what loads the page.
    await page.goto(`/?events=%23${tag}`);
    await expect(items).toHaveCount(12);
    const more = page.getByRole('button', { name: 'Show more events' });
    await expect(more).not.toBeInViewport();
    await more.dispatchEvent('click');
    await expect(items).toHaveCount(14);
    await expect(more).toHaveCount(0);

    // From the keyboard: when the last page comes and the button goes, the focus goes on to the
    // first event it added, not back to the top of the page.
    await page.goto(`/?events=%23${tag}`);
    await expect(items).toHaveCount(12);
    // Focusing scrolls the button into view, which lets the scroll loader fetch the page too;
    // pressing it in the same task as the focus keeps the two from racing the test.
    await more.evaluate((button: HTMLElement) => {
      button.focus();
      button.click();
    });
    await expect(items).toHaveCount(14);
    await expect(more).toHaveCount(0);
    await expect(items.nth(12).getByRole('link').first()).toBeFocused();
  });

  test('a failed further page keeps the events shown and offers to try again, keeping the focus', async ({
    page,
  }) => {
    const { tag } = await neighbourWithGroup(page, 14);
    let failing = true;
    await page.route('**/api/public/v1/events/search*', (route) =>
      failing && new URL(route.request().url()).searchParams.has('cursor')
        ? route.fulfill({ status: 400, json: { error: { code: 'VALIDATION_ERROR', message: 'Bad cursor' } } })
        : route.continue(),
    );
    await page.goto(`/searchEvents/%23${tag}`);
    const items = eventsList(page).getByRole('listitem');
    await expect(items).toHaveCount(12);
    const more = page.getByRole('button', { name: 'Show more events' });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('More events could not be loaded.')).toBeVisible();
    await expect(items).toHaveCount(12);
    await expect(page.getByText('The events could not be loaded.')).toHaveCount(0);
    await expect(more).toBeFocused();
    await expectAccessible(page);

    failing = false;
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Try again' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(items).toHaveCount(14);
    await expect(page.getByText('More events could not be loaded.')).toHaveCount(0);
    await expect(more).toHaveCount(0);
    await expect(items.nth(12).getByRole('link').first()).toBeFocused();
  });

  test('an empty search page keeps its page, and a spinner shows while the first page loads', async ({
    page,
  }) => {
    await signUpThroughApi(page);
    await page.route('**/api/public/v1/events/search*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/searchEvents/%23running?mine=true');
    await expect(page.getByRole('progressbar', { name: 'Loading events' })).toBeVisible();
    await expect(page.getByText('No events matching the search found')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Show only events from my groups' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Show only events from my groups' }).uncheck();
    await expect(page).toHaveURL('/searchEvents/%23running');
    await expectInList(page, eventsList(page), 'Saturday seawall 10K', 'Show more events');

    await page.goto('/searchGroups');
    await expect(page.getByRole('heading', { level: 1, name: 'Search groups' })).toBeVisible();
    await expect(groupsBox(page)).toHaveValue('');
    await expectInList(page, groupsList(page), 'Kits Beach Runners', 'Show more groups');
    await expectAccessible(page);
  });
});

test('the discovery screens pass axe in dark mode and fit a 360 px phone', async ({ browser }) => {
  const context = await browser.newContext({
    colorScheme: 'dark',
    viewport: { width: 360, height: 740 },
    timezoneId: 'America/Vancouver',
  });
  const page = await context.newPage();
  const checkPage = (path: string, ready: Locator) => expectSettledAndFitting(page, path, ready);
  await checkPage('/', eventsList(page).getByRole('listitem').first());
  await signUpThroughApi(page);
  await checkPage('/', groupsList(page).getByRole('listitem').first());
  await checkPage('/searchEvents/%23running', eventsList(page).getByRole('listitem').first());
  await checkPage('/searchGroups/%23walking', groupsList(page).getByRole('listitem').first());
  await checkPage(
    '/searchGroups/nothing-matches-this?mine=true',
    page.getByText('No groups matching the search found'),
  );
  await context.close();
});
