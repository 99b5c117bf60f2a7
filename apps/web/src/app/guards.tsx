import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/PageSpinner.tsx';
import { useAuth, useReturnTo } from '@/features/auth/index.ts';
import { useConfig } from '@/lib/config.ts';
import { paths } from '@/lib/paths.ts';

/*
 * Route guards: signed-in only, signed-out only, and the messaging flag. Each waits for the first
 * users/self answer (a spinner meanwhile), so a signed-in user reloading a guarded page is not
 * bounced to /401.
 */

/** Signed-in routes: visitors go to /401, which keeps the page they wanted for after signing in. */
export function RequireAuth() {
  const { isAuthenticated, isPending } = useAuth();
  const { pathname, search, hash } = useLocation();
  if (isPending) return <PageSpinner />;
  if (!isAuthenticated) {
    return <Navigate to={paths.unauthorized.getHref(`${pathname}${search}${hash}`)} replace />;
  }
  return <Outlet />;
}

/**
 * Signed-out-only routes (/sign-up, /authenticate, /401): signed-in users go to the page these
 * carry in `?returnTo=`, else to /.
 */
export function RequireSignedOut() {
  const { isAuthenticated, isPending } = useAuth();
  const returnTo = useReturnTo();
  if (isPending) return <PageSpinner />;
  if (isAuthenticated) return <Navigate to={returnTo ?? paths.home.getHref()} replace />;
  return <Outlet />;
}

/** Messaging routes also need the messaging flag of the config; without it they are a 404. */
export function RequireMessaging() {
  const { data: config, isPending } = useConfig();
  if (isPending) return <PageSpinner />;
  if (!config?.messagingEnabled) return <Navigate to={paths.notFound.getHref()} replace />;
  return <Outlet />;
}
