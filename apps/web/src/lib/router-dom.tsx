import { useCallback, useMemo, type ComponentProps, type MouseEvent, type Ref } from 'react';
import {
  createPath,
  useHref,
  useLocation,
  useNavigate,
  useResolvedPath,
  type LinkProps,
  type NavigateOptions,
} from 'react-router';

/*
 * React Router's <Link> and useSearchParams, written on its hooks (issue #31). Its own live in a
 * module whose components carry framework-mode code (route prefetching, <Form>, fetchers,
 * <ScrollRestoration>) that the bundle cannot leave out once anything there is imported: ~7 KB
 * brotli of every first visit. eslint.config.js keeps the app on these.
 */

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative: the browser's to follow. */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+\-.]*:|\/\/)/i;

/** React Router's <Link> props that declarative mode uses, and an <a>'s own. */
export type RouterLinkProps = Pick<
  LinkProps,
  'to' | 'replace' | 'state' | 'preventScrollReset' | 'relative' | 'reloadDocument'
> &
  Omit<ComponentProps<'a'>, 'href' | 'ref'> & { ref?: Ref<HTMLAnchorElement> };

/** A plain left click without modifier keys, on a link that opens in this tab. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * An <a> whose plain click navigates inside the SPA (replacing the entry when it leads to where
 * the page is); other clicks, other targets, absolute URLs and `reloadDocument` are the browser's.
 */
export function RouterLink({
  to,
  replace,
  state,
  preventScrollReset,
  relative,
  reloadDocument,
  target,
  onClick,
  ref,
  ...rest
}: RouterLinkProps) {
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const inApp = external ? '.' : to;
  const href = useHref(inApp, { relative });
  const path = useResolvedPath(inApp, { relative });
  const location = useLocation();
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    void navigate(to, {
      replace: replace ?? createPath(location) === createPath(path),
      state,
      preventScrollReset,
      relative,
    });
  };
  return (
    <a
      {...rest}
      ref={ref}
      href={external ? (to as string) : href}
      target={target}
      onClick={external || reloadDocument ? onClick : handleClick}
    />
  );
}

type SearchParamsInit = URLSearchParams | string | Record<string, string>;

/** The address's query parameters, and a navigation to new ones (as React Router's hook). */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (
      next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      void navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}
