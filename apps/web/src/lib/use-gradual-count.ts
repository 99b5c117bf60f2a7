import { startTransition, useEffect, useState } from 'react';
import { isFreshStart } from './visit.ts';

/**
 * How many of a list's `total` items to draw. On the app's first page opened fresh, they come
 * `step` at a time, a task each, then all at once from there on: on a slow phone, drawing every
 * card of the landing's two lists in one commit, with its layout, blocked input for ~300 ms just
 * after the page showed (issue #31). Elsewhere (a navigation, a reload that restores a scroll
 * position) the whole list draws at once.
 */
export function useGradualCount(total: number, step: number): number {
  const [shown, setShown] = useState(() => (isFreshStart() ? 0 : Infinity));
  useEffect(() => {
    if (shown >= total) return undefined;
    // A transition: React renders the next cards in slices that yield to input; only their
    // commit is one task.
    const timer = setTimeout(() =>
      startTransition(() => setShown((count) => (count + step >= total ? Infinity : count + step))),
    );
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
