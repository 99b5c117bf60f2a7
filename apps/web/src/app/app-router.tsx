import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import { Router, UNSAFE_createBrowserHistory, type Location, type NavigationType } from 'react-router';
import { savePageScroll } from './scroll-restoration.ts';

/*
 * React Router in declarative mode (issue #31): <Router> with a browser history of our own,
 * instead of the data router, whose loaders and navigation state were ~12 KB of the first visit.
 * A navigation renders the next page in a transition: the page being left stays on screen (with
 * the loading bar of the Layout) until the next page's code and first data are in.
 */

export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** The browser history the app navigates with; its first location is the one the first page loads for. */
export const createAppHistory = (): AppHistory => UNSAFE_createBrowserHistory({ v5Compat: true });

/** Where the app is, and how it got there. */
export interface RouterState {
  location: Location;
  action: NavigationType;
  /** `navigate(to, { preventScrollReset: true })`: the page keeps its scroll position. */
  preventScrollReset: boolean;
}

const PendingContext = createContext(false);
const RouterStateContext = createContext<RouterState | null>(null);

/** Whether a navigation is under way (the next page's code or data are loading). */
export const useNavigationPending = () => useContext(PendingContext);

/** The committed location with how it was reached, for the scroll restoration. */
export function useRouterState(): RouterState {
  const state = useContext(RouterStateContext);
  if (!state) throw new Error('useRouterState is used outside AppRouter');
  return state;
}

interface NavigateOptions {
  preventScrollReset?: boolean;
}

export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState<RouterState>(() => ({
    location: history.location,
    action: history.action,
    preventScrollReset: false,
  }));
  const [pending, startTransition] = useTransition();

  // React Router's navigate() hands its options to the navigator; the history drops them.
  const preventScrollReset = useRef(false);
  const navigator = useMemo(() => {
    const withOptions =
      (go: AppHistory['push']) =>
      (to: Parameters<AppHistory['push']>[0], state?: unknown, options?: NavigateOptions) => {
        preventScrollReset.current = options?.preventScrollReset === true;
        go(to, state);
      };
    return {
      createHref: history.createHref,
      createURL: history.createURL,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: withOptions(history.push),
      replace: withOptions(history.replace),
    };
  }, [history]);

  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        // The page being left is still on screen: its scroll position is kept for a way back.
        savePageScroll();
        const next = { action, location, preventScrollReset: preventScrollReset.current };
        preventScrollReset.current = false;
        startTransition(() => setState(next));
      }),
    [history],
  );

  return (
    <PendingContext.Provider value={pending}>
      <RouterStateContext.Provider value={state}>
        <Router location={state.location} navigationType={state.action} navigator={navigator}>
          {children}
        </Router>
      </RouterStateContext.Provider>
    </PendingContext.Provider>
  );
}
