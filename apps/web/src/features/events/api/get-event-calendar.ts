/**
 * GET /api/public/v1/events/calendar?groupId=&eventId= — the event as an .ics file
 * (text/calendar). The browser downloads it through a plain link, so this file only builds
 * the URL and the file name.
 */
import { API_PATHS } from '@neighbourly/shared';
import { buildUrl } from '@/lib/api.ts';
import type { EventKey } from './keys.ts';

export const eventCalendarUrl = ({ groupId, eventId }: EventKey) =>
  buildUrl(API_PATHS.eventCalendar, { groupId, eventId });

/** The name the browser saves the file under (the server's Content-Disposition may override it). */
export const eventCalendarFileName = ({ groupId, eventId }: EventKey) => `${groupId}-event-${eventId}.ics`;
