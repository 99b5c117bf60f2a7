/**
 * The access table (issue #33): for every route of the OpenAPI document, the status each role
 * gets. Rows live in rows/<area>.ts, one file per module; access.test.ts walks them all.
 */
import type { TestClient } from '../client.ts';
import { ROLES, type Role, type World } from './world.ts';

export interface AccessRow {
  /** The route exactly as in the OpenAPI document: method and path template, e.g. 'PUT /api/public/v1/events/{id}'. */
  route: string;
  /** Which case of the route, when a route has several rows (e.g. 'public group', 'private group'). */
  case?: string;
  /**
   * One call as `role`. Create throwaway things here (with test/factories.ts) when the call changes or
   * deletes them, so each role meets the same state; `w` holds the shared world.
   */
  call: (client: TestClient, w: World, role: Role) => Promise<{ statusCode: number }>;
  expect: Record<Role, number>;
  /** Order of the roles when the allowed ones change shared state: refused ones first. */
  order?: readonly Role[];
}

/** `status` for every role but those named in `but`. */
export const everyone = (status: number, but: Partial<Record<Role, number>>): Record<Role, number> =>
  Object.fromEntries(ROLES.map((role) => [role, but[role] ?? status])) as Record<Role, number>;

/** Every role in the usual order, but `allowed` last: the calls that change shared state come after the refusals. */
export const allowedLast = (...allowed: Role[]): Role[] => [
  ...ROLES.filter((role) => !allowed.includes(role)),
  ...allowed,
];

/** Whoever is signed in gets `status`; the visitor and the suspended person (whose session ended) 401. */
export const signedIn = (status: number) => everyone(status, { visitor: 401, suspended: 401 });

/** Only the world's owner gets `status`; the other people 403. */
export const ownerOnly = (status: number) => everyone(403, { visitor: 401, suspended: 401, owner: status });
