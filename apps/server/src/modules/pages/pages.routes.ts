import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BASE_LOCALE, COOKIE_NAMES, LOCALES, pageRouteOf, type Locale } from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { errorBody } from '../../http/errors.ts';
import { readerLocale } from '../../http/locale.ts';
import { PageTemplate } from './page-template.ts';
import { renderPage, type PageRequest } from './pages.service.ts';

/** Paths the server answers itself: never with a page of the app. */
const API_PATH_PATTERN =
  /^\/(api|authz|logout|oauth2|login\/oauth2|healthz|readyz|robots\.txt|sitemap\.xml|sitemap-[^/?]*)(\/|$|\?)/;

function pageRequest(request: FastifyRequest, locale: Locale): PageRequest {
  const scheme = request.cookies[COOKIE_NAMES.colorScheme];
  return {
    locale,
    pathname: request.url.split('?')[0] ?? '/',
    signedIn: Boolean(request.cookies[COOKIE_NAMES.session] ?? request.cookies[COOKIE_NAMES.legacySession]),
    ...(scheme === 'light' || scheme === 'dark' ? { colorScheme: scheme } : {}),
  };
}

/**
 * The built pages by language (issue #29): English's index.html, and each other language's
 * index.<locale>.html when the build made one (a quick English-only build has none).
 */
function readTemplates(distDir: string): Map<Locale, PageTemplate> {
  const templates = new Map<Locale, PageTemplate>();
  for (const locale of LOCALES) {
    const file = path.join(distDir, locale === BASE_LOCALE ? 'index.html' : `index.${locale}.html`);
    if (fs.existsSync(file)) templates.set(locale, PageTemplate.read(file));
  }
  return templates;
}

async function sendPage(
  deps: AppDeps,
  templates: Map<Locale, PageTemplate>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const locale = await readerLocale(request);
  const template = templates.get(locale) ?? templates.get(BASE_LOCALE)!;
  // The server's words (first paint, title, share tags) follow the page the reader gets.
  const pageOf = pageRequest(request, templates.has(locale) ? locale : BASE_LOCALE);
  const page = await renderPage(deps, template, pageOf);
  // A path that is no page of the app gets the app (it shows its not-found page), as a 404.
  const known = pageRouteOf(pageOf.pathname, { messagingEnabled: deps.config.messagingEnabled });
  return (
    reply
      .status(known ? page.status : 404)
      // The page carries the header's look for a session cookie and the chosen colour scheme.
      .header('cache-control', 'no-cache')
      // …and comes in the reader's language: their account's, their cookie's or their browser's.
      .header('vary', 'Cookie, Accept-Language')
      .type('text/html; charset=utf-8')
      .send(page.html)
  );
}

/**
 * The built app: hashed assets cached for a year (the build writes .br and .gz copies beside
 * the files; a browser that accepts one gets it as is), and every page path its HTML. Registered
 * on the root instance, last, as it answers whatever no route did.
 */
export async function registerPages(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const distDir = deps.config.webDistDir;
  const templates = readTemplates(distDir);
  if (templates.has(BASE_LOCALE)) {
    // The hashed assets (static/, ~2,400 files with their .br and .gz copies in six languages):
    // one wildcard route. A route per file, as `wildcard: false` makes, was ~4,800 routes (GET and
    // HEAD) holding ~8 MB of the server's memory (issue #31). A missing asset gets a 404, not
    // the app.
    await app.register(fastifyStatic, {
      root: path.join(distDir, 'static'),
      prefix: '/static/',
      wildcard: true,
      index: false,
      preCompressed: true,
      setHeaders: (res) => res.header('cache-control', 'public, max-age=31536000, immutable'),
    });
    // The few files at the top (service workers, manifests, icons): a route each, so that every
    // other path reaches the app's pages below.
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      globIgnore: ['static/**'],
      index: false,
      preCompressed: true,
      decorateReply: false,
      setHeaders: (res) => res.header('cache-control', 'no-cache'),
    });
  }
  const noRoute = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(404)
      .send(errorBody('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}.`));
  app.setNotFoundHandler(noRoute);
  // A route, not the not-found handler, so that compression and the other route hooks apply.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    if (API_PATH_PATTERN.test(request.url)) return noRoute(request, reply);
    if (!templates.has(BASE_LOCALE)) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    return sendPage(deps, templates, request, reply);
  });
}
