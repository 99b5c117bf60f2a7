import { DEMO, PASSWORD, expect, expectAccessible, signUpThroughApi, test, uniqueLogin } from './fixtures.ts';

test.describe('sign up, sign out, sign in', () => {
  test('a new neighbour signs up with the real captcha, signs out and signs back in', async ({ page }) => {
    const login = uniqueLogin('new');
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Login').fill(login);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
    const signUp = page.getByRole('button', { name: 'SIGN UP' });
    await page.getByRole('checkbox', { name: "I'm not a robot" }).click();
    // The proof of work runs in the browser; a second or two.
    await expect(page.getByText('Verified')).toBeVisible({ timeout: 30_000 });
    await expect(signUp).toBeEnabled();
    await signUp.click();

    await expect(page.getByText('Successfully created an account! Signing in...')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: `Welcome back, ${login}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('authStore') ?? ''))
      .not.toContain('"isAuthenticated":true');
    await page.reload();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/authenticate');
    await page.getByLabel('Login').fill(login);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page.getByText('Successfully logged in! Redirecting to the main page...')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: `Welcome back, ${login}` })).toBeVisible();
    await expectAccessible(page);
  });

  test('sign-up shows the spec messages for a taken login, a weak password and no captcha', async ({
    page,
  }) => {
    await page.goto('/sign-up');
    await page.getByLabel('Login').fill('DEMO');
    await expect(page.getByText('Sorry, this username is already taken.')).toBeVisible();
    await page.getByLabel('Login').fill('ab');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weak');
    await page.getByRole('textbox', { name: 'Password', exact: true }).blur();
    await expect(
      page.getByText(
        'Sorry, your password must be between 8 and 24 characters long and should contain at least 1 uppercase letter, 1 digit and 1 special symbol.',
      ),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Sorry, your username must be between 3 and 30 characters long and should contain only letters, digits and underscores.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'SIGN UP' })).toBeDisabled();

    // A valid form without the captcha solved is refused with the spec's message.
    await page.getByLabel('Login').fill(uniqueLogin('nocaptcha'));
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
    await page.getByRole('button', { name: 'SIGN UP' }).click();
    await expect(page.getByText('Please verify the reCAPTCHA.').first()).toBeVisible();
    await expect(page).toHaveURL('/sign-up');
  });

  test('sign-in needs both fields and answers a wrong password with the spec message', async ({ page }) => {
    await page.goto('/authenticate');
    await expectAccessible(page);
    const signIn = page.getByRole('button', { name: 'SIGN IN' });
    await expect(signIn).toBeDisabled();
    await page.getByLabel('Login').fill(DEMO.login);
    await expect(signIn).toBeDisabled();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-passw0rd');
    await expect(signIn).toBeEnabled();
    await signIn.click();
    await expect(page.getByText('Incorrect username or password').first()).toBeVisible();
    await expect(page).toHaveURL('/authenticate');
    await expect(page.getByRole('link', { name: 'Sign up now!' })).toHaveAttribute('href', '/sign-up');
  });

  test('the demo account of the README signs in', async ({ page }) => {
    await page.goto('/authenticate');
    await page.getByLabel('Login').fill(DEMO.login);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(page.getByRole('heading', { name: `Welcome back, ${DEMO.name}` })).toBeVisible();
  });
});

test.describe('guards', () => {
  test('a visitor on a signed-in page lands on /401', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL('/401');
    await expect(
      page.getByRole('heading', { name: 'This page is only available to authenticated users' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'SIGN UP', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'SIGN IN', exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go back to the home page' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a signed-in user is sent from /sign-up, /authenticate and /401 to /', async ({ page }) => {
    const { login } = await signUpThroughApi(page);
    for (const path of ['/sign-up', '/authenticate', '/401']) {
      await page.goto(path);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { name: `Welcome back, ${login}` })).toBeVisible();
    }
  });

  test('a signed-in user keeps a guarded page across a reload', async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto('/my-groups');
    await page.reload();
    await expect(page).toHaveURL('/my-groups');
  });

  test('messaging is behind its flag: /messages goes to /404', async ({ page }) => {
    await signUpThroughApi(page);
    await page.goto('/messages');
    await expect(page).toHaveURL('/404');
  });
});
