/**
 * Discovery (spec §2 home panels, §7 search and default lists): groups by name substring and
 * tags, most active first; upcoming events, soonest first. Search never reveals an event whose
 * details the caller may not see (DESIGN §5). Lists come in keyset pages.
 */
import { type ExpressionBuilder, sql } from 'kysely';
import { DEFAULT_PAGE_SIZE, type Event, type GroupCard, LIMITS } from '@neighbourly/shared';
import type { Database } from '../../db/types.ts';
import type { AppDeps } from '../../deps.ts';
import { unauthenticated } from '../../http/errors.ts';
import { keysetPage } from '../../db/keyset.ts';
import type { Page } from '../../http/paging.ts';
import type { CurrentUser } from '../../http/session.ts';
import { eventsWithContext, presentEvents } from '../events/index.ts';
import { tagsOfGroups, toGroupCard } from '../groups/index.ts';
import { VANCOUVER } from '../people/index.ts';

export interface SearchInput {
  mine: boolean;
  searchTerm: string;
  tagsTerm: string;
  limit?: number | undefined;
  cursor?: string | undefined;
}

/** `%term%` for LIKE, with the wildcards of the term itself escaped. */
const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const tagsOf = (tagsTerm: string) => [
  ...new Set(
    tagsTerm
      .split(/\s+/)
      .map((t) => t.replace(/^#/, '').toLowerCase())
      .filter(Boolean),
  ),
];

const MAX_DURATION_MS = LIMITS.eventMaxDurationDays * 86_400_000;
const END_OF_TIME = '9999-12-31T23:59:59.999Z';

/** Trigram indexes (migration 0002) serve terms of this many characters or more. */
const TRIGRAM = 3;
/**
 * SQLite has no statistics to tell a rare name term from a common one. Under this many matches
 * the query starts from the matches; from it on, walking the time-ordered index and testing
 * each name finds a page sooner than reading thousands of matches to sort them.
 */
const RARE_MATCHES = 1000;

/**
 * Names containing `term`, any letter case. PostgreSQL's pg_trgm index serves the LIKE itself
 * and its planner weighs the term. SQLite asks its FTS5 trigram table when the term is rare.
 */
async function nameMatches(deps: AppDeps, table: 'groups' | 'events', term: string) {
  const like = sql<boolean>`lower(${sql.ref(`${table}.name`)}) like ${containsPattern(term)} escape '\\'`;
  if (deps.dialect !== 'sqlite' || [...term].length < TRIGRAM) return like;
  const search = sql.table(table === 'groups' ? 'group_name_search' : 'event_name_search');
  const phrase = `"${term.replace(/"/g, '""')}"`;
  const { rows } = await sql<{ rowid: number }>`
    select rowid from ${search} where ${search} match ${phrase} limit ${RARE_MATCHES}`.execute(deps.db);
  if (rows.length >= RARE_MATCHES) return like;
  // One JSON parameter, not a list of them, so the statement stays the same (and cached);
  // the LIKE keeps both paths to one meaning of "contains" (FTS5 also folds non-ASCII case).
  const rowid = sql.ref(table === 'groups' ? 'groups.rowid' : 'events.id');
  const matches = JSON.stringify(rows.map((r) => r.rowid));
  return sql<boolean>`${rowid} in (select value from json_each(${matches})) and ${like}`;
}

/** The ids of the caller's groups, as a subquery. */
const myGroupIds = (deps: AppDeps, user: CurrentUser) =>
  deps.db.selectFrom('group_members').select('group_id').where('user_id', '=', user.id);

async function cityOf(deps: AppDeps, user: CurrentUser | null): Promise<string> {
  if (!user) return VANCOUVER.city;
  const row = await deps.db.selectFrom('users').select('city').where('id', '=', user.id).executeTakeFirst();
  return row?.city || VANCOUVER.city;
}

async function groupCards(deps: AppDeps, rows: Database['groups'][]): Promise<GroupCard[]> {
  const tags = await tagsOfGroups(
    deps.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toGroupCard(r, tags.get(r.id) ?? []));
}

function groupsQuery(deps: AppDeps) {
  return deps.db.selectFrom('groups').selectAll('groups');
}

/** Most active first. */
const groupsOrder = {
  columns: ['groups.last_activity_at', 'groups.id'],
  kinds: ['text', 'text'],
  direction: 'desc',
  keyOf: (r: { last_activity_at: string; id: string }) => [r.last_activity_at, r.id] as const,
} as const;

export async function searchGroups(
  deps: AppDeps,
  user: CurrentUser | null,
  input: SearchInput,
): Promise<Page<GroupCard>> {
  if (input.mine && !user) throw unauthenticated();
  const limit = input.limit ?? DEFAULT_PAGE_SIZE;
  let query = groupsQuery(deps);
  if (input.searchTerm.trim()) {
    query = query.where(await nameMatches(deps, 'groups', input.searchTerm.trim()));
  }
  for (const tag of tagsOf(input.tagsTerm)) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('group_tags')
          .select('tag')
          .whereRef('group_id', '=', 'groups.id')
          .where('tag', '=', tag),
      ),
    );
  }
  if (input.mine && user) query = query.where('groups.id', 'in', myGroupIds(deps, user));
  const page = await keysetPage(query, groupsOrder, { limit, cursor: input.cursor });
  return { items: await groupCards(deps, page.items), nextCursor: page.nextCursor };
}

