/**
 * Group bans (issue #27): the owner's list and lift, and the caller's own ban. Banning itself
 * (POST /groupBans) gives up the person's places and events, so it sits with the workflows.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  groupBanSchema,
  groupIdQuerySchema,
  groupUserQuerySchema,
  listEnvelope,
  ownGroupBanSchema,
  pageQuerySchema,
  successEnvelope,
} from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';
import { listOk } from '../../http/paging.ts';
import { bansOfGroup, liftBan, ownBan } from './bans.service.ts';

export const bansRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['members'];

  app.get(
    API_PATHS.groupBans,
    {
      schema: {
        tags,
        description: 'The bans of the group, newest first, with their reasons (the owner only).',
        querystring: groupIdQuerySchema.extend(pageQuerySchema.shape),
        response: { 200: listEnvelope(groupBanSchema) },
      },
    },
    async (request) =>
      listOk(await bansOfGroup(deps, await requireUser(request), request.query.groupId, request.query)),
  );

  app.get(
    API_PATHS.groupBansSelf,
    {
      schema: {
        tags,
        description: "The caller's own ban from the group (when, never why), or null.",
        querystring: groupIdQuerySchema,
        response: { 200: successEnvelope(ownGroupBanSchema.nullable()) },
      },
    },
    async (request) => ok(await ownBan(deps, await requireUser(request), request.query.groupId)),
  );

  app.delete(
    API_PATHS.groupBans,
    {
      schema: {
        tags,
        description: 'The owner lifts a ban: the person may join or ask to join again.',
        querystring: groupUserQuerySchema,
        response: { 200: successEnvelope(z.null()) },
      },
    },
    async (request) => {
      await liftBan(deps, await requireUser(request), request.query.groupId, request.query.userId);
      return ok(null);
    },
  );
};
