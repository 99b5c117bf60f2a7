/**
 * The attendee list as a CSV file for the host or the group owner, everyone with a place, host
 * first, then participants, then the waitlist, each by arrival: Name, Role, RSVP time
 * (local time in the community's zone, "2026-11-24 18:05", which spreadsheets read as a date).
 */
import { participantRoleLabel } from '@neighbourly/i18n/labels';
import { feeds_csv_name, feeds_csv_role, feeds_csv_rsvp_time } from '@neighbourly/i18n/messages';
import { COMMUNITY_TIME_ZONE, type Locale } from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import type { CurrentUser } from '../../http/session.ts';
import { formatOnCommunityClock } from '../../time/community-clock.ts';
import { fileStemOf, placesInRoleOrder, requireEventFor } from '../events/index.ts';

/** The header row in the reader's language: "Name,Role,RSVP time (America/Vancouver)". */
export const attendeesCsvHeader = (locale: Locale = 'en') => [
  feeds_csv_name({}, { locale }),
  feeds_csv_role({}, { locale }),
  feeds_csv_rsvp_time({ zone: COMMUNITY_TIME_ZONE }, { locale }),
];

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula:
 * a name like "=HYPERLINK(…)" would run on the host's machine. A leading apostrophe makes it text.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** "2026-11-24 18:05" in the community's time zone. */
export const localDateTime = (instant: string): string => formatOnCommunityClock(instant, 'YYYY-MM-DD HH:mm');

/** The file in `locale` (the requester's): the header and the roles; the names are people's own. */
export async function attendeesCsv(
  deps: AppDeps,
  user: CurrentUser,
  groupId: string,
  eventId: number,
  locale: Locale = 'en',
) {
  const event = await requireEventFor(deps.db, user, groupId, eventId, 'exportAttendees');
  const attendees = await placesInRoleOrder(deps.db, event.id);
  // The CSV library loads with the first file asked for (issue #31).
  const { stringify } = await import('csv-stringify/sync');
  const rows = attendees.map((a) => [
    neutraliseFormula(a.name),
    participantRoleLabel(a.role, locale),
    localDateTime(a.joined_at),
  ]);
  return {
    filename: `${fileStemOf(event.name)}-attendees.csv`,
    // The byte order mark makes Excel read the names as UTF-8; CRLF rows as RFC 4180 has them.
    // A name's own line break is quoted too (with CRLF rows the library would leave a lone LF
    // bare, and a spreadsheet would start a row there, whose first cell no apostrophe disarms).
    body: stringify([attendeesCsvHeader(locale), ...rows], {
      bom: true,
      record_delimiter: 'windows',
      quote_record_delimiter: true,
    }),
  };
}
