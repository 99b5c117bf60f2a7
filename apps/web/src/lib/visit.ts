/**
 * When the page on screen was asked for: the app's start, then each navigation (issue #31). A
 * page's prefetch fetches its data within its visit; the lists that then mount need not ask again.
 */
let visitStartedAt = Date.now();
let navigated = false;

/** A navigation begins a new visit: what was fetched before it is asked for again. */
export function startVisit(): void {
  visitStartedAt = Date.now();
  navigated = true;
}

/** Whether data updated at `updatedAt` (ms) was fetched for the page now on screen. */
export const fetchedThisVisit = (updatedAt: number): boolean => updatedAt >= visitStartedAt;

/**
 * The app's first page, opened fresh at its top: not a reload, nor Back or Forward into the tab,
 * which restore a scroll position, nor an address with a #place to scroll to, for which the whole
 * page must be drawn at once.
 */
export function isFreshStart(): boolean {
  if (navigated || window.location.hash) return false;
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'navigate';
}
