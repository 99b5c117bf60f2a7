/**
 * A failure on the server's side (a 5xx) names its request in the error toast (issue #32):
 * "Reference: <id>", the id the server logged it under, for the person to quote to the help
 * address. A refusal (4xx) that follows carries no reference.
 */
import { expect, test, uniqueLogin } from './fixtures.ts';

test('an error toast after a 5xx shows the request id as its reference; a later 4xx toast does not', async ({
  page,
}) => {
  // The server's 5xx as it answers one (http/errors.ts): the id in the body and the header.
  await page.route('**/authz/sign-in', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      headers: { 'x-request-id': 'e2e-ref-42' },
      body: JSON.stringify({
        error: {
          code: 'INTERNAL_ERROR',
          message: 'Something went wrong on our side.',
          requestId: 'e2e-ref-42',
        },
      }),
    }),
  );
  await page.goto('/authenticate');
  await page.getByLabel('Login').fill(uniqueLogin('nobody'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-passw0rd');
  const signIn = page.getByRole('button', { name: 'SIGN IN' });
  await signIn.click();
  const toasts = page.locator('.notistack-SnackbarContainer');
  await expect(toasts.getByText(/Reference: e2e-ref-42/)).toBeVisible();

  // The real server's refusal: its own toast, with no reference from before.
  await page.unroute('**/authz/sign-in');
  await signIn.click();
  const refused = toasts.getByText('Incorrect username or password');
  await expect(refused).toBeVisible();
  await expect(refused).not.toContainText('Reference');
});
