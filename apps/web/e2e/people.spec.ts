import { type Page } from '@playwright/test';
import {
  DEMO,
  PASSWORD,
  anotherPerson,
  callApi,
  expect,
  expectAccessible,
  makePng,
  signUpThroughApi,
  test,
  uniqueLogin,
  expectSettledAndFitting,
} from './fixtures.ts';

const DISPLAY_NAME_RULE =
  'Sorry, your display name must be between 1 and 50 characters long and must not start with a space';
const PASSWORD_RULE =
  'Sorry, your password must be between 8 and 24 characters long and should contain at least 1 uppercase letter, 1 digit and 1 special symbol.';
const NEW_PASSWORD = 'Newpassw0rd!';

/** "November 22, 2026": how the profile words a registration date, in this machine's time zone. */
const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

const accountButton = (page: Page) => page.getByRole('button', { name: 'Account menu' });

async function signInThroughPage(page: Page, login: string, password: string) {
  await page.goto('/authenticate');
  await page.getByLabel('Login').fill(login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
}

test('a neighbour sees their own profile with Edit my profile, and someone else’s without it', async ({
  page,
}) => {
  const { login } = await signUpThroughApi(page);
  const profile = (await callApi(page, 'GET', `/users?id=${login}`)).success.data as {
    registrationDate: string;
  };

  await page.goto(`/profile/${login}`);
  const card = page.getByRole('article', { name: login });
  await expect(card.getByRole('heading', { level: 1, name: login })).toBeVisible();
  await expect(card).toContainText(`@${login}`);
  await expect(card).toContainText('Vancouver, BC, Canada');
  await expect(card).toContainText(`Member since ${longDate(profile.registrationDate)}`);
  // No avatar yet: the first letter of the name.
  await expect(card.getByText(login.charAt(0).toUpperCase(), { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Send a message' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Edit my profile' }).click();
  await expect(page).toHaveURL('/settings/editProfile');
  await expect(page.getByRole('tab', { name: 'Edit profile' })).toHaveAttribute('aria-selected', 'true');

  await page.goto('/profile/maya_runs');
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Chen' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Maya Chen' })).toContainText('@maya_runs');
  await expect(page.getByRole('article', { name: 'Maya Chen' })).toContainText(
    /Member since \w+ \d{1,2}, \d{4}/,
  );
  await expect(page.getByRole('link', { name: 'Edit my profile' })).toHaveCount(0);
  // The messaging flag is off.
  await expect(page.getByRole('link', { name: 'Send a message' })).toHaveCount(0);
  await expectAccessible(page);

  // The avatar menu's Profile leads to one's own profile.
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(`/profile/${login}`);
  await expect(page.getByRole('link', { name: 'Edit my profile' })).toBeVisible();
});

test('a missing person’s profile is the 404 page, and an unknown settings tab opens Edit profile', async ({
  page,
}) => {
  await signUpThroughApi(page);
  await page.goto('/profile/nobody_lives_here');
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { name: 'Ooops!' })).toBeVisible();
  await expect(page.getByText('This page does not exist!')).toBeVisible();

  await page.goto('/settings/nonsense');
  await expect(page).toHaveURL('/404');
  await expect(page.getByText('This page does not exist!')).toBeVisible();
});

