import { TIMINGS } from '@neighbourly/shared';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { createElement, use, type ComponentType, type ReactNode } from 'react';
import { useLocation, useParams, type Params } from 'react-router';

/** A page's module: its component, and optionally the data it shows first. */
export interface PageModule {
  default: ComponentType;
  /**
   * Starts the page's main queries. The route waits for them (the page being left stays, with
   * the loading bar), so the page first shows with its content instead of a spinner, and the
   * first paint the server sent stays until then. Failures are the page's to show: never thrown.
   */
  prefetch?: (queryClient: QueryClient, params: Params) => Promise<unknown>;
}

/** sessionStorage key: when the page last reloaded to recover from a missing chunk. */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';

function lastReload(): number {
  try {
    return Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
  } catch {
    return Date.now(); // No storage: never reload, so a broken chunk cannot loop.
  }
}

function markReload(): void {
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    // Unreachable in practice: lastReload() already returned "just now".
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Loading the page timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** Starts a page's queries; offline they pause until the connection returns, so nothing waits. */
function startPrefetch(module: PageModule, queryClient: QueryClient | undefined, params: Params) {
  if (!module.prefetch || !queryClient) return null;
  const loading = module.prefetch(queryClient, params);
  if (onlineManager.isOnline()) return loading.then(() => undefined);
  loading.catch(() => undefined);
  return null;
}

/** Loads a page's chunk: after 120 s it fails; a missing chunk reloads the page once. */
async function loadPage(load: () => Promise<PageModule>): Promise<PageModule> {
  try {
    return await withTimeout(load(), TIMINGS.chunkLoadTimeoutMs);
  } catch (error) {
    if (Date.now() - lastReload() > 60_000) {
      markReload();
      window.location.reload();
      return new Promise<never>(() => {});
    }
    throw error;
  }
}

/** A page route's component, which can start loading before it renders. */
export interface LazyPage {
  (): ReactNode;
  /** Starts loading the page's code and, once in, its data for this history entry. */
  prepare: (locationKey: string, params: Params) => Promise<void>;
}

/**
 * A route's component for a page module with a default export. It suspends until the page's chunk
 * and the data its `prefetch` names are in, once per history entry (as the data router's loader
 * ran on each navigation); the navigation's transition keeps the page being left meanwhile. When
 * a chunk is missing (a new release replaced the hashed files), the page reloads once to fetch the
 * new entry; a second failure reaches the route's error boundary.
 */
export function lazyPage(load: () => Promise<PageModule>, queryClient?: QueryClient): LazyPage {
  let module: PageModule | undefined;
  // The chunk's load, and the history entry that asked for it (a failed one is tried again on the
  // next navigation, not on React's retry of the same render).
  let loading: { key: string; promise: Promise<PageModule>; failed: boolean } | undefined;
  let prefetched: { key: string; done: boolean; promise: Promise<void> | null } | undefined;

  const loadFor = (key: string) => {
    if (!loading || (loading.failed && loading.key !== key)) {
      const attempt = { key, failed: false, promise: loadPage(load) };
      attempt.promise.then(
        (loaded) => void (module = loaded),
        () => void (attempt.failed = true),
      );
      loading = attempt;
    }
    return loading.promise;
  };
  // Data already in renders at once: no suspending (and no fallback) for it.
  const prefetchFor = (loaded: PageModule, key: string, params: Params) => {
    if (prefetched?.key !== key) {
      const entry = { key, done: false, promise: startPrefetch(loaded, queryClient, params) };
      void entry.promise?.then(() => void (entry.done = true));
      prefetched = entry;
    }
    return prefetched.done ? null : prefetched.promise;
  };

  function Page() {
    const { key } = useLocation();
    const params = useParams();
    const loaded = module ?? use(loadFor(key));
    const data = prefetchFor(loaded, key, params);
    if (data) use(data);
    return createElement(loaded.default);
  }
  Page.prepare = async (key: string, params: Params) => {
    const loaded = await loadFor(key);
    await prefetchFor(loaded, key, params);
  };
  return Page;
}