/** Groups of the caller's city (Vancouver for visitors), most active first. */
export async function defaultGroups(
  deps: AppDeps,
  user: CurrentUser | null,
  paging: { limit?: number | undefined; cursor?: string | undefined },
) {
  const limit = paging.limit ?? DEFAULT_PAGE_SIZE;
  const query = groupsQuery(deps).where('groups.city', '=', await cityOf(deps, user));
  const page = await keysetPage(query, groupsOrder, { limit, cursor: paging.cursor });
  return { items: await groupCards(deps, page.items), nextCursor: page.nextCursor };
}

function upcomingEventsQuery(deps: AppDeps) {
  return (
    eventsWithContext(deps.db)
      .where('events.end_date_time', '>', new Date().toISOString())
      // Events last at most a few days, so the index range of starts begins just before now.
      // Closing the range tells SQLite's planner (which has no statistics) that it is narrow;
      // open-ended, it builds a Bloom filter over every group before reading the first event.
      .where('events.start_date_time', '>', new Date(Date.now() - MAX_DURATION_MS).toISOString())
      .where('events.start_date_time', '<', END_OF_TIME)
  );
}

/** Soonest first. */
const upcomingOrder = {
  columns: ['events.start_date_time', 'events.id'],
  kinds: ['text', 'int'],
  direction: 'asc',
  keyOf: (r: { start_date_time: string; id: number }) => [r.start_date_time, r.id] as const,
} as const;

/** Public events of public groups, plus, for a signed-in caller, every event of their groups. */
const visibleTo =
  (deps: AppDeps, user: CurrentUser | null) =>
  (eb: ExpressionBuilder<Database & { host: Database['users'] }, 'events' | 'groups' | 'host'>) => {
    const open = eb.and([eb('events.type', '=', 'PUBLIC'), eb('groups.type', '=', 'PUBLIC')]);
    if (!user) return open;
    return eb.or([open, eb('events.group_id', 'in', myGroupIds(deps, user))]);
  };

export async function searchEvents(
  deps: AppDeps,
  user: CurrentUser | null,
  input: SearchInput,
): Promise<Page<Event>> {
  if (input.mine && !user) throw unauthenticated();
  const limit = input.limit ?? DEFAULT_PAGE_SIZE;
  let query = upcomingEventsQuery(deps).where(visibleTo(deps, user));
  if (input.searchTerm.trim()) {
    query = query.where(await nameMatches(deps, 'events', input.searchTerm.trim()));
  }
  for (const tag of tagsOf(input.tagsTerm)) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('event_tags')
          .select('tag')
          .whereRef('event_id', '=', 'events.id')
          .where('tag', '=', tag),
      ),
    );
  }
  if (input.mine && user) query = query.where('events.group_id', 'in', myGroupIds(deps, user));
  const page = await keysetPage(query, upcomingOrder, { limit, cursor: input.cursor });
  return { items: await presentEvents(deps.db, user, page.items), nextCursor: page.nextCursor };
}

/** Upcoming public events of public groups in the caller's city, soonest first. */
export async function defaultEvents(
  deps: AppDeps,
  user: CurrentUser | null,
  paging: { limit?: number | undefined; cursor?: string | undefined },
) {
  const limit = paging.limit ?? DEFAULT_PAGE_SIZE;
  const query = upcomingEventsQuery(deps)
    .where('events.type', '=', 'PUBLIC')
    .where('groups.type', '=', 'PUBLIC')
    .where('groups.city', '=', await cityOf(deps, user));
  const page = await keysetPage(query, upcomingOrder, { limit, cursor: paging.cursor });
  return { items: await presentEvents(deps.db, user, page.items), nextCursor: page.nextCursor };
}
