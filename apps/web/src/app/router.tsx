import type { QueryClient } from '@tanstack/react-query';
import { Suspense, use } from 'react';
import { matchRoutes, useRoutes, type Location, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { lazyPage, type LazyPage, type PageModule } from '@/lib/lazy-route.ts';
import { paths } from '@/lib/paths.ts';
import { RequireAuth, RequireMessaging, RequireSignedOut } from './guards.tsx';
import { RouteOutlet } from './RouteError.tsx';
import { Layout } from './shell/Layout.tsx';

/*
 * The whole route table of the SPA (the module map is in docs/architecture.md). Every page is its
 * own lazy chunk; a page that names data to prefetch gets it before it shows.
 */

/** A lazy page route factory, bound to the app's query client. */
type Page = (load: () => Promise<PageModule>) => LazyPage;

/** Child paths are relative to the root layout. */
const route = (path: { path: string }, Component: LazyPage): RouteObject => ({
  path: path.path.replace(/^\//, ''),
  Component,
});

function publicRoutes(page: Page, notFound: LazyPage): RouteObject[] {
  return [
    { index: true, Component: page(() => import('@/features/home/pages/HomePage.tsx')) },
    route(
      paths.help,
      page(() => import('@/features/legal/pages/HelpPage.tsx')),
    ),
    route(
      paths.terms,
      page(() => import('@/features/legal/pages/TermsPage.tsx')),
    ),
    route(
      paths.cookies,
      page(() => import('@/features/legal/pages/CookiesPage.tsx')),
    ),
    route(
      paths.privacy,
      page(() => import('@/features/legal/pages/PrivacyPage.tsx')),
    ),
    route(
      paths.createGroup,
      page(() => import('@/features/groups/pages/CreateGroupPage.tsx')),
    ),
    route(
      paths.group,
      page(() => import('./routes/GroupRoute.tsx')),
    ),
    route(
      paths.event,
      page(() => import('@/features/events/pages/EventPage.tsx')),
    ),
    route(paths.notFound, notFound),
    route(
      paths.unsubscribe,
      page(() => import('@/features/notifications/pages/UnsubscribePage.tsx')),
    ),
  ];
}

/** Signed-out only: signed-in users are redirected to /. */
const signedOutRoutes = (page: Page): RouteObject[] => [
  route(
    paths.signUp,
    page(() => import('@/features/auth/pages/SignUpPage.tsx')),
  ),
  route(
    paths.signIn,
    page(() => import('@/features/auth/pages/SignInPage.tsx')),
  ),
  route(
    paths.unauthorized,
    page(() => import('@/features/errors/pages/UnauthorizedPage.tsx')),
  ),
];

/** Signed-in only: visitors are redirected to /401. */
const signedInRoutes = (page: Page): RouteObject[] => [
  route(
    paths.profile,
    page(() => import('@/features/people/pages/ProfilePage.tsx')),
  ),
  route(
    paths.settings,
    page(() => import('./routes/SettingsRoute.tsx')),
  ),
  route(
    paths.createEvent,
    page(() => import('@/features/events/pages/CreateEventPage.tsx')),
  ),
  route(
    paths.editEvent,
    page(() => import('@/features/events/pages/EditEventPage.tsx')),
  ),
  route(
    paths.editGroup,
    page(() => import('@/features/groups/pages/EditGroupPage.tsx')),
  ),
  route(
    paths.myGroups,
    page(() => import('@/features/groups/pages/MyGroupsPage.tsx')),
  ),
  route(
    paths.myEvents,
    page(() => import('@/features/events/pages/MyEventsPage.tsx')),
  ),
  route(
    paths.searchGroups,
    page(() => import('@/features/discovery/pages/SearchGroupsPage.tsx')),
  ),
  route(
    paths.searchEvents,
    page(() => import('@/features/discovery/pages/SearchEventsPage.tsx')),
  ),
  route(
    paths.notifications,
    page(() => import('@/features/notifications/pages/NotificationsPage.tsx')),
  ),
  route(
    paths.moderation,
    page(() => import('@/features/moderation/pages/ModerationPage.tsx')),
  ),
  // Only when the messaging flag is on; otherwise /404.
  {
    Component: RequireMessaging,
    children: [
      route(
        paths.messages,
        page(() => import('@/features/messaging/pages/MessagesPage.tsx')),
      ),
    ],
  },
];

export function appRoutes(queryClient: QueryClient): RouteObject[] {
  const page: Page = (load) => lazyPage(load, queryClient);
  const notFound = page(() => import('@/features/errors/pages/NotFoundPage.tsx'));
  return [
    {
      path: '/',
      Component: Layout,
      children: [
        {
          Component: RouteOutlet,
          children: [
            ...publicRoutes(page, notFound),
            { Component: RequireSignedOut, children: signedOutRoutes(page) },
            { Component: RequireAuth, children: signedInRoutes(page) },
            { path: '*', Component: notFound },
          ],
        },
      ],
    },
  ];
}

/**
 * Starts loading the code and data of the page at `location`; resolves once they are in (or failed:
 * the page then shows its error), so the first render shows the page rather than a spinner.
 */
export async function prepareRoute(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(({ route, params }) =>
      (route.Component as Partial<LazyPage> | undefined)?.prepare?.(location.key, params),
    ),
  ).catch(() => undefined);
}

/** The page at the current address, once the first page's code and data are in. */
function CurrentPage({ routes, firstPageReady }: AppRoutesProps) {
  use(firstPageReady);
  return useRoutes(routes);
}

interface AppRoutesProps {
  routes: RouteObject[];
  /** prepareRoute() for the first address; a failure shows as the page's error. */
  firstPageReady: Promise<void>;
}

/** The pages; until the first one's code and data are in, a spinner fills the screen. */
export const AppRoutes = (props: AppRoutesProps) => (
  <Suspense fallback={<PageSpinner minHeight="100dvh" />}>
    <CurrentPage {...props} />
  </Suspense>
);
