/**
 * The filters of issue #28 as the first visit needs them: the URL's filter parameters as they
 * are, which name the list (its query key). What they mean (a preset's dates, "my
 * neighbourhood", checks) is worked out in search-filters.ts, a chunk fetched only when a list
 * has filters, so the landing page does not carry it.
 */
import { intlLocaleOf } from '@neighbourly/i18n/dates';
import { discovery_km_away } from '@neighbourly/i18n/messages';
import { pageLanguage } from '@/lib/page-language.ts';

/** The query parameters the filters live in (see search-filters.ts for their meaning). */
export const FILTER_PARAMS = ['when', 'from', 'to', 'km', 'place', 'near', 'origin', 'format'] as const;

/** A filtered list: its filter parameters and, for `place=home`, the person's neighbourhood. */
export interface FilterRequest {
  params: Record<string, string>;
  homePlace?: string;
}

/** The filters in `search`, or undefined when there are none. */
export function filterRequestOf(search: URLSearchParams, homePlace: string | null | undefined) {
  const params: Record<string, string> = {};
  for (const name of FILTER_PARAMS) {
    const value = search.get(name);
    if (value) params[name] = value;
  }
  if (Object.keys(params).length === 0) return undefined;
  // Only "my neighbourhood" depends on who asks.
  const request: FilterRequest = { params };
  if (params.place === 'home' && homePlace) request.homePlace = homePlace;
  return request;
}

/** The search call's filter parameters of a request: events take all, groups the distance. */
export const apiFiltersOf = async (request: FilterRequest | undefined, kind: 'events' | 'groups') =>
  request && (await import('./search-filters.ts')).apiFiltersOfRequest(request, kind);

let distanceFormat: Intl.NumberFormat | undefined;

/** "1.2 km away": a result's `distanceKm`, to a tenth, in the page's language ("à 1,2 km", "در ۱٫۲ کیلومتری"). */
export function awayLabel(km: number): string {
  distanceFormat ??= new Intl.NumberFormat(intlLocaleOf(pageLanguage()), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    useGrouping: false,
  });
  return discovery_km_away({ distance: distanceFormat.format(km) });
}
