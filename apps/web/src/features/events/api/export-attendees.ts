/**
 * GET /api/public/v1/eventParticipants/export?groupId=&eventId= — the attendee list as CSV
 * (Name, Role, RSVP time) for the host or the group's owner. The browser downloads it through a
 * plain link, so this file only builds the URL and the file name.
 */
import { API_PATHS } from '@neighbourly/shared';
import { buildUrl } from '@/lib/api.ts';
import type { EventKey } from './keys.ts';

export const attendeesCsvUrl = ({ groupId, eventId }: EventKey) =>
  buildUrl(API_PATHS.eventParticipantsExport, { groupId, eventId });

/** The name the browser saves the file under (the server's Content-Disposition may override it). */
export const attendeesCsvFileName = ({ groupId, eventId }: EventKey) =>
  `${groupId}-event-${eventId}-attendees.csv`;
