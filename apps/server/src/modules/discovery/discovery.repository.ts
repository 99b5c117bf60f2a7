/**
 * The queries behind search and the default lists: groups and upcoming events filtered by name,
 * tags, membership and city, over the name-search indexes of migration 0002; and (issue #28) by
 * dates, format and distance, over the pin index of migration 0019.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { LIMITS, type EventFormat } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import { withinCircle, type Circle } from '../../db/distance.ts';
import { notHidden } from '../../db/hidden.ts';
import { keysetPage, type Paging } from '../../db/keyset.ts';
import type { AppDeps } from '../../deps.ts';
import {
  eventHasTag,
  eventIdsHostedBy,
  eventIdsOfParticipant,
  eventsWithContext,
  firstListedOfSeries,
} from '../events/index.ts';
import { groupHasTag, groupIdsOfMember } from '../groups/index.ts';

/** What narrows a list; each part left out narrows nothing. */
export interface DiscoveryFilter {
  /** Names containing this, any letter case (already trimmed, not empty). */
  nameTerm?: string | undefined;
  /** Every one of these tags. */
  tags: readonly string[];
  /** Only the groups (or the groups' events) this person belongs to. */
  memberId?: string | undefined;
  city?: string | undefined;
}

/** What narrows a list of events further (issue #28). */
export interface EventFilter extends DiscoveryFilter {
  /** Events overlapping [start, end), instants. */
  window?: { start: string; end: string } | undefined;
  /** Any of these formats. */
  formats?: readonly EventFormat[] | undefined;
  /** Pinned within the circle. */
  circle?: Circle | undefined;
}

/** Groups whose home place is one of these slugs (issue #28); an empty list matches none. */
export interface GroupFilter extends DiscoveryFilter {
  homePlaces?: readonly string[] | undefined;
}

/** `%term%` for LIKE, with the wildcards of the term itself escaped. */
const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

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
 * Names containing `term`, any letter case, as a condition on the table under `alias` (the
 * table itself by default). PostgreSQL's pg_trgm index serves the LIKE itself and its planner
 * weighs the term. SQLite asks its FTS5 trigram table when the term is rare.
 */
async function nameMatches(
  deps: AppDeps,
  table: 'groups' | 'events',
  term: string,
): Promise<(alias?: string) => RawBuilder<boolean>> {
  const like = (alias: string = table) =>
    sql<boolean>`lower(${sql.ref(`${alias}.name`)}) like ${containsPattern(term)} escape '\\'`;
  if (isCjkGram(term)) return gramMatches(deps, table, term, like);
  if (deps.dialect !== 'sqlite' || [...term].length < TRIGRAM) return like;
  const search = sql.table(table === 'groups' ? 'group_name_search' : 'event_name_search');
  const phrase = `"${term.replace(/"/g, '""')}"`;
  const { rows } = await sql<{ rowid: number }>`
    select rowid from ${search} where ${search} match ${phrase} limit ${RARE_MATCHES}`.execute(deps.db);
  if (rows.length >= RARE_MATCHES) return like;
  // One JSON parameter, not a list of them, so the statement stays the same (and cached);
  // the LIKE keeps both paths to one meaning of "contains" (FTS5 also folds non-ASCII case).
  const matches = JSON.stringify(rows.map((r) => r.rowid));
  return (alias: string = table) => {
    const rowid = sql.ref(table === 'groups' ? `${alias}.rowid` : `${alias}.id`);
    return sql<boolean>`${rowid} in (select value from json_each(${matches})) and ${like(alias)}`;
  };
}

/** One or two Chinese, Japanese or Korean characters: below a trigram, kept as grams (migration 0022). */
const isCjkGram = (term: string) =>
  /^[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]{1,2}$/u.test(term);

/**
 * Up to this many names with a CJK gram, the list starts from them; from it on (one event in 200
 * at a million), walking the time-ordered index finds a page sooner. A gram is rarer than a
 * trigram phrase, whose walk pays off from RARE_MATCHES: measured at a million events, walking
 * for 徒步 (2,482 names, one event in 400) took 33 ms of CPU on SQLite and starting from its
 * names a few (scripts/bench/results).
 */
const GRAM_LIST_MAX = 5000;

/**
 * Names holding a one- or two-character CJK term, from the gram tables. SQLite has no statistics:
 * a rare term starts from its matches, a common one walks the time-ordered index as a LIKE does.
 */
async function gramMatches(
  deps: AppDeps,
  table: 'groups' | 'events',
  term: string,
  like: (alias?: string) => RawBuilder<boolean>,
): Promise<(alias?: string) => RawBuilder<boolean>> {
  if (deps.dialect !== 'sqlite') {
    // PostgreSQL weighs the gram itself (its statistics) and probes the matches by hash; a list
    // of ids as one array was tested element by element on each row of the walk (186 ms).
    const [grams, column] =
      table === 'groups' ? ['group_name_grams', 'group_id'] : ['event_name_grams', 'event_id'];
    return (alias: string = table) =>
      sql<boolean>`${sql.ref(`${alias}.id`)} in (select ${sql.ref(column)} from ${sql.table(grams)} where gram = ${term})`;
  }
  const rows =
    table === 'groups'
      ? await deps.db
          .selectFrom('group_name_grams')
          .select('group_id as id')
          .where('gram', '=', term)
          .limit(GRAM_LIST_MAX)
          .execute()
      : await deps.db
          .selectFrom('event_name_grams')
          .select('event_id as id')
          .where('gram', '=', term)
          .limit(GRAM_LIST_MAX)
          .execute();
  if (rows.length >= GRAM_LIST_MAX) return like;
  if (rows.length === 0) return () => sql<boolean>`1 = 0`;
  // One parameter whatever the count, so the statement stays the same (and cached).
  const ids = JSON.stringify(rows.map((row) => row.id));
  return (alias: string = table) =>
    sql<boolean>`${sql.ref(`${alias}.id`)} in (select value from json_each(${ids}))`;
}

