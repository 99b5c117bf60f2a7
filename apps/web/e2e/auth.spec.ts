import type { Page } from '@playwright/test';
import {
  DEMO,
  PASSWORD,
  anotherPerson,
  callApi,
  createEventThroughApi,
  expect,
  expectAccessible,
  grantSiteRole,
  ownGroup,
  screenshots,
  selfId,
  signUpThroughApi,
  test,
  uniqueLogin,
} from './fixtures.ts';

/** Holds the ALTCHA challenge request until `release()`, so a test sees the unsolved state. */
function holdCaptchaChallenge(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  void page.route('**/api/public/v1/auth/captcha/challenge', async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Fills in the sign-in form as the demo account and sends it. */
async function signInAsDemo(page: Page) {
  await page.getByLabel('Login').fill(DEMO.login);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByText('Successfully logged in! Redirecting to the main page...')).toBeVisible();
}

test.describe('sign up, sign out, sign in', () => {
  test('a new neighbour signs up with the real captcha, signs out and signs back in', async ({ page }) => {
    const login = uniqueLogin('new');
    // The challenge is held back until the form is filled, to see SIGN UP wait for the captcha.
    const challenge = holdCaptchaChallenge(page);
    await page.goto('/sign-up');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Login').fill(login);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
    const signUp = page.getByRole('button', { name: 'SIGN UP' });
    // Focusing the form started the check by itself: nobody ticks the captcha's box.
    await expect(page.getByText('Verifying...')).toBeVisible();
    await expect(signUp).toBeDisabled();
    challenge.release();
    // The proof of work runs in the browser; a second or two.
    await expect(page.getByText('Verified')).toBeVisible({ timeout: 10_000 });
    await expect(signUp).toBeEnabled();
    await expect(page.getByText('Please verify the reCAPTCHA.')).toHaveCount(0);
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

  test('sign-up shows the spec messages for a taken login and a weak password', async ({ page }) => {
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
    // ALTCHA is no reCAPTCHA: its message is not the spec's reCAPTCHA one.
    await expect(page.getByText('Please verify the reCAPTCHA.')).toHaveCount(0);
  });

  test('a refused captcha says what happened, solves a fresh one by itself, and sign-up then works', async ({
    page,
  }) => {
    await page.goto('/sign-up');
    await page.getByLabel('Login').fill(uniqueLogin('refused'));
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: /I agree to the Privacy Policy/ }).check();
    await expect(page.getByText('Verified')).toBeVisible({ timeout: 10_000 });

    // The first answer reaches the server spoiled, as a stale or replayed one would.
    let spoiled = false;
    await page.route('**/api/public/v1/auth/signup', async (route) => {
      if (spoiled) return route.continue();
      spoiled = true;
      const body = route.request().postDataJSON() as Record<string, string>;
      await route.continue({ postData: JSON.stringify({ ...body, recaptcha: 'spoiled' }) });
    });
    const signUp = page.getByRole('button', { name: 'SIGN UP' });
    await signUp.click();
    await expect(
      page.getByText('The automatic check did not finish. Please wait a moment and try again.').first(),
    ).toBeVisible();
    await expect(page.getByText('Please verify the reCAPTCHA.')).toHaveCount(0);
    await expect(page).toHaveURL('/sign-up');

    await expect(page.getByText('Verified')).toBeVisible({ timeout: 10_000 });
    await expect(signUp).toBeEnabled();
    await signUp.click();
    await expect(page.getByText('Successfully created an account! Signing in...')).toBeVisible();
    await expect(page).toHaveURL('/');
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

test.describe('a sign-in that is refused says why (issue #27)', () => {
  const SUSPENDED = 'This account is suspended. To appeal, write to help@neighbourly.ca.';
  // The form's own alert, not the toast that may say the same.
  const formAlert = (page: Page) => page.getByRole('form', { name: 'Sign in' }).getByRole('alert');

  test('an external sign-in that failed, or reached a suspended account, says so', async ({ page }) => {
    await page.goto('/authenticate?error=external');
    await expect(formAlert(page)).toHaveText('Signing in with that provider did not work. Please try again.');
    await page.goto('/authenticate?error=suspended&returnTo=%2Fmy-groups');
    await expect(formAlert(page)).toHaveText(SUSPENDED);
    await expectAccessible(page);
    await screenshots(page, 'sign-in-suspended');
    // Trying again replaces the notice with what the server says this time.
    await page.getByLabel('Login').fill(DEMO.login);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-passw0rd');
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(formAlert(page)).toHaveText('Incorrect username or password');
  });

  test("a suspended person's password sign-in shows the server's sentence", async ({ page, browser }) => {
    const suspended = await anotherPerson(browser);
    const suspendedId = await selfId(suspended.page);
    await suspended.close();
    const moderator = await anotherPerson(browser);
    grantSiteRole(moderator.login, 'MODERATOR');
    await callApi(moderator.page, 'POST', '/moderation/actions', {
      subject: { type: 'USER', userId: suspendedId },
      action: 'SUSPEND',
      reason: 'Spam in every group',
    });
    await moderator.close();

    await page.goto('/authenticate');
    await page.getByLabel('Login').fill(suspended.login);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await expect(formAlert(page)).toHaveText(SUSPENDED);
    await expect(page).toHaveURL('/authenticate');
    await expect(page.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
    await screenshots(page, 'sign-in-suspended-password');
  });
});

test.describe('guards', () => {
  test('a visitor on a signed-in page lands on /401', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL('/401?returnTo=%2Fsettings');
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

test.describe('signing in returns to the page that asked for it', () => {
  test('"Sign in to attend" on an event page comes back to that event', async ({ page, browser }) => {
    const context = await browser.newContext();
    const host = await context.newPage();
    const groupId = await ownGroup(host, 'rt');
    const eventId = await createEventThroughApi(host, groupId, {
      name: 'Return trip',
      description: 'Back where we were.',
      location: 'Jericho Beach',
      startsInHours: 30,
      participantsLimit: 0,
    });
    await context.close();
    const eventPath = `/group/${groupId}/events/${eventId}`;

    await page.goto(eventPath);
    await page.getByRole('link', { name: 'Sign in to attend' }).click();
    await expect(page).toHaveURL(`/authenticate?returnTo=${encodeURIComponent(eventPath)}`);
    await signInAsDemo(page);
    await expect(page).toHaveURL(eventPath);
    await expect(page.getByRole('heading', { name: 'Return trip' })).toBeVisible();
    await expect(page.getByRole('button', { name: /attend/i })).toBeVisible();
  });

  test('a guarded page sends the visitor through /401 and sign-in back to it', async ({ page }) => {
    await page.goto('/my-events');
    await expect(page).toHaveURL('/401?returnTo=%2Fmy-events');
    // Signing up from here keeps the page too.
    await expect(page.getByRole('link', { name: 'SIGN UP', exact: true })).toHaveAttribute(
      'href',
      '/sign-up?returnTo=%2Fmy-events',
    );
    await page.getByRole('link', { name: 'SIGN IN', exact: true }).click();
    await expect(page).toHaveURL('/authenticate?returnTo=%2Fmy-events');
    await expect(page.getByRole('link', { name: 'Sign up now!' })).toHaveAttribute(
      'href',
      '/sign-up?returnTo=%2Fmy-events',
    );
    await signInAsDemo(page);
    await expect(page).toHaveURL('/my-events');
  });

  test("the header's Sign In comes back to the group page; sign-up's link to sign in keeps it", async ({
    page,
    browser,
  }) => {
    const context = await browser.newContext();
    const groupId = await ownGroup(await context.newPage(), 'rt');
    await context.close();
    const groupPath = `/group/${groupId}`;

    await page.goto(groupPath);
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(`/sign-up?returnTo=${encodeURIComponent(groupPath)}`);
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`/authenticate?returnTo=${encodeURIComponent(groupPath)}`);
    // The sign-up page (with its own 'Sign in' link) may linger while the sign-in page loads.
    await expect(page.getByRole('link', { name: 'Sign up now!' })).toBeVisible();
    // The header on the sign-in page keeps the page to return to, not the sign-in page itself.
    await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute(
      'href',
      `/authenticate?returnTo=${encodeURIComponent(groupPath)}`,
    );
    await signInAsDemo(page);
    await expect(page).toHaveURL(groupPath);
    await expect(page.getByRole('heading', { name: `Seawall Strollers ${groupId}` })).toBeVisible();
  });

  for (const attempt of ['//evil.example', 'https://evil.example/x', '/\\evil', 'javascript:alert(1)']) {
    test(`an open-redirect attempt (${attempt}) lands on /`, async ({ page }) => {
      await page.goto(`/authenticate?returnTo=${encodeURIComponent(attempt)}`);
      await expect(page.getByRole('link', { name: 'Sign up now!' })).toHaveAttribute('href', '/sign-up');
      await signInAsDemo(page);
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { name: `Welcome back, ${DEMO.name}` })).toBeVisible();
    });
  }
});
