import { StrictMode } from 'react';
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
void queryClient.prefetchQuery(selfQueryOptions());

const router = createAppRouter();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
