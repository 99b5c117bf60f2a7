/**
 * Toasts load notistack with the first one (lib/toast.ts, app/LazyToaster.tsx). When that chunk
 * cannot load (a deploy since the tab opened, no connection), the app stays and the message is
 * still said; the next toast tries the chunk again.
 */
import { expect, screenshots, test, uniqueLogin } from './fixtures.ts';

test('a toast whose chunk cannot load leaves the page in place and still shows its message; the next toast loads it', async ({
  page,
}) => {
  const toasterChunk = /\/Toaster-[\w-]+\.js$/;
  const blocked: string[] = [];
  await page.route(toasterChunk, (route) => {
    blocked.push(route.request().url());
    return route.abort();
  });
  await page.goto('/authenticate');
  await page.getByLabel('Login').fill(uniqueLogin('nobody'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-passw0rd');
  const signIn = page.getByRole('button', { name: 'SIGN IN' });
  await signIn.click();

  // The failed sign-in's toast, as plain text in a live region: notistack never loaded.
  const fallback = page.getByRole('status').filter({ hasText: 'Incorrect username or password' });
  await expect(fallback).toBeVisible();
  await screenshots(page, 'toast-fallback');
  expect(blocked.length).toBeGreaterThan(0);
  await expect(page.locator('.notistack-SnackbarContainer')).toHaveCount(0);
  // The page is all still there.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(signIn).toBeVisible();
  await expect(page.getByLabel('Login')).toBeVisible();

  // The chunk can load again: the next toast brings notistack, and shows there.
  await page.unroute(toasterChunk);
  await signIn.click();
  await expect(
    page.locator('.notistack-SnackbarContainer').getByText('Incorrect username or password'),
  ).toBeVisible();
});
