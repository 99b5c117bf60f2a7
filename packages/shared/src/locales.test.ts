import { describe, expect, it } from 'vitest';
import { chooseLocale, directionOf, localeOfAcceptLanguage, localeOfRange } from './locales.ts';

describe('which language a reader gets', () => {
  it('maps language ranges to our locales', () => {
    const cases: [string, string | undefined][] = [
      ['en-CA', 'en'],
      ['fr-CA', 'fr'],
      ['fr', 'fr'],
      ['zh-TW', 'zh-Hant'],
      ['zh-HK', 'zh-Hant'],
      ['zh-Hant-CA', 'zh-Hant'],
      ['yue', 'zh-Hant'],
      ['zh', 'zh-Hans'],
      ['zh-CN', 'zh-Hans'],
      ['zh-Hans-HK', 'zh-Hans'],
      ['pa', 'pa'],
      ['pa-Guru-IN', 'pa'],
      ['pa-Arab-PK', undefined],
      ['fa-IR', 'fa'],
      ['prs', 'fa'],
      ['tl', undefined],
      ['*', undefined],
    ];
    for (const [range, locale] of cases) expect(localeOfRange(range), range).toBe(locale);
  });

  it('takes the best weighted range we speak', () => {
    expect(localeOfAcceptLanguage('ko-KR,ko;q=0.9,zh-TW;q=0.8,en;q=0.7')).toBe('zh-Hant');
    expect(localeOfAcceptLanguage('en;q=0.5, fr-CA;q=0.9')).toBe('fr');
    expect(localeOfAcceptLanguage('fa, en')).toBe('fa');
    expect(localeOfAcceptLanguage('tl, ko')).toBeUndefined();
  });

  it('survives junk, absurd weights and 5,000-character headers', () => {
    for (const junk of ['', ';;;,,,', 'q=1', 'zz;q=abc', 'fr;q=0', '\u0000\u0001', `${'x-'.repeat(2500)}`]) {
      expect(() => localeOfAcceptLanguage(junk)).not.toThrow();
    }
    expect(localeOfAcceptLanguage('fr;q=0')).toBeUndefined();
    expect(localeOfAcceptLanguage('fr;q=abc')).toBeUndefined();
    expect(localeOfAcceptLanguage('fr;q=2, fa;q=0.5')).toBe('fa');
    expect(localeOfAcceptLanguage(`${'xx,'.repeat(2000)}fr`)).toBeUndefined();
  });

  it('lets the account win, then the cookie, then the browser, else English', () => {
    expect(chooseLocale({ account: 'pa', cookie: 'fr', acceptLanguage: 'fa' })).toBe('pa');
    expect(chooseLocale({ account: 'klingon', cookie: 'fr', acceptLanguage: 'fa' })).toBe('fr');
    expect(chooseLocale({ cookie: 'junk', acceptLanguage: 'fa' })).toBe('fa');
    expect(chooseLocale({ acceptLanguage: 'de' })).toBe('en');
    expect(chooseLocale({})).toBe('en');
    expect(chooseLocale({ query: 'fa', cookie: 'fr' })).toBe('fa');
    expect(chooseLocale({ account: 'pa', query: 'fa' })).toBe('pa');
    for (const junk of ['', 'FR', 'x'.repeat(5000), ['fr', 'fa'], { fr: 1 }, 7]) {
      expect(chooseLocale({ query: junk, cookie: 'zh-Hant' })).toBe('zh-Hant');
    }
    expect(directionOf('fa')).toBe('rtl');
    expect(directionOf('zh-Hant')).toBe('ltr');
  });
});
