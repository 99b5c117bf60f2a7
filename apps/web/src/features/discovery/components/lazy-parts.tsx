/**
 * A panel's controls, loaded after its list: the search box (signed-in users) and the filter
 * bar (issue #28), behind one small chunk. The panel, on the first visit, imports
 * only this: a lazy import names every file its chunk needs, and these need many, so their
 * lists wait here instead of weighing on the landing page.
 */
import { lazy } from 'react';
import type { FilterBarProps } from './FilterBar.tsx';
import type { SearchControlsProps } from './SearchControls.tsx';

const SearchControls = lazy(() =>
  import('./SearchControls.tsx').then((m) => ({ default: m.SearchControls })),
);
const FilterBar = lazy(() => import('./FilterBar.tsx').then((m) => ({ default: m.FilterBar })));

export type PanelPartProps =
  ({ part: 'search' } & SearchControlsProps) | ({ part: 'filters' } & FilterBarProps);

/**
 * One of the parts. A plain component (a lazy component cannot resolve to another lazy one):
 * the panel's Suspense boundaries wait for the chunks.
 */
export default function PanelPart(props: PanelPartProps) {
  return props.part === 'search' ? <SearchControls {...props} /> : <FilterBar {...props} />;
}
