import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { lazyPage } from '@/lib/lazy-route.ts';
import { RequireAuth, RequireMessaging, RequireSignedOut } from './guards.tsx';
import { paths } from '@/lib/paths.ts';
import { RouteError } from './RouteError.tsx';
import { Layout } from './shell/Layout.tsx';

/*
 * The whole route table of the SPA (the module map is in docs/architecture.md). Every page is its
 * own lazy chunk.
 */
const notFound = lazyPage(() => import('@/features/errors/pages/NotFoundPage.tsx'));

/** Child paths are relative to the root layout. */
const rel = (path: string) => path.replace(/^\//, '');

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Layout,
    HydrateFallback: () => <PageSpinner minHeight="100dvh" />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          // Public.
          { index: true, lazy: lazyPage(() => import('@/features/home/pages/HomePage.tsx')) },
          { path: rel(paths.help.path), lazy: lazyPage(() => import('@/features/legal/pages/HelpPage.tsx')) },
          {
            path: rel(paths.terms.path),
            lazy: lazyPage(() => import('@/features/legal/pages/TermsPage.tsx')),
          },
          {
            path: rel(paths.cookies.path),
            lazy: lazyPage(() => import('@/features/legal/pages/CookiesPage.tsx')),
          },
          {
            path: rel(paths.privacy.path),
            lazy: lazyPage(() => import('@/features/legal/pages/PrivacyPage.tsx')),
          },
          {
            path: rel(paths.createGroup.path),
            lazy: lazyPage(() => import('@/features/groups/pages/CreateGroupPage.tsx')),
          },
          {
            path: rel(paths.group.path),
            lazy: lazyPage(() => import('./routes/GroupRoute.tsx')),
          },
          {
            path: rel(paths.event.path),
            lazy: lazyPage(() => import('@/features/events/pages/EventPage.tsx')),
          },
          { path: rel(paths.notFound.path), lazy: notFound },
          {
            path: rel(paths.unsubscribe.path),
            lazy: lazyPage(() => import('@/features/notifications/pages/UnsubscribePage.tsx')),
          },

          // Signed-out only: signed-in users are redirected to /.
          {
            Component: RequireSignedOut,
            children: [
              {
                path: rel(paths.signUp.path),
                lazy: lazyPage(() => import('@/features/auth/pages/SignUpPage.tsx')),
              },
              {
                path: rel(paths.signIn.path),
                lazy: lazyPage(() => import('@/features/auth/pages/SignInPage.tsx')),
              },
              {
                path: rel(paths.unauthorized.path),
                lazy: lazyPage(() => import('@/features/errors/pages/UnauthorizedPage.tsx')),
              },
            ],
          },

          // Signed-in only: visitors are redirected to /401.
          {
            Component: RequireAuth,
            children: [
              {
                path: rel(paths.profile.path),
                lazy: lazyPage(() => import('@/features/people/pages/ProfilePage.tsx')),
              },
              {
                path: rel(paths.settings.path),
                lazy: lazyPage(() => import('./routes/SettingsRoute.tsx')),
              },
              {
                path: rel(paths.createEvent.path),
                lazy: lazyPage(() => import('@/features/events/pages/CreateEventPage.tsx')),
              },
              {
                path: rel(paths.editEvent.path),
                lazy: lazyPage(() => import('@/features/events/pages/EditEventPage.tsx')),
              },
              {
                path: rel(paths.editGroup.path),
                lazy: lazyPage(() => import('@/features/groups/pages/EditGroupPage.tsx')),
              },
              {
                path: rel(paths.myGroups.path),
                lazy: lazyPage(() => import('@/features/groups/pages/MyGroupsPage.tsx')),
              },
              {
                path: rel(paths.myEvents.path),
                lazy: lazyPage(() => import('@/features/events/pages/MyEventsPage.tsx')),
              },
              {
                path: rel(paths.searchGroups.path),
                lazy: lazyPage(() => import('@/features/discovery/pages/SearchGroupsPage.tsx')),
              },
              {
                path: rel(paths.searchEvents.path),
                lazy: lazyPage(() => import('@/features/discovery/pages/SearchEventsPage.tsx')),
              },
              {
                path: rel(paths.notifications.path),
                lazy: lazyPage(() => import('@/features/notifications/pages/NotificationsPage.tsx')),
              },
              {
                // Only when the messaging flag is on; otherwise /404.
                Component: RequireMessaging,
                children: [
                  {
                    path: rel(paths.messages.path),
                    lazy: lazyPage(() => import('@/features/messaging/pages/MessagesPage.tsx')),
                  },
                ],
              },
            ],
          },

          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
