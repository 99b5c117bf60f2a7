/** The filters dialog's draft: the filters in the shape of its controls, and their checks. */
import {
  discovery_problem_dates_order,
  discovery_problem_dates_too_long,
  discovery_problem_no_dates,
  discovery_problem_no_home,
  discovery_problem_no_location,
  discovery_problem_no_origin,
  discovery_problem_no_place,
} from '@neighbourly/i18n/messages';
import { LIMITS, type DatePreset } from '@neighbourly/shared';
import { NO_FILTERS } from './filter-url.ts';
import { HOME_PLACE, type FormatFilter, type SearchFilters } from './search-filters.ts';

export type When = DatePreset | 'any' | 'dates';
export type Origin = 'home' | 'place' | 'me' | 'map';

/** What the dialog edits: the filters in the shape of its controls. */
export interface Draft {
  when: When;
  from: string;
  to: string;
  km: number | null;
  origin: Origin | null;
  place: string | null;
  /** The point of 'my location' or of the map, "lat,lon". */
  near: string | null;
  format: FormatFilter | null;
}

export const toDraft = (filters: SearchFilters): Draft => ({
  when: filters.when ?? (filters.from || filters.to ? 'dates' : 'any'),
  from: filters.from ?? '',
  to: filters.to ?? '',
  km: filters.km,
  origin: filters.near
    ? filters.nearMe
      ? 'me'
      : 'map'
    : filters.place === HOME_PLACE
      ? 'home'
      : filters.place
        ? 'place'
        : null,
  place: filters.place === HOME_PLACE ? null : filters.place,
  near: filters.near,
  format: filters.format,
});

export const fromDraft = (draft: Draft): SearchFilters => ({
  ...NO_FILTERS,
  when: draft.when === 'any' || draft.when === 'dates' ? null : draft.when,
  from: draft.when === 'dates' ? draft.from || null : null,
  to: draft.when === 'dates' ? draft.to || null : null,
  km: draft.km,
  place: draft.origin === 'home' ? HOME_PLACE : draft.origin === 'place' ? draft.place : null,
  near: draft.origin === 'me' || draft.origin === 'map' ? draft.near : null,
  nearMe: draft.origin === 'me',
  format: draft.format,
});

const DAY_MS = 86_400_000;

/** What is wrong with the dates and the distance, by field; empty when the draft can be searched. */
export function problemsOf(draft: Draft, homePlace: string | null): { dates?: string; origin?: string } {
  const problems: { dates?: string; origin?: string } = {};
  if (draft.when === 'dates') {
    if (!draft.from && !draft.to) problems.dates = discovery_problem_no_dates();
    else if (draft.from && draft.to) {
      const span = (Date.parse(draft.to) - Date.parse(draft.from)) / DAY_MS;
      if (span < 0) problems.dates = discovery_problem_dates_order();
      else if (span >= LIMITS.searchRangeMaxDays) problems.dates = discovery_problem_dates_too_long();
    }
  }
  if (draft.km) {
    if (!draft.origin) problems.origin = discovery_problem_no_origin();
    else if (draft.origin === 'home' && !homePlace) problems.origin = discovery_problem_no_home();
    else if (draft.origin === 'place' && !draft.place) problems.origin = discovery_problem_no_place();
    else if (draft.origin === 'me' && !draft.near) problems.origin = discovery_problem_no_location();
  }
  return problems;
}
