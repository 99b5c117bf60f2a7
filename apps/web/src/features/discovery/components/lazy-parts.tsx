/**
 * A panel's controls, loaded after its list: the search box (signed-in users), the filter bar
 * and the map view (issue #28), behind one small chunk. The panel, on the first visit, imports
 * only this: a lazy import names every file its chunk needs, and these need many, so their
 * lists wait here instead of weighing on the landing page. Leaflet comes only with the map
 * view, once Map is chosen.
 */
import { lazy } from 'react';
import type { EventsMapViewProps } from './EventsMap.tsx';
import type { FilterBarProps } from './FilterBar.tsx';
import type { SearchControlsProps } from './SearchControls.tsx';

const SearchControls = lazy(() =>
  import('./SearchControls.tsx').then((m) => ({ default: m.SearchControls })),
);
const FilterBar = lazy(() => import('./FilterBar.tsx').then((m) => ({ default: m.FilterBar })));
const EventsMapView = lazy(() => import('./EventsMap.tsx').then((m) => ({ default: m.EventsMapView })));

export type PanelPartProps =
  | ({ part: 'search' } & SearchControlsProps)
  | ({ part: 'filters' } & FilterBarProps)
  | ({ part: 'map' } & EventsMapViewProps);

/**
 * One of the parts. A plain component (a lazy component cannot resolve to another lazy one):
 * the panel's Suspense boundaries wait for the chunks.
 */
export default function PanelPart(props: PanelPartProps) {
  if (props.part === 'search') return <SearchControls {...props} />;
  return props.part === 'filters' ? <FilterBar {...props} /> : <EventsMapView {...props} />;
}
