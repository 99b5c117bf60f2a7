/**
 * Discovery: the home panels, search and the default lists. Groups by name substring and tags,
 * most active first; upcoming events, soonest first. Search never reveals an event whose
 * details the caller may not see. Lists come in keyset pages.
 */
import { DEFAULT_PAGE_SIZE, type Event, type GroupCard } from '@neighbourly/shared';
import type { Paging } from '../../db/keyset.ts';
import type { GroupsTable } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { unauthenticated } from '../../http/errors.ts';
import type { Page } from '../../http/paging.ts';
import type { CurrentUser } from '../../http/session.ts';
import { presentEvents } from '../events/index.ts';
import { tagsOfGroups, toGroupCard } from '../groups/index.ts';
import { findUserById, VANCOUVER } from '../people/index.ts';
import { findGroups, findUpcomingEvents, type DiscoveryFilter } from './discovery.repository.ts';

export interface SearchInput extends Paging {
  mine: boolean;
  searchTerm: string;
  tagsTerm: string;
}

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
async function cityOf(deps: AppDeps, user: CurrentUser | null): Promise<string> {
  if (!user) return VANCOUVER.city;
  return (await findUserById(deps.db, user.id))?.city || VANCOUVER.city;
}

const firstPage = (paging: Paging) => ({ limit: paging.limit ?? DEFAULT_PAGE_SIZE, cursor: paging.cursor });

async function groupCards(deps: AppDeps, rows: GroupsTable[]): Promise<GroupCard[]> {
  const tags = await tagsOfGroups(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toGroupCard(r, tags.get(r.id) ?? []));
}

export async function searchGroups(
  deps: AppDeps,
  user: CurrentUser | null,
  input: SearchInput,
): Promise<Page<GroupCard>> {
  const page = await findGroups(deps, searchFilter(user, input), firstPage(input));
  return { items: await groupCards(deps, page.items), nextCursor: page.nextCursor };
}

/** Groups of the caller's city (Vancouver for visitors), most active first. */
export async function defaultGroups(deps: AppDeps, user: CurrentUser | null, paging: Paging) {
  const filter = { tags: [], city: await cityOf(deps, user) };
  const page = await findGroups(deps, filter, firstPage(paging));
  return { items: await groupCards(deps, page.items), nextCursor: page.nextCursor };
}

export async function searchEvents(
  deps: AppDeps,
  user: CurrentUser | null,
  input: SearchInput,
): Promise<Page<Event>> {
  const filter = searchFilter(user, input);
  const page = await findUpcomingEvents(deps, { viewerId: user?.id ?? null }, filter, firstPage(input));
  return { items: await presentEvents(deps.db, user, page.items), nextCursor: page.nextCursor };
}

/** Upcoming public events of public groups in the caller's city, soonest first. */
export async function defaultEvents(deps: AppDeps, user: CurrentUser | null, paging: Paging) {
  const filter = { tags: [], city: await cityOf(deps, user) };
  const page = await findUpcomingEvents(deps, 'public', filter, firstPage(paging));
  return { items: await presentEvents(deps.db, user, page.items), nextCursor: page.nextCursor };
}
