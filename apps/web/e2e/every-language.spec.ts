/**
 * Every screen in French, Traditional Chinese and Persian, at 1280 and 360 px (issue #29): the
 * page says its language and direction on <html>, axe finds nothing, nothing scrolls sideways,
 * no text is cut off by its box, and no control (button, tab, menu item, label, table header,
 * field hint) is left in English. Needs a build with those languages beside English (CI builds
 * all six; by hand: `NEIGHBOURLY_LOCALE=fr npx vite build --outDir <dir>` after the English one,
 * the same for zh-Hant and fa). Screenshots go to E2E_SHOTS_DIR when it is set.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signUpThroughApi, test } from './fixtures.ts';
import { memberScreens, type Screen, visitorScreens } from './screens.ts';

const LANGUAGES = [
  { tag: 'fr', browser: 'fr-CA', dir: 'ltr' },
  { tag: 'zh-Hant', browser: 'zh-TW', dir: 'ltr' },
  { tag: 'fa', browser: 'fa-IR', dir: 'rtl' },
] as const;

const SHOTS = process.env.E2E_SHOTS_DIR;

/**
 * Words that stay as they are in every language: the brand, the names of other services, and
 * the demo's own data (people's words are never translated).
 */
const KEPT =
  /^(Neighbourly|meetup\.com|Meetup|OpenID( Connect)?|OSM|OpenStreetMap|Leaflet|Google|Mastodon)$/i;

/**
 * Words that are English and not French: a French control holding one is untranslated. (In
 * Chinese and Persian any control in Latin letters alone is.)
 */
const ENGLISH_ONLY_WORDS =
  /\b(the|your|and|with|sign|join|leave|create|save|cancel|delete|edit|search|show|more|back|next|yes|no|please|this|events?|groups?|members?|settings|comments?|attend(ing)?|going)\b/i;

/** Controls whose text is still English in a page that is not (Latin letters only, a word or more). */
async function englishControls(page: Page, latinScript: boolean): Promise<string[]> {
  return page.evaluate(
    ([kept, englishWords, latin]) => {
      const keptWords = new RegExp(kept, 'i');
      const english = new RegExp(englishWords, 'i');
      const selector =
        'button, [role=tab], [role=menuitem], [role=option], label, th, legend, .MuiFormHelperText-root, [role=alert]';
      const found = new Set<string>();
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        if (!element.checkVisibility()) continue;
        // People's own words (names, titles, places typed by people) are shown with dir="auto".
        if (element.closest('[dir="auto"]')) continue;
        // Names in code (a cookie's name) are marked as not to be translated.
        if (element.closest('[translate="no"]')) continue;
        // Only the element's own words, not those of a person's name inside it.
        const own = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join(' ')
          .trim();
        const text = own || (element.children.length === 0 ? (element.textContent ?? '').trim() : '');
        if (!/[A-Za-z]{3,}/.test(text) || /[^\p{Script=Latin}\p{Script=Common}\p{M}\s]/u.test(text)) continue;
        if (keptWords.test(text) || (latin && !english.test(text))) continue;
        found.add(`${element.tagName.toLowerCase()}: "${text.slice(0, 80)}"`);
      }
      return [...found];
    },
    [KEPT.source, ENGLISH_ONLY_WORDS.source, latinScript] as const,
  );
}

/** Texts their box cuts off without an ellipsis saying so. */
async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'button, a, [role=tab], [role=menuitem], label, h1, h2, h3, h4, h5, h6, th, .MuiChip-label, .MuiTypography-root';
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!element.checkVisibility() || !element.textContent?.trim()) continue;
      const style = getComputedStyle(element);
      if (style.textOverflow === 'ellipsis') continue;
      const hides =
        ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
      const cut =
        element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
      // Visually hidden texts (for screen readers) are 1 px boxes by design.
      if (hides && cut && element.clientWidth > 1) {
        found.push(`${element.tagName.toLowerCase()}: "${element.textContent.trim().slice(0, 60)}"`);
      }
    }
    return found;
  });
}

/** The page as it is, checked in `language` at its width; failures are thrown. */
async function checkScreen(page: Page, screen: Screen, language: (typeof LANGUAGES)[number], width: number) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
  await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
  await expectAccessible(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'scrolls sideways').toBeLessThanOrEqual(0);
  expect(await clippedTexts(page), 'texts cut off').toEqual([]);
  expect(await englishControls(page, language.tag === 'fr'), 'controls left in English').toEqual([]);
  if (SHOTS) {
    const name = `${language.tag}-${width}-${screen.path.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
  }
}

/**
 * Each screen is loaded once, at the wide width, and then seen at the phone's, the window resized
 * (a load per width took ~40% of this spec's time in CI); loads at phone width itself are in the
 * specs of each screen. The three languages run side by side.
 */
test.describe.configure({ mode: 'parallel' });

const WIDTHS = [1280, 360];

for (const language of LANGUAGES) {
  test(`every screen in ${language.tag} at ${WIDTHS.join(' and ')} px: ${language.dir}, axe-clean, fitting, translated`, async ({
    browser,
  }) => {
    test.setTimeout(480_000);
    const context = await browser.newContext({
      locale: language.browser,
      viewport: { width: WIDTHS[0]!, height: 900 },
    });
    const page = await context.newPage();
    const failures: string[] = [];
    const check = async (screen: Screen) => {
      try {
        await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
        await page.goto(screen.path);
      } catch (error) {
        failures.push(`${screen.path}: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      for (const width of WIDTHS) {
        try {
          await page.setViewportSize({ width, height: 900 });
          await checkScreen(page, screen, language, width);
        } catch (error) {
          failures.push(
            `${screen.path} at ${width} px: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }
    };
    for (const screen of await visitorScreens(page)) await check(screen);
    const { login } = await signUpThroughApi(page);
    for (const screen of await memberScreens(page, login)) await check(screen);
    expect(failures).toEqual([]);
    await context.close();
  });
}
