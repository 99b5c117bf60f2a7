/** Making one event of a create, or of the new dates of a series (issue #26). */
import type { CreateEventData, EventFormat } from '@neighbourly/shared';
import type { Db } from '../../db/client.ts';
import type { EventsTable } from '../../db/types.ts';
import { scheduleReminder } from './event-reminders.ts';
import { insertEvent, replaceEventTags } from './events.repository.ts';
import { insertPlace } from './participants.repository.ts';

/**
 * Where the event is, as stored (issue #28): an in-person event keeps no meeting link, so a
 * format changed back to IN_PERSON forgets it.
 */
export function whereColumns(
  body: Pick<CreateEventData, 'format' | 'meetingUrl' | 'latitude' | 'longitude'>,
): Pick<EventsTable, 'meeting_url' | 'latitude' | 'longitude'> & { format: EventFormat } {
  return {
    format: body.format,
    meeting_url: body.format === 'IN_PERSON' ? null : (body.meetingUrl ?? null),
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
  };
}

/** One event of a create (or of a series' new dates, issue #26), hosted by `hostId`. */
export async function insertOccurrence(
  trx: Db,
  hostId: string,
  body: Pick<
    CreateEventData,
    | 'groupId'
    | 'name'
    | 'description'
    | 'location'
    | 'type'
    | 'tags'
    | 'participantsLimit'
    | 'format'
    | 'meetingUrl'
    | 'latitude'
    | 'longitude'
  >,
  at: { start: string; end: string; seriesId: number | null; now: string },
): Promise<number> {
  const eventId = await insertEvent(trx, {
    group_id: body.groupId,
    name: body.name,
    description: body.description,
    location: body.location,
    host_id: hostId,
    type: body.type,
    start_date_time: at.start,
    end_date_time: at.end,
    participants_limit: body.participantsLimit,
    participants_count: 1,
    waitlist_count: 0,
    has_logo: 0,
    created_at: at.now,
    updated_at: at.now,
    series_id: at.seriesId,
    ...whereColumns(body),
  });
  await replaceEventTags(trx, eventId, body.tags);
  await insertPlace(trx, { event_id: eventId, user_id: hostId, role: 'HOST', joined_at: at.now });
  await scheduleReminder(trx, { id: eventId, start_date_time: at.start }, hostId);
  return eventId;
}
