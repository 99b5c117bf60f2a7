/** How the filters read in the bar's chips and the dialog's choices (lazy: only the filter UI uses it). */
import { intlLocaleOf } from '@neighbourly/i18n/dates';
import {
  discovery_dates_from,
  discovery_dates_until,
  discovery_format_in_person,
  discovery_format_online,
  discovery_when_next_week,
  discovery_when_this_week,
  discovery_when_today,
  discovery_when_tomorrow,
  discovery_when_weekend,
  discovery_within_km_of_a_neighbourhood,
  discovery_within_km_of_map_area,
  discovery_within_km_of_my_location,
  discovery_within_km_of_my_neighbourhood,
  discovery_within_km_of_place,
} from '@neighbourly/i18n/messages';
import { placeBySlug, type DatePreset } from '@neighbourly/shared';
import { formatNumber } from '@/lib/dates.ts';
import { pageLanguage } from '@/lib/page-language.ts';
import { HOME_PLACE, type FormatFilter, type SearchFilters } from './search-filters.ts';

const WHEN_MESSAGES: Record<DatePreset, () => string> = {
  today: discovery_when_today,
  tomorrow: discovery_when_tomorrow,
  weekend: discovery_when_weekend,
  'this-week': discovery_when_this_week,
  'next-week': discovery_when_next_week,
};

/** A date preset in words: "Today", "This weekend". */
export const whenPresetLabel = (preset: DatePreset): string => WHEN_MESSAGES[preset]();

/** A format in words: "In person", "Online". */
export const formatLabel = (format: FormatFilter): string =>
  format === 'IN_PERSON' ? discovery_format_in_person() : discovery_format_online();

let dayFormat: Intl.DateTimeFormat | undefined;

/**
 * A picked day (YYYY-MM-DD) in the page's language: "Dec 1", "1 déc.", "12月1日", "۱ دسامبر". The
 * day as picked, whatever the viewer's time zone (it is read and written as UTC midnight).
 */
function day(date: string): string {
  const value = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(value.getTime())) return date;
  dayFormat ??= new Intl.DateTimeFormat(intlLocaleOf(pageLanguage()), {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return dayFormat.format(value);
}

/** "This weekend", "Dec 1 – Dec 7", "From Dec 1"; null for any time. */
export function whenLabel({ when, from, to }: SearchFilters): string | null {
  if (when) return whenPresetLabel(when);
  if (from && to) return from === to ? day(from) : `${day(from)} – ${day(to)}`;
  if (from) return discovery_dates_from({ date: day(from) });
  if (to) return discovery_dates_until({ date: day(to) });
  return null;
}

/**
 * "Within 5 km of Kitsilano", "… of my neighbourhood", "… of my location", "… of the map area";
 * null for any distance. One message per origin, as languages join "of" to each differently.
 */
export function distanceLabel({ km, place, near, nearMe }: SearchFilters): string | null {
  if (!km) return null;
  const inputs = { km: formatNumber(km) };
  if (near)
    return nearMe ? discovery_within_km_of_my_location(inputs) : discovery_within_km_of_map_area(inputs);
  if (place === HOME_PLACE) return discovery_within_km_of_my_neighbourhood(inputs);
  const name = place && placeBySlug(place)?.name;
  return name
    ? discovery_within_km_of_place({ ...inputs, place: name })
    : discovery_within_km_of_a_neighbourhood(inputs);
}
