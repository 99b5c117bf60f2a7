import { isLocale, type Locale } from '@neighbourly/shared';

/** The language of this page, as its build wrote it on <html> (issue #29); English otherwise. */
export function pageLanguage(): Locale {
  const tag = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(tag) ? tag : 'en';
}
