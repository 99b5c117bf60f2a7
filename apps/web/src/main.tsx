import { startTransition, StrictMode } from 'react';
import { COMMUNITY_TIME_ZONE } from '@neighbourly/shared';
import { intlLocaleOf } from '@neighbourly/i18n/dates';
import { AppProviders } from './app/providers.tsx';
import { AppRouter, initialLocation } from './app/app-router.tsx';
import { AppRoutes, appRoutes, prepareRoute } from './app/router.tsx';
import { NavigationProgress } from './app/shell/Layout.tsx';
import { appTheme, writeThemeVariables } from './app/theme.ts';
import { selfQueryOptions } from './features/auth/index.ts';
import { prepareColorMode } from './lib/color-mode.ts';
import { yieldToMain } from './lib/idle.ts';
import { pageLanguage } from './lib/page-language.ts';
import { createQueryClient } from './lib/query-client.ts';

/**
 * Not top-level awaits: the page chunks import this chunk's modules (React, MUI), and would wait
 * for its evaluation, which would wait for them.
 */
async function start(): Promise<void> {
  // The shell chunk was evaluated in one task; the start goes on in the next, so a tap that came
  // meanwhile is handled first (issue #31).
  await yieldToMain();
  prepareColorMode();

  const queryClient = createQueryClient();
  // Ask who is signed in while the first page chunk downloads.
  const self = queryClient.prefetchQuery(selfQueryOptions());

  // The first page's chunk and data start loading.
  await yieldToMain();
  const routes = appRoutes(queryClient);
  const firstPageReady = prepareRoute(routes, initialLocation());

  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');

  /**
   * The server may have sent a first paint of the page inside #root. It stays until the app can
   * show the page itself, with its data and the right header, rather than giving way to spinners.
   */
  const firstPaint = container.querySelector('[data-first-paint]');
  const ready = firstPaint ? Promise.all([firstPageReady, self]) : Promise.resolve();

  /**
   * While the page's chunk and data download, react-dom's client (the most of React) runs in a
   * task of its own, then the theme is made in another. A browser evaluates a chunk in one task:
   * with react-dom's client in it, the shell's was ~180 ms on a slow phone (issue #31). Imported
   * here, it stays in the shell's chunk (vite.config.ts: no request more) but, being CommonJS, runs
   * only when asked for.
   */
  await yieldToMain();
  const { createRoot } = await import('react-dom/client');
  await yieldToMain();
  appTheme();
  await yieldToMain();
  writeThemeVariables();

  /**
   * Intl loads a language's data the first time a number or a date is formatted: 60–85 ms each at
   * 4x CPU, then next to nothing. Asked for here, each in a task of its own while the page
   * downloads, it is not part of the first render or of a page chunk's evaluation (issue #31). The
   * second date format loads the time zone's rules: a task of its own too.
   */
  const intlLocale = intlLocaleOf(pageLanguage());
  await yieldToMain();
  new Intl.NumberFormat(intlLocale).format(0);
  await yieldToMain();
  new Intl.DateTimeFormat(intlLocale).format(0);
  await yieldToMain();
  new Intl.DateTimeFormat(intlLocale, { timeZone: COMMUNITY_TIME_ZONE }).format(0);

  await ready;
  await yieldToMain();
  // A transition: React renders the first page in small slices, yielding to the browser between
  // them, instead of one long task that blocks input on a slow phone.
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <AppRouter whilePending={<NavigationProgress />}>
            <AppRoutes routes={routes} firstPageReady={firstPageReady} />
          </AppRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void start();
