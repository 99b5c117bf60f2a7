/**
 * The page speaks the account's language (issue #29). The server sends a signed-in person the
 * page of their account's language; when the web learns who is signed in without a new page
 * (a session started in another tab, a page kept from before signing in), it reloads once into
 * that language. Once per language and tab: a deployment built without that language keeps
 * sending another page, and that page stays.
 */
import { isLocale, type SelfUser } from '@neighbourly/shared';

const RELOADED_KEY = 'neighbourly.accountLanguageReload';

function readReloaded(): string | null {
  try {
    return sessionStorage.getItem(RELOADED_KEY);
  } catch {
    return null;
  }
}

function writeReloaded(locale: string | null): boolean {
  try {
    if (locale === null) sessionStorage.removeItem(RELOADED_KEY);
    else sessionStorage.setItem(RELOADED_KEY, locale);
    return true;
  } catch {
    // Storage refused (private mode): without it a reload could repeat, so none is made.
    return false;
  }
}

/** Reloads the page when the account's language is not the page's; true when it does. */
export function reloadIntoAccountLanguage(user: Pick<SelfUser, 'locale'>): boolean {
  const locale = user.locale;
  if (!isLocale(locale) || locale === document.documentElement.lang) {
    if (readReloaded() !== null) writeReloaded(null);
    return false;
  }
  if (readReloaded() === locale || !writeReloaded(locale)) return false;
  window.location.reload();
  return true;
}
