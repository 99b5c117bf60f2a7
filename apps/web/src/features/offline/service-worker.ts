/**
 * Registers this language's service worker (issue #31; vite.config.ts builds sw.js for English,
 * sw.<locale>.js for the others). A new version waits; `onUpdate` is told, and the version takes
 * over when the person reloads through the prompt, follows a link or goes back. Another language's
 * worker (after a language switch) takes over at once.
 */
import { Workbox } from 'workbox-window';
import { whenIdleAfterLoad } from '@/lib/idle.ts';

/** How often an open app asks whether a new version was released. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker(onUpdate: (apply: () => void) => void): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const language = document.documentElement.lang;
  const workbox = new Workbox(language && language !== 'en' ? `/sw.${language}.js` : '/sw.js');
  /** Asks the waiting version to take over. */
  const skipWaiting = () => {
    workbox.messageSkipWaiting();
    // Also straight to the browser's waiting worker: Workbox may hold another (a version found
    // before it registered, as on a page that reloaded into the prompt's next release).
    void navigator.serviceWorker
      .getRegistration()
      .then((registration) => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' }));
  };
  workbox.addEventListener('waiting', (event) => {
    // Another language's worker (sw.fr.js after sw.js): the person switched language and this page
    // has just loaded, in the new language, so that language's worker takes over at once. It is
    // no new version: no prompt, and no reload.
    const controlling = navigator.serviceWorker.controller?.scriptURL;
    if (controlling && event.sw && event.sw.scriptURL !== controlling) return skipWaiting();
    onUpdate(() => {
      // The page reloads once the new version controls it, on the page the person is going to.
      // (Workbox's own 'controlling' event is not sent for a version found long after the page
      // registered, as the hourly check finds them: the browser's event is.)
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      skipWaiting();
    });
  });
  // Its precache (the language's whole app shell, ~620 KB brotli) downloads once the page has
  // loaded and gone quiet, never beside the page's own first requests.
  void whenIdleAfterLoad().then(() => workbox.register().catch(() => undefined));
  setInterval(() => void workbox.update().catch(() => undefined), UPDATE_CHECK_MS);
}
