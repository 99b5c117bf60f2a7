/**
 * robots.txt and the sitemap, the files search engines ask for. `/sitemap.xml` is a sitemap
 * index naming `/sitemap-1.xml`, `/sitemap-2.xml`… of at most SITEMAP_MAX_URLS URLs each: first
 * the home page and the public groups (by id), then the upcoming public events of public groups
 * (soonest first). A file is read a page at a time in keyset order, never the whole list: its
 * first row is found by seeking from the start a file's worth of keys at a time.
 */
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { escapeMarkup } from '../../http/markup.ts';
import {
  countPublicGroups,
  countUpcomingPublicEvents,
  nthPublicGroupAfter,
  nthUpcomingPublicEventAfter,
  publicGroupsAfter,
  upcomingPublicEventsAfter,
  type EventKey,
} from './seo.repository.ts';

export const SEO_PATHS = {
  robots: '/robots.txt',
  sitemap: '/sitemap.xml',
  /** `/sitemap-1.xml` and on: the route takes what follows the dash. */
  sitemapFiles: '/sitemap-:file',
} as const;

export const sitemapFilePath = (n: number) => `/sitemap-${n}.xml`;

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function robotsTxt(deps: AppDeps): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${deps.config.publicUrl}${SEO_PATHS.sitemap}\n`;
}

function urlEntry(loc: string, lastmod?: string): string {
  const date = lastmod ? `<lastmod>${escapeMarkup(lastmod.slice(0, 10))}</lastmod>` : '';
  return `<url><loc>${escapeMarkup(loc)}</loc>${date}</url>`;
}

/** How many files of each kind there are now: groups (with the home page) first, then events. */
async function layoutOf(db: Db, now: string, perFile: number) {
  const groups = await countPublicGroups(db);
  const events = await countUpcomingPublicEvents(db, now);
  return { groupFiles: Math.ceil((groups + 1) / perFile), eventFiles: Math.ceil(events / perFile) };
}

/** The sitemap index: one entry per file. */
export async function sitemapIndexXml(deps: AppDeps, perFile = SITEMAP_MAX_URLS): Promise<string> {
  const { groupFiles, eventFiles } = await layoutOf(deps.db, new Date().toISOString(), perFile);
  const entries = Array.from(
    { length: groupFiles + eventFiles },
    (_, i) =>
      `<sitemap><loc>${escapeMarkup(`${deps.config.publicUrl}${sitemapFilePath(i + 1)}`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** Sitemap file `n` (from 1), or undefined when there is no such file. */
export async function sitemapFileXml(
  deps: AppDeps,
  n: number,
  perFile = SITEMAP_MAX_URLS,
): Promise<string | undefined> {
  const now = new Date().toISOString();
  const { groupFiles, eventFiles } = await layoutOf(deps.db, now, perFile);
  let urls: string[] | undefined;
  if (n <= groupFiles) urls = await groupFile(deps, n, perFile);
  else if (n <= groupFiles + eventFiles) urls = await eventFile(deps, now, n - groupFiles, perFile);
  if (!urls || urls.length === 0) return undefined;
  return `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The home page, then public groups: file n holds positions (n−1)·perFile … n·perFile − 1. */
async function groupFile(deps: AppDeps, n: number, perFile: number): Promise<string[] | undefined> {
  const base = deps.config.publicUrl;
  let after: string | null = null;
  for (let file = 1; file < n; file++) {
    // The first file holds the home page and perFile − 1 groups.
    const last: string | undefined = await nthPublicGroupAfter(
      deps.db,
      after,
      file === 1 ? perFile - 1 : perFile,
    );
    if (last === undefined) return undefined;
    after = last;
  }
  const groups = await publicGroupsAfter(deps.db, after, n === 1 ? perFile - 1 : perFile);
  const urls = groups.map((g) => urlEntry(`${base}/group/${encodeURIComponent(g.id)}`, g.updated_at));
  return n === 1 ? [urlEntry(`${base}/`), ...urls] : urls;
}

/** Upcoming public events: the kind's file n holds positions (n−1)·perFile … n·perFile − 1. */
async function eventFile(deps: AppDeps, now: string, n: number, perFile: number) {
  const base = deps.config.publicUrl;
  let after: EventKey | null = null;
  for (let file = 1; file < n; file++) {
    const last: EventKey | undefined = await nthUpcomingPublicEventAfter(deps.db, now, after, perFile);
    if (last === undefined) return undefined;
    after = last;
  }
  const events = await upcomingPublicEventsAfter(deps.db, now, after, perFile);
  return events.map((e) =>
    urlEntry(`${base}/group/${encodeURIComponent(e.group_id)}/events/${e.id}`, e.updated_at),
  );
}
