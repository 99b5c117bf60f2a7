import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { robotsTxt, SEO_PATHS, sitemapXml } from './seo.service.ts';

/** Crawlers may keep them an hour; a new group or event shows up in the sitemap within it. */
const CACHE_CONTROL = 'public, max-age=3600';

/** Files for crawlers, not JSON: kept out of the API document. */
export const seoRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(SEO_PATHS.robots, { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robotsTxt(deps)),
  );

  app.get(SEO_PATHS.sitemap, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('application/xml; charset=utf-8')
      .send(await sitemapXml(deps)),
  );
};
