/**
 * Stored markup in the app (issue #24): the payloads of the server's test/markup-payloads.ts
 * (the same ones its channel tests use) as display names, group and event names, descriptions,
 * places and comments. Wherever the app shows them (the group page, the event page and its
 * comments and participants, the search results, the home lists, the notifications) they are
 * text: no image from "x", no script, no handler attribute, no javascript: link, no dialog.
 */
import type { Browser, Page } from '@playwright/test';
import { PAYLOADS } from '../../server/src/test/markup-payloads.ts';
import { anotherPerson, callApi, expect, signUpThroughApi, test } from './fixtures.ts';

const HOUR = 3_600_000;

interface Person {
  page: Page;
  login: string;
  groupId: string;
  eventId: number;
  close: () => Promise<void>;
}

/**
 * A person named `payload` with a group and an event of that name, found by `tag`; the group's
 * and the event's descriptions hold every payload, one a line. `page` is the first person's.
 */
async function personWithPayload(browser: Browser, page: Page | null, index: number, tag: string) {
  const payload = PAYLOADS[index]!;
  const person = page
    ? { page, login: (await signUpThroughApi(page)).login, close: async () => {} }
    : await anotherPerson(browser);
  await callApi(person.page, 'POST', '/users', { id: person.login, name: payload });
  const groupId = `${tag}_${index}`;
  const about = PAYLOADS.join('\n');
  await callApi(person.page, 'POST', '/groups', {
    id: groupId,
    name: payload,
    description: about,
    type: 'PUBLIC',
    tags: [tag],
  });
  const start = Date.now() + 30 * HOUR;
  const created = await callApi(person.page, 'POST', '/events', {
    groupId,
    eventId: 0,
    name: payload,
    description: about,
    location: payload,
    type: 'PUBLIC',
    startDateTime: new Date(start).toISOString(),
    endDateTime: new Date(start + 2 * HOUR).toISOString(),
    tags: [tag],
    participantsLimit: 0,
  });
  return { ...person, groupId, eventId: created.success.data as number } satisfies Person;
}

/** What the page's DOM holds that a payload could have made live. */
const liveMarkup = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      const tag = element.tagName.toLowerCase();
      if (tag === 'img' && element.getAttribute('src') === 'x') found.push('<img src=x>');
      if (tag === 'script' && element.textContent?.includes('alert')) found.push('<script>alert');
      for (const { name, value } of Array.from(element.attributes)) {
        if (/^on/i.test(name)) found.push(`<${tag} ${name}>`);
        if (/^(href|src|action|formaction)$/i.test(name) && /^\s*javascript:/i.test(value)) {
          found.push(`<${tag} ${name}="${value}">`);
        }
      }
    }
    return found;
  });

/** The page shows each of `texts` as text, and nothing live. */
async function expectShownAsText(page: Page, texts: readonly string[]) {
  for (const text of texts) await expect(page.getByText(text).first(), text).toBeVisible();
  expect(await liveMarkup(page), page.url()).toEqual([]);
}

test('what people typed shows as text on every screen, and runs nowhere', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const tag = `markup${Math.random().toString(36).slice(2, 8)}`;
  const people: Person[] = [];
  for (const index of PAYLOADS.keys()) {
    people.push(await personWithPayload(browser, index === 0 ? page : null, index, tag));
  }
  // Everyone comes to the first person's event and comments on it, each with their payload.
  const [host] = people as [Person];
  const event = { groupId: host.groupId, eventId: host.eventId };
  for (const [index, person] of people.entries()) {
    if (person !== host) {
      await callApi(person.page, 'POST', '/groupMembers', { groupId: host.groupId, userId: person.login });
      await callApi(person.page, 'POST', '/eventParticipants', { ...event, userId: person.login });
    }
    await callApi(person.page, 'POST', '/eventComments', { ...event, comment: PAYLOADS[index] });
  }

  await page.goto(`/group/${host.groupId}`);
  await expect(page.getByRole('heading', { level: 1, name: PAYLOADS[0] })).toBeVisible();
  await expectShownAsText(page, [PAYLOADS[0]!]);
  await page.goto(`/group/${host.groupId}?tab=about`);
  await expectShownAsText(page, PAYLOADS);
  await page.goto(`/group/${host.groupId}?tab=members`);
  await expectShownAsText(page, PAYLOADS);

  const eventPath = `/group/${host.groupId}/events/${host.eventId}`;
  await page.goto(eventPath);
  await expect(page.getByRole('heading', { level: 1, name: PAYLOADS[0] })).toBeVisible();
  await expectShownAsText(page, PAYLOADS);
  for (const tab of ['participants', 'comments']) {
    await page.goto(`${eventPath}?tab=${tab}`);
    await expectShownAsText(page, PAYLOADS);
  }

  // Every group and every event, by their tag: in the search results and in the home lists.
  for (const path of [
    `/searchGroups/%23${tag}`,
    `/searchEvents/%23${tag}`,
    `/?events=%23${tag}&groups=%23${tag}`,
  ]) {
    await page.goto(path);
    await expectShownAsText(page, PAYLOADS);
  }
  // The host was told of each comment: "<name> commented on <event>: “<comment>”".
  await page.goto('/notifications');
  await expectShownAsText(page, PAYLOADS);

  expect(dialogs, 'dialogs opened by the page').toEqual([]);
  for (const person of people) await person.close();
});
