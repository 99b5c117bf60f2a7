import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  groupIdQuerySchema,
  groupMemberSchema,
  groupUserBodySchema,
  groupUserQuerySchema,
  listEnvelope,
  membershipRequestSchema,
  pageQuerySchema,
  successEnvelope,
} from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { listOk } from '../../http/paging.ts';
import {
  approveRequest,
  ownRequest,
  removeRequest,
  requestMembership,
  requestsForGroup,
} from './requests.service.ts';

export const requestsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['members'];

  app.get(
    API_PATHS.membershipRequests,
    {
      schema: {
        tags,
        description: "The caller's own pending request, or null.",
        querystring: groupIdQuerySchema,
        response: { 200: successEnvelope(membershipRequestSchema.nullable()) },
      },
    },
    async (request) => ok(await ownRequest(deps, await requireUser(request), request.query.groupId)),
  );

  app.post(
    API_PATHS.membershipRequests,
    {
      schema: {
        tags,
        body: groupUserBodySchema,
        response: { 201: successEnvelope(membershipRequestSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await requestMembership(
              deps,
              await requireUser(request),
              request.body.groupId,
              request.body.userId,
            ),
          ),
        ),
  );

  app.delete(
    API_PATHS.membershipRequests,
    {
      schema: {
        tags,
        description: 'The requester withdraws, or the owner rejects.',
        querystring: groupUserQuerySchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await removeRequest(deps, await requireUser(request), request.query.groupId, request.query.userId);
      return ok(null);
    },
  );

  app.get(
    API_PATHS.membershipRequestsForGroup,
    {
      schema: {
        tags,
        querystring: groupIdQuerySchema.extend(pageQuerySchema.shape),
        response: { 200: listEnvelope(membershipRequestSchema) },
      },
    },
    async (request) =>
      listOk(await requestsForGroup(deps, await requireUser(request), request.query.groupId, request.query)),
  );

  app.post(
    API_PATHS.membershipRequestApprove,
    { schema: { tags, body: groupUserBodySchema, response: { 200: successEnvelope(groupMemberSchema) } } },
    async (request) =>
      ok(await approveRequest(deps, await requireUser(request), request.body.groupId, request.body.userId)),
  );
};
