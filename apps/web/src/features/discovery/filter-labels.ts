/** How the filters read in the bar's chips and the dialog's choices (lazy: only the filter UI uses it). */
import { placeBySlug, type DatePreset } from '@neighbourly/shared';
import dayjs from 'dayjs';
import { HOME_PLACE, type FormatFilter, type SearchFilters } from './search-filters.ts';

export const WHEN_LABELS: Record<DatePreset, string> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  weekend: 'This weekend',
  'this-week': 'This week',
  'next-week': 'Next week',
};

export const FORMAT_LABELS: Record<FormatFilter, string> = { IN_PERSON: 'In person', ONLINE: 'Online' };

const day = (date: string) => dayjs(date).format('MMM D');

/** "This weekend", "Dec 1 – Dec 7", "From Dec 1"; null for any time. */
export function whenLabel({ when, from, to }: SearchFilters): string | null {
  if (when) return WHEN_LABELS[when];
  if (from && to) return from === to ? day(from) : `${day(from)} – ${day(to)}`;
  if (from) return `From ${day(from)}`;
  if (to) return `Until ${day(to)}`;
  return null;
}

/** What the distance is measured from, in words: "Kitsilano", "my neighbourhood", "my location". */
export function originLabel({ place, near, nearMe }: SearchFilters): string {
  if (near) return nearMe ? 'my location' : 'the map area';
  if (place === HOME_PLACE) return 'my neighbourhood';
  return (place && placeBySlug(place)?.name) ?? 'a neighbourhood';
}

/** "Within 5 km of Kitsilano"; null for any distance. */
export const distanceLabel = (filters: SearchFilters): string | null =>
  filters.km ? `Within ${filters.km} km of ${originLabel(filters)}` : null;
