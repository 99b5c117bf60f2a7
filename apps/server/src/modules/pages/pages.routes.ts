import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { COOKIE_NAMES, pageRouteOf } from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { errorBody } from '../../http/errors.ts';
import { PageTemplate } from './page-template.ts';
import { renderPage, type PageRequest } from './pages.service.ts';

/** Paths the server answers itself: never with a page of the app. */
const API_PATH_PATTERN =
  /^\/(api|authz|logout|oauth2|login\/oauth2|healthz|robots\.txt|sitemap\.xml|sitemap-[^/?]*)(\/|$|\?)/;

function pageRequest(request: FastifyRequest): PageRequest {
  const scheme = request.cookies[COOKIE_NAMES.colorScheme];
  return {
    pathname: request.url.split('?')[0] ?? '/',
    signedIn: Boolean(request.cookies[COOKIE_NAMES.session] ?? request.cookies[COOKIE_NAMES.legacySession]),
    ...(scheme === 'light' || scheme === 'dark' ? { colorScheme: scheme } : {}),
  };
}

async function sendPage(deps: AppDeps, template: PageTemplate, request: FastifyRequest, reply: FastifyReply) {
  const pageOf = pageRequest(request);
  const page = await renderPage(deps, template, pageOf);
  // A path that is no page of the app gets the app (it shows its not-found page), as a 404.
  const known = pageRouteOf(pageOf.pathname, { messagingEnabled: deps.config.messagingEnabled });
  return (
    reply
      .status(known ? page.status : 404)
      // The page carries the header's look for a session cookie and the chosen colour scheme.
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie')
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
  const indexFile = path.join(distDir, 'index.html');
  const template = fs.existsSync(indexFile) ? PageTemplate.read(indexFile) : undefined;
  if (template) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}static${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
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
    if (!template) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    return sendPage(deps, template, request, reply);
  });
}
