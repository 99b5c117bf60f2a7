/**
 * Finding groups and events, and the places a pin is put on (discovery.routes.ts). The lists
 * are open to everyone; what differs by role is their content, which discovery.test.ts checks.
 * The crawlers' files (seo.routes.ts) are kept out of the API document.
 */
import { API_PATHS } from '@neighbourly/shared';
import { everyone, signedIn, type AccessRow } from '../table.ts';

export const rows: AccessRow[] = [
  {
    route: 'GET /api/public/v1/groups/search',
    call: (c) => c.get(`${API_PATHS.groupSearch}?searchTerm=Group`),
    expect: everyone(200, {}),
  },
  {
    route: 'GET /api/public/v1/groups/search',
    case: 'only my groups',
    call: (c) => c.get(`${API_PATHS.groupSearch}?onlyMyGroups=true`),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/public/v1/groups/getDefault',
    call: (c) => c.get(API_PATHS.groupDefaults),
    expect: everyone(200, {}),
  },
  {
    route: 'GET /api/public/v1/events/search',
    call: (c) => c.get(`${API_PATHS.eventSearch}?searchTerm=walk`),
    expect: everyone(200, {}),
  },
  {
    route: 'GET /api/public/v1/events/search',
    case: 'events from my groups',
    call: (c) => c.get(`${API_PATHS.eventSearch}?eventsFromMyGroups=true`),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/public/v1/events/getDefault',
    call: (c) => c.get(API_PATHS.eventDefaults),
    expect: everyone(200, {}),
  },
  // Issue #28. Who gets an event's meeting link is formats.test.ts's table.
  {
    route: 'GET /api/public/v1/places',
    call: (c) => c.get(API_PATHS.places),
    expect: everyone(200, {}),
  },
  {
    route: 'GET /api/public/v1/places/search',
    case: 'no geocoder set: 404 once signed in',
    call: (c) => c.get(`${API_PATHS.placeSearch}?q=Main%20Street`),
    expect: signedIn(404),
  },
];
