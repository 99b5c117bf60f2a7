/**
 * A scroll the app starts itself (to a landing panel) passes lists on its way; those lists must
 * not load their next page then, or the page grows above the target and the scroll misses it.
 */
let running = false;

/** Frames without movement, once it has moved, that mean the scroll is over. */
const STILL_FRAMES = 10;
const MAX_MS = 5000;
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Marks a scroll the app starts towards `target`. It is over when the target's top reaches the
 * viewport's, when the page stops moving, when the person scrolls or types themselves, or after
 * MAX_MS. (Not `scrollend`: one left over from an earlier scroll can arrive just after this.)
 */
export function beginProgrammaticScroll(target: Element): void {
  running = true;
  const started = performance.now();
  let lastY = window.scrollY;
  let moved = false;
  let still = 0;
  const stop = () => {
    running = false;
    for (const type of USER_INPUT) window.removeEventListener(type, stop);
  };
  for (const type of USER_INPUT) window.addEventListener(type, stop, { passive: true });
  const watch = () => {
    if (!running) return;
    const y = window.scrollY;
    if (y !== lastY) [moved, still, lastY] = [true, 0, y];
    else if (moved) still += 1;
    const reached = Math.abs(target.getBoundingClientRect().top) < 2;
    if ((moved && reached) || still >= STILL_FRAMES || performance.now() - started > MAX_MS) stop();
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
}

export const isProgrammaticScroll = (): boolean => running;
