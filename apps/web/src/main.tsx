import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { selfQueryOptions } from './features/auth/index.ts';
import { prepareColorMode } from './lib/color-mode.ts';
import { createQueryClient } from './lib/query-client.ts';

prepareColorMode();

const queryClient = createQueryClient();
// Ask who is signed in while the first page chunk downloads.
const self = queryClient.prefetchQuery(selfQueryOptions());

const router = createAppRouter(queryClient);

/** Resolves once the first route's code and data are in. */
const routerReady = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

/**
 * The server may have sent a first paint of the page inside #root. It stays until the app can
 * show the page itself, with its data and the right header, rather than giving way to spinners.
 */
const firstPaint = container.querySelector('[data-first-paint]');
const ready = firstPaint ? Promise.all([routerReady(), self]) : Promise.resolve();

// A transition: React renders the first page in small slices, yielding to the browser between
// them, instead of one long task that blocks input on a slow phone.
void ready.then(() =>
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
