import type { FastifyRequest } from 'fastify';
import { unauthenticated } from './errors.ts';
import type { CurrentUser } from './session.ts';

/** The signed-in user, or a 401 for visitors. */
export async function requireUser(request: FastifyRequest): Promise<CurrentUser> {
  const user = await request.currentUser();
  if (!user) throw unauthenticated();
  return user;
}
