import type { FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from './errors.ts';
import type { CurrentUser } from './session.ts';

/** The signed-in user, or a 401 for visitors. */
export async function requireUser(request: FastifyRequest): Promise<CurrentUser> {
  const user = await request.currentUser();
  if (!user) throw unauthenticated();
  return user;
}

/** For what a person may do only for themselves (join, attend, list their own things). */
export function requireSelf(user: CurrentUser, userId: string, refusal: string): void {
  if (userId !== user.id) throw forbidden(refusal);
}
