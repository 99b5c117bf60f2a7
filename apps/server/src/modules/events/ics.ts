/**
 * Events as iCalendar: one event's file ("Add to calendar", the reminder email's attachment) and
 * the calendars people subscribe to (a group's, a person's), all written event by event with
 * `addEventTo`, so they read alike. Here rather than in feeds: the reminder email
 * (event-reminders.ts) attaches the event's file, and events may not import feeds (which comes
 * after it); feeds builds its calendars from these pieces through the door.
 *
 * Times are written in UTC ("…Z"), which every calendar app places exactly; the calendar names
 * the community's time zone (X-WR-TIMEZONE) for the apps that show a calendar in its own zone.
 * No TZID: ical-generator would write a native Date's wall time in the server's own zone, and a
 * VTIMEZONE written by hand could drift from the time zone database.
 */
import type { ICalCalendar, ICalEventStatus } from 'ical-generator';
import { feeds_join_online, feeds_waitlist_summary } from '@neighbourly/i18n/messages';
import { COMMUNITY_TIME_ZONE, PRODUCT_NAME, type Locale } from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import type { EventRow } from './events.repository.ts';

/** The group's page in the app. */
export const groupPageUrl = (publicUrl: string, groupId: string) =>
  `${publicUrl}/group/${encodeURIComponent(groupId)}`;

/** The event's page in the app. */
export const eventPageUrl = (publicUrl: string, event: Pick<EventRow, 'group_id' | 'id'>) =>
  `${groupPageUrl(publicUrl, event.group_id)}/events/${event.id}`;

/**
 * An empty calendar named `name`; `ttl` tells subscribing apps how often to look again.
 * ical-generator (with rrule) loads with the first calendar, not at start (issue #31).
 */
export async function newCalendar(
  name: string,
  options: { description?: string; url?: string; ttl?: number } = {},
) {
  const { default: icalGenerator, escape: icsText } = await import('ical-generator');
  const calendar = icalGenerator({
    // ical-generator writes the calendar's name and description as given, unlike an event's
    // texts: escaped here, a line break in a group's name cannot start a property of its own.
    name: icsText(name, false),
    prodId: { company: PRODUCT_NAME, product: 'events' },
    ...(options.description ? { description: icsText(options.description, false) } : {}),
    ...(options.url ? { url: options.url } : {}),
    ...(options.ttl ? { ttl: options.ttl } : {}),
  });
  calendar.x('X-WR-TIMEZONE', COMMUNITY_TIME_ZONE);
  return calendar;
}

/** The line that gives an online event's link, in a calendar or a reminder, in the reader's language. */
export const joinOnline = (meetingUrl: string, locale: Locale = 'en') =>
  feeds_join_online({ url: meetingUrl }, { locale });

/**
 * Adds the event to the calendar: times, place (with its pin), description and the event page's
 * address. `waitlisted`: the person is on the waitlist, which the title says and the status marks
 * tentative. `withMeetingUrl`: the person attends or hosts it, so the file carries its link
 * (issue #28); every other file leaves it out.
 */
export function addEventTo(
  calendar: ICalCalendar,
  publicUrl: string,
  event: EventRow,
  options: { waitlisted?: boolean; withMeetingUrl?: boolean; locale?: Locale } = {},
) {
  const locale = options.locale ?? 'en';
  const url = eventPageUrl(publicUrl, event);
  const meetingUrl = options.withMeetingUrl && !options.waitlisted ? event.meeting_url : null;
  calendar.createEvent({
    // The same UID in every file, so an app that has the event from one of them updates it.
    id: `${event.id}@neighbourly`,
    // Calendar apps take a change only when SEQUENCE grows: seconds since creation at the last edit.
    sequence: Math.max(0, Math.floor((Date.parse(event.updated_at) - Date.parse(event.created_at)) / 1000)),
    stamp: new Date(event.updated_at),
    start: new Date(event.start_date_time),
    end: new Date(event.end_date_time),
    summary: options.waitlisted ? feeds_waitlist_summary({ name: event.name }, { locale }) : event.name,
    // The enum's values, named without loading ical-generator here.
    status: (options.waitlisted ? 'TENTATIVE' : 'CONFIRMED') as ICalEventStatus,
    description: [event.description, ...(meetingUrl ? [joinOnline(meetingUrl, locale)] : []), url].join(
      '\n\n',
    ),
    location:
      event.latitude !== null && event.longitude !== null
        ? { title: event.location, geo: { lat: event.latitude, lon: event.longitude } }
        : event.location,
    url,
  });
}

/** A file name from the event's name: "Lantern-walk". */
export const fileStemOf = (name: string) => name.replace(/[^\w-]+/g, '-').slice(0, 60) || 'event';

/** The iCalendar file of an event (also attached to its reminder email), for one reader. */
export async function icsOf(
  deps: AppDeps,
  event: EventRow,
  options: { withMeetingUrl: boolean; locale?: Locale },
) {
  const calendar = await newCalendar(PRODUCT_NAME);
  addEventTo(calendar, deps.config.publicUrl, event, options);
  return {
    filename: `${fileStemOf(event.name)}.ics`,
    body: calendar.toString(),
  };
}
