import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, selfUserSchema, successEnvelope } from '@neighbourly/shared';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../http/envelope.ts';
import { requireUser } from '../../http/guards.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app) => {
  app.get(
    API_PATHS.usersSelf,
    { schema: { tags: ['users'], response: { 200: successEnvelope(selfUserSchema) } } },
    async (request) => ok(await requireUser(request)),
  );
};
