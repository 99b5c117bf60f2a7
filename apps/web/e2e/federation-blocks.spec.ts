/**
 * Issue #30: a site moderator blocks a remote server from the Moderation page's Fediverse tab,
 * sees it listed, is told when it is blocked already, and lifts it; someone who is not a
 * moderator sees no such tab, and the API refuses them the list.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  anotherPerson,
  callApi,
  expect,
  expectAccessible,
  grantSiteRole,
  screenshots,
  signUpThroughApi,
  test,
  waitForApp,
} from './fixtures.ts';

/** A message of the catalogue's moderation area, as the reader of `locale` sees it. */
const moderationText = (key: string, locale: string): string =>
  (
    JSON.parse(
      fs.readFileSync(
        path.resolve(import.meta.dirname, `../../../packages/i18n/messages/moderation/${locale}.json`),
        'utf8',
      ),
    ) as Record<string, string>
  )[key]!;

const unique = () => Math.random().toString(36).slice(2, 10);

test('a moderator blocks a server, is told it is blocked already, and lifts it', async ({ browser }) => {
  // A person signed up with the real captcha, axe twice and a set of screenshots.
  test.setTimeout(120_000);
  const moderator = await anotherPerson(browser);
  grantSiteRole(moderator.login, 'MODERATOR');
  const m = moderator.page;
  const host = `spam-${unique()}.example`;

  await m.goto('/moderation');
  await m.getByRole('tab', { name: 'Fediverse' }).click();
  await expect(m).toHaveURL(/\/moderation\?tab=fediverse$/);
  const panel = m.getByRole('tabpanel', { name: 'Fediverse' });
  await expect(
    panel.getByText(
      'Nothing from a blocked server or account reaches Neighbourly, and its follows of groups are removed.',
    ),
  ).toBeVisible();
  await expect(panel.getByText('No server or account is blocked.')).toBeVisible();
  await expectAccessible(m);

  // An address is no host name: the field says so, and Block waits for a good one.
  const form = panel.getByRole('form', { name: 'Block a server or an account' });
  const block = form.getByRole('button', { name: 'Block' });
  await expect(block).toBeDisabled();
  await form.getByLabel('Server’s host name').fill(`https://${host}/`);
  await expect(form.getByText('Enter the server’s host name only, such as mastodon.example.')).toBeVisible();
  await expect(block).toBeDisabled();
  await form.getByLabel('Server’s host name').fill(host);
  await form.getByLabel('Reason (optional)').fill('Floods our groups with ads.');
  await block.click();
  await expect(m.getByText('Blocked. Its follows of groups are removed.')).toBeVisible();
  await expect(form.getByLabel('Server’s host name')).toHaveValue('');

  const list = panel.getByRole('list', { name: 'Blocked servers and accounts' });
  const row = list.getByRole('listitem').filter({ hasText: host });
  await expect(row).toContainText('Server');
  await expect(row).toContainText(`Blocked by ${moderator.login}`);
  await expect(row).toContainText('Reason: Floods our groups with ads.');

  // An account too, by its address; newest first.
  await form.getByLabel('What to block').click();
  await m.getByRole('option', { name: 'Account' }).click();
  const account = `https://mastodon.example/users/troll_${unique()}`;
  await form.getByLabel('Account’s address').fill(account);
  await block.click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText(account);
  await expect(list.getByRole('listitem').first()).toContainText('Account');

  // The same server again (in capitals: host names are compared without case): blocked already.
  await form.getByLabel('What to block').click();
  await m.getByRole('option', { name: 'Server' }).click();
  await form.getByLabel('Server’s host name').fill(host.toUpperCase());
  await block.click();
  await expect(m.getByText('This is blocked already.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expectAccessible(m);

  // Lift, asked first; the list survives a reload until then.
  await m.reload();
  await expect(row).toBeVisible();
  await screenshots(m, 'federation-blocks');
  await row.getByRole('button', { name: 'Lift' }).click();
  const ask = m.getByRole('dialog', { name: 'Lift this block?' });
  await expect(ask).toContainText(host);
  await expectAccessible(m);
  await ask.getByRole('button', { name: 'Lift' }).click();
  await expect(m.getByText('Block lifted.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await moderator.close();
});

test('someone who is not a moderator has no Fediverse tab, and the API refuses them', async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto('/moderation?tab=fediverse');
  await expect(page.getByText('Only site moderators can see this page')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Fediverse' })).toHaveCount(0);
  await expectAccessible(page);
  const response = await page.context().request.get('/api/public/v1/moderation/federationBlocks');
  expect(response.status()).toBe(403);
});

test('a Persian moderator reads the blocks right to left', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ locale: 'fa-IR' });
  const m = await context.newPage();
  const { login } = await signUpThroughApi(m);
  grantSiteRole(login, 'MODERATOR');
  const account = `https://mastodon.example/users/troll_${unique()}`;
  await callApi(m, 'POST', '/moderation/federationBlocks', {
    kind: 'ACCOUNT',
    target: account,
    reason: 'پیام‌های تبلیغاتی در همهٔ گروه‌ها',
  });
  await m.goto('/moderation?tab=fediverse');
  // فارسی in the footer's select: the page reloads in Persian.
  await m.getByRole('contentinfo').getByRole('combobox').selectOption('fa');
  await expect(m.locator('html')).toHaveAttribute('dir', 'rtl');
  await waitForApp(m);
  const list = m.getByRole('list', { name: moderationText('moderation_fediverse_title', 'fa') });
  await expect(list.getByRole('listitem').filter({ hasText: account })).toBeVisible();
  await expectAccessible(m);
  await screenshots(m, 'federation-blocks-fa');
  await context.close();
});