/** Groups, most active first. */
export async function findGroups(deps: AppDeps, filter: GroupFilter, paging: Paging) {
  // Hidden groups (issue #27) are in no list; their owner still finds them among their own.
  let query = deps.db
    .selectFrom('groups')
    .selectAll('groups')
    .where(
      filter.memberId
        ? sql<SqlBool>`(groups.hidden is null or groups.owner_id = ${filter.memberId})`
        : notHidden('groups'),
    );
  if (filter.nameTerm) query = query.where((await nameMatches(deps, 'groups', filter.nameTerm))());
  for (const tag of filter.tags) query = query.where(groupHasTag(tag));
  if (filter.memberId) query = query.where('groups.id', 'in', groupIdsOfMember(deps.db, filter.memberId));
  if (filter.city) query = query.where('groups.city', '=', filter.city);
  if (filter.homePlaces) {
    query =
      filter.homePlaces.length > 0
        ? query.where('groups.home_place', 'in', filter.homePlaces)
        : query.where(sql<SqlBool>`1 = 0`);
  }
  return keysetPage(
    query,
    {
      columns: ['groups.last_activity_at', 'groups.id'],
      kinds: ['text', 'text'],
      direction: 'desc',
      keyOf: (r) => [r.last_activity_at, r.id],
    },
    paging,
  );
}

/**
 * Events the viewer may see: public events of public groups, plus, for a signed-in viewer,
 * every event of their groups. `null` is a visitor; 'public' asks for the public ones alone.
 */
export type EventAudience = { viewerId: string | null } | 'public';

/** Said of the events table under `alias`; the group is the outer query's `groups`. */
const visibleTo = (db: Db, audience: EventAudience, alias = 'events') => {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const open = sql<SqlBool>`(${column('type')} = 'PUBLIC' and ${sql.ref('groups.type')} = 'PUBLIC')`;
  if (audience === 'public' || audience.viewerId === null) return open;
  return sql<SqlBool>`(${open} or ${column('group_id')} in (${groupIdsOfMember(db, audience.viewerId)}))`;
};

/**
 * Events not yet over, soonest first; a series once, at its first event the list would show
 * (issue #26), chosen in the query so that pages and cursors hold.
 */
export async function findUpcomingEvents(
  deps: AppDeps,
  audience: EventAudience,
  filter: EventFilter,
  paging: Paging,
) {
  const now = new Date().toISOString();
  const { window, formats, circle } = filter;
  const named = filter.nameTerm ? await nameMatches(deps, 'events', filter.nameTerm) : null;
  // Not over, and (issue #28) overlapping the window: an event crossing midnight belongs to
  // both days. ISO instants compare as text.
  const endsAfter = window && window.start > now ? window.start : now;
  const startsBefore = window && window.end < END_OF_TIME ? window.end : END_OF_TIME;
  // Events last at most a few days, so the index range of starts begins just before that.
  // One bound each way, the narrowest: SQLite's planner reads the index by the first pair it
  // meets, so "next month" beside "upcoming" read every event from now on (15 ms at 1M events).
  const startsAfter = new Date(Date.parse(endsAfter) - MAX_DURATION_MS).toISOString();
  // What the list asks of an event itself (its group's city and membership hold for its series).
  const listed = (alias: string): RawBuilder<SqlBool>[] => {
    const column = (name: string) => sql.ref(`${alias}.${name}`);
    return [
      sql<SqlBool>`${column('end_date_time')} > ${endsAfter}`,
      // Closing the range tells SQLite's planner (which has no statistics) that it is narrow;
      // open-ended, it builds a Bloom filter over every group before reading the first event.
      sql<SqlBool>`${column('start_date_time')} > ${startsAfter}`,
      sql<SqlBool>`${column('start_date_time')} < ${startsBefore}`,
      visibleTo(deps.db, audience, alias),
      notHidden(alias),
      ...(named ? [named(alias)] : []),
      ...filter.tags.map((tag) => eventHasTag(tag, `${alias}.id`)),
      ...(formats ? [sql<SqlBool>`${column('format')} in (${sql.join(formats)})`] : []),
      ...(circle ? [withinCircle(alias, circle)] : []),
    ];
  };
  let query = eventsWithContext(deps.db).where(notHidden('groups'));
  for (const condition of listed('events')) query = query.where(condition);
  query = query.where(firstListedOfSeries(listed));
  if (filter.memberId) {
    query = query.where('events.group_id', 'in', groupIdsOfMember(deps.db, filter.memberId));
  }
  if (filter.city) query = query.where('groups.city', '=', filter.city);
  return keysetPage(
    query,
    {
      columns: ['events.start_date_time', 'events.id'],
      kinds: ['text', 'int'],
      direction: 'asc',
      keyOf: (r) => [r.start_date_time, r.id],
    },
    paging,
  );
}

/**
 * Whether event lists may show this person more than a visitor (issue #31): the events of their
 * groups, their place in a line or a meeting link, a series' dates in their groups. A person in
 * no group, at no event and hosting none sees exactly what a visitor sees.
 */
export async function seesMoreThanVisitors(deps: AppDeps, userId: string): Promise<boolean> {
  const { db } = deps;
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(groupIdsOfMember(db, userId)).as('member'),
      eb.exists(eventIdsOfParticipant(db, userId)).as('participant'),
      eb.exists(eventIdsHostedBy(db, userId)).as('host'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.member) || Boolean(row.participant) || Boolean(row.host);
}
