/**
 * What a page tells the tools that read it without running it: the title, the description, the
 * canonical address, and the Open Graph and Twitter card tags that chat apps and social sites use
 * to preview a pasted link. Only what a visitor may see goes in.
 */
import { PRODUCT_NAME, type Locale } from '@neighbourly/shared';
import { escapeMarkup as esc } from '../../http/markup.ts';

export interface ShareInfo {
  /** The tab title, already formatted ("Trail Runners · Neighbourly"). */
  title: string;
  /** The name the preview shows in bold. */
  name: string;
  description: string;
  /** Absolute URLs. */
  url: string;
  image?: string;
  /** An event's start, ISO 8601. */
  startsAt?: string;
  /** A feed of the page's updates (a public group's events), for feed readers to find. */
  feed?: { title: string; url: string };
  /** The language the page's texts are in (og:locale); English when not given. */
  locale?: Locale;
}

/** Open Graph's locale of each language (language_TERRITORY, as Facebook's list spells them). */
const OG_LOCALES: Record<Locale, string> = {
  en: 'en_CA',
  fr: 'fr_CA',
  'zh-Hans': 'zh_CN',
  'zh-Hant': 'zh_TW',
  pa: 'pa_IN',
  fa: 'fa_IR',
};

/** Preview texts stay short: chat apps cut them at about two lines anyway. */
export const DESCRIPTION_MAX = 200;

export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= DESCRIPTION_MAX ? flat : `${flat.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

const meta = (attribute: 'name' | 'property', key: string, value: string) =>
  `<meta ${attribute}="${key}" content="${esc(value)}">`;

/** The tags for the page's <head>, after its <title>. */
export function shareTags(info: ShareInfo): string {
  return [
    meta('name', 'description', info.description),
    `<link rel="canonical" href="${esc(info.url)}">`,
    meta('property', 'og:site_name', PRODUCT_NAME),
    ...(info.locale && info.locale !== 'en' ? [meta('property', 'og:locale', OG_LOCALES[info.locale])] : []),
    meta('property', 'og:type', info.startsAt ? 'article' : 'website'),
    meta('property', 'og:title', info.name),
    meta('property', 'og:description', info.description),
    meta('property', 'og:url', info.url),
    ...(info.image ? [meta('property', 'og:image', info.image)] : []),
    ...(info.startsAt ? [meta('property', 'article:published_time', info.startsAt)] : []),
    meta('name', 'twitter:card', info.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', info.name),
    meta('name', 'twitter:description', info.description),
    ...(info.image ? [meta('name', 'twitter:image', info.image)] : []),
    ...(info.feed
      ? [
          `<link rel="alternate" type="application/atom+xml" title="${esc(info.feed.title)}" ` +
            `href="${esc(info.feed.url)}">`,
        ]
      : []),
  ].join('');
}
