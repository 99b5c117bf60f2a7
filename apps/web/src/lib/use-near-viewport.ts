import { useEffect, useRef, useState } from 'react';

/**
 * A ref, and whether its element has come within `margin` of the viewport; once it has, it
 * stays true. For parts that cost a long task or data to draw (a map and its tiles), which a
 * phone need not draw until the person scrolls near them (issue #31).
 */
export function useNearViewport<T extends Element>(margin: string) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
