/**
 * A group on the fediverse (issue #30): the create and edit forms' handle field (its address, its
 * availability check, a handle another group has), the About tab's "Follow from the fediverse"
 * (address, Copy, followers, the follow form's errors) for members and visitors alike, and the
 * owner's Fediverse tab. Following itself needs a fediverse server (the server's tests have one);
 * here the tab is empty, a stand-in answer of the followers API shows its rows, and one of the
 * remote-follow API shows where Follow leads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { anotherPerson, expect, expectAccessible, screenshots, signUpThroughApi, test } from './fixtures.ts';

const unique = (prefix: string) => `${prefix}_${Math.random().toString(36).slice(2, 10)}`;

test('a public group gets a handle of its own, and the fediverse can follow it by that name', async ({
  page,
  context,
  browser,
}) => {
  // Three people's browsers and a dozen screenshots.
  test.slow();
  await signUpThroughApi(page);
  const id = unique('fedi');
  const handle = unique('fh');

  await page.goto('/create-group');
  const host = new URL(page.url()).host;
  const handleField = page.getByRole('textbox', { name: 'Fediverse handle' });
  await page.getByLabel('Group id').fill(id);
  // Left empty, the handle is the id's.
  await expect(handleField).toHaveAttribute('placeholder', id);
  await expect(page.getByText(`Fediverse address: @${id}@${host}`)).toBeVisible();
  await handleField.fill('Not a handle!');
  await expect(
    page.getByText(
      'Sorry, the fediverse handle must be between 1 and 30 characters long and should contain only lowercase letters, digits and underscores.',
    ),
  ).toBeVisible();
  await handleField.fill(handle);
  await expect(page.getByText(`Fediverse address: @${handle}@${host}`)).toBeVisible();
  await expect(page.getByText(/follow the group by this name/)).toBeVisible();
  await page.getByLabel('Group name').fill('False Creek Paddlers');
  await page.getByLabel('Group description').fill('Dragon boats at dawn, all levels welcome.');
  // A private group's handle waits until it is public.
  await page.getByRole('radio', { name: 'Private' }).check();
  await expect(page.getByText(/Used once the group is public/)).toBeVisible();
  await page.getByRole('radio', { name: 'Public' }).check();
  const create = page.getByRole('button', { name: 'Create group' });
  await expect(create).toBeEnabled();
  await expectAccessible(page);
  await screenshots(page, 'create-form-handle');
  await create.click();
  await expect(page).toHaveURL(`/group/${id}`);

  // About: the address to copy, no followers yet, and the follow form.
  await page.getByRole('tab', { name: 'About' }).click();
  const panel = page.getByRole('region', { name: 'Follow from the fediverse' });
  await expect(panel).toContainText(`@${handle}@${host}`);
  await expect(panel).toContainText('0 followers on the fediverse');
  await expect(panel).toContainText('your replies come back here as comments');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await panel.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByText('Address copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`@${handle}@${host}`);
  const account = panel.getByRole('textbox', { name: 'Your account (name@server)' });
  await account.fill('alex');
  await panel.getByRole('button', { name: 'Follow' }).click();
  await expect(
    panel.getByText('Enter your fediverse account as name@server, for example alex@mastodon.social.'),
  ).toBeVisible();
  // A server that cannot be reached says nothing of where to follow: the server's message shows.
  await account.fill('alex@nowhere.invalid');
  await panel.getByRole('button', { name: 'Follow' }).click();
  await expect(
    panel.getByText(
      'Your server did not say where to follow from. Search for the handle on your server instead.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(`/group/${id}?tab=about`);
  await expectAccessible(page);
  await screenshots(page, 'group-about-fediverse');

  // The owner's Fediverse tab: no one yet.
  await page.getByRole('tab', { name: 'Fediverse' }).click();
  await expect(
    page.getByText('No fediverse account follows this group yet.', { exact: false }),
  ).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'group-fediverse-empty');

  // Another person cannot take the handle for their group.
  const other = await anotherPerson(browser);
  await other.page.goto('/create-group');
  await other.page.getByLabel('Group id').fill(unique('other'));
  await other.page.getByRole('textbox', { name: 'Fediverse handle' }).fill(handle);
  await expect(other.page.getByText('Sorry, this fediverse handle is already taken.')).toBeVisible();
  await other.page.getByLabel('Group name').fill('Another paddling group');
  await other.page.getByLabel('Group description').fill('Also paddling.');
  await expect(other.page.getByRole('button', { name: 'Create group' })).toBeDisabled();
  await other.close();

  // Visitors see how to follow too, but no Fediverse tab.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/group/${id}?tab=about`);
  await expect(visitor.getByRole('region', { name: 'Follow from the fediverse' })).toContainText(
    `@${handle}@${host}`,
  );
  await expect(visitor.getByRole('tab', { name: 'Fediverse' })).toHaveCount(0);
  // Signed out, the follow form still asks the server (which finds no such server here).
  await visitor.getByRole('textbox', { name: 'Your account (name@server)' }).fill('@sam@nowhere.invalid');
  await visitor.getByRole('button', { name: 'Follow' }).click();
  await expect(
    visitor.getByText('Your server did not say where to follow from.', { exact: false }),
  ).toBeVisible();
  await expectAccessible(visitor);
  await visitorContext.close();

  // The owner renames the handle: its own is no conflict, a new one is checked and saved.
  await page.goto(`/group/${id}/edit`);
  const editHandle = page.getByRole('textbox', { name: 'Fediverse handle' });
  await expect(editHandle).toHaveValue(handle);
  await expect(page.getByText(/the old one keeps working/)).toBeVisible();
  const renamed = unique('fr');
  await editHandle.fill(renamed);
  await expect(page.getByText(`Fediverse address: @${renamed}@${host}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  await expectAccessible(page);
  await screenshots(page, 'edit-form-handle');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(`/group/${id}`);
  await page.getByRole('tab', { name: 'About' }).click();
  await expect(page.getByRole('region', { name: 'Follow from the fediverse' })).toContainText(
    `@${renamed}@${host}`,
  );
});

test('the owner’s Fediverse tab lists followers with their profile links and removes one', async ({
  page,
}) => {
  await signUpThroughApi(page);
  const id = unique('fedl');
  await page.goto('/create-group');
  await page.getByLabel('Group id').fill(id);
  await page.getByLabel('Group name').fill('Mount Pleasant Walkers');
  await page.getByLabel('Group description').fill('Walks on Sundays.');
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(page).toHaveURL(`/group/${id}`);

  // No fediverse server here: the followers API's answer is a stand-in, as one would list them.
  const followers = [
    {
      id: 7,
      handle: 'alex@mastodon.example',
      name: 'Alex Chen',
      url: 'https://mastodon.example/@alex',
      followedAt: '2026-11-20T18:00:00.000Z',
    },
    {
      id: 9,
      handle: 'events@mobilizon.example',
      name: '',
      url: null,
      followedAt: '2026-11-02T09:30:00.000Z',
    },
  ];
  const removed: string[] = [];
  await page.route('**/api/public/v1/groups/followers?*', async (route) => {
    const url = new URL(route.request().url());
    if (route.request().method() === 'DELETE') {
      removed.push(url.searchParams.get('followerId') ?? '');
      await route.fulfill({ json: { success: { data: null } } });
      return;
    }
    const left = followers.filter((follower) => !removed.includes(String(follower.id)));
    await route.fulfill({ json: { success: { data: left } } });
  });
  await page.goto(`/group/${id}?tab=fediverse`);
  const list = page.getByRole('list', { name: 'Fediverse followers of Mount Pleasant Walkers' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const alex = list.getByRole('listitem').filter({ hasText: 'Alex Chen' });
  const link = alex.getByRole('link', { name: '@alex@mastodon.example' });
  await expect(link).toHaveAttribute('href', 'https://mastodon.example/@alex');
  await expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer ugc');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(alex).toContainText('Following since');
  // A follower without a name shows its handle, without a link when it has no profile page.
  const unnamed = list.getByRole('listitem').filter({ hasText: 'events@mobilizon.example' });
  await expect(unnamed.getByRole('link')).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, 'group-fediverse-followers');

  await alex.getByRole('button', { name: 'Remove follower' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText("Remove Alex Chen from the group's followers?");
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Remove follower' }).click();
  await expect(page.getByText('Alex Chen no longer follows the group')).toBeVisible();
  expect(removed).toEqual(['7']);
  await expect(list.getByRole('listitem')).toHaveCount(1);
});

test('Follow takes a visitor to the follow page their own server names', async ({ page }) => {
  // Their server's answer is a stand-in: the API's reply and the page it points to.
  const bodies: unknown[] = [];
  await page.route('**/api/public/v1/federation/remoteFollow', async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({
      json: {
        success: {
          data: { url: 'https://mastodon.example/authorize_interaction?uri=kits_beach_runners%40localhost' },
        },
      },
    });
  });
  await page.route('https://mastodon.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Follow</title><h1>Follow on Mastodon</h1>' }),
  );
  await page.goto('/group/kits_beach_runners?tab=about');
  const panel = page.getByRole('region', { name: 'Follow from the fediverse' });
  await panel.getByRole('textbox', { name: 'Your account (name@server)' }).fill('alex@mastodon.example');
  await panel.getByRole('button', { name: 'Follow' }).click();
  await expect(page).toHaveURL(
    'https://mastodon.example/authorize_interaction?uri=kits_beach_runners%40localhost',
  );
  expect(bodies).toEqual([{ groupId: 'kits_beach_runners', account: 'alex@mastodon.example' }]);
});

test.describe('Persian, right to left', () => {
  test.use({ locale: 'fa-IR' });

  test('the address reads left to right, and the follow form’s errors come in Persian', async ({ page }) => {
    await page.goto('/group/kits_beach_runners?tab=about');
    const panel = page.getByRole('region', { name: 'دنبال کردن از فدیورس' });
    const address = panel.getByTestId('fediverse-address');
    await expect(address).toHaveText(/^@\w+@localhost:\d+$/);
    await expect(address).toHaveAttribute('dir', 'ltr');
    await panel.getByRole('textbox', { name: 'حساب شما (نام@سرور)' }).fill('alex');
    await panel.getByRole('button', { name: 'دنبال کردن' }).click();
    const persian = JSON.parse(
      fs.readFileSync(
        path.resolve(import.meta.dirname, '../../../packages/i18n/messages/validation/fa.json'),
        'utf8',
      ),
    ) as Record<string, string>;
    await expect(panel.getByText(persian.validation_fediverseAccount!)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'group-about-fediverse-fa');
  });
});
