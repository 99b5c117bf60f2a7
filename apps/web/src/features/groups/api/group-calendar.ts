/**
 * GET /api/public/v1/groups/calendar?groupId= — the group's upcoming events as an iCalendar to
 * subscribe to (text/calendar). Calendar apps fetch it themselves, so this file only builds the
 * addresses: the https one to copy, the webcal: one that opens the calendar app.
 */
import { API_PATHS } from '@neighbourly/shared';
import { buildUrl } from '@/lib/api.ts';

export const groupCalendarUrl = (groupId: string) =>
  `${window.location.origin}${buildUrl(API_PATHS.groupCalendar, { groupId })}`;
