/** The sign-in domain's door: sign-up, sign-in, sessions, single sign-on. */
export { authRoutes } from './auth.routes.ts';
export { oidcRoutes } from './oidc.routes.ts';
