/** Writing the filters and the view into the URL: only the lazy filter bar and map do it. */
import { useCallback } from 'react';
import type { NavigateFunction } from 'react-router';
import type { SearchFilters } from './search-filters.ts';

export const NO_FILTERS: SearchFilters = {
  when: null,
  from: null,
  to: null,
  km: null,
  place: null,
  near: null,
  nearMe: false,
  format: null,
};

const PARAMS = ['when', 'from', 'to', 'km', 'place', 'near', 'origin', 'format'] as const;

/** `params` with the filters written over those it had (the other parameters stay). */
export function writeFilters(params: URLSearchParams, filters: SearchFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  PARAMS.forEach((name) => next.delete(name));
  const set = (name: string, value: string | number | null | false) => {
    if (value) next.set(name, String(value));
  };
  set('when', filters.when);
  if (!filters.when) {
    set('from', filters.from);
    set('to', filters.to);
  }
  // A point only means something with a distance.
  if (filters.km) {
    set('km', filters.km);
    set('near', filters.near);
    if (!filters.near) set('place', filters.place);
    else set('origin', filters.nearMe && 'me');
  }
  set('format', filters.format);
  return next;
}

export type ResultsView = 'list' | 'map';

/**
 * Sets the filters or the view in the URL's query (with the panel's `navigate`). A change adds a history entry, so Back
 * returns to the filters before; the scroll position stays.
 */
export function useFilterNavigation(navigate: NavigateFunction) {
  const go = useCallback(
    (edit: (params: URLSearchParams) => URLSearchParams) => {
      // From the address bar, not a render: a text search may have changed it meanwhile.
      // A point's comma stays readable in the address bar (`near=49.26,-123.15`).
      const search = edit(new URLSearchParams(window.location.search)).toString().replaceAll('%2C', ',');
      void navigate({ search: search ? `?${search}` : '' }, { preventScrollReset: true });
    },
    [navigate],
  );
  const setFilters = useCallback((next: SearchFilters) => go((params) => writeFilters(params, next)), [go]);
  const setView = useCallback(
    (next: ResultsView) =>
      go((params) => {
        if (next === 'map') params.set('view', 'map');
        else params.delete('view');
        return params;
      }),
    [go],
  );
  return { setFilters, setView };
}
