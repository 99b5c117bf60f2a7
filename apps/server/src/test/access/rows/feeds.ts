/**
 * Calendars, the Atom feed and the attendee list as a file (feeds.routes.ts). A private
 * group's calendar is its members'; a person's calendar is read by its secret address alone.
 */
import { API_PATHS } from '@neighbourly/shared';
import { everyone, signedIn, type AccessRow } from '../table.ts';

/** Members of the private group (and its owner), as against everyone else signed in. */
const privateGroupOnly = (status: number) =>
  everyone(403, { visitor: 401, suspended: 401, member: status, host: status, owner: status });

export const rows: AccessRow[] = [
  {
    route: 'GET /api/public/v1/groups/calendar',
    case: 'public group',
    call: (c, w) => c.get(`${API_PATHS.groupCalendar}?groupId=${w.groupId}`),
    expect: everyone(200, {}),
  },
  {
    route: 'GET /api/public/v1/groups/calendar',
    case: 'private group',
    call: (c, w) => c.get(`${API_PATHS.groupCalendar}?groupId=${w.privateGroupId}`),
    expect: privateGroupOnly(200),
  },
  {
    route: 'GET /api/public/v1/groups/feed',
    case: 'public group',
    call: (c, w) => c.get(`${API_PATHS.groupFeed}?groupId=${w.groupId}`),
    expect: everyone(200, {}),
  },
  {
    route: 'GET /api/public/v1/groups/feed',
    case: 'private group: no feed for anyone',
    call: (c, w) => c.get(`${API_PATHS.groupFeed}?groupId=${w.privateGroupId}`),
    expect: everyone(403, {}),
  },
  {
    route: 'GET /api/public/v1/account/calendarUrl',
    call: (c) => c.get(API_PATHS.calendarUrl),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/public/v1/account/calendarUrl',
    call: (c) => c.post(API_PATHS.calendarUrl),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/public/v1/calendar/{file}',
    case: "the member's address: the secret is the key, not the session",
    call: async (c, w) => {
      const { url } = (await w.clients.member.get(API_PATHS.calendarUrl)).json().success.data;
      return c.get(new URL(url as string).pathname);
    },
    expect: everyone(200, {}),
  },
  {
    route: 'GET /api/public/v1/calendar/{file}',
    case: 'an address no one has',
    call: (c) => c.get(`${API_PATHS.personalCalendar}/not-a-token.ics`),
    expect: everyone(404, {}),
  },
  {
    route: 'GET /api/public/v1/eventParticipants/export',
    case: "the host's event",
    call: (c, w) => c.get(`${API_PATHS.eventParticipantsExport}?groupId=${w.groupId}&eventId=${w.eventId}`),
    expect: everyone(403, { visitor: 401, suspended: 401, host: 200, owner: 200 }),
  },
  {
    route: 'GET /api/public/v1/eventParticipants/export',
    case: "the private group's event, which its owner hosts",
    call: (c, w) =>
      c.get(`${API_PATHS.eventParticipantsExport}?groupId=${w.privateGroupId}&eventId=${w.privateEventId}`),
    expect: everyone(403, { visitor: 401, suspended: 401, owner: 200 }),
  },
];
