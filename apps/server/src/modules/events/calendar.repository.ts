/**
 * The queries behind calendars, feeds and the attendee file: upcoming events and who comes.
 * Calendars and feeds are read by anyone holding the link, so hidden events are never in them.
 */
import { notHidden } from '../../db/hidden.ts';
import type { Db } from '../../db/client.ts';
import { eventsWithContext } from './events.repository.ts';

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

/** The event's people, their roles and when they answered, in arrival order. */
export function attendeesOfEvent(db: Db, eventId: number) {
  return db
    .selectFrom('event_participants')
    .innerJoin('users', 'users.id', 'event_participants.user_id')
    .select(['users.id', 'users.name', 'event_participants.role', 'event_participants.joined_at'])
    .where('event_participants.event_id', '=', eventId)
    .orderBy('event_participants.id')
    .execute();
}
