import { createPath, parsePath, type Location, type To } from 'react-router';

/*
 * The browser's session history as the app uses it (app-router.tsx): entries carry React
 * Router's state shape ({ usr, key, idx }), and a new entry is written only once its page shows,
 * so the address bar changes when the page does, as it did with the data router. A replacement
 * (a search, a tab) is written at once (app-router.tsx).
 */

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

export type HistoryAction = 'PUSH' | 'REPLACE';

const entryState = (): EntryState => (window.history.state ?? {}) as EntryState;
const newKey = () => Math.random().toString(36).slice(2, 10);

/** The entry's position in the tab's history; the first entry is numbered when the app starts. */
let index = entryState().idx ?? null;
if (index === null) {
  index = 0;
  window.history.replaceState({ ...entryState(), idx: index }, '');
}

/** The location the address bar shows, with its entry's state and key. */
export function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const { usr = null, key = 'default' } = entryState();
  return { pathname, search, hash, state: usr, key };
}

/** The location of a new entry for `to` (React Router hands the navigator resolved paths). */
export function nextLocation(to: To, state: unknown): Location {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: window.location.pathname,
    search: '',
    hash: '',
    ...parts,
    state: state ?? null,
    key: newKey(),
  };
}

/** The locations written to the address bar already. */
const written = new WeakSet<Location>();
export const wasWritten = (location: Location) => written.has(location);

/** Writes a page's entry: a new one, or in place of the current one. */
export function writeEntry(location: Location, action: HistoryAction): void {
  written.add(location);
  const url = createPath(location);
  if (action === 'REPLACE') {
    window.history.replaceState({ usr: location.state, key: location.key, idx: index }, '', url);
    return;
  }
  index = (index ?? 0) + 1;
  try {
    window.history.pushState({ usr: location.state, key: location.key, idx: index }, '', url);
  } catch {
    // The state cannot be stored (too large, not cloneable): a plain page load still gets there.
    window.location.assign(url);
  }
}

/** Calls `onPop` with the location Back or Forward led to; returns the way to stop. */
export function listenToPops(onPop: (location: Location) => void): () => void {
  const handle = () => {
    index = entryState().idx ?? index;
    onPop(currentLocation());
  };
  window.addEventListener('popstate', handle);
  return () => window.removeEventListener('popstate', handle);
}

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/** A URL on this site for `to` (a leading // is a path here, not another host). */
export function createURL(to: To): URL {
  const href = hrefOf(to).replace(/ $/, '%20');
  const origin = window.location.origin;
  return new URL(href.startsWith('//') ? origin + href : href, origin);
}

/** The parts of a navigator React Router asks of a history, besides push and replace. */
export const historyLinks = {
  createHref: hrefOf,
  createURL,
  encodeLocation: (to: To) => {
    const { pathname, search, hash } = createURL(to);
    return { pathname, search, hash };
  },
  go: (delta: number) => window.history.go(delta),
};
