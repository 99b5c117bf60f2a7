/**
 * Resolves once the page has loaded and the browser is idle: for downloads that must never stand
 * beside the page's own first requests (the service worker's precache, the toaster's chunk).
 */
export function whenIdleAfterLoad(): Promise<void> {
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

/**
 * Lets the browser handle input and paint before the rest of a long piece of work, so a tap that
 * comes meanwhile is not held up (issue #31). scheduler.yield keeps the work's place at the front
 * of the queue; older browsers get a timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}
