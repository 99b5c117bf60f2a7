import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/errors.ts';
import { robotsTxt, SEO_PATHS, SITEMAP_MAX_URLS, sitemapFileXml, sitemapIndexXml } from './seo.service.ts';

/** Crawlers may keep them an hour; a new group or event shows up in the sitemap within it. */
const CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/** `1.xml`, `2.xml`…: what may follow `/sitemap-`. */
const SITEMAP_FILE = /^([1-9]\d{0,5})\.xml$/;

/** Files for crawlers, not JSON: kept out of the API document. */
export const seoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // SITEMAP_URLS_PER_FILE: 50,000 (SITEMAP_MAX_URLS) unless a test makes it small.
  const perFile = Math.max(2, Math.min(deps.config.sitemapUrlsPerFile, SITEMAP_MAX_URLS));

  app.get(SEO_PATHS.robots, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robotsTxt(deps)),
  );

  app.get(SEO_PATHS.sitemap, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type(XML)
      .send(await sitemapIndexXml(deps, perFile)),
  );

  app.get(
    SEO_PATHS.sitemapFiles,
    { schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const n = SITEMAP_FILE.exec(request.params.file)?.[1];
      const xml = n === undefined ? undefined : await sitemapFileXml(deps, Number(n), perFile);
      if (xml === undefined) throw notFound('There is no such sitemap file.');
      return reply.header('cache-control', CACHE_CONTROL).type(XML).send(xml);
    },
  );
};
