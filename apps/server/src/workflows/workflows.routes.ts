/**
 * The endpoints whose work spans domains. They sit here rather than in a module because they
 * call workflows, and a module's door importing a workflow that imports that door is a cycle.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  groupIdSchema,
  groupUserQuerySchema,
  successEnvelope,
  userIdQuerySchema,
} from '@neighbourly/shared';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { requireUser } from '../http/guards.ts';
import { endSession } from '../http/session.ts';
import { deleteAccount } from './delete-account.ts';
import { deleteGroup } from './delete-group.ts';
import { leaveGroup } from './leave-group.ts';
import { removeMember } from './remove-member.ts';

export const workflowsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.delete(
    API_PATHS.users,
    {
      schema: {
        tags: ['users'],
        querystring: userIdQuerySchema,
        description: 'Deletes the caller’s own account and ends the session.',
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request, reply) => {
      await deleteAccount(deps, await requireUser(request), request.query.id);
      await endSession(deps, request, reply);
      return ok(null);
    },
  );

  app.delete(
    API_PATHS.groupMembers,
    {
      schema: {
        tags: ['members'],
        description: 'Leave the group (userId is the caller), or, for its owner, remove someone from it.',
        querystring: groupUserQuerySchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { groupId, userId } = request.query;
      if (userId === user.id) await leaveGroup(deps, user, groupId, userId);
      else await removeMember(deps, user, groupId, userId);
      return ok(null);
    },
  );

  app.delete(
    API_PATHS.groups,
    {
      schema: {
        tags: ['groups'],
        querystring: z.object({ id: groupIdSchema }),
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await deleteGroup(deps, await requireUser(request), request.query.id);
      return ok(null);
    },
  );
};
