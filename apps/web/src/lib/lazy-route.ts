import { TIMINGS } from '@neighbourly/shared';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction, Params } from 'react-router';

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

function prefetchLoader(module: PageModule, queryClient?: QueryClient): LoaderFunction | undefined {
  const { prefetch } = module;
  if (!prefetch || !queryClient) return undefined;
  return async ({ params }) => {
    const loading = prefetch(queryClient, params);
    // Offline, queries pause until the connection returns: the page shows what was saved instead.
    if (onlineManager.isOnline()) await loading;
    else loading.catch(() => undefined);
    return null;
  };
}

/**
 * A route's `lazy` loader for a page module with a default export. The chunk load times out after
 * 120 s. When a chunk is missing (a new release replaced the hashed files), the page reloads once
 * to fetch the new entry; a second failure reaches the route's error page.
 */
export function lazyPage(load: () => Promise<PageModule>, queryClient?: QueryClient) {
  return async () => {
    try {
      const module = await withTimeout(load(), TIMINGS.chunkLoadTimeoutMs);
      const loader = prefetchLoader(module, queryClient);
      return loader ? { Component: module.default, loader } : { Component: module.default };
    } catch (error) {
      if (Date.now() - lastReload() > 60_000) {
        markReload();
        window.location.reload();
        return new Promise<never>(() => {});
      }
      throw error;
    }
  };
}
