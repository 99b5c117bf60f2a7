import { useEffect, useRef } from 'react';
import { isProgrammaticScroll } from '@/lib/programmatic-scroll.ts';

/** How far below the viewport the next page starts loading. */
const AHEAD = '600px 0px';

/**
 * Calls `loadMore` when the returned sentinel element comes near the viewport, while
 * `enabled`. When the sentinel is still in view after a page arrives, the next one loads too.
 */
export function useLoadMoreOnScroll<T extends Element>(enabled: boolean, loadMore: () => void) {
  const sentinel = useRef<T>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // Passed on the way to a panel the app scrolls to: the user did not come for more.
        if (isProgrammaticScroll()) return;
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, loadMore]);
  return sentinel;
}
