import type { Ref } from 'react';
import { RouterLink, type RouterLinkProps } from '@/lib/router-dom.tsx';

/**
 * Paths the server answers itself (OAuth2 redirects, logout, API files): they need a real
 * browser navigation, not a client-side route change.
 */
const SERVER_PATH = /^\/(?:oauth2|login\/oauth2|api|authz|logout)(?:\/|$|\?)/;

export interface LinkBehaviorProps extends Omit<RouterLinkProps, 'to'> {
  href: RouterLinkProps['to'];
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * MUI's Link and ButtonBase render this for `href` (see the theme), so `<Button href="/sign-up">`
 * and `<Link href="/terms">` navigate inside the SPA without a reload. Absolute URLs and
 * `mailto:` links are left to the browser by React Router itself.
 */
export function LinkBehavior({ href, ref, reloadDocument, ...props }: LinkBehaviorProps) {
  const serverPath = typeof href === 'string' && SERVER_PATH.test(href);
  return <RouterLink ref={ref} to={href} reloadDocument={reloadDocument || serverPath} {...props} />;
}
