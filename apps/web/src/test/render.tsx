/**
 * Rendering a component as the app does, without a server: a query cache the test fills with
 * the answers the component would ask for (never asked again: nothing goes stale), and a router
 * at `path`.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, gcTime: Infinity, retry: false } },
  });
}

const withQueries =
  (queryClient: QueryClient) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );

/** A hook's answers, with the query cache the test filled. */
export function renderHookInApp<T>(hook: () => T, queryClient: QueryClient) {
  return renderHook(hook, { wrapper: withQueries(queryClient) });
}

export function renderInApp(ui: ReactNode, { queryClient = testQueryClient(), path = '/' } = {}) {
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}
