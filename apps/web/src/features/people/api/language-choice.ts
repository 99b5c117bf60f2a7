/**
 * The reader's language on this device (issue #29): which built page this is, the cookie the
 * server reads to choose a visitor's page, and the note that a change was just saved (the page
 * reloads into the new language, which then says so). No requests: the header loads it at once.
 */
import { COOKIE_NAMES, isLocale, LOCALE_INFO, type Locale } from '@neighbourly/shared';

const YEAR_SECONDS = 365 * 24 * 60 * 60;
const SAVED_KEY = 'neighbourly.languageSaved';

/** The language of this page, as its build wrote it on <html>; English when it names none of ours. */
export function pageLocale(): (typeof LOCALE_INFO)[number] {
  const tag = document.documentElement.lang;
  return LOCALE_INFO.find((info) => info.tag === tag) ?? LOCALE_INFO[0];
}

/** A language the visitor picked: the server sends its page from now on (unless the account has one). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${COOKIE_NAMES.locale}=${locale}; path=/; max-age=${YEAR_SECONDS}; SameSite=Lax`;
}

export function markLanguageSaved(locale: Locale): void {
  try {
    sessionStorage.setItem(SAVED_KEY, locale);
  } catch {
    // Storage refused (private mode): the reload still changes the language, only unannounced.
  }
}

/** The language saved just before this page loaded, once; undefined otherwise. */
export function takeLanguageSaved(): Locale | undefined {
  try {
    const saved = sessionStorage.getItem(SAVED_KEY);
    sessionStorage.removeItem(SAVED_KEY);
    return isLocale(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}
