import type { FastifyRequest } from 'fastify';
import { can, type ActionOn, type Thing } from '@neighbourly/shared';
import { forbidden, unauthenticated } from './errors.ts';
import type { CurrentUser } from './session.ts';

/** The signed-in user, or a 401 for visitors. */
export async function requireUser(request: FastifyRequest): Promise<CurrentUser> {
  const user = await request.currentUser();
  if (!user) throw unauthenticated();
  return user;
}

/** A 403 with `refusal` unless the shared policies let the caller do `action` to `thing`. */
export function authorize<T extends Thing>(
  user: CurrentUser | null,
  action: ActionOn<T>,
  thing: T,
  refusal: string,
): void {
  if (!can(user?.id ?? null, action, thing)) throw forbidden(refusal);
}

/** For what a person may do only for themselves (join, attend, list their own things). */
export function requireSelf(user: CurrentUser, userId: string, refusal: string): void {
  authorize(user, 'actFor', { kind: 'person', id: userId }, refusal);
}
