/**
 * The Meetup import (meetup-import.routes.ts): signed-in people only, as each import makes this
 * server fetch a page. A link that is not Meetup's is refused before any fetch (400), so the
 * walk stays offline; meetup-import.test.ts imports real pages from its fixture server.
 */
import { API_PATHS } from '@neighbourly/shared';
import { signedIn, type AccessRow } from '../table.ts';

const notMeetup = encodeURIComponent('https://example.com/walkers/events/1/');

export const rows: AccessRow[] = [
  {
    route: 'GET /api/public/v1/import/getGroup',
    case: 'a link that is not Meetup’s',
    call: (c) => c.get(`${API_PATHS.importGroup}?url=${notMeetup}`),
    expect: signedIn(400),
  },
  {
    route: 'GET /api/public/v1/import/getEvent',
    case: 'a link that is not Meetup’s',
    call: (c) => c.get(`${API_PATHS.importEvent}?url=${notMeetup}`),
    expect: signedIn(400),
  },
];
