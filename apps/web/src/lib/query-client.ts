import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';
import { syncOnlineState } from './online.ts';

/** Client errors (4xx) are answers, not glitches: retrying them only delays the UI. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  syncOnlineState();
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
      // An action tried without a connection fails at once with the network error (a toast), rather
      // than waiting, silently, for the connection to come back (issue #31).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
