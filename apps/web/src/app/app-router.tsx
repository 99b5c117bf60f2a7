import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import { Router, type Location, type NavigationType, type To } from 'react-router';
import {
  currentLocation,
  historyLinks,
  listenToPops,
  nextLocation,
  wasWritten,
  writeEntry,
  type HistoryAction,
} from './browser-history.ts';
import { startVisit } from '@/lib/visit.ts';
import { savePageScroll } from './scroll-restoration.ts';

/*
 * React Router in declarative mode (issue #31): <Router> with a browser history of our own,
 * instead of the data router, whose loaders and navigation state were ~12 KB of the first visit.
 * A navigation renders the next page in a transition: the page being left stays on screen (with
 * the loading bar of the Layout) until the next page's code and first data are in, and only then
 * does the address bar change (browser-history.ts).
 */

/** Where the app starts: the first page's code and data load for it before the first render. */
export const initialLocation = currentLocation;

/** Where the app is, and how it got there. */
export interface RouterState {
  location: Location;
  action: 'POP' | HistoryAction;
  /** `navigate(to, { preventScrollReset: true })`: the page keeps its scroll position. */
  preventScrollReset: boolean;
}

const RouterStateContext = createContext<RouterState | null>(null);

/** The committed location with how it was reached, for the scroll restoration. */
export function useRouterState(): RouterState {
  const state = useContext(RouterStateContext);
  if (!state) throw new Error('useRouterState is used outside AppRouter');
  return state;
}

/**
 * `whilePending` shows while a navigation is under way (the next page's code or data are loading).
 * It is rendered here rather than read from a context: a context's new value makes React walk the
 * whole page for its readers, ~60 ms at every tap of a link on a slow phone (issue #31).
 */
export function AppRouter({ children, whilePending }: { children: ReactNode; whilePending?: ReactNode }) {
  const [state, setState] = useState<RouterState>(() => ({
    location: currentLocation(),
    action: 'POP',
    preventScrollReset: false,
  }));
  const [pending, startTransition] = useTransition();

  const navigator = useMemo(() => {
    const navigate =
      (action: HistoryAction) =>
      (to: To, entryState?: unknown, options?: { preventScrollReset?: boolean }) => {
        // The page being left is still on screen: its scroll position is kept for a way back.
        savePageScroll();
        startVisit();
        const location = nextLocation(to, entryState);
        const preventScrollReset = options?.preventScrollReset === true;
        // A replacement (a search, a tab) is written at once: the panels that edit the query
        // string read the address bar, and two edits in a row must not lose the first.
        if (action === 'REPLACE') writeEntry(location, action);
        startTransition(() => setState({ location, action, preventScrollReset }));
      };
    return { ...historyLinks, push: navigate('PUSH'), replace: navigate('REPLACE') };
  }, []);

  useLayoutEffect(
    () =>
      listenToPops((location) => {
        savePageScroll();
        startVisit();
        startTransition(() => setState({ location, action: 'POP', preventScrollReset: false }));
      }),
    [],
  );

  // The page for a new entry shows: the address bar follows (once, whatever renders again).
  useLayoutEffect(() => {
    if (state.action !== 'POP' && !wasWritten(state.location)) writeEntry(state.location, state.action);
  }, [state]);

  return (
    <>
      {pending && whilePending}
      <RouterStateContext.Provider value={state}>
        <Router
          location={state.location}
          navigationType={state.action as NavigationType}
          navigator={navigator}
        >
          {children}
        </Router>
      </RouterStateContext.Provider>
    </>
  );
}
