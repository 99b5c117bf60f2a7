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
 * comes meanwhile is not held up (issue #31). The rest waits at background priority: a tap on a
 * first-painted link while the app started waited behind every scheduler.yield continuation of the
 * start (up to 456 ms at 4x CPU) and behind a timer queued before it (240 ms); behind background
 * tasks, at most the one running (144 ms). Older browsers get a timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (
    globalThis as {
      scheduler?: { postTask?: (task: () => void, options: { priority: 'background' }) => Promise<void> };
    }
  ).scheduler;
  return scheduler?.postTask
    ? scheduler.postTask(() => undefined, { priority: 'background' })
    : new Promise((resolve) => setTimeout(resolve));
}
