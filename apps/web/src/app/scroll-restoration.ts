import { useLayoutEffect } from 'react';

/*
 * What React Router's <ScrollRestoration> did for the data router, for the declarative one: a
 * new page starts at the top (or at its #hash), Back and Forward return to where the page was
 * left, and the positions survive a reload of the tab (sessionStorage, under the router's key).
 */

const STORAGE_KEY = 'react-router-scroll-positions';

/** Scroll positions by history entry (location.key). */
let positions: Record<string, number> = {};
/** The entry on screen: the one whose position the next navigation keeps. */
let shownKey: string | null = null;

function readSaved(): void {
  try {
    const saved = window.sessionStorage.getItem(STORAGE_KEY);
    if (saved) positions = JSON.parse(saved) as Record<string, number>;
  } catch {
    // No storage or a damaged entry: positions are kept for this page's life only.
  }
}

/** Keeps where the page on screen is scrolled to, for a way back to it. */
export function savePageScroll(): void {
  if (shownKey !== null) positions[shownKey] = window.scrollY;
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  try {
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    element?.scrollIntoView();
    return !!element;
  } catch {
    return false; // Not a decodable id: no scrolling to it.
  }
}

interface ShownPage {
  location: { key: string; hash: string };
  /** Navigated to with `preventScrollReset`: the page keeps its scroll position. */
  preventScrollReset: boolean;
}

/** Restores or resets the scroll position as each page shows (in the Layout, with useRouterState()). */
export function useScrollRestoration({ location, preventScrollReset }: ShownPage): void {
  useLayoutEffect(() => {
    readSaved();
    // The browser's own restoration would fight ours on Back.
    window.history.scrollRestoration = 'manual';
    const onPageHide = () => {
      savePageScroll();
      try {
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
      } catch {
        // Storage full or off: positions are not kept across a reload.
      }
      window.history.scrollRestoration = 'auto';
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    shownKey = location.key;
    const saved = positions[location.key];
    if (typeof saved === 'number') window.scrollTo(0, saved);
    else if (!scrollToHash(location.hash) && !preventScrollReset) window.scrollTo(0, 0);
  }, [location, preventScrollReset]);
}
