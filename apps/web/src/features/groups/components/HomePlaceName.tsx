import { groups_distance_km } from '@neighbourly/i18n/messages';
import { placeBySlug } from '@neighbourly/shared';

/**
 * "2.3 km" under 10 km, "14 km" beyond: as precise as a neighbour needs. The number keeps its
 * one decimal (2.0) as English shows it; the unit is the page's language's.
 */
const formatDistance = (km: number) =>
  groups_distance_km({ distance: km < 10 ? km.toFixed(1) : String(Math.round(km)) });

/**
 * A group's home place by name, and how far it is when a search measured from a point. Loaded
 * lazily (see HomePlace.tsx): the list of places it reads is not part of a first visit.
 */
export default function HomePlaceName({
  slug,
  distanceKm,
}: {
  slug: string;
  distanceKm?: number | undefined;
}) {
  // The server accepts only shipped slugs; one dropped from a later list still reads as itself.
  const name = placeBySlug(slug)?.name ?? slug;
  return distanceKm === undefined ? name : `${name} · ${formatDistance(distanceKm)}`;
}
