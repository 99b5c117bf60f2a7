/**
 * The endpoints whose work spans domains. They sit here rather than in a module because they
 * call workflows, and a module's door importing a workflow that imports that door is a cycle.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  groupBanBodySchema,
  groupBanSchema,
  groupIdSchema,
  groupUserQuerySchema,
  successEnvelope,
  userIdQuerySchema,
  watchBodySchema,
} from '@neighbourly/shared';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/envelope.ts';
import { requireUser } from '../http/guards.ts';
import { endSession } from '../http/session.ts';
import { banMember } from './ban-member.ts';
import { deleteAccount } from './delete-account.ts';
import { deleteGroup } from './delete-group.ts';
import { leaveGroup } from './leave-group.ts';
import { removeMember } from './remove-member.ts';
import { watchPages } from './watch-pages.ts';

type WorkflowsPlugin = FastifyPluginAsyncZod<{ deps: AppDeps }>;

/** What the caller's own page and account do: the live stream's watch, deleting the account. */
const callerRoutes: WorkflowsPlugin = async (app, { deps }) => {
  app.put(
    API_PATHS.liveWatch,
    {
      schema: {
        tags: ['live'],
        body: watchBodySchema,
        description:
          'Says which groups and events the page of the caller’s live stream `streamId` shows (the id comes first on GET /live); that stream then hears when one changes (event `changed`). Replaces what the page watched before.',
        response: { 200: successEnvelope(z.object({ topics: z.array(z.string()) })) },
      },
    },
    async (request) => ok({ topics: await watchPages(deps, await requireUser(request), request.body) }),
  );

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
};

/** Leaving, removing, banning from and deleting a group. */
const groupRoutes: WorkflowsPlugin = async (app, { deps }) => {
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

  app.post(
    API_PATHS.groupBans,
    {
      schema: {
        tags: ['members'],
        description:
          'The owner bans a member or a requester (issue #27): a member is removed as DELETE /groupMembers removes, a request goes; they can no longer join, ask to join or comment on the group’s events. The reason is shown to the owner only.',
        body: groupBanBodySchema,
        response: { 201: successEnvelope(groupBanSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await banMember(deps, await requireUser(request), request.body))),
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

export const workflowsRoutes: WorkflowsPlugin = async (app, { deps }) => {
  await app.register(callerRoutes, { deps });
  await app.register(groupRoutes, { deps });
};
