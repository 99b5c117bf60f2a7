/**
 * The languages Neighbourly speaks (issue #29), and which one a reader gets. Adding a language is
 * adding its message files and its line here.
 */

export interface LocaleInfo {
  /** The BCP 47 tag, as the message files and `<html lang>` name it. */
  tag: string;
  /** Its own name for itself, as the language menu shows it. */
  name: string;
  dir: 'ltr' | 'rtl';
}

export const LOCALE_INFO = [
  { tag: 'en', name: 'English', dir: 'ltr' },
  { tag: 'fr', name: 'Français', dir: 'ltr' },
  { tag: 'zh-Hans', name: '简体中文', dir: 'ltr' },
  { tag: 'zh-Hant', name: '繁體中文', dir: 'ltr' },
  { tag: 'pa', name: 'ਪੰਜਾਬੀ', dir: 'ltr' },
  { tag: 'fa', name: 'فارسی', dir: 'rtl' },
] as const satisfies readonly LocaleInfo[];

export type Locale = (typeof LOCALE_INFO)[number]['tag'];
export const LOCALES = LOCALE_INFO.map((info) => info.tag) as readonly Locale[];
export const BASE_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

export const directionOf = (locale: Locale): 'ltr' | 'rtl' =>
  LOCALE_INFO.find((info) => info.tag === locale)?.dir ?? 'ltr';

/** Longer headers are cut here: no browser sends more, and parsing stays cheap. */
const HEADER_MAX = 1000;

/**
 * The locale a language range asks for, or undefined: `zh-TW`, `zh-HK`, `zh-MO` and any
 * `zh-Hant…` read Traditional; other Chinese Simplified; Punjabi only in Gurmukhi (`pa-Arab`,
 * Shahmukhi, is another script); every French, Persian and English region its language.
 */
export function localeOfRange(range: string): Locale | undefined {
  const parts = range.trim().toLowerCase().split(/[-_]/);
  const [language, ...subtags] = parts;
  switch (language) {
    case 'en':
      return 'en';
    case 'fr':
      return 'fr';
    case 'fa':
    case 'prs': // Dari, the Persian of Afghanistan
      return 'fa';
    case 'pa':
      return subtags.includes('arab') ? undefined : 'pa';
    case 'zh':
    case 'cmn':
    case 'yue': {
      if (subtags.includes('hant')) return 'zh-Hant';
      if (subtags.includes('hans')) return 'zh-Hans';
      // Cantonese is written in Traditional characters; Taiwan, Hong Kong and Macau use them too.
      if (language === 'yue' || subtags.some((s) => s === 'tw' || s === 'hk' || s === 'mo')) return 'zh-Hant';
      return 'zh-Hans';
    }
    default:
      return undefined;
  }
}

/** The best of our locales for an Accept-Language header, by its weights; undefined if none fits. */
export function localeOfAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranges = header
    .slice(0, HEADER_MAX)
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.split(';');
      const q = params.find((p) => /^\s*q=/i.test(p));
      // A weight that is not a qvalue (0 to 1, three decimals) makes the range junk: left out.
      const weight =
        q === undefined ? 1 : /^\s*q=(0(\.\d{0,3})?|1(\.0{0,3})?)\s*$/i.test(q) ? Number(q.split('=')[1]) : 0;
      return { range, weight, index };
    })
    .filter((r) => r.weight > 0)
    // Stable: equal weights keep the header's order.
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { range } of ranges) {
    const locale = localeOfRange(range);
    if (locale) return locale;
  }
  return undefined;
}

/**
 * Which language a reader gets: the account's setting wins, then a link's `?lang=` (a page shared
 * in a language), then the language they picked (the cookie), then their browser's; English when
 * none of these is one of ours.
 */
export function chooseLocale(sources: {
  account?: string | null | undefined;
  query?: unknown;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): Locale {
  if (isLocale(sources.account)) return sources.account;
  if (isLocale(sources.query)) return sources.query;
  if (isLocale(sources.cookie)) return sources.cookie;
  return localeOfAcceptLanguage(sources.acceptLanguage) ?? BASE_LOCALE;
}
