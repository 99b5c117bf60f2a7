/**
 * Registers this language's service worker (issue #31; vite.config.ts builds sw.js for English,
 * sw.<locale>.js for the others). A new version waits; `onUpdate` is told, and the version takes
 * over when the person reloads through the prompt or moves to another page.
 */
import { Workbox } from 'workbox-window';

/** How often an open app asks whether a new version was released. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

function whenIdleAfterLoad(): Promise<void> {
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 5000 });
        else setTimeout(resolve, 1000);
      }),
  );
}

export function registerServiceWorker(onUpdate: (apply: () => void) => void): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const language = document.documentElement.lang;
  const workbox = new Workbox(language && language !== 'en' ? `/sw.${language}.js` : '/sw.js');
  workbox.addEventListener('waiting', () =>
    onUpdate(() => {
      // The page reloads once the new version controls it, on the page the person is going to.
      // (Workbox's own 'controlling' event is not sent for a version found long after the page
      // registered, as the hourly check finds them: the browser's event is.)
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      workbox.messageSkipWaiting();
      // Also straight to the browser's waiting worker: Workbox may hold another (a version found
      // before it registered, as on a page that reloaded into the prompt's next release).
      void navigator.serviceWorker
        .getRegistration()
        .then((registration) => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' }));
    }),
  );
  // Its precache (the language's whole app shell, ~620 KB brotli) downloads once the page has
  // loaded and gone quiet, never beside the page's own first requests.
  void whenIdleAfterLoad().then(() => workbox.register().catch(() => undefined));
  setInterval(() => void workbox.update().catch(() => undefined), UPDATE_CHECK_MS);
}
