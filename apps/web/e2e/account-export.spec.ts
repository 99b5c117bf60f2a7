/**
 * Settings › Manage account › Download my data (issue #32): a person asks, watches it being
 * prepared (the server's job runner builds it within seconds), downloads the ZIP, and it holds
 * index.html; the notification leads back to the section. Axe, and screenshots light, dark and
 * 360 px wide.
 */
import fs from 'node:fs';
import { callApi, expect, expectAccessible, screenshots, signUpThroughApi, test } from './fixtures.ts';

test('a person prepares and downloads their data from Settings › Manage account', async ({ page }) => {
  const { login } = await signUpThroughApi(page);
  await page.goto('/settings/accountManagement');
  const section = page.getByRole('region', { name: 'Download my data' });
  await expect(section).toContainText('The download works for 7 days, and only for you.');
  await expectAccessible(page);

  await section.getByRole('button', { name: 'Prepare my data' }).click();
  await expect(
    page.getByText('We are preparing your data. We will notify you when it is ready.'),
  ).toBeVisible();
  const download = section.getByRole('link', { name: 'Download ZIP' });
  // Polled every 2 s while the job runs.
  await expect(download).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole('status')).toContainText(
    /Your data is ready \(.+\)\. The download works until /,
  );
  await expect(section.getByRole('button', { name: 'Prepare a new copy' })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, 'download-my-data');

  const saving = page.waitForEvent('download');
  await download.click();
  const file = await saving;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^neighbourly-data-${login}-\\d{4}-\\d\\d-\\d\\d\\.zip$`),
  );
  const zip = fs.readFileSync((await file.path())!);
  expect(zip.length).toBeGreaterThan(500);
  // A ZIP (local file header), whose entries' names are stored as they are.
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  for (const name of ['index.html', 'profile.json', 'messages.json'])
    expect(zip.includes(name), name).toBe(true);

  // The notification leads to the section.
  await page.goto('/notifications');
  await page.getByRole('link', { name: /The copy of your data is ready/ }).click();
  await expect(page).toHaveURL('/settings/accountManagement');
  await expect(page.getByRole('region', { name: 'Download my data' })).toBeVisible();
});

test('a visitor following the settings link is sent to sign in first', async ({ page }) => {
  await page.goto('/settings/accountManagement');
  await expect(page).toHaveURL(/\/401\?returnTo=%2Fsettings%2FaccountManagement/);
});

test('a fourth ask in a day says why it is refused', async ({ page }) => {
  await signUpThroughApi(page);
  for (let ask = 0; ask < 3; ask++) await callApi(page, 'POST', '/account/export');
  await page.goto('/settings/accountManagement');
  const section = page.getByRole('region', { name: 'Download my data' });
  const again = section.getByRole('button', { name: 'Prepare a new copy' });
  await expect(again).toBeVisible({ timeout: 30_000 });
  await again.click();
  await expect(page.getByText('You can ask for a copy of your data 3 times a day.')).toBeVisible();
});
