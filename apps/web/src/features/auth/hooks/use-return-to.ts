import { RETURN_TO_PARAM, isSafeReturnPath } from '@neighbourly/shared';
import { useLocation } from 'react-router';
import { paths } from '@/lib/paths.ts';
import { useSearchParams } from '@/lib/router-dom.tsx';

/** Pages that only lead to signing in: they pass on the page they were given, never themselves. */
const SIGN_IN_PAGES: string[] = [paths.signIn.path, paths.signUp.path, paths.unauthorized.path];

/**
 * The page to go back to once signed in (issue #13): this page's `?returnTo=` when it is a
 * path of this site, else undefined (the caller's default, the home page).
 */
export function useReturnTo(): string | undefined {
  const [searchParams] = useSearchParams();
  const value = searchParams.get(RETURN_TO_PARAM);
  return isSafeReturnPath(value) ? value : undefined;
}

/**
 * What a link to sign in or up from here should come back to: the current page, or on the
 * sign-in, sign-up and /401 pages the page they carry.
 */
export function usePageToReturnTo(): string | undefined {
  const { pathname, search, hash } = useLocation();
  const carried = useReturnTo();
  return SIGN_IN_PAGES.includes(pathname) ? carried : `${pathname}${search}${hash}`;
}
