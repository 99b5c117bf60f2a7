/// <reference lib="webworker" />
/**
 * The service worker (issue #31), one per language (sw.js for English, sw.<locale>.js for the
 * others; vite.config.ts builds them). It precaches this language's app shell (its page, scripts,
 * styles and icons) and answers navigations from the network first, with navigation preload, and
 * from the precached page when there is no network. API answers are never cached here: what a
 * signed-in person may read offline is TanStack Query's saved data (features/offline), which is
 * theirs alone and is cleared on sign-out.
 */
import { clientsClaim } from 'workbox-core';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** This language's page, named after the worker's own file: sw.fr.js keeps index.fr.html. */
const language = /\/sw\.([\w-]+)\.js$/.exec(self.location.pathname)?.[1];
const OFFLINE_PAGE = language ? `index.${language}.html` : 'index.html';

// `/` is a navigation like any other (network first): not answered from the precache by its name.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
navigationPreload.enable();

/** The server's own paths are never pages of the app. */
const SERVER_PATHS = /^\/(api|authz|logout|oauth2|login\/oauth2|healthz|readyz|metrics|robots\.txt|sitemap)/;

const network = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        // The server's page (its first paint, the reader's language) whenever it can be reached.
        return await network.handle(options);
      } catch {
        const page = await matchPrecache(OFFLINE_PAGE);
        return page ?? Response.error();
      }
    },
    { denylist: [SERVER_PATHS] },
  ),
);

// A new version waits until the page asks it to take over (the "New version — reload" prompt),
// so it never swaps the code under an open form.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first version controls the page that installed it at once, so it works offline from then on.
clientsClaim();
