/**
 * Discovery: the home panels, search and the default lists. Groups by name substring and tags,
 * most active first; upcoming events, soonest first. Search never reveals an event whose
 * details the caller may not see. Lists come in keyset pages.
 */
import {
  DEFAULT_PAGE_SIZE,
  distanceKm,
  PLACES,
  placeBySlug,
  type Event,
  type EventFormat,
  type GroupCard,
  type Point,
} from '@neighbourly/shared';
import type { Page, Paging } from '../../db/keyset.ts';
import type { GroupsTable } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { unauthenticated } from '../../http/errors.ts';
import type { CurrentUser } from '../../http/session.ts';
import { presentEvents, type EventRow } from '../events/index.ts';
import { tagsOfGroups, toGroupCard } from '../groups/index.ts';
import { VANCOUVER } from '../people/index.ts';
import { instantOfSearchDate } from '../../time/community-clock.ts';
import {
  findGroups,
  findUpcomingEvents,
  type DiscoveryFilter,
  type EventFilter,
  type GroupFilter,
} from './discovery.repository.ts';

/** Where a search measures from (issue #28): a point or a place's centre, and how far. */
export interface WhereInput {
  near?: Point | undefined;
  place?: string | undefined;
  withinKm?: number | undefined;
}

/** When and how (issue #28): dates on the community's clock, and the format. */
export interface WhenHowInput {
  from?: string | undefined;
  to?: string | undefined;
  format?: EventFormat | undefined;
}

export interface SearchInput extends Paging, WhereInput {
  mine: boolean;
  searchTerm: string;
  tagsTerm: string;
}

export interface EventSearchInput extends SearchInput, WhenHowInput {}

/** IN_PERSON and ONLINE searches also find HYBRID events, which are both. */
const FORMATS_FOUND: Record<EventFormat, EventFormat[]> = {
  IN_PERSON: ['IN_PERSON', 'HYBRID'],
  ONLINE: ['ONLINE', 'HYBRID'],
  HYBRID: ['HYBRID'],
};

/** The point a search measures from; the schema has checked the place's slug. */
const pointOf = (input: WhereInput): Point | undefined =>
  input.near ?? (input.place ? placeBySlug(input.place) : undefined);

/** The when/how/where of an event search as a filter. */
function eventFilterOf(input: WhereInput & WhenHowInput): Omit<EventFilter, 'tags'> {
  const point = pointOf(input);
  return {
    window:
      input.from !== undefined || input.to !== undefined
        ? {
            start: input.from ? instantOfSearchDate(input.from) : new Date(0).toISOString(),
            end: input.to ? instantOfSearchDate(input.to, true) : '9999-12-31T23:59:59.999Z',
          }
        : undefined,
    formats: input.format ? FORMATS_FOUND[input.format] : undefined,
    circle: point && input.withinKm !== undefined ? { ...point, withinKm: input.withinKm } : undefined,
  };
}

/** Distances of the pinned events from the search's point, by event id. */
function distancesOf(
  rows: readonly Pick<EventRow, 'id' | 'latitude' | 'longitude'>[],
  point: Point | undefined,
): Map<number, number> | undefined {
  if (!point) return undefined;
  const distances = new Map<number, number>();
  for (const row of rows) {
    if (row.latitude !== null && row.longitude !== null) {
      distances.set(row.id, roundKm(distanceKm(point, { latitude: row.latitude, longitude: row.longitude })));
    }
  }
  return distances;
}

/** Tenths of a km: finer says nothing about a walk and would pin people to their doorstep. */
const roundKm = (km: number) => Math.round(km * 10) / 10;

/** '#Run  walk' → ['run', 'walk']: tags are stored lowercase, without the '#'. */
const tagsOf = (tagsTerm: string) => [
  ...new Set(
    tagsTerm
      .split(/\s+/)
      .map((t) => t.replace(/^#/, '').toLowerCase())
      .filter(Boolean),
  ),
];

function searchFilter(user: CurrentUser | null, input: SearchInput): DiscoveryFilter {
  if (input.mine && !user) throw unauthenticated();
  return {
    nameTerm: input.searchTerm.trim() || undefined,
    tags: tagsOf(input.tagsTerm),
    memberId: input.mine ? user?.id : undefined,
  };
}

/** The caller's own city; Vancouver for visitors and for people who left theirs empty. */
export const cityOf = (user: CurrentUser | null): string => user?.city || VANCOUVER.city;

const firstPage = (paging: Paging) => ({ limit: paging.limit ?? DEFAULT_PAGE_SIZE, cursor: paging.cursor });

async function groupCards(deps: AppDeps, rows: GroupsTable[], point?: Point): Promise<GroupCard[]> {
  const tags = await tagsOfGroups(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const home = r.home_place ? placeBySlug(r.home_place) : undefined;
    return toGroupCard(r, tags.get(r.id) ?? [], point && home ? roundKm(distanceKm(point, home)) : undefined);
  });
}

export async function searchGroups(
  deps: AppDeps,
  user: CurrentUser | null,
  input: SearchInput,
): Promise<Page<GroupCard>> {
  const point = pointOf(input);
  // A group is as far as its home place: the places within reach are known without the database.
  const filter: GroupFilter = {
    ...searchFilter(user, input),
    homePlaces:
      point && input.withinKm !== undefined
        ? PLACES.filter((place) => distanceKm(point, place) <= input.withinKm!).map((place) => place.slug)
        : undefined,
  };
  const page = await findGroups(deps, filter, firstPage(input));
  return { items: await groupCards(deps, page.items, point), nextCursor: page.nextCursor };
}

/**
 * Groups of a city (the caller's: cityOf), most active first: the same for everyone who asks,
 * so one cached answer serves them all (issue #31).
 */
export async function groupsOfCity(deps: AppDeps, city: string, paging: Paging) {
  const page = await findGroups(deps, { tags: [], city }, firstPage(paging));
  return { items: await groupCards(deps, page.items), nextCursor: page.nextCursor };
}

export async function searchEvents(
  deps: AppDeps,
  user: CurrentUser | null,
  input: EventSearchInput,
): Promise<Page<Event>> {
  const filter = { ...searchFilter(user, input), ...eventFilterOf(input) };
  const page = await findUpcomingEvents(deps, { viewerId: user?.id ?? null }, filter, firstPage(input));
  const distances = distancesOf(page.items, pointOf(input));
  return { items: await presentEvents(deps.db, user, page.items, distances), nextCursor: page.nextCursor };
}

/**
 * Upcoming public events of public groups, soonest first: in the caller's city (or `city`), or
 * (issue #28) near the point asked for, wherever it is.
 */
export async function defaultEvents(
  deps: AppDeps,
  user: CurrentUser | null,
  input: Paging & WhereInput & WhenHowInput,
  city?: string,
) {
  const point = pointOf(input);
  const filter = {
    tags: [],
    city: point ? undefined : (city ?? cityOf(user)),
    ...eventFilterOf(input),
  };
  const page = await findUpcomingEvents(deps, 'public', filter, firstPage(input));
  const distances = distancesOf(page.items, point);
  return { items: await presentEvents(deps.db, user, page.items, distances), nextCursor: page.nextCursor };
}
