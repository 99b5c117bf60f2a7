/** The bell, email preferences, the address and its signed links (modules/notifications). */
import { API_PATHS } from '@neighbourly/shared';
import { everyone, signedIn, type AccessRow } from '../table.ts';

export const rows: AccessRow[] = [
  {
    route: 'GET /api/public/v1/notifications',
    call: (c) => c.get(API_PATHS.notifications),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/public/v1/notifications/read',
    call: (c) => c.post(API_PATHS.notificationsRead, { all: true }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/public/v1/notifications/unreadCount',
    call: (c) => c.get(API_PATHS.notificationsUnreadCount),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/public/v1/notifications/preferences',
    call: (c) => c.get(API_PATHS.notificationPreferences),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/public/v1/notifications/preferences',
    call: (c) => c.put(API_PATHS.notificationPreferences, { kinds: { requestApproved: true } }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/public/v1/notifications/unsubscribe',
    case: 'a token nobody signed',
    // The signed token is the authority, not a session: everyone gets the same answer.
    call: (c) => c.post(`${API_PATHS.unsubscribe}?token=not.a.signed.token`, undefined, { csrf: false }),
    expect: everyone(400, {}),
  },
  {
    route: 'PUT /api/public/v1/account/email',
    call: (c, _w, role) => c.put(API_PATHS.accountEmail, { email: `${role}@example.org` }),
    expect: signedIn(200),
  },
  {
    route: 'DELETE /api/public/v1/account/email',
    call: (c) => c.delete(API_PATHS.accountEmail),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/public/v1/account/verifyEmail',
    case: 'a token nobody signed',
    // The link answers everyone with a redirect to Settings, saying whether it worked.
    call: (c) => c.get(`${API_PATHS.verifyEmail}?token=not.a.signed.token`),
    expect: everyone(303, {}),
  },
];