test('the settings tabs live in the path', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Edit profile' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Manage account' }).click();
  await expect(page).toHaveURL('/settings/accountManagement');
  await expect(page.getByRole('textbox', { name: 'Current password' })).toBeVisible();
  await page.getByRole('tab', { name: 'Appearance' }).click();
  await expect(page).toHaveURL('/settings/appearance');
  await expect(page.getByRole('radiogroup', { name: 'Theme' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Appearance' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL('/settings/editProfile');
  await expect(page.getByRole('textbox', { name: 'Login' })).toBeVisible();
});

test('a neighbour changes their display name, and the header follows at once', async ({ page }) => {
  const { login } = await signUpThroughApi(page);
  await page.goto('/settings/editProfile');
  await expect(accountButton(page)).toContainText(login.charAt(0).toUpperCase());

  const loginField = page.getByRole('textbox', { name: 'Login' });
  await expect(loginField).toHaveValue(login);
  await expect(loginField).toHaveAttribute('readonly', '');
  const name = page.getByRole('textbox', { name: 'Display Name' });
  const save = page.getByRole('button', { name: 'Save changes' });
  await expect(name).toHaveValue(login);
  await expect(save).toBeDisabled();
  await expectAccessible(page);

  await name.fill('W'.repeat(51));
  await expect(page.getByText(DISPLAY_NAME_RULE)).toBeVisible();
  await expect(save).toBeDisabled();
  await name.fill(' Robin');
  await expect(page.getByText(DISPLAY_NAME_RULE)).toBeVisible();
  await expect(save).toBeDisabled();
  await name.fill(login);
  await expect(page.getByText(DISPLAY_NAME_RULE)).toHaveCount(0);
  // Valid but unchanged: nothing to save.
  await expect(save).toBeDisabled();
  await name.fill('Robin from Kitsilano');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Your profile was updated successfully')).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(name).toHaveValue('Robin from Kitsilano');

  // No reload: the header's avatar letter and the menu already show the new name.
  await expect(accountButton(page)).toContainText('R');
  await accountButton(page).click();
  await expect(page.getByRole('menuitem', { name: /Robin from Kitsilano/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/profile/${login}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Robin from Kitsilano' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Robin from Kitsilano' })).toBeVisible();
});

test('a neighbour uploads an avatar and deletes it; the header shows the image, then the letter', async ({
  page,
}) => {
  const { login } = await signUpThroughApi(page);
  const letter = login.charAt(0).toUpperCase();
  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Upload new avatar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete avatar' })).toHaveCount(0);
  await expect(accountButton(page).locator('img')).toHaveCount(0);

  // Checked before sending, with the shared message.
  await page
    .getByLabel('Avatar image file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Failed to update avatar. Choose a PNG or JPEG image.')).toBeVisible();

  await page
    .getByLabel('Avatar image file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await makePng() });
  await expect(page.getByText('Your avatar was uploaded successfully')).toBeVisible();
  const headerImage = accountButton(page).locator('img');
  await expect(headerImage).toHaveAttribute(
    'src',
    new RegExp(`/api/public/v1/images/avatar\\?userId=${login}`),
  );
  await expect
    .poll(() => headerImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('img', { name: `Your avatar (${login})` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete avatar' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`/profile/${login}`);
  await expect(page.getByRole('img', { name: `Avatar of ${login}` })).toBeVisible();
  await page.goto('/settings');

  await page.getByRole('button', { name: 'Delete avatar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete avatar' });
  await expect(dialog).toContainText('The first letter of your name shows instead');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Your avatar was deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete avatar' })).toHaveCount(0);
  await expect(accountButton(page).locator('img')).toHaveCount(0);
  await expect(accountButton(page)).toContainText(letter);

  const profile = (await callApi(page, 'GET', `/users?id=${login}`)).success.data as { hasAvatar: boolean };
  expect(profile.hasAvatar).toBe(false);
});

test('a neighbour changes their password, then signs in with the new one', async ({ page }) => {
  const { login } = await signUpThroughApi(page);
  await page.goto('/settings/accountManagement');
  const current = page.getByRole('textbox', { name: 'Current password' });
  const next = page.getByRole('textbox', { name: 'New password', exact: true });
  const confirm = page.getByRole('textbox', { name: 'Confirm new password' });
  const update = page.getByRole('button', { name: 'Update' });
  await expect(update).toBeDisabled();
  await expectAccessible(page);

  await current.fill('Wrongpassw0rd!');
  await next.fill('weak');
  await expect(page.getByText(PASSWORD_RULE)).toBeVisible();
  await next.fill(NEW_PASSWORD);
  await expect(page.getByText(PASSWORD_RULE)).toHaveCount(0);
  await confirm.fill('Otherpassw0rd!');
  await expect(page.getByText("Sorry, your passwords don't match.")).toBeVisible();
  await expect(update).toBeDisabled();
  await confirm.fill(NEW_PASSWORD);
  await expect(page.getByText("Sorry, your passwords don't match.")).toHaveCount(0);
  await expect(update).toBeEnabled();

  // A wrong current password: the server's message, at the field.
  await update.click();
  await expect(page.getByText('Sorry, your current password is incorrect.')).toBeVisible();
  await expect(page.getByText('Failed to update password.')).toBeVisible();
  await expectAccessible(page);

  await current.fill(PASSWORD);
  await expect(page.getByText('Sorry, your current password is incorrect.')).toHaveCount(0);
  await update.click();
  await expect(page.getByText('Password was updated successfully')).toBeVisible();
  await expect(current).toHaveValue('');
  await expect(next).toHaveValue('');
  await expect(confirm).toHaveValue('');
  await expect(update).toBeDisabled();

  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

  await signInThroughPage(page, login, PASSWORD);
  await expect(page.getByText('Incorrect username or password').first()).toBeVisible();
  await signInThroughPage(page, login, NEW_PASSWORD);
  await expect(page.getByText('Successfully logged in! Redirecting to the main page...')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome back, ${login}` })).toBeVisible();
});

test('deleting an account signs out after 3 s and hands its group to the other member', async ({
  page,
  browser,
}) => {
  const { login } = await signUpThroughApi(page, uniqueLogin('leaver'));
  const groupId = `e2e_${Math.random().toString(36).slice(2, 10)}`;
  await callApi(page, 'POST', '/groups', {
    id: groupId,
    name: `Mount Pleasant Gardeners ${groupId}`,
    description: 'Community plots and seed swaps.',
    type: 'PUBLIC',
    tags: ['gardening'],
  });
  const neighbour = await anotherPerson(browser, groupId);

  await page.goto('/settings/accountManagement');
  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('This cannot be undone');
  await expect(dialog).toContainText('Each group you own passes to another member');
  await expect(dialog).toContainText('event registrations and comments are removed');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete account' }).click();

  const toast = page.getByText('Account deletion requested successfully. Logging out...');
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL('/settings/accountManagement');
  await expect(page).toHaveURL('/', { timeout: 10_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_000);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authStore') ?? '')).not.toContain(
    '"isAuthenticated":true',
  );

  // The other member now owns the group.
  await neighbour.page.goto(`/group/${groupId}`);
  await expect(neighbour.page.getByRole('link', { name: `Organized by ${neighbour.login}` })).toBeVisible();
  await expect(neighbour.page.getByText('1 member', { exact: true })).toBeVisible();
  await neighbour.page.goto(`/profile/${login}`);
  await expect(neighbour.page).toHaveURL('/404');
  await neighbour.close();

  await signInThroughPage(page, login, PASSWORD);
  await expect(page.getByText('Incorrect username or password').first()).toBeVisible();
  await expect(page).toHaveURL('/authenticate');
});

test('the Appearance tab switches the theme, in step with the header switch', async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  await signUpThroughApi(page);
  await page.goto('/settings/appearance');
  const theme = page.getByRole('radiogroup', { name: 'Theme' });
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Switch to dark mode' })).toBeVisible();
  const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await theme.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
    lightBackground,
  );
  expect(await page.evaluate(() => localStorage.getItem('themeModeChanged'))).toBe('true');
  await expectAccessible(page);

  await page.reload();
  await expect(
    page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }),
  ).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');

  // The header's switch and the tab are one setting.
  await page.getByRole('button', { name: 'Switch to light mode' }).click();
  await expect(theme.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');

  await theme.getByRole('radio', { name: 'System' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'light');
  await context.close();
});

test('the profile and settings screens pass axe in dark mode at 360 px without sideways scrolling', async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark', viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  const { login } = await signUpThroughApi(page);
  // A long unbroken name must wrap rather than widen the page.
  await callApi(page, 'POST', '/users', { id: login, name: 'W'.repeat(50) });
  for (const path of [
    `/profile/${login}`,
    `/profile/${DEMO.login}`,
    '/settings/editProfile',
    '/settings/accountManagement',
    '/settings/appearance',
  ]) {
    await expectSettledAndFitting(page, path, page.getByRole('heading', { level: 1 }));
  }
  await context.close();
});
