/**
 * The web's language choice (issue #29): the header's menu, the footer's select, Settings ›
 * Appearance, the browser's language on a first visit, and sign-up keeping the page's language.
 * Needs a build with French and Persian beside English (CI builds all six; by hand:
 * `NEIGHBOURLY_LOCALE=fr npx vite build --outDir <dir>` after the English one, same for fa).
 * Screenshots of the open menu go to E2E_SHOTS_DIR when it is set.
 */
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import {
  callApi,
  expect,
  expectAccessible,
  PASSWORD,
  signUpThroughApi,
  test,
  uniqueLogin,
  waitForApp,
} from './fixtures.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
const WIDE = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 800 };

const localeCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'locale')?.value;

/** A choice reloads the page: the server's page in that language, once the app has started. */
async function expectPageIn(page: Page, lang: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await waitForApp(page);
}

const languageSelectIn = (page: Page, where: 'contentinfo' | 'main') =>
  page.getByRole(where).getByRole('combobox');

test.describe('choosing a language', () => {
  test('a visitor picks Français in the header menu: the page reloads in French and remembers it', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/');
    await expectPageIn(page, 'en');
    const button = page.getByRole('banner').getByRole('button', { name: 'English' });
    await button.click();
    const menu = page.getByRole('menu', { name: 'English' });
    await expect(menu.getByRole('menuitemradio')).toHaveCount(6);
    await expect(menu.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(menu.getByRole('menuitemradio', { name: 'فارسی' })).toHaveAttribute('lang', 'fa');
    await expect(menu.getByRole('menuitemradio', { name: '繁體中文' })).toHaveAttribute('lang', 'zh-Hant');
    await expectAccessible(page);

    await menu.getByRole('menuitemradio', { name: 'Français' }).click();
    await expectPageIn(page, 'fr');
    expect(await localeCookie(context)).toBe('fr');
    await expect(page.getByText('Neighbourly vous parle maintenant en Français.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Français' })).toBeVisible();
    // The choice holds on the next visit.
    await page.goto('/');
    await expectPageIn(page, 'fr');

    // Open, for a look and for axe, in French: wide, then on a phone (the icon alone).
    await page.getByRole('banner').getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page);
    if (SHOTS) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.screenshot({ path: path.join(SHOTS, 'language-menu-light.png') });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: path.join(SHOTS, 'language-menu-dark.png') });
      await page.emulateMedia({ colorScheme: 'light' });
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    await page.setViewportSize(PHONE);
    const phoneButton = page.getByRole('banner').getByRole('button', { name: 'Choisir une langue' });
    await expect(phoneButton).toBeVisible();
    await expectAccessible(page);
    await phoneButton.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'language-menu-phone.png') });
  });

  test('a visitor picks فارسی in the footer: the page reloads right to left', async ({ page, context }) => {
    await page.setViewportSize(WIDE);
    await page.goto('/');
    const select = languageSelectIn(page, 'contentinfo');
    await expect(select).toHaveAccessibleName('Language');
    await expect(select).toHaveValue('en');
    if (SHOTS)
      await page.getByRole('contentinfo').screenshot({ path: path.join(SHOTS, 'language-footer.png') });
    await select.selectOption('fa');
    await expectPageIn(page, 'fa');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await localeCookie(context)).toBe('fa');
    await expect(languageSelectIn(page, 'contentinfo')).toHaveValue('fa');
    await expect(languageSelectIn(page, 'contentinfo')).toHaveAccessibleName('زبان');
    await expect(page.getByRole('banner').getByRole('button', { name: 'فارسی' })).toBeVisible();
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectAccessible(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize(PHONE);
    const phoneButton = page.getByRole('banner').getByRole('button', { name: 'زبان را انتخاب کنید' });
    await expect(phoneButton).toBeVisible();
    await expectAccessible(page);
    // The open menu stays on the page (it opens towards the middle, whichever side the button is on).
    await phoneButton.click();
    const menuBox = await page.getByRole('menu').boundingBox();
    expect(menuBox && menuBox.x >= 0 && menuBox.x + menuBox.width <= PHONE.width).toBe(true);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'language-menu-fa-phone.png') });
    await page.keyboard.press('Escape');
    if (SHOTS) {
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(SHOTS, 'language-footer-fa-phone.png') });
    }
  });

  test.describe('a browser that asks for French', () => {
    test.use({ locale: 'fr-CA' });

    test('gets the French page on its first visit, without choosing', async ({ page, context }) => {
      await page.goto('/');
      await expectPageIn(page, 'fr');
      expect(await localeCookie(context)).toBeUndefined();
      // Nor any cookie of the catalogue's runtime: the reader's language is ours alone to keep.
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('PARAGLIDE_LOCALE');
      await page.setViewportSize(WIDE);
      await expect(page.getByRole('banner').getByRole('button', { name: 'Français' })).toBeVisible();
      await expect(languageSelectIn(page, 'contentinfo')).toHaveValue('fr');
    });
  });

  test("a signed-in person's language in Settings › Appearance is the account's, and wins over the cookie elsewhere", async ({
    page,
    browser,
  }) => {
    const { login } = await signUpThroughApi(page);
    await page.setViewportSize(WIDE);
    await page.goto('/settings/appearance');
    const select = languageSelectIn(page, 'main');
    await expect(select).toHaveAccessibleName('Language');
    await expect(select).toHaveValue('en');
    await select.selectOption('fr');
    await expectPageIn(page, 'fr');
    expect((await callApi(page, 'GET', '/users/self')).success.data.locale).toBe('fr');
    await expect(languageSelectIn(page, 'main')).toHaveValue('fr');
    await expect(languageSelectIn(page, 'main')).toHaveAccessibleName('Langue');
    await expectAccessible(page);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'language-settings-fr.png') });
    // A signed-in header on a phone still fits with the language button in it.
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Choisir une langue' })).toBeVisible();
    await expectAccessible(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'language-settings-fr-phone.png') });

    // Elsewhere, a browser that picked Persian as a visitor: signing in brings the account's French.
    const context = await browser.newContext();
    try {
      await context.addCookies([{ name: 'locale', value: 'fa', url: new URL('/', page.url()).href }]);
      const elsewhere = await context.newPage();
      await elsewhere.goto('/');
      await expectPageIn(elsewhere, 'fa');
      const request = context.request;
      const csrf = (await (await request.get('/authz/csrf')).json()).success.data as string;
      const signedIn = await request.post('/authz/sign-in', {
        multipart: { username: login, password: PASSWORD, _csrf: csrf },
        headers: { 'x-xsrf-token': csrf },
      });
      expect(signedIn.ok()).toBe(true);
      await elsewhere.goto('/');
      await expectPageIn(elsewhere, 'fr');
    } finally {
      await context.close();
    }
  });

  test('signing up on a French page makes a French account', async ({ page, context }) => {
    test.setTimeout(90_000);
    await context.addCookies([{ name: 'locale', value: 'fr', url: test.info().project.use.baseURL! }]);
    await page.goto('/sign-up');
    await expectPageIn(page, 'fr');
    await page.locator('input[name="login"]').fill(uniqueLogin('fr'));
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.getByRole('checkbox').first().check();
    const submit = page.locator('form button[type="submit"]');
    // The captcha's proof of work runs in the browser first: slow on a busy machine.
    await expect(submit).toBeEnabled({ timeout: 30_000 });
    await submit.click();
    await expect(page).toHaveURL('/', { timeout: 20_000 });
    expect((await callApi(page, 'GET', '/users/self')).success.data.locale).toBe('fr');
  });

  test("a page in the visitor's language learns of a sign-in made elsewhere: it reloads once into the account's", async ({
    page,
    context,
    browser,
  }) => {
    // A French account, made in another browser.
    const maker = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
    let login: string;
    try {
      const makerPage = await maker.newPage();
      ({ login } = await signUpThroughApi(makerPage));
      await callApi(makerPage, 'POST', '/users', { id: login, name: login, locale: 'fr' });
    } finally {
      await maker.close();
    }

    // A visitor's page in Persian; the sign-in happens beside it (another tab), not through it.
    await context.addCookies([{ name: 'locale', value: 'fa', url: test.info().project.use.baseURL! }]);
    await page.setViewportSize(WIDE);
    await page.goto('/');
    await expectPageIn(page, 'fa');
    const csrf = (await (await context.request.get('/authz/csrf')).json()).success.data as string;
    const signedIn = await context.request.post('/authz/sign-in', {
      multipart: { username: login, password: PASSWORD, _csrf: csrf },
      headers: { 'x-xsrf-token': csrf },
    });
    expect(signedIn.ok()).toBe(true);

    // The page's own sign-in link (no new page): it finds the session, and the page turns French.
    await page.getByRole('banner').locator('a[href^="/authenticate"]').first().click();
    await expectPageIn(page, 'fr');
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    expect(await localeCookie(context)).toBe('fa');
  });
});

test.describe('legal pages', () => {
  test('the French terms say first that the English text binds, under a French heading; the English terms do not', async ({
    page,
    context,
  }) => {
    await page.goto('/terms');
    await expectPageIn(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('note')).toHaveCount(0);

    await context.addCookies([{ name: 'locale', value: 'fr', url: test.info().project.use.baseURL! }]);
    await page.goto('/terms');
    await expectPageIn(page, 'fr');
    await expect(page.getByRole('heading', { level: 1, name: "Conditions d'utilisation" })).toBeVisible();
    await expect(page.getByRole('main').getByRole('note')).toHaveText(
      'Ceci est une traduction. Seul le texte anglais fait foi.',
    );
    await expect(
      page.getByRole('heading', { level: 2, name: '1. À propos des présentes conditions' }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
