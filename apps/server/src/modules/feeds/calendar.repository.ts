/**
 * The queries behind calendars and feeds: a group's and a person's upcoming events (federation
 * sends a group's to new followers from here too). They read the events domain's tables, as
 * discovery does; only events writes them. Calendars and feeds are read by anyone holding the
 * link, so hidden events are never in them.
 */
import { notHidden } from '../../db/hidden.ts';
import type { Db } from '../../db/client.ts';
import { eventsWithContext } from '../events/index.ts';

/**
 * A group's events not yet ended by `now`, soonest first, at most `limit`; only its public
 * ones when `publicOnly`.
 */
export function upcomingEventsOfGroup(
  db: Db,
  groupId: string,
  options: { publicOnly: boolean; limit: number; now: string },
) {
  let query = eventsWithContext(db)
    .where(notHidden('events'))
    .where('events.group_id', '=', groupId)
    .where('events.end_date_time', '>', options.now);
  if (options.publicOnly) query = query.where('events.type', '=', 'PUBLIC');
  return query.orderBy('events.start_date_time').orderBy('events.id').limit(options.limit).execute();
}

/** The events not yet ended where the person has a place, with its role, soonest first. */
export function upcomingEventsOfPerson(db: Db, userId: string, options: { limit: number; now: string }) {
  return eventsWithContext(db)
    .where(notHidden('events'))
    .where(notHidden('groups'))
    .innerJoin('event_participants as mine', 'mine.event_id', 'events.id')
    .select('mine.role as my_role')
    .where('mine.user_id', '=', userId)
    .where('events.end_date_time', '>', options.now)
    .orderBy('events.start_date_time')
    .orderBy('events.id')
    .limit(options.limit)
    .execute();
}
