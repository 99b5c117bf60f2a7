/**
 * The pages a search engine may list: public groups, and the upcoming public events of public
 * groups (what a visitor can open without signing in).
 */
import type { AppDeps } from '../../deps.ts';

export async function findPublicGroupsForSitemap(deps: AppDeps, limit: number) {
  return deps.db
    .selectFrom('groups')
    .select(['id', 'updated_at'])
    .where('type', '=', 'PUBLIC')
    .orderBy('last_activity_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function findUpcomingPublicEventsForSitemap(deps: AppDeps, limit: number) {
  return deps.db
    .selectFrom('events')
    .innerJoin('groups', 'groups.id', 'events.group_id')
    .select(['events.id', 'events.group_id', 'events.updated_at'])
    .where('events.type', '=', 'PUBLIC')
    .where('groups.type', '=', 'PUBLIC')
    .where('events.end_date_time', '>', new Date().toISOString())
    .orderBy('events.start_date_time')
    .orderBy('events.id')
    .limit(limit)
    .execute();
}
