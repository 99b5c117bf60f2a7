/**
 * A scroll the app starts itself (to a landing panel) passes lists on its way; those lists must
 * not load their next page then, or the page grows above the target and the scroll misses it.
 */
let runningUntil = 0;

/** Marks a scroll the app starts; it ends at `scrollend`, or after `maxMs` at the latest. */
export function beginProgrammaticScroll(maxMs = 2000): void {
  runningUntil = performance.now() + maxMs;
  window.addEventListener(
    'scrollend',
    () => {
      runningUntil = 0;
    },
    { once: true },
  );
}

export const isProgrammaticScroll = (): boolean => performance.now() < runningUntil;
