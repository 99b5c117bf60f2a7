/**
 * When the page on screen was asked for: the app's start, then each navigation (issue #31). A
 * page's prefetch fetches its data within its visit; the lists that then mount need not ask again.
 */
let visitStartedAt = Date.now();

/** A navigation begins a new visit: what was fetched before it is asked for again. */
export function startVisit(): void {
  visitStartedAt = Date.now();
}

/** Whether data updated at `updatedAt` (ms) was fetched for the page now on screen. */
export const fetchedThisVisit = (updatedAt: number): boolean => updatedAt >= visitStartedAt;
