import type { Event } from '@neighbourly/shared';
import { hiddenNoticeOf } from '../../db/hidden.ts';
import { toUserSummary } from '../people/index.ts';
import type { EventRow } from './events.repository.ts';

/** A PRIVATE event, or any event of a private group, shows its details to group members only. */
export function detailsVisible(row: Pick<EventRow, 'type' | 'group_type'>, viewerIsMember: boolean): boolean {
  return viewerIsMember || (row.type === 'PUBLIC' && row.group_type === 'PUBLIC');
}

/** What a caller's answer adds to an event's row. */
export interface EventExtras {
  /** The caller's place on the event's waitlist, when they are on it. */
  waitlistPosition?: number | undefined;
  /** How many events of its series not yet over the caller may see. */
  seriesUpcoming?: number | undefined;
  /** The caller attends or hosts it, or owns its group: they get the meeting link (issue #28). */
  seesMeetingUrl?: boolean | undefined;
  /** How far its pin is from the point a search measured from. */
  distanceKm?: number | undefined;
}

/** Who gets an event's meeting link: its attendees (`attending`), its host, its group's owner. */
export const seesMeetingUrl = (
  row: Pick<EventRow, 'host_id' | 'group_owner_id'>,
  viewerId: string | undefined,
  attending: boolean,
) => viewerId !== undefined && (attending || viewerId === row.host_id || viewerId === row.group_owner_id);

export function toEvent(row: EventRow, tags: string[], available: boolean, extras: EventExtras = {}): Event {
  const { waitlistPosition, seriesUpcoming } = extras;
  return {
    groupId: row.group_id,
    eventId: row.id,
    name: row.name,
    type: row.type,
    group: { name: row.group_name },
    // An event without a cover of its own shows its series' one (issue #26).
    hasLogo: row.has_logo === 1 || row.series_has_logo === 1,
    participantsCount: row.participants_count,
    waitlistCount: row.waitlist_count,
    participantsLimit: row.participants_limit,
    areAllFieldsAvailable: available,
    description: available ? row.description : null,
    location: available ? row.location : null,
    startDateTime: available ? row.start_date_time : null,
    endDateTime: available ? row.end_date_time : null,
    tags: available ? tags : [],
    hostId: available ? row.host_id : null,
    host: available
      ? toUserSummary({ id: row.host_id, name: row.host_name, has_avatar: row.host_has_avatar })
      : null,
    series:
      available && row.series_id !== null && row.series_frequency !== null
        ? {
            id: row.series_id,
            frequency: row.series_frequency,
            upcomingCount: seriesUpcoming ?? 0,
            coverFromSeries: row.has_logo !== 1 && row.series_has_logo === 1,
          }
        : null,
    ...(waitlistPosition !== undefined && { myWaitlistPosition: waitlistPosition }),
    // Only its host, its group's owner and moderators ever get a hidden event (requireEvent, shownTo).
    hidden:
      hiddenNoticeOf(row.hidden, row.hidden_reason) ??
      hiddenNoticeOf(row.group_hidden, row.group_hidden_reason),
    format: row.format,
    meetingUrl: available && extras.seesMeetingUrl ? row.meeting_url : null,
    latitude: available ? row.latitude : null,
    longitude: available ? row.longitude : null,
    ...(available && extras.distanceKm !== undefined && { distanceKm: extras.distanceKm }),
  };
}
