/** Profiles, the account's own settings and password (modules/people). */
import { API_PATHS } from '@neighbourly/shared';
import { DEFAULT_PASSWORD } from '../../factories.ts';
import { allowedLast, everyone, signedIn, type AccessRow } from '../table.ts';
import { loginOf } from '../world.ts';

export const rows: AccessRow[] = [
  {
    route: 'GET /api/public/v1/users/self',
    call: (c) => c.get(API_PATHS.usersSelf),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/public/v1/users',
    case: "a member's profile",
    call: (c, w) => c.get(`${API_PATHS.users}?id=${w.logins.member}`),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/public/v1/users',
    case: "a suspended person's profile",
    call: (c, w) => c.get(`${API_PATHS.users}?id=${w.logins.suspended}`),
    expect: everyone(404, { visitor: 401, suspended: 401, moderator: 200, admin: 200 }),
  },
  {
    route: 'POST /api/public/v1/users',
    case: 'own profile',
    call: (c, w, role) => c.post(API_PATHS.users, { id: loginOf(w, role), name: `The ${role}` }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/public/v1/users',
    case: "the member's profile",
    call: (c, w) => c.post(API_PATHS.users, { id: w.logins.member, name: 'The member' }),
    expect: everyone(403, { visitor: 401, suspended: 401, member: 200 }),
    order: allowedLast('member'),
  },
  {
    route: 'POST /api/public/v1/account/updatePassword',
    case: 'own password',
    call: (c, w, role) =>
      c.post(API_PATHS.updatePassword, {
        id: loginOf(w, role),
        currentPassword: DEFAULT_PASSWORD,
        newPassword: DEFAULT_PASSWORD,
      }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/public/v1/account/updatePassword',
    case: "the member's password",
    call: (c, w) =>
      c.post(API_PATHS.updatePassword, {
        id: w.logins.member,
        currentPassword: DEFAULT_PASSWORD,
        newPassword: DEFAULT_PASSWORD,
      }),
    expect: everyone(403, { visitor: 401, suspended: 401, member: 200 }),
    order: allowedLast('member'),
  },
];
