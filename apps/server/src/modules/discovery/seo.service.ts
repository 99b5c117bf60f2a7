/** robots.txt and sitemap.xml, the two files search engines ask for. */
import type { AppDeps } from '../../deps.ts';
import { escapeMarkup } from '../../http/markup.ts';
import { findPublicGroupsForSitemap, findUpcomingPublicEventsForSitemap } from './seo.repository.ts';

export const SEO_PATHS = { robots: '/robots.txt', sitemap: '/sitemap.xml' } as const;

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

export function robotsTxt(deps: AppDeps): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${deps.config.publicUrl}${SEO_PATHS.sitemap}\n`;
}

function urlEntry(loc: string, lastmod?: string): string {
  const date = lastmod ? `<lastmod>${escapeMarkup(lastmod.slice(0, 10))}</lastmod>` : '';
  return `<url><loc>${escapeMarkup(loc)}</loc>${date}</url>`;
}

/** The home page, then public groups (most active first), then upcoming public events (soonest first). */
export async function sitemapXml(deps: AppDeps): Promise<string> {
  const base = deps.config.publicUrl;
  const groups = await findPublicGroupsForSitemap(deps, SITEMAP_MAX_URLS - 1);
  const events = await findUpcomingPublicEventsForSitemap(deps, SITEMAP_MAX_URLS - 1 - groups.length);
  const urls = [
    urlEntry(`${base}/`),
    ...groups.map((g) => urlEntry(`${base}/group/${encodeURIComponent(g.id)}`, g.updated_at)),
    ...events.map((e) =>
      urlEntry(`${base}/group/${encodeURIComponent(e.group_id)}/events/${e.id}`, e.updated_at),
    ),
  ];
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}
