import { lazy, Suspense } from 'react';

// The shipped places (a few KB) would push the group page and the landing page over their
// first-visit budgets: the name comes with its own small chunk, a moment after the card.
const HomePlaceName = lazy(() => import('./HomePlaceName.tsx'));

/**
 * A group's home place (issue #28) by name, with the distance when given. Until the names load,
 * a blank of the same line height holds the space, so nothing below it moves.
 */
export function HomePlace({ slug, distanceKm }: { slug: string; distanceKm?: number | undefined }) {
  return (
    <Suspense fallback={'\u00a0'}>
      <HomePlaceName slug={slug} distanceKm={distanceKm} />
    </Suspense>
  );
}
