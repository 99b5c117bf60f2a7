/**
 * The when/where/how filters of an events or groups search (issue #28), as the URL keeps them
 * so a search can be shared and Back restores the one before:
 *   when=weekend | from=2026-12-01&to=2026-12-07   (a preset stays a preset: "this weekend" when opened)
 *   km=5&place=kitsilano | km=5&place=home (my neighbourhood) | km=5&near=49.264,-123.155[&origin=me]
 *   format=IN_PERSON | ONLINE
 * Read leniently: a value the search would refuse is ignored rather than failing the list.
 * Loaded only with filters (filter-request.ts) or the filter controls; they write (filter-url.ts).
 */
import { DATE_PRESETS, datesOfPreset, LIMITS, type DatePreset } from '@neighbourly/shared';
import type { FilterRequest } from './filter-request.ts';

/** `place=home`: the signed-in person's own neighbourhood (their `homePlace`). */
export const HOME_PLACE = 'home';

export type FormatFilter = 'IN_PERSON' | 'ONLINE';

export interface SearchFilters {
  when: DatePreset | null;
  /** Picked dates, YYYY-MM-DD, when there is no preset. */
  from: string | null;
  to: string | null;
  /** How far from the point, km; null is any distance. */
  km: number | null;
  /** A place slug or HOME_PLACE; the point unless `near` gives one. */
  place: string | null;
  /** "lat,lon": the person's location or a point of the map. */
  near: string | null;
  /** `near` is the person's own location (what the chip says). */
  nearMe: boolean;
  format: FormatFilter | null;
}

/** What the API is asked: `from`/`to`, `format`, and `withinKm` of `near` or `place`. */
export interface ApiFilters {
  from?: string;
  to?: string;
  format?: FormatFilter;
  near?: string;
  place?: string;
  withinKm?: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const POINT = /^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/;

const oneOf = <T extends string>(value: string | null, choices: readonly T[]) =>
  choices.includes(value as T) ? (value as T) : null;

export function readFilters(params: URLSearchParams): SearchFilters {
  const km = Number(params.get('km'));
  const from = params.get('from');
  const to = params.get('to');
  const near = params.get('near');
  return {
    when: oneOf(params.get('when'), DATE_PRESETS),
    from: from && DATE.test(from) ? from : null,
    to: to && DATE.test(to) ? to : null,
    km: km >= 1 && km <= LIMITS.withinKmMax ? km : null,
    place: params.get('place') || null,
    near: near && POINT.test(near) ? near : null,
    nearMe: params.get('origin') === 'me',
    format: oneOf(params.get('format'), ['IN_PERSON', 'ONLINE']),
  };
}

/** The filters as the search call takes them; `homePlace` stands in for HOME_PLACE. */
export function toApiFilters(filters: SearchFilters, homePlace: string | null | undefined): ApiFilters {
  const api: ApiFilters = filters.when
    ? datesOfPreset(filters.when)
    : { ...(filters.from && { from: filters.from }), ...(filters.to && { to: filters.to }) };
  if (filters.format) api.format = filters.format;
  const place = filters.place === HOME_PLACE ? homePlace : filters.place;
  if (filters.km && (filters.near || place)) {
    if (filters.near) api.near = filters.near;
    else if (place) api.place = place;
    api.withinKm = filters.km;
  }
  return api;
}

/** Only the distance, for group searches. */
export const toApiWhere = (filters: SearchFilters, homePlace: string | null | undefined): ApiFilters => {
  const { near, place, withinKm } = toApiFilters({ ...filters, when: null, from: null, to: null }, homePlace);
  return { ...(near && { near }), ...(place && { place }), ...(withinKm && { withinKm }) };
};

/** The search call's filter parameters of a list's request: events take all, groups the distance. */
export function apiFiltersOfRequest(request: FilterRequest, kind: 'events' | 'groups'): ApiFilters {
  const filters = readFilters(new URLSearchParams(request.params));
  return (kind === 'events' ? toApiFilters : toApiWhere)(filters, request.homePlace);
}
